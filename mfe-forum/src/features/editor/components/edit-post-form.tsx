import { bus } from '@trailhead/shared-kernel/bus';
import { EditContentForm, useEditAttachments } from '@trailhead/shared-kernel/editor';
import type { Post } from '@trailhead/shared-kernel/types';
import { useEditPost } from '../api/post-api';

/** Inline editing of one post, its files too; spec §5: reply quotes are stripped from edited posts. */
export function EditPostForm({ post, onSaved, onCancel }: { post: Post; onSaved: (post: Post) => void; onCancel: () => void }) {
  const files = useEditAttachments(post, { type: 'post', context: { thread_id: post.thread_id } });
  const save = useEditPost(post);
  return (
    <EditContentForm
      html={post.message_html}
      hasAttachments={post.attachments.length > 0}
      attachments={files}
      label="Edit post"
      testId="edit-post-form"
      pending={save.isPending}
      failure={save.isError ? `Could not edit post! ${save.error.message}` : null}
      onSave={(html) =>
        save.mutate(
          { html, files },
          {
            onSuccess: ({ post: saved, stayed }) => {
              if (stayed.length) bus.snackbar.next({ status: 'error', message: `Your post was saved, but ${stayed.map((file) => file.filename).join(', ')} could not be removed. Try again.` });
              onSaved(saved);
            },
          },
        )
      }
      onCancel={onCancel}
    />
  );
}
