import { useRef, useState } from 'react';
import { bus, trackLoading } from '@trailhead/shared-kernel/bus';
import type { Post } from '@trailhead/shared-kernel/types';
import { Button, Flex, Stack } from '@trailhead/shared-kernel/ui';
import { isEmptyMessage, stripReplyQuotes } from '../editor-commands';
import { editPost } from '../api/post-api';
import { RichEditor, type RichEditorHandle } from './rich-editor';
import { EMPTY_POST_MESSAGE } from './draft-editor';

/** Inline editing of one post; spec §5: reply quotes are stripped from edited posts. */
export function EditPostForm({ post, onSaved, onCancel }: { post: Post; onSaved: (post: Post) => void; onCancel: () => void }) {
  const editor = useRef<RichEditorHandle>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const save = async () => {
    const html = editor.current?.getHtml() ?? '';
    if (isEmptyMessage(html) && post.attachments.length === 0) {
      setError(EMPTY_POST_MESSAGE);
      return;
    }
    setSending(true);
    setError(null);
    const done = trackLoading(bus);
    try {
      const { post: saved } = await editPost(post.post_id, { message_html: html, attachment_key: post.attachment_key });
      onSaved(saved);
    } catch (failure) {
      setError(`Could not edit post! ${(failure as Error).message}`);
    } finally {
      done();
      setSending(false);
    }
  };

  return (
    <Stack gap="2" data-testid="edit-post-form">
      <RichEditor ref={editor} label="Edit post" initialHtml={stripReplyQuotes(post.message_html)} error={error} disabled={sending} />
      <Flex gap="2" justify="flex-end">
        <Button variant="outline" onClick={onCancel} disabled={sending}>
          Cancel
        </Button>
        <Button bg="brand.red" color="white" onClick={() => void save()} loading={sending} disabled={sending}>
          Save
        </Button>
      </Flex>
    </Stack>
  );
}
