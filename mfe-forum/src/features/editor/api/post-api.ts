import { apiRequest } from '@trailhead/shared-kernel/api';
import { IDEMPOTENCY_HEADER, type CreateThreadRequest, type CreateThreadResponse, type PostResponse } from '@trailhead/shared-kernel/types';

export function createPost(input: { thread_id: number; message_html: string; attachment_key: string | null }, idempotencyKey: string) {
  return apiRequest<PostResponse>('/posts', { method: 'POST', body: input, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
}

export function editPost(postId: number, input: { message_html: string; attachment_key: string | null }) {
  return apiRequest<PostResponse>(`/posts/${postId}`, { method: 'POST', body: input });
}

export function createThread(input: CreateThreadRequest, idempotencyKey: string) {
  return apiRequest<CreateThreadResponse>('/threads', { method: 'POST', body: input, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
}
