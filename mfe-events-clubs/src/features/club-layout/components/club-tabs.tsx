import { Link as RouterLinkBase, useLocation } from '@trailhead/shared-kernel/router';
import type { ClubDetail } from '@trailhead/shared-kernel/types';
import { HStack, Link } from '@trailhead/shared-kernel/ui';

/** The club menu (spec §2): About, Events, Followers, Discussions, and Admin for those who run the club. */
export function ClubTabs({ slug, club }: { slug: string; club: ClubDetail }) {
  const { pathname } = useLocation();
  const root = `/clubs/${slug}`;
  const tabs = [
    { to: `${root}/about`, label: 'About', current: (rest: string) => rest === '' || rest === 'about' },
    { to: `${root}/events`, label: 'Events', current: (rest: string) => rest.startsWith('events') },
    { to: `${root}/followers`, label: 'Followers', current: (rest: string) => rest === 'followers' },
    { to: `${root}/discussions`, label: 'Discussions', current: (rest: string) => rest.startsWith('discussions') },
    ...(club.can_admin ? [{ to: `${root}/admin`, label: 'Admin', current: (rest: string) => rest === 'admin' }] : []),
  ];
  // What follows /clubs/{slug}/ in the address ('' on the club's own page).
  const rest = decodeURIComponent(pathname).slice(root.length).replace(/^\/+|\/+$/g, '');
  return (
    <HStack as="nav" aria-label="Club" columnGap={{ base: '4', md: '6' }} rowGap="1" wrap="wrap" borderBottomWidth="1px" pb="2" data-testid="club-tabs">
      {tabs.map((tab) => {
        const current = tab.current(rest);
        return (
          <Link
            key={tab.label}
            asChild
            fontWeight="semibold"
            color={current ? 'brand.redDark' : 'gray.800'}
            textDecoration={current ? 'underline' : 'none'}
            textUnderlineOffset="6px"
            py="1"
          >
            <RouterLinkBase to={tab.to} aria-current={current ? 'page' : undefined}>
              {tab.label}
            </RouterLinkBase>
          </Link>
        );
      })}
    </HStack>
  );
}
