import { Link as RouterLink, NavLink } from 'react-router-dom';
import { bus, isLoggedIn, useObservable } from '@trailhead/shared-kernel/bus';
import { useApiQuery } from '@trailhead/shared-kernel/query';
import type { NavResponse, VehiclesResponse } from '@trailhead/shared-kernel/types';
import { Box, Flex, HStack, Link, NativeSelect, Text } from '@trailhead/shared-kernel/ui';
import { selectVehicleType } from '../session/start-session';

/** The minimal top bar: logo, the menu from /nav, the vehicle-type switcher and who is signed in. */
export function TopBar() {
  const nav = useApiQuery<NavResponse>('/nav');
  const session = useObservable(bus.session$);
  const topLinks = nav.state.status === 'success' ? nav.state.data.links.filter((link) => !link.parent_navigation_id) : [];

  return (
    <Box as="header" bg="brand.black" color="white" px={{ base: '3', md: '6' }} py="2">
      <Flex align="center" gap="4" wrap="wrap">
        <RouterLink to="/" aria-label="Trailhead home">
          <Text as="span" fontWeight="extrabold" fontSize="xl" letterSpacing="tight">
            Trail<Text as="span" color="brand.red">head</Text>
          </Text>
        </RouterLink>
        <HStack as="nav" aria-label="Main menu" gap="4" wrap="wrap" flex="1">
          {topLinks.map((link) =>
            link.target_blank ? (
              <Link key={link.navigation_id} href={link.href} target="_blank" rel="noopener noreferrer" color="white" fontSize="sm">
                {link.title}
              </Link>
            ) : (
              <Link key={link.navigation_id} asChild color="white" fontSize="sm">
                <NavLink to={link.href}>{link.title}</NavLink>
              </Link>
            ),
          )}
          <Link asChild color="white" fontSize="sm">
            <NavLink to="/conversations">Conversations</NavLink>
          </Link>
          <Link asChild color="white" fontSize="sm">
            <NavLink to="/alerts">Alerts</NavLink>
          </Link>
        </HStack>
        <VehicleSwitcher />
        <Text fontSize="sm" data-testid="session-user">
          {isLoggedIn(session) ? (session.user?.username ?? session.status?.details?.username ?? 'Member') : 'Visitor'}
        </Text>
      </Flex>
    </Box>
  );
}

function VehicleSwitcher() {
  const vehicles = useApiQuery<VehiclesResponse>('/vehicles');
  const selected = useObservable(bus.vehicleType$);
  if (vehicles.state.status !== 'success') return null;
  const { vehicle_types: types, all_content: all } = vehicles.state.data;
  // Spec §2: the switcher shows only when there is more than one type to pick from.
  if (types.length <= 1) return null;
  return (
    <NativeSelect.Root size="sm" width="auto" bg="white" color="brand.black" borderRadius="md">
      <NativeSelect.Field
        aria-label="Vehicle type"
        data-testid="vehicle-switcher"
        value={String(selected)}
        onChange={(event) => selectVehicleType(Number(event.target.value))}
      >
        <option value={all.vehicle_type_id}>{all.title}</option>
        {types.map((type) => (
          <option key={type.vehicle_type_id} value={type.vehicle_type_id}>
            {type.title}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
