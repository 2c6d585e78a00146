import { useRef, useState } from 'react';
import { ComposerEditor, EMPTY_POST_MESSAGE, isEmptyMessage, useAttachments, useComposerDraft, useDraftSubmit, type RichEditorHandle } from '@trailhead/shared-kernel/editor';
import type { Draft, Post } from '@trailhead/shared-kernel/types';
import { Box, Button, Flex, Heading, Spinner, Text } from '@trailhead/shared-kernel/ui';
import { createEventPost, emptyEventDraft, eventDraftServer } from '../api/event-reply';

/**
 * The reply box under an event's discussion: the site's one editor, with a draft kept per member
 * and thread. Loaded only for members who can write (the editor library is large).
 */
export function EventReplyBox({ threadId, userId, onPosted }: { threadId: number; userId: number; onPosted: (post: Post) => void }) {
  const composer = useComposerDraft<Draft>({ storageKey: `trailhead:draft:${userId}:thread-${threadId}`, empty: () => emptyEventDraft(threadId), server: eventDraftServer(threadId) });
  const attachments = useAttachments(composer, { type: 'post', context: { thread_id: threadId } });
  const editor = useRef<RichEditorHandle>(null);
  // A fresh editor after each reply sent.
  const [editorKey, setEditorKey] = useState(0);
  const submit = useDraftSubmit(composer, {
    failureText: 'Could not create post!',
    send: (html: string, key) => createEventPost({ thread_id: threadId, message_html: html, attachment_key: composer.current().attachment_key }, key).then((answer) => answer.post),
    onSuccess: (post) => {
      setEditorKey((current) => current + 1);
      onPosted(post);
    },
  });

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
    <Box as="section" aria-labelledby="event-reply-heading" borderWidth="1px" borderRadius="md" p={{ base: '3', md: '4' }} data-testid="event-reply-box">
      <Heading as="h3" id="event-reply-heading" size="sm" mb="3">
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
