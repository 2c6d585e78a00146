import { EditContentForm } from '@trailhead/shared-kernel/editor';
import type { Post } from '@trailhead/shared-kernel/types';
import { useEditPost } from '../api/post-api';

/** Inline editing of one post; spec §5: reply quotes are stripped from edited posts. */
export function EditPostForm({ post, onSaved, onCancel }: { post: Post; onSaved: (post: Post) => void; onCancel: () => void }) {
  const save = useEditPost(post);
  return (
    <EditContentForm
      html={post.message_html}
      hasAttachments={post.attachments.length > 0}
      label="Edit post"
      testId="edit-post-form"
      pending={save.isPending}
      failure={save.isError ? `Could not edit post! ${save.error.message}` : null}
      onSave={(html) => save.mutate(html, { onSuccess: (saved) => onSaved(saved) })}
      onCancel={onCancel}
    />
  );
}
