import { useLocation } from '@trailhead/shared-kernel/router';
import { Flex, RouterLink } from '@trailhead/shared-kernel/ui';
import { LEADERBOARD_ROUTES } from '../leaderboard-routes';

const ITEMS = [{ path: '/members', title: 'Overview' }, ...LEADERBOARD_ROUTES];

/** The members area's tabs: the overview and the five leaderboards (spec §2 sub-routes); links, so each can be opened and shared. */
export function MembersMenu() {
  const current = useLocation().pathname.replace(/\/+$/, '');
  return (
    <Flex as="nav" aria-label="Members" gap="1" wrap="wrap" borderBottomWidth="1px" pb="2" data-testid="members-menu">
      {ITEMS.map((item) => {
        const active = item.path === current;
        return (
          <RouterLink
            key={item.path}
            to={item.path}
            aria-current={active ? 'page' : undefined}
            px="3"
            py="1.5"
            borderRadius="md"
            fontSize="sm"
            fontWeight={active ? 'semibold' : 'normal'}
            bg={active ? 'gray.800' : undefined}
            color={active ? 'white' : 'gray.800'}
            _hover={{ bg: active ? 'gray.700' : 'gray.100', textDecoration: 'none' }}
          >
            {item.title}
          </RouterLink>
        );
      })}
    </Flex>
  );
}
