import { useState } from 'react';
import { usePageParam } from '@trailhead/shared-kernel/router';
import type { UserSummary } from '@trailhead/shared-kernel/types';
import { Button, Heading, Pager, QueryView, RouterLink, Stack, Text } from '@trailhead/shared-kernel/ui';
import { MemberCard } from '../../members';
import { useMemberList, useToggleMember, type MemberListKind } from '../api/member-lists';
import { SignedInOnly } from './signed-in-only';

interface Texts {
  title: string;
  intro: string;
  empty: string;
  /** The button that undoes the follow or ignore, and the one that puts it back. */
  undo: string;
  redo: string;
  /** What a row says once undone. */
  undone: string;
}

export const FOLLOWING_TEXTS: Texts = {
  title: 'Following',
  intro: 'Members you follow: what they post shows in your news feed.',
  empty: 'You are not following anyone yet.',
  undo: 'Unfollow',
  redo: 'Follow again',
  undone: 'No longer followed',
};

export const IGNORING_TEXTS: Texts = {
  title: 'Ignoring',
  intro: 'Members you ignore: their posts, profile posts and conversations are hidden from you.',
  empty: 'You are not ignoring anyone.',
  undo: 'Unignore',
  redo: 'Ignore again',
  undone: 'No longer ignored',
};

/** /following and /ignoring: the signed-in member's list, each row with its undo (and a way back until the page is left). */
export function MemberListPage({ kind }: { kind: MemberListKind }) {
  const texts = kind === 'following' ? FOLLOWING_TEXTS : IGNORING_TEXTS;
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        {texts.title}
      </Heading>
      <SignedInOnly>{(user) => <MemberList kind={kind} viewerId={user.user_id} texts={texts} />}</SignedInOnly>
    </Stack>
  );
}

function MemberList({ kind, viewerId, texts }: { kind: MemberListKind; viewerId: number; texts: Texts }) {
  const page = usePageParam();
  const list = useMemberList(kind, viewerId, page);
  const path = `/${kind}`;
  return (
    <>
      <Text color="gray.600">{texts.intro}</Text>
      <QueryView query={list} what={`the members you are ${kind}`}>
        {({ users, pagination }) =>
          users.length === 0 ? (
            <Text data-testid="member-list-empty">
              {texts.empty}
              {kind === 'following' && (
                <>
                  {' '}
                  <RouterLink to="/members" fontWeight="semibold">
                    Find members to follow
                  </RouterLink>
                </>
              )}
            </Text>
          ) : (
            <Stack gap="3" data-testid="member-list">
              {users.map((user) => (
                <MemberRow key={user.user_id} kind={kind} user={user} texts={texts} />
              ))}
              <Pager
                pagination={pagination}
                hrefFor={(n) => `${path}?page=${n}`}
              />
            </Stack>
          )
        }
      </QueryView>
    </>
  );
}

function MemberRow({ kind, user, texts }: { kind: MemberListKind; user: UserSummary; texts: Texts }) {
  const [active, setActive] = useState(true);
  const toggle = useToggleMember(kind, user.user_id, setActive);
  return (
    <MemberCard user={user}>
      <Stack gap="1" align="flex-end">
        {!active && (
          <Text fontSize="xs" color="gray.700" role="status">
            {texts.undone}
          </Text>
        )}
        <Button
          size="sm"
          variant={active ? 'outline' : 'solid'}
          colorPalette={active ? 'gray' : 'red'}
          onClick={() => toggle.mutate(!active)}
          disabled={toggle.isPending}
          aria-label={`${active ? texts.undo : texts.redo} ${user.username}`}
        >
          {active ? texts.undo : texts.redo}
        </Button>
      </Stack>
    </MemberCard>
  );
}
