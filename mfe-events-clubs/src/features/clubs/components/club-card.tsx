import type { Club } from '@trailhead/shared-kernel/types';
import { RelativeDate } from '@trailhead/shared-kernel/dates';
import { toSitePath } from '@trailhead/shared-kernel/urls';
import { Avatar, avatarColour, Badge, Box, Flex, Heading, initials, RouterLink, Stack, Text, countText } from '@trailhead/shared-kernel/ui';
import { clubPlace } from '../club-text';

/** The club's picture, or its initials on a colour of its own. */
export function ClubAvatar({ club, size }: { club: Pick<Club, 'name' | 'avatar_url'>; size: 'xs' | 'sm' | 'md' | 'lg' | 'xl' }) {
  return (
    <Avatar.Root size={size} shape="rounded" style={{ background: avatarColour(club.name), color: 'white' }} flexShrink={0}>
      <Avatar.Fallback aria-hidden>{initials(club.name)}</Avatar.Fallback>
      {club.avatar_url && <Avatar.Image src={club.avatar_url} alt="" />}
    </Avatar.Root>
  );
}

/** Where the viewer stands with the club, as a badge (spec §4: joined, or joined and banned). */
function StandingBadge({ club }: { club: Club }) {
  if (club.member_state === 'banned') return <Badge colorPalette="red">Banned</Badge>;
  if (club.is_owner) return <Badge colorPalette="purple">Owner</Badge>;
  if (club.member_state === 'valid') return <Badge colorPalette="green">Joined</Badge>;
  return null;
}

/** A club in the list: cover, avatar, name, place, members, type, last activity and the viewer's standing. */
export function ClubCard({ club }: { club: Club }) {
  const titleId = `club-${club.id}`;
  return (
    <Box as="article" aria-labelledby={titleId} borderWidth="1px" borderRadius="md" overflow="hidden" bg="white" data-testid="club-card">
      <Box h="20" bg={club.cover_url ? 'gray.200' : 'gray.100'} style={club.cover_url ? undefined : { background: `linear-gradient(135deg, ${avatarColour(club.name)}33, ${avatarColour(club.name)}88)` }}>
        {club.cover_url && <img src={club.cover_url} alt="" loading="lazy" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />}
      </Box>
      <Flex gap="3" px="4" pb="4" mt="-6" align="flex-start">
        <Box borderWidth="3px" borderColor="white" borderRadius="md" bg="white">
          <ClubAvatar club={club} size="lg" />
        </Box>
        <Stack gap="1" mt="7" minW="0" flex="1">
          <Flex gap="2" align="center" wrap="wrap">
            <Heading as="h2" size="md" id={titleId} lineClamp={2}>
              <RouterLink to={toSitePath(club.view_url)}>{club.name}</RouterLink>
            </Heading>
            <StandingBadge club={club} />
          </Flex>
          <Text fontSize="sm" color="gray.700" data-testid="club-place">
            {clubPlace(club.custom_fields)}
          </Text>
          <Flex gap="2" fontSize="sm" color="gray.700" align="center" wrap="wrap">
            <Badge variant="outline">{club.custom_fields.location_type === 'online' ? 'Online' : 'In person'}</Badge>
            <Text data-testid="club-members">{countText(club.member_count, 'member')}</Text>
          </Flex>
          <Text fontSize="sm" color="gray.700">
            Active <RelativeDate seconds={club.last_activity} />
          </Text>
        </Stack>
      </Flex>
    </Box>
  );
}
