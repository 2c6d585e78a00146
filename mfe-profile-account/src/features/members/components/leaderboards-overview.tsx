import { Box, Heading, QueryView, RouterLink, SimpleGrid, Text } from '@trailhead/shared-kernel/ui';
import { RankedMember, routeOfBoard, useLeaderboardOverview } from '../../leaderboards';

/** The first 5 of each leaderboard (GET /users/leaderboard/overview), each with a link to the whole board. */
export function LeaderboardsOverview() {
  const overview = useLeaderboardOverview();
  return (
    <QueryView query={overview} what="the leaderboards">
      {({ boards }) => (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" data-testid="leaderboards-overview">
          {boards.map(({ board, title, entries }) => {
            const route = routeOfBoard(board);
            const headingId = `board-${board}`;
            return (
              <Box as="section" key={board} aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p="4" data-testid="board-overview">
                <Heading as="h3" id={headingId} size="md" mb="2">
                  {title || route.title}
                </Heading>
                {entries.length === 0 ? (
                  <Text fontSize="sm">{route.empty}</Text>
                ) : (
                  <Box as="ol" listStyleType="none" m="0" p="0">
                    {entries.map((entry) => (
                      <RankedMember key={entry.User.user_id} board={board} entry={entry} compact />
                    ))}
                  </Box>
                )}
                <RouterLink to={route.path} fontSize="sm" fontWeight="semibold" mt="2" display="inline-block" aria-label={`See all: ${title || route.title}`}>
                  See all
                </RouterLink>
              </Box>
            );
          })}
        </SimpleGrid>
      )}
    </QueryView>
  );
}
