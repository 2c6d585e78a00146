import { useEffect, useRef, useState } from 'react';
import { ComposerEditor, EMPTY_POST_MESSAGE, isEmptyMessage, useAttachments, useDraftSubmit, type RichEditorHandle } from '@trailhead/shared-kernel/editor';
import { invalidateApiQueries, useQueryClient } from '@trailhead/shared-kernel/query';
import type { Post } from '@trailhead/shared-kernel/types';
import { Box, Button, Flex, Heading, Spinner, Text } from '@trailhead/shared-kernel/ui';
import { createPost } from '../api/post-api';
import { useThreadDraft } from '../use-thread-draft';

export interface QuoteRequest {
  username: string;
  postId: number;
  html: string;
  /** Changes with every click on Reply, so quoting the same post twice works. */
  nonce: number;
}

/** The reply box at the foot of a thread: the site's editor, attachments, a draft that survives anything. */
export function ReplyComposer({ threadId, userId, quote, onPosted }: { threadId: number; userId: number; quote: QuoteRequest | null; onPosted: (post: Post) => void }) {
  const queryClient = useQueryClient();
  const composer = useThreadDraft({ threadId }, userId);
  const attachments = useAttachments(composer, { type: 'post', context: { thread_id: threadId } });
  const editor = useRef<RichEditorHandle>(null);
  // A new editor (empty, with no undo history) after each reply sent.
  const [editorKey, setEditorKey] = useState(0);
  const pendingQuote = useRef<QuoteRequest | null>(null);
  const submit = useDraftSubmit(composer, {
    failureText: 'Could not create post!',
    send: (html: string, key) => createPost({ thread_id: threadId, message_html: html, attachment_key: composer.current().attachment_key }, key).then((response) => response.post),
    onSuccess: (post) => {
      void invalidateApiQueries(queryClient, `/api/threads/${threadId}`);
      setEditorKey((key) => key + 1);
      onPosted(post);
    },
  });

  useEffect(() => {
    if (!quote) return;
    if (editor.current) editor.current.quote(quote);
    else pendingQuote.current = quote;
  }, [quote]);

  useEffect(() => {
    if (composer.ready && pendingQuote.current && editor.current) {
      editor.current.quote(pendingQuote.current);
      pendingQuote.current = null;
    }
  }, [composer.ready]);

  const send = async () => {
    const html = editor.current?.getHtml() ?? '';
    if (isEmptyMessage(html) && (composer.current().attachments ?? []).length === 0) {
      submit.setProblem(EMPTY_POST_MESSAGE);
      editor.current?.focus();
      return;
    }
    composer.update({ message_html: html });
    await submit.submit(html);
  };

  return (
    <Box as="section" aria-labelledby="reply-heading" borderWidth="1px" borderRadius="md" p={{ base: '3', md: '4' }} data-testid="reply-box">
      <Heading as="h2" id="reply-heading" size="md" mb="3">
        Reply
      </Heading>
      {!composer.ready ? (
        <Flex align="center" gap="2" role="status">
          <Spinner size="sm" />
          <Text>Loading your draft…</Text>
        </Flex>
      ) : (
        <>
          <ComposerEditor key={editorKey} ref={editor} label="Your reply" composer={composer} attachments={attachments} submit={submit} />
          <Flex justify="flex-end" mt="3">
            <Button bg="brand.redDark" color="white" onClick={() => void send()} disabled={submit.isPending || attachments.uploads.length > 0} loading={submit.isPending} loadingText="Posting…">
              Post reply
            </Button>
          </Flex>
        </>
      )}
    </Box>
  );
}
