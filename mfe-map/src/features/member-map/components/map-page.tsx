import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from '@trailhead/shared-kernel/router';
import type { MapUser, MapUsersResponse } from '@trailhead/shared-kernel/types';
import { toSitePath } from '@trailhead/shared-kernel/urls';
import { Alert, Badge, Box, Button, Flex, Heading, HStack, QueryView, RouterLink, SimpleGrid, Stack, Text } from '@trailhead/shared-kernel/ui';
import { useMapsOptions, useMapUsers } from '../api/get-map-users';

type Group = keyof MapUsersResponse;
const GROUPS: { key: Group; label: string }[] = [
  { key: 'memberUsers', label: 'Members' },
  { key: 'registeredUsers', label: 'Registered' },
  { key: 'allUsers', label: 'All' },
];

export function MapPage() {
  const users = useMapUsers();
  const options = useMapsOptions();
  const [params, setParams] = useSearchParams();
  const group = (GROUPS.find((candidate) => candidate.key === params.get('show'))?.key ?? 'allUsers') as Group;

  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        Member map
      </Heading>
      <QueryView query={users} what="the member map">
        {(data) => (
          <>
            <HStack gap="2" role="group" aria-label="Which members">
              {GROUPS.map(({ key, label }) => (
                <Button key={key} size="sm" variant={group === key ? 'solid' : 'outline'} aria-pressed={group === key} onClick={() => setParams({ show: key })}>
                  {label} ({data[key].length})
                </Button>
              ))}
            </HStack>
            {options.data?.google_maps_api_key ? (
              <GoogleMap apiKey={options.data.google_maps_api_key} users={data[group]} />
            ) : (
              <Alert.Root status="info" data-testid="no-maps-key">
                <Alert.Indicator />
                <Alert.Description>
                  The map view needs a Google Maps key, and this site has none configured. Here are the same members as a list.
                </Alert.Description>
              </Alert.Root>
            )}
            <MemberList users={data[group]} />
          </>
        )}
      </QueryView>
    </Stack>
  );
}

function GoogleMap({ apiKey, users }: { apiKey: string; users: MapUser[] }) {
  const element = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cleanup: (() => void) | undefined;
    let active = true;
    import('../api/google-maps-adapter')
      .then(({ drawMemberMap }) => (element.current ? drawMemberMap(element.current, apiKey, users) : undefined))
      .then((dispose) => (active ? (cleanup = dispose) : dispose?.()))
      .catch(() => active && setFailed(true));
    return () => {
      active = false;
      cleanup?.();
    };
  }, [apiKey, users]);
  if (failed) return <Text color="red.700">Google Maps could not be loaded; the members are listed below.</Text>;
  return <Box ref={element} h="480px" borderRadius="md" borderWidth="1px" data-testid="google-map" />;
}

function MemberList({ users }: { users: MapUser[] }) {
  if (users.length === 0) return <Text>No members share their position yet.</Text>;
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3" data-testid="map-member-list">
      {users.map((user) => (
        <Flex key={user.user_id} borderWidth="1px" borderRadius="md" p="3" justify="space-between" align="center" data-testid="map-member">
          <Box>
            <RouterLink to={toSitePath(user.view_url)} fontWeight="semibold">
              {user.username}
            </RouterLink>
            <Text fontSize="sm" color="gray.600">
              {[user.city, user.state].filter(Boolean).join(', ')}
            </Text>
          </Box>
          <Badge colorPalette={user.is_member ? 'red' : 'blue'}>{user.is_member ? 'Member' : 'Registered'}</Badge>
        </Flex>
      ))}
    </SimpleGrid>
  );
}
