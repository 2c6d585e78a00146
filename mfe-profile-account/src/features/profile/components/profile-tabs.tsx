import type { MemberProfile } from '@trailhead/shared-kernel/types';
import { Box, Flex, Link, Stack } from '@trailhead/shared-kernel/ui';
import { Link as RouterLinkBase } from '@trailhead/shared-kernel/router';
import { PROFILE_TABS, type ProfileTab } from '../profile-url';
import { AboutTab } from './about-tab';
import { ActivityTab, PostingsTab } from './activity-tabs';
import { AwardsTab } from './awards-tab';
import { ProfilePostsTab } from './profile-posts-tab';

/**
 * The profile's sections by hash (spec §2): each is a link to its #hash, so choosing one is a
 * history entry (Back returns to the one before) and a shared address opens it.
 */
export function ProfileTabs({ user, tab }: { user: MemberProfile; tab: ProfileTab }) {
  return (
    <Stack gap="4">
      <Box as="nav" aria-label="Profile sections" borderBottomWidth="1px">
        <Flex as="ul" listStyleType="none" columnGap="1" wrap="wrap">
          {PROFILE_TABS.map((item) => {
            const current = item.hash === tab;
            return (
              <li key={item.hash}>
                <Link
                  asChild
                  display="block"
                  px="3"
                  py="2"
                  fontWeight={current ? 'semibold' : 'normal'}
                  color={current ? 'brand.redDark' : 'gray.700'}
                  borderBottomWidth="3px"
                  borderColor={current ? 'brand.redDark' : 'transparent'}
                  textDecoration="none"
                >
                  <RouterLinkBase to={{ hash: item.hash }} preventScrollReset aria-current={current ? 'page' : undefined} data-testid={`tab-${item.hash}`}>
                    {item.label}
                  </RouterLinkBase>
                </Link>
              </li>
            );
          })}
        </Flex>
      </Box>
      <Box as="section" aria-label={PROFILE_TABS.find((item) => item.hash === tab)?.label} data-testid={`panel-${tab}`}>
        {tab === 'profile-posts' && <ProfilePostsTab user={user} />}
        {tab === 'latest-activity' && <ActivityTab user={user} />}
        {tab === 'postings' && <PostingsTab user={user} />}
        {tab === 'about' && <AboutTab user={user} />}
        {tab === 'awards' && <AwardsTab user={user} />}
      </Box>
    </Stack>
  );
}
