import { usePageParam } from '@trailhead/shared-kernel/router';
import type { ClubMemberState } from '@trailhead/shared-kernel/types';
import { Box, Heading, Pager, QueryView, Stack, Text } from '@trailhead/shared-kernel/ui';
import { useClubContext } from '../../club-layout';
import { useClubMembers } from '../api/get-club-members';
import { ClubMemberRow } from './club-member-row';

export const NO_MEMBERS = 'This club has no members yet.';

/** /clubs/{slug}/followers: the members; those who run the club also see the banned ones and why. */
export function ClubFollowersPage() {
  const { club } = useClubContext();
  const page = usePageParam();
  const states: ClubMemberState[] = club.can_admin ? ['valid', 'banned'] : ['valid'];
  const members = useClubMembers(club.slug, states, page);
  const root = `/clubs/${club.slug}/followers`;
  return (
    <Stack as="section" aria-labelledby="club-followers-heading" gap="3" data-testid="club-followers">
      <Heading as="h2" id="club-followers-heading" size="lg">
        Followers
      </Heading>
      {/* The API answers 404 'no club members found' for an empty page: that is the empty state, not a failure. */}
      <QueryView query={members} what="the members" notFound={<Text data-testid="club-members-empty">{NO_MEMBERS}</Text>}>
        {({ members: list, pagination }) =>
          list.length === 0 ? (
            <Text data-testid="club-members-empty">{NO_MEMBERS}</Text>
          ) : (
            <Box>
              <Box as="ul" listStyleType="none" m="0" p="0">
                {list.map((member) => (
                  <ClubMemberRow key={member.User.user_id} member={member} />
                ))}
              </Box>
              <Pager pagination={pagination} hrefFor={(n) => `${root}?page=${n}`} />
            </Box>
          )
        }
      </QueryView>
    </Stack>
  );
}
