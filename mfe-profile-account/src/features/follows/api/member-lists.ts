import { apiRequest, apiKeyUrl } from '@trailhead/shared-kernel/api';
import { bus } from '@trailhead/shared-kernel/bus';
import { apiQueryOptions, invalidateApiQueries, useMutation, useQuery, useQueryClient, type QueryClient } from '@trailhead/shared-kernel/query';
import type { FollowResponse, IgnoreResponse, MemberListResponse } from '@trailhead/shared-kernel/types';

export type MemberListKind = 'following' | 'ignoring';

/** GET /users/{me}/following and /users/{me}/ignoring {page}: 20 a page (the API serves /ignoring to its own member only). */
export const memberListQuery = (kind: MemberListKind, viewerId: number, page: number) => apiQueryOptions<MemberListResponse>(`/users/${viewerId}/${kind}`, { page });

export const useMemberList = (kind: MemberListKind, viewerId: number, page: number) => useQuery(memberListQuery(kind, viewerId, page));

/** POST /users/{id}/follow or /ignore: both toggle (spec §4); the answer is the new state. */
export function toggleMember(kind: MemberListKind, userId: number): Promise<boolean> {
  return kind === 'following'
    ? apiRequest<FollowResponse>(`/users/${userId}/follow`, { method: 'POST' }).then((answer) => answer.is_followed)
    : apiRequest<IgnoreResponse>(`/users/${userId}/ignore`, { method: 'POST' }).then((answer) => answer.is_ignored);
}

/** GET /me's ignored_user_ids live on the session the shell loaded: other pages hide (or show again) the member's posts at once. */
export function noteIgnoredInSession(userId: number, ignored: boolean) {
  const session = bus.session$.getValue();
  if (!session.user) return;
  const others = (session.user.ignored_user_ids ?? []).filter((id) => id !== userId);
  bus.session$.next({ ...session, user: { ...session.user, ignored_user_ids: ignored ? [...others, userId] : others } });
}

/** What shows the member elsewhere (their profile and card, the news feed) is read again; this list keeps its rows so the change can be undone. */
function refreshAround(client: QueryClient, userId: number) {
  const base = apiKeyUrl(`/users/${userId}`);
  void client.invalidateQueries({
    predicate: (query) => {
      const url = typeof query.queryKey[0] === 'string' ? query.queryKey[0] : '';
      return url === base || url.startsWith(`${base}/`) || url.startsWith(`${base}?`);
    },
  });
  void invalidateApiQueries(client, '/api/users/news-feed');
}

/** Follow/unfollow or ignore/unignore one member of the list; `onChange` shows the new state at once and the old one again on refusal. */
export function useToggleMember(kind: MemberListKind, userId: number, onChange: (active: boolean) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (_wanted: boolean) => toggleMember(kind, userId),
    onMutate: (wanted) => {
      onChange(wanted);
      return { before: !wanted };
    },
    onSuccess: (active) => {
      onChange(active);
      if (kind === 'ignoring') noteIgnoredInSession(userId, active);
      refreshAround(client, userId);
    },
    onError: (error, _wanted, context) => {
      if (context) onChange(context.before);
      bus.snackbar.next({ status: 'error', message: error.message });
    },
  });
}
