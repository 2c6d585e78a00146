import { apiRequest } from '@trailhead/shared-kernel/api';
import type { EditAttachments } from '@trailhead/shared-kernel/editor';
import { invalidateApiQueries, useMutation, useQueryClient } from '@trailhead/shared-kernel/query';
import { IDEMPOTENCY_HEADER, type CreateThreadRequest, type CreateThreadResponse, type Post, type PostResponse } from '@trailhead/shared-kernel/types';

/** POST /threads: a new thread and its first post. */
export function createThread(input: CreateThreadRequest, idempotencyKey: string) {
  return apiRequest<CreateThreadResponse>('/threads', { method: 'POST', body: input, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
}

/** POST /posts/{id}: the author's (or a moderator's) edit. */
export function editPost(postId: number, input: { message_html: string; attachment_key: string | null }) {
  return apiRequest<PostResponse>(`/posts/${postId}`, { method: 'POST', body: input });
}

/**
 * Saves an edit with the key its new files went up under, then deletes the files taken off; the
 * thread's pages are read again so every view shows the new text and files.
 */
export function useEditPost(post: Pick<Post, 'post_id' | 'thread_id'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ html, files }: { html: string; files: EditAttachments }) => {
      const { post: saved } = await editPost(post.post_id, { message_html: html, attachment_key: files.key() });
      const { attachments, stayed } = await files.commit(saved.attachments);
      return { post: { ...saved, attachments }, stayed };
    },
    onSuccess: () => Promise.all([invalidateApiQueries(queryClient, `/api/threads/${post.thread_id}`), invalidateApiQueries(queryClient, `/api/posts/${post.post_id}`)]),
  });
}
