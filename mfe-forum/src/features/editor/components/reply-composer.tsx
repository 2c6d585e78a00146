import { useEffect, useRef, useState } from 'react';
import type { Post } from '@trailhead/shared-kernel/types';
import { Box, Button, Flex, Heading, Spinner, Text } from '@trailhead/shared-kernel/ui';
import { isEmptyMessage } from '../editor-commands';
import { createPost } from '../api/post-api';
import { useComposerDraft } from '../use-composer-draft';
import { useAttachments } from '../use-attachments';
import { useDraftSubmit } from '../use-submit';
import type { RichEditorHandle } from './rich-editor';
import { DraftEditor, EMPTY_POST_MESSAGE } from './draft-editor';

export interface QuoteRequest {
  username: string;
  postId: number;
  html: string;
  /** Changes with every click on Reply, so quoting the same post twice works. */
  nonce: number;
}

/** The reply box at the foot of a thread: rich editor, attachments, a draft that survives anything. */
export function ReplyComposer({ threadId, userId, quote, onPosted }: { threadId: number; userId: number; quote: QuoteRequest | null; onPosted: (post: Post) => void }) {
  const composer = useComposerDraft({ threadId }, userId);
  const attachments = useAttachments(composer, { thread_id: threadId });
  const submit = useDraftSubmit<Post>(composer, 'Could not create post!');
  const editor = useRef<RichEditorHandle>(null);
  const [editorKey, setEditorKey] = useState(0);
  const pendingQuote = useRef<QuoteRequest | null>(null);

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
    const files = composer.current().attachments ?? [];
    if (isEmptyMessage(html) && files.length === 0) {
      submit.setError(EMPTY_POST_MESSAGE);
      editor.current?.focus();
      return;
    }
    composer.update({ message_html: html });
    const result = await submit.submit((key) => createPost({ thread_id: threadId, message_html: html, attachment_key: composer.current().attachment_key }, key).then((response) => response.post));
    if (result) {
      setEditorKey((key) => key + 1);
      onPosted(result);
    }
  };

  return (
    <Box as="section" aria-labelledby="reply-heading" borderWidth="1px" borderRadius="md" p="4" data-testid="reply-box">
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
          <DraftEditor key={editorKey} ref={editor} label="Your reply" composer={composer} attachments={attachments} submit={submit} />
          <Flex justify="flex-end" mt="3">
            <Button bg="brand.red" color="white" onClick={() => void send()} disabled={submit.sending || attachments.uploading > 0} loading={submit.sending} loadingText="Posting…">
              Post reply
            </Button>
          </Flex>
        </>
      )}
    </Box>
  );
}
