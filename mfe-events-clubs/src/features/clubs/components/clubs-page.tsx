import { usePageParam } from '@trailhead/shared-kernel/router';
import type { Club } from '@trailhead/shared-kernel/types';
import { RelativeDate } from '@trailhead/shared-kernel/dates';
import { Avatar, Badge, Box, Flex, Heading, Pager, QueryView, RouterLink, SimpleGrid, Stack, Text } from '@trailhead/shared-kernel/ui';
import { useClubs } from '../api/get-clubs';

export function ClubsPage() {
  const page = usePageParam();
  const clubs = useClubs(page);
  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        Clubs
      </Heading>
      <QueryView query={clubs} what="clubs">
        {({ clubs: list, pagination }) => (
          <>
            {list.length === 0 && <Text>No clubs yet.</Text>}
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" data-testid="club-list">
              {list.map((club) => (
                <ClubCard key={club.id} club={club} />
              ))}
            </SimpleGrid>
            <Pager pagination={pagination} hrefFor={(n) => `/clubs?page=${n}`} renderLink={(href, label) => <RouterLink to={href}>{label}</RouterLink>} />
          </>
        )}
      </QueryView>
    </Stack>
  );
}

function ClubCard({ club }: { club: Club }) {
  const place = [club.custom_fields.city, club.custom_fields.state].filter(Boolean).join(', ');
  return (
    <Flex as="article" borderWidth="1px" borderRadius="md" p="4" gap="4" data-testid="club-card">
      <Avatar.Root size="lg" shape="rounded">
        <Avatar.Fallback name={club.name} />
        {club.avatar_url && <Avatar.Image src={club.avatar_url} alt="" />}
      </Avatar.Root>
      <Box>
        <Heading as="h2" size="md">
          {club.name}
        </Heading>
        <Text fontSize="sm" color="gray.700">
          {club.custom_fields.location_type === 'online' ? 'Online club' : place}
        </Text>
        <Text fontSize="sm" mt="1" lineClamp={2}>
          {club.description}
        </Text>
        <Flex gap="2" mt="2" fontSize="sm" color="gray.600" align="center">
          <Badge>{club.member_count} members</Badge>
          <Text>
            active <RelativeDate seconds={club.last_activity} />
          </Text>
        </Flex>
      </Box>
    </Flex>
  );
}
