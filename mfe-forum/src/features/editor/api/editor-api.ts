import { apiRequest, ApiError } from '@trailhead/shared-kernel/api';
import { apiQueryOptions, useQuery } from '@trailhead/shared-kernel/query';
import type { AttachmentInfo, AttachmentKeyResponse, AttachmentUploadResponse, SmiliesResponse, UploadOptions, UserSummary } from '@trailhead/shared-kernel/types';

export const smiliesQuery = () => apiQueryOptions<SmiliesResponse>('/smilies');
export const useSmilies = (enabled: boolean) => useQuery({ ...smiliesQuery(), enabled });

export const uploadOptionsQuery = () => apiQueryOptions<UploadOptions>('/options/upload');
export const useUploadOptions = () => useQuery(uploadOptionsQuery());

export type AttachmentContext = { thread_id: number } | { node_id: number } | { post_id: number };

/** POST /attachments/new-key: one key per draft; every file of that draft is uploaded under it. */
export async function newAttachmentKey(context: AttachmentContext): Promise<string> {
  const [name, id] = Object.entries(context)[0];
  const form = new FormData();
  form.set('type', 'post');
  form.set(`context[${name}]`, String(id));
  const response = await apiRequest<AttachmentKeyResponse>('/attachments/new-key', { method: 'POST', body: form });
  if (!response?.key) throw new ApiError('Could not generate attachment key', 0, 'parsing_response');
  return response.key;
}

export async function uploadAttachment(key: string, file: File): Promise<AttachmentInfo> {
  const form = new FormData();
  form.set('key', key);
  form.set('attachment', file, file.name);
  const response = await apiRequest<AttachmentUploadResponse>('/attachments', { method: 'POST', body: form });
  if (!response?.attachment?.attachment_id) throw new ApiError('Could not attach file', 0, 'parsing_response');
  return response.attachment;
}

export function deleteAttachment(attachmentId: number): Promise<unknown> {
  return apiRequest(`/attachments/${attachmentId}`, { method: 'DELETE' });
}

interface MembersResponse {
  users?: UserSummary[];
}

/** Members whose name starts with the text after '@'. GET /users/find-name, else the member search of GET /users. */
export async function findMembers(text: string, signal?: AbortSignal): Promise<UserSummary[]> {
  try {
    const response = await apiRequest<MembersResponse>('/users/find-name', { query: { username: text }, signal });
    return (response.users ?? []).slice(0, 8);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
    const response = await apiRequest<MembersResponse>('/users', { query: { contact_search: text }, signal });
    return (response.users ?? []).slice(0, 8);
  }
}
