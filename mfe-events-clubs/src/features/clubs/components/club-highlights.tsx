import { toSitePath } from '@trailhead/shared-kernel/urls';
import { Box, Flex, Heading, QueryView, RouterLink, Stack, Text, countText } from '@trailhead/shared-kernel/ui';
import { useClubHighlights, type ClubHighlight } from '../api/get-club-highlights';
import { ClubAvatar } from './club-card';

// GET /clubs/recent lists the clubs by their last activity (clubs.routes.ts), not by age.
const TITLES: Record<ClubHighlight, string> = { recent: 'Recently active clubs', 'most-viewed': 'Most viewed clubs' };

/** A compact list of the most recently active or the most viewed clubs. */
export function ClubHighlights({ which }: { which: ClubHighlight }) {
  const clubs = useClubHighlights(which);
  const headingId = `highlight-${which}`;
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p="4" data-testid={`clubs-${which}`}>
      <Heading as="h2" size="sm" id={headingId} mb="3">
        {TITLES[which]}
      </Heading>
      <QueryView query={clubs} what={TITLES[which].toLowerCase()}>
        {({ clubs: list }) =>
          list.length === 0 ? (
            <Text fontSize="sm">No clubs yet.</Text>
          ) : (
            <Stack as="ol" gap="2.5" listStyleType="none">
              {list.slice(0, 5).map((club) => (
                <Flex as="li" key={club.id} gap="2" align="center" minW="0">
                  <ClubAvatar club={club} size="xs" />
                  <Box minW="0">
                    <RouterLink to={toSitePath(club.view_url)} fontSize="sm" fontWeight="semibold" lineClamp={1}>
                      {club.name}
                    </RouterLink>
                    <Text fontSize="xs" color="gray.700">
                      {which === 'most-viewed' ? countText(club.view_count, 'view') : countText(club.member_count, 'member')}
                    </Text>
                  </Box>
                </Flex>
              ))}
            </Stack>
          )
        }
      </QueryView>
    </Box>
  );
}
