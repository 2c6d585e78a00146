import { apiRequest } from '@trailhead/shared-kernel/api';
import type { DeleteContentRequest, PostResponse, ThreadEnvelope, UpdateThreadRequest } from '@trailhead/shared-kernel/types';

/** DELETE /posts/{id}: a soft delete answers with the post (kept in place, marked); a hard delete may answer with nothing. */
export function deletePost(postId: number, body: DeleteContentRequest) {
  return apiRequest<Partial<PostResponse> | null>(`/posts/${postId}`, { method: 'DELETE', body });
}

export function reportPost(postId: number, message: string) {
  return apiRequest<unknown>(`/posts/${postId}/report`, { method: 'POST', body: { message } });
}

export function deleteThread(threadId: number, body: DeleteContentRequest) {
  return apiRequest<Partial<ThreadEnvelope> | null>(`/threads/${threadId}`, { method: 'DELETE', body });
}

export function updateThread(threadId: number, body: UpdateThreadRequest) {
  return apiRequest<ThreadEnvelope>(`/threads/${threadId}`, { method: 'POST', body });
}
