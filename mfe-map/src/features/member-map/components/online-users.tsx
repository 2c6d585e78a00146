import { UserLink } from '@trailhead/shared-kernel/members';
import type { UserProfile } from '@trailhead/shared-kernel/types';
import { Box, Button, HStack, Stack, Text } from '@trailhead/shared-kernel/ui';
import { useOnlineUsers } from '../api/use-map-data';
import { groupFlags, onlineGroup, ONLINE_FILTERS, type OnlineFilter } from '../lib/map-filters';
import type { ChangeFilters } from './map-controls';

const SHOWN = 30;

/** Members online now (spec §6: members only; §9: the filter is 'registered' by default). */
export function OnlineUsers({ me, filter, change }: { me: UserProfile; filter: OnlineFilter; change: ChangeFilters }) {
  const group = onlineGroup(filter);
  const online = useOnlineUsers(me.user_id, groupFlags(group));
  const users = online.data?.[group] ?? [];
  return (
    <Box as="section" aria-labelledby="online-users-title" borderWidth="1px" borderRadius="md" p="3" data-testid="online-users">
      <Text as="h2" id="online-users-title" fontWeight="semibold" mb="2">
        Online now{online.data ? ` (${users.length})` : ''}
      </Text>
      <HStack gap="1" role="group" aria-label="Which online users" mb="2" wrap="wrap">
        {ONLINE_FILTERS.map(({ key, label }) => (
          <Button key={key} size="xs" variant={filter === key ? 'solid' : 'outline'} aria-pressed={filter === key} onClick={() => change((current) => ({ ...current, online: key }))}>
            {label}
          </Button>
        ))}
      </HStack>
      {online.isPending ? (
        <Text fontSize="sm" role="status">
          Loading who is online…
        </Text>
      ) : online.error ? (
        <Text fontSize="sm" color="red.700" role="alert">
          {online.error.message}
        </Text>
      ) : users.length === 0 ? (
        <Text fontSize="sm">Nobody of these is online right now.</Text>
      ) : (
        <Stack as="ul" gap="1" listStyleType="none">
          {users.slice(0, SHOWN).map((user) => (
            <Box as="li" key={user.user_id} fontSize="sm">
              <UserLink user={user} />
              {user.city || user.state ? (
                <Text as="span" color="gray.600">
                  {' '}
                  · {[user.city, user.state].filter(Boolean).join(', ')}
                </Text>
              ) : null}
            </Box>
          ))}
          {users.length > SHOWN && <Text fontSize="xs" color="gray.600">and {users.length - SHOWN} more</Text>}
        </Stack>
      )}
    </Box>
  );
}
