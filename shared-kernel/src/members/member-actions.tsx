// Follow / unfollow, ignore / unignore and start a conversation, each only where can_follow,
// can_ignore, can_converse say so (spec §6); the same buttons in the hover popup and on the profile.
import { useState } from 'react';
import { apiRequest } from '@trailhead/shared-kernel/api';
import { bus, isLoggedIn, useObservable } from '@trailhead/shared-kernel/bus';
import { invalidateApiQueries, useMutation, useQueryClient } from '@trailhead/shared-kernel/query';
import { Link as RouterLinkBase } from '@trailhead/shared-kernel/router';
import type { FollowResponse, IgnoreResponse, MemberProfile } from '@trailhead/shared-kernel/types';
import { Button, Flex } from '@trailhead/shared-kernel/ui';
import { invalidateMemberQueries, noteMemberCard } from './use-member-card';

export type MemberActionsUser = Pick<MemberProfile, 'user_id' | 'username' | 'can_follow' | 'can_ignore' | 'can_converse' | 'is_followed' | 'is_ignored'>;

export interface MemberActionsProps {
  user: MemberActionsUser;
  size?: 'xs' | 'sm' | 'md';
}

/** The page that starts a conversation with the member already named (spec §2 /manageConversation). */
export const startConversationHref = (username: string) => `/manageConversation?conversationUsers=${encodeURIComponent(username)}`;

/** GET /me's ignored_user_ids, kept on the session the shell loaded, after an ignore toggles. */
function noteIgnored(userId: number, ignored: boolean) {
  const session = bus.session$.getValue();
  if (!session.user) return;
  const others = (session.user.ignored_user_ids ?? []).filter((id) => id !== userId);
  bus.session$.next({ ...session, user: { ...session.user, ignored_user_ids: ignored ? [...others, userId] : others } });
}

/**
 * One toggle (follow or ignore): the new label shows at once, the answer settles it, and a refusal
 * puts the old label back with the API's message in a red snackbar.
 */
function useToggle(current: boolean, send: () => Promise<boolean>, after: (value: boolean) => void) {
  // What the viewer last chose, while the parent still says what it said then: a fresh answer from
  // the parent's query (the card or the profile read again) wins over it.
  const [shown, setShown] = useState<{ over: boolean; value: boolean } | null>(null);
  const value = shown && shown.over === current ? shown.value : current;
  const mutation = useMutation({
    mutationFn: send,
    onMutate: () => setShown({ over: current, value: !value }),
    onSuccess: (answer) => {
      setShown({ over: current, value: answer });
      after(answer);
    },
    onError: (error) => {
      setShown(null);
      bus.snackbar.next({ status: 'error', message: error.message });
    },
  });
  return { value, toggle: () => mutation.mutate(), pending: mutation.isPending };
}

export function MemberActions({ user, size = 'sm' }: MemberActionsProps) {
  const session = useObservable(bus.session$);
  const client = useQueryClient();
  const viewerId = session.user?.user_id ?? null;

  const refresh = (change: { is_followed: boolean } | { is_ignored: boolean }) => {
    noteMemberCard(client, user.user_id, change);
    void invalidateMemberQueries(client, user.user_id, { keepCard: true });
    if (viewerId !== null) void invalidateMemberQueries(client, viewerId);
    void invalidateApiQueries(client, '/api/users/news-feed');
    void invalidateApiQueries(client, '/api/me');
  };
  const follow = useToggle(
    user.is_followed,
    () => apiRequest<FollowResponse>(`/users/${user.user_id}/follow`, { method: 'POST' }).then((answer) => answer.is_followed),
    (followed) => refresh({ is_followed: followed }),
  );
  const ignore = useToggle(
    user.is_ignored,
    () => apiRequest<IgnoreResponse>(`/users/${user.user_id}/ignore`, { method: 'POST' }).then((answer) => answer.is_ignored),
    (ignored) => {
      noteIgnored(user.user_id, ignored);
      refresh({ is_ignored: ignored });
      // Their posts on the page fold away at once (the popup that was used often goes with them): say so.
      bus.snackbar.next({ status: 'success', message: ignored ? `You ignore ${user.username} now: their posts are hidden.` : `You no longer ignore ${user.username}.` });
    },
  );

  // Visitors see the card, never the buttons (the API says can_* false to them too).
  if (!isLoggedIn(session) || viewerId === user.user_id) return null;
  if (!user.can_follow && !user.can_ignore && !user.can_converse) return null;

  return (
    <Flex gap="2" wrap="wrap" data-testid="member-actions">
      {user.can_follow && (
        <Button
          size={size}
          colorPalette="red"
          variant={follow.value ? 'outline' : 'solid'}
          onClick={follow.toggle}
          disabled={follow.pending}
          aria-pressed={follow.value}
          aria-label={`${follow.value ? 'Unfollow' : 'Follow'} ${user.username}`}
        >
          {follow.value ? 'Unfollow' : 'Follow'}
        </Button>
      )}
      {user.can_ignore && (
        <Button
          size={size}
          variant="outline"
          onClick={ignore.toggle}
          disabled={ignore.pending}
          aria-pressed={ignore.value}
          aria-label={`${ignore.value ? 'Unignore' : 'Ignore'} ${user.username}`}
        >
          {ignore.value ? 'Unignore' : 'Ignore'}
        </Button>
      )}
      {user.can_converse && (
        <Button asChild size={size} variant="outline">
          <RouterLinkBase to={startConversationHref(user.username)}>Start conversation</RouterLinkBase>
        </Button>
      )}
    </Flex>
  );
}
