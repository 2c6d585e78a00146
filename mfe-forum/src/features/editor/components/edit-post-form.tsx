import { useRef, useState } from 'react';
import { EMPTY_POST_MESSAGE, isEmptyMessage, RichEditor, stripReplyQuotes, type RichEditorHandle } from '@trailhead/shared-kernel/editor';
import type { Post } from '@trailhead/shared-kernel/types';
import { Button, Flex, Stack } from '@trailhead/shared-kernel/ui';
import { useEditPost } from '../api/post-api';

/** Inline editing of one post; spec §5: reply quotes are stripped from edited posts. */
export function EditPostForm({ post, onSaved, onCancel }: { post: Post; onSaved: (post: Post) => void; onCancel: () => void }) {
  const editor = useRef<RichEditorHandle>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useEditPost(post);
  // Read once: the editor starts from the post as stored, without the quotes it answered.
  const [initialHtml] = useState(() => stripReplyQuotes(post.message_html));

  const submit = () => {
    const html = editor.current?.getHtml() ?? '';
    if (isEmptyMessage(html) && post.attachments.length === 0) {
      setProblem(EMPTY_POST_MESSAGE);
      return;
    }
    setProblem(null);
    save.mutate(html, { onSuccess: (saved) => onSaved(saved) });
  };

  const error = problem ?? (save.isError ? `Could not edit post! ${save.error.message}` : null);

  return (
    <Stack gap="2" data-testid="edit-post-form">
      <RichEditor
        ref={editor}
        label="Edit post"
        initialHtml={initialHtml}
        error={error}
        disabled={save.isPending}
        onChange={() => {
          if (problem === EMPTY_POST_MESSAGE) setProblem(null);
        }}
      />
      <Flex gap="2" justify="flex-end">
        <Button variant="outline" onClick={onCancel} disabled={save.isPending}>
          Cancel
        </Button>
        <Button bg="brand.redDark" color="white" onClick={submit} loading={save.isPending} disabled={save.isPending}>
          Save
        </Button>
      </Flex>
    </Stack>
  );
}
