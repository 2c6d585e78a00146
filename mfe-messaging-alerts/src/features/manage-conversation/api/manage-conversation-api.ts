import { apiRequest } from '@trailhead/shared-kernel/api';
import { apiQueryOptions, useQuery } from '@trailhead/shared-kernel/query';
import type { ConversationResponse, FindNameForConversationResponse, MemberProfileResponse, NewConversationRequest, UserSummary } from '@trailhead/shared-kernel/types';

/** POST /conversations: the new conversation (the API answers with it). */
export function startConversation(body: NewConversationRequest): Promise<ConversationResponse> {
  return apiRequest<ConversationResponse>('/conversations', { method: 'POST', body });
}

/** POST /conversations/{id} {title}: renaming (the starter and staff). */
export function renameConversation(conversationId: number, title: string): Promise<unknown> {
  return apiRequest(`/conversations/${conversationId}`, { method: 'POST', body: { title } });
}

/** POST /conversations/{id}/invite {recipient_ids} */
export function inviteToConversation(conversationId: number, recipientIds: number[]): Promise<unknown> {
  return apiRequest(`/conversations/${conversationId}/invite`, { method: 'POST', body: { recipient_ids: recipientIds } });
}

/**
 * GET /conversations/{id}?mark_read=0: the title, the participants and what this member may
 * change. Managing a conversation is not reading it: its unread messages stay unread.
 */
export const conversationQuery = (conversationId: number) => apiQueryOptions<ConversationResponse>(`/conversations/${conversationId}`, { mark_read: 0 });
export const useConversation = (conversationId: number) => useQuery(conversationQuery(conversationId));

/** Most prefilled names a link may carry (as many as may be invited at once). */
const PREFILL_MAX = 25;

/** ?conversationUsers=a,b: usernames or user ids, comma-separated, each once. */
export function prefillTokens(raw: string | null): string[] {
  const seen = new Set<string>();
  const tokens: string[] = [];
  for (const part of (raw ?? '').split(',')) {
    const token = part.trim().replace(/^@/, '');
    if (!token || seen.has(token.toLowerCase())) continue;
    seen.add(token.toLowerCase());
    tokens.push(token);
  }
  return tokens.slice(0, PREFILL_MAX);
}

/**
 * A prefilled member as this member may write to them: an id is first turned into its name, then
 * the name is looked up with the conversation search, so a member whose privacy refuses (or who
 * does not exist) is reported instead of prefilled.
 */
async function resolveToken(token: string, signal?: AbortSignal): Promise<UserSummary | null> {
  let username = token;
  if (/^\d+$/.test(token)) {
    const profile = await apiRequest<MemberProfileResponse>(`/users/${token}`, { signal }).catch(() => null);
    if (!profile) return null;
    username = profile.user.username;
  }
  if (username.length < 2) return null;
  const found = await apiRequest<FindNameForConversationResponse>('/users/find-name-for-conversation', { query: { username }, signal }).catch(() => null);
  return found?.users.find((user) => user.username.toLowerCase() === username.toLowerCase()) ?? null;
}

export interface PrefilledRecipients {
  users: UserSummary[];
  /** The names or ids that could not be added. */
  missing: string[];
}

export async function resolvePrefill(tokens: string[], signal?: AbortSignal): Promise<PrefilledRecipients> {
  const results = await Promise.all(tokens.map((token) => resolveToken(token, signal)));
  const users: UserSummary[] = [];
  const missing: string[] = [];
  results.forEach((user, index) => {
    if (!user) missing.push(tokens[index]);
    else if (!users.some((chosen) => chosen.user_id === user.user_id)) users.push(user);
  });
  return { users, missing };
}

export function usePrefilledRecipients(tokens: string[]) {
  return useQuery({
    queryKey: ['conversation-prefill', ...tokens],
    queryFn: ({ signal }) => resolvePrefill(tokens, signal),
    enabled: tokens.length > 0,
    staleTime: Infinity,
    retry: false,
  });
}
