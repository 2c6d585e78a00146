import { useLocation, usePageParam } from '@trailhead/shared-kernel/router';
import { Box, Heading, NotFoundPage, Pager, QueryView, Stack, Text } from '@trailhead/shared-kernel/ui';
import type { LeaderboardName } from '@trailhead/shared-kernel/types';
import { useLeaderboard } from '../api/get-leaderboard';
import { boardForPath, routeOfBoard } from '../leaderboard-routes';
import { MembersMenu } from './members-menu';
import { RankedMember } from './ranked-member';

/** /members/most-messages, /heighest-reaction-score, /most-points, /todays-birthdays, /staff-memebers: one leaderboard, paged. */
export function LeaderboardPage() {
  const board = boardForPath(useLocation().pathname);
  if (!board) return <NotFoundPage />;
  return <Leaderboard board={board} />;
}

function Leaderboard({ board }: { board: LeaderboardName }) {
  const page = usePageParam();
  const route = routeOfBoard(board);
  const ranking = useLeaderboard(board, page);
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        {route.title}
      </Heading>
      <MembersMenu />
      <QueryView query={ranking} what={route.title.toLowerCase()}>
        {({ entries, pagination }) =>
          entries.length === 0 ? (
            <Text data-testid="leaderboard-empty">{route.empty}</Text>
          ) : (
            <Box>
              <Box as="ol" listStyleType="none" m="0" p="0" aria-label={route.title} data-testid="leaderboard">
                {entries.map((entry) => (
                  <RankedMember key={entry.User.user_id} board={board} entry={entry} />
                ))}
              </Box>
              <Pager
                pagination={pagination}
                hrefFor={(n) => `${route.path}?page=${n}`}
              />
            </Box>
          )
        }
      </QueryView>
    </Stack>
  );
}
