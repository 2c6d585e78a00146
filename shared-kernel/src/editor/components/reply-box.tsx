import { useState, type Ref } from 'react';
import { apiRequest } from '@trailhead/shared-kernel/api';
import { IDEMPOTENCY_HEADER, type Draft, type Post, type PostResponse } from '@trailhead/shared-kernel/types';
import { Box, Button, Flex, Heading, Spinner, Text } from '@trailhead/shared-kernel/ui';
import type { ComposerDraft } from '../composer/use-composer-draft';
import { useAttachments } from '../composer/use-attachments';
import { useDraftSubmit } from '../composer/use-draft-submit';
import { EMPTY_POST_MESSAGE, isEmptyMessage } from '../post-html/message-html';
import { ComposerEditor } from './composer-editor';
import type { RichEditorHandle } from './rich-editor';

/** POST /posts: a reply; the Idempotency-Key makes a retried submit return the first post instead of a second one. */
export function createPost(input: { thread_id: number; message_html: string; attachment_key: string | null }, idempotencyKey: string) {
  return apiRequest<PostResponse>('/posts', { method: 'POST', body: input, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
}

export interface ReplyBoxProps {
  threadId: number;
  /** The member's draft of this reply (the thread's own, or the event's). */
  composer: ComposerDraft<Draft>;
  onPosted: (post: Post) => void;
  /** The editor, for callers that put text in it (the forum's quotes). */
  editorRef: Ref<RichEditorHandle | null> & { current: RichEditorHandle | null };
  heading?: { as: 'h2' | 'h3'; size: 'md' | 'sm' };
  testId?: string;
}

/**
 * A reply at the foot of a thread (a forum thread, an event's discussion): the site's editor with
 * attachments, a draft that survives anything, an idempotent submit, and a fresh editor after
 * each reply sent.
 */
export function ReplyBox({ threadId, composer, onPosted, editorRef, heading = { as: 'h2', size: 'md' }, testId = 'reply-box' }: ReplyBoxProps) {
  const attachments = useAttachments(composer, { type: 'post', context: { thread_id: threadId } });
  // A new editor (empty, with no undo history) after each reply sent.
  const [editorKey, setEditorKey] = useState(0);
  const headingId = `${testId}-heading`;
  const submit = useDraftSubmit(composer, {
    failureText: 'Could not create post!',
    send: (html: string, key) => createPost({ thread_id: threadId, message_html: html, attachment_key: composer.current().attachment_key }, key).then((response) => response.post),
    onSuccess: (post) => {
      setEditorKey((current) => current + 1);
      onPosted(post);
    },
  });

  const send = async () => {
    const html = editorRef.current?.getHtml() ?? '';
    if (isEmptyMessage(html) && (composer.current().attachments ?? []).length === 0) {
      submit.setProblem(EMPTY_POST_MESSAGE);
      editorRef.current?.focus();
      return;
    }
    composer.update({ message_html: html });
    await submit.submit(html);
  };

  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p={{ base: '3', md: '4' }} data-testid={testId}>
      <Heading as={heading.as} id={headingId} size={heading.size} mb="3">
        Reply
      </Heading>
      {!composer.ready ? (
        <Flex align="center" gap="2" role="status">
          <Spinner size="sm" />
          <Text>Loading your draft…</Text>
        </Flex>
      ) : (
        <>
          <ComposerEditor key={editorKey} ref={editorRef} label="Your reply" composer={composer} attachments={attachments} submit={submit} />
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
