import { apiRequest } from '@trailhead/shared-kernel/api';
import { apiQueryOptions, invalidateApiQueries, useQuery, useQueryClient } from '@trailhead/shared-kernel/query';
import type {
  DeleteContentRequest,
  DeleteContentResponse,
  ProfilePostCommentResponse,
  ProfilePostCommentsResponse,
  ProfilePostResponse,
  ProfileReactResponse,
  ReportResponse,
} from '@trailhead/shared-kernel/types';
import { memberProfileUrl } from './get-member-profile';

/** A profile post or a comment on one: the two share their calls' shapes (spec §7 Profile posts). */
export type ProfileContentKind = 'profile-posts' | 'profile-post-comments';

export interface MessageInput {
  message_html: string;
  attachment_key: string | null;
}

/** POST /profile-posts {user_id, message_html, attachment_key} */
export const createProfilePost = (userId: number, input: MessageInput) =>
  apiRequest<ProfilePostResponse>('/profile-posts', { method: 'POST', body: { user_id: userId, ...input } });

/** POST /profile-posts/{id} (edit) */
export const editProfilePost = (id: number, input: MessageInput) => apiRequest<ProfilePostResponse>(`/profile-posts/${id}`, { method: 'POST', body: input });

/** POST /profile-post-comments {profile_post_id, message_html, attachment_key} */
export const createProfileComment = (profilePostId: number, input: MessageInput) =>
  apiRequest<ProfilePostCommentResponse>('/profile-post-comments', { method: 'POST', body: { profile_post_id: profilePostId, ...input } });

/** POST /profile-post-comments/{id} (edit) */
export const editProfileComment = (id: number, input: MessageInput) => apiRequest<ProfilePostCommentResponse>(`/profile-post-comments/${id}`, { method: 'POST', body: input });

/** DELETE /profile-posts/{id} or /profile-post-comments/{id}: soft unless a moderator asks for a hard delete. */
export const deleteProfileContent = (kind: ProfileContentKind, id: number, body: DeleteContentRequest) =>
  apiRequest<DeleteContentResponse>(`/${kind}/${id}`, { method: 'DELETE', body });

/** POST …/{id}/react {reaction_id}: same again removes, another replaces (spec §4). */
export const reactToProfileContent = (kind: ProfileContentKind, id: number, reactionId: number) =>
  apiRequest<ProfileReactResponse>(`/${kind}/${id}/react`, { method: 'POST', body: { reaction_id: reactionId } });

/** POST …/{id}/report {message}, and POST /users/{id}/report for the member. */
export const reportContent = (path: string, message: string) => apiRequest<ReportResponse>(`${path}/report`, { method: 'POST', body: { message } });

/** GET /profile-posts/{id}/comments {page}: every comment, oldest first. */
export const profileCommentsQuery = (profilePostId: number, page: number) =>
  apiQueryOptions<ProfilePostCommentsResponse>(`/profile-posts/${profilePostId}/comments`, { page: page > 1 ? page : undefined });
export const useProfileComments = (profilePostId: number, page: number, enabled: boolean) => useQuery({ ...profileCommentsQuery(profilePostId, page), enabled });

/** After a write: the profile's reads (posts, counts) and the comment lists are fetched again. */
export function useRefreshProfile(userId: number) {
  const client = useQueryClient();
  return () => Promise.all([invalidateApiQueries(client, `/api${memberProfileUrl(userId)}`), invalidateApiQueries(client, '/api/profile-posts/')]).then(() => undefined);
}
