import type { ReactNode } from 'react';
import { bus, isLoggedIn, useObservable } from '@trailhead/shared-kernel/bus';
import { Link as RouteLink, useParams, usePageParam } from '@trailhead/shared-kernel/router';
import type { Pagination } from '@trailhead/shared-kernel/types';
import { toSitePath } from '@trailhead/shared-kernel/urls';
import { RelativeDate } from '@trailhead/shared-kernel/dates';
import { Box, Center, Flex, Heading, Link, Pager, QueryView, RouterLink, Spinner, Stack, Text, UserAvatar, UserContent } from '@trailhead/shared-kernel/ui';
import { ContentCard } from '../../../components/content-card';
import { ThreadRow } from '../../../components/thread-row';
import { VehiclePage } from '../../../components/vehicle-page';
import { useLatestProfilePosts, useLatestThreads, useNewsFeed, useTrendingThreads, useWatchedThreads } from '../api/get-what-is-new';
import { tabFromParam, WHAT_IS_NEW_TABS, type WhatIsNewTab } from '../what-is-new-tabs';
import { UserLink } from '@trailhead/shared-kernel/members';

export const LOGIN_NEEDED = 'Please login in to see the content of the page.';

/**
 * /what-is-new/{tab}: trending, latest, latest profile posts, news feed and watched threads (spec
 * §2); /what-is-new/{vehicle slug} (the menu's link once a vehicle type is chosen) is the latest tab
 * for that type.
 */
export function WhatIsNewPage() {
  const { tab: param } = useParams();
  const tab = tabFromParam(param);
  if (tab) return <WhatIsNew tab={tab} vehicleTypeId={null} />;
  return <VehiclePage slug={param}>{(vehicleTypeId) => <WhatIsNew tab="latest" vehicleTypeId={vehicleTypeId} />}</VehiclePage>;
}

function WhatIsNew({ tab, vehicleTypeId }: { tab: WhatIsNewTab; vehicleTypeId: number | null }) {
  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        What is new
      </Heading>
      <Flex as="nav" aria-label="What is new" gap="4" rowGap="1" wrap="wrap" borderBottomWidth="1px" pb="2">
        {WHAT_IS_NEW_TABS.map((entry) => (
          <Link key={entry.tab} asChild fontWeight="semibold" whiteSpace="nowrap" _currentPage={{ color: 'brand.redDark', textDecoration: 'underline' }}>
            <RouteLink to={`/what-is-new/${entry.tab}`} aria-current={entry.tab === tab ? 'page' : undefined}>
              {entry.label}
            </RouteLink>
          </Link>
        ))}
      </Flex>
      <TabContent tab={tab} vehicleTypeId={vehicleTypeId} />
    </Stack>
  );
}

/** `vehicleTypeId`: the type the address names; null for the one chosen in the shell. */
function TabContent({ tab, vehicleTypeId: named }: { tab: WhatIsNewTab; vehicleTypeId: number | null }) {
  const page = usePageParam();
  const chosen = useObservable(bus.vehicleType$);
  const vehicleTypeId = named ?? chosen;
  const session = useObservable(bus.session$);
  const loggedIn = isLoggedIn(session);
  const needsLogin = tab === 'news-feed' || tab === 'watched-threads';
  if (needsLogin && !loggedIn) {
    // The shell has not asked for the account status yet: wait rather than say "log in" to a member.
    if (session.status === null) {
      return (
        <Center py="10" role="status" aria-label="Loading">
          <Spinner color="brand.red" />
        </Center>
      );
    }
    return (
      <Text py="6" data-testid="login-needed">
        {LOGIN_NEEDED}
      </Text>
    );
  }
  switch (tab) {
    case 'latest':
      return <LatestTab page={page} vehicleTypeId={vehicleTypeId} />;
    case 'trending':
      return <TrendingTab page={page} vehicleTypeId={vehicleTypeId} />;
    case 'latest-profile':
      return <LatestProfileTab page={page} vehicleTypeId={vehicleTypeId} />;
    case 'news-feed':
      return <NewsFeedTab page={page} vehicleTypeId={vehicleTypeId} />;
    case 'watched-threads':
      return <WatchedTab page={page} />;
  }
}

function Paged({ pagination, empty, isEmpty, children }: { pagination: Pagination; empty: ReactNode; isEmpty: boolean; children: ReactNode }) {
  return (
    <>
      {isEmpty ? (
        <Text py="4" data-testid="what-is-new-empty">
          {empty}
        </Text>
      ) : (
        <Stack gap="3" data-testid="what-is-new-list">
          {children}
        </Stack>
      )}
      <Pager pagination={pagination} hrefFor={(n) => `?page=${n}`} />
    </>
  );
}

function LatestTab({ page, vehicleTypeId }: { page: number; vehicleTypeId: number }) {
  const list = useLatestThreads(page, vehicleTypeId);
  return (
    <QueryView query={list} what="the latest threads">
      {({ threads, pagination }) => (
        <Paged pagination={pagination} isEmpty={threads.length === 0} empty="No new threads for this vehicle type yet.">
          {threads.map((item) => (
            <ContentCard key={item.thread_id} item={item} compact lastReply />
          ))}
        </Paged>
      )}
    </QueryView>
  );
}

function TrendingTab({ page, vehicleTypeId }: { page: number; vehicleTypeId: number }) {
  const list = useTrendingThreads(page, vehicleTypeId);
  return (
    <QueryView query={list} what="trending threads">
      {({ threads, pagination }) => (
        <Paged pagination={pagination} isEmpty={threads.length === 0} empty="Nothing is trending right now: no thread had replies or reactions this week.">
          {threads.map((item) => (
            <ContentCard key={item.thread_id} item={item} compact />
          ))}
        </Paged>
      )}
    </QueryView>
  );
}

function LatestProfileTab({ page, vehicleTypeId }: { page: number; vehicleTypeId: number }) {
  const list = useLatestProfilePosts(page, vehicleTypeId);
  return (
    <QueryView query={list} what="the latest profile posts">
      {({ profile_posts: posts, pagination }) => (
        <Paged pagination={pagination} isEmpty={posts.length === 0} empty="No profile posts yet.">
          {posts.map((post) => (
            <Flex as="article" key={post.profile_post_id} gap="3" borderWidth="1px" borderRadius="md" p="4" data-testid="profile-post">
              <UserAvatar size="sm" username={post.User.username} src={post.User.avatar_urls.h} />
              <Box minW="0">
                <Text fontSize="sm">
                  <UserLink user={post.User} /> › <UserLink user={post.ProfileUser} />
                </Text>
                {/* Sanitised by the API on write. */}
                <UserContent html={post.message_html} fontSize="sm" mt="1" />
                <Text fontSize="xs" color="gray.600" mt="1">
                  {/* The post where it stands, on the member's profile. */}
                  <RouterLink to={toSitePath(post.view_url)} color="inherit">
                    <RelativeDate seconds={post.post_date} />
                  </RouterLink>
                </Text>
              </Box>
            </Flex>
          ))}
        </Paged>
      )}
    </QueryView>
  );
}

function NewsFeedTab({ page, vehicleTypeId }: { page: number; vehicleTypeId: number }) {
  const feed = useNewsFeed(page, vehicleTypeId, true);
  return (
    <QueryView query={feed} what="your news feed">
      {({ items, pagination, following_count: following }) => (
        <Paged
          pagination={pagination}
          isEmpty={items.length === 0}
          empty={
            following === 0 ? (
              <>
                You are not following anyone yet. Follow members from their profile (find them in the <RouterLink to="/members">members list</RouterLink>) and their new threads and replies
                show up here.
              </>
            ) : (
              'The members you follow have not posted anything here yet.'
            )
          }
        >
          {items.map((item) => (
            <Flex as="article" key={item.post_id} gap="3" borderWidth="1px" borderRadius="md" p="4" data-testid="news-feed-item">
              <UserAvatar size="sm" username={item.User.username} src={item.User.avatar_urls.h} />
              <Box minW="0">
                <Text fontSize="sm">
                  <UserLink user={item.User} />{' '}
                  {item.content_type === 'thread' ? 'started the thread' : 'replied to the thread'}{' '}
                  <RouterLink to={toSitePath(item.view_url)} fontWeight="semibold">
                    {item.thread.title}
                  </RouterLink>{' '}
                  in {item.node_title}
                </Text>
                {item.snippet && (
                  <Text fontSize="sm" color="gray.700" mt="1" lineClamp={2}>
                    {item.snippet}
                  </Text>
                )}
                <Text fontSize="xs" color="gray.600" mt="1">
                  <RelativeDate seconds={item.post_date} />
                </Text>
              </Box>
            </Flex>
          ))}
        </Paged>
      )}
    </QueryView>
  );
}

function WatchedTab({ page }: { page: number }) {
  const list = useWatchedThreads(page, true);
  return (
    <QueryView query={list} what="your watched threads">
      {({ threads, pagination }) => (
        <Paged pagination={pagination} isEmpty={threads.length === 0} empty="You are not watching any threads yet. Watch a thread to find its new replies here.">
          <Box borderWidth="1px" borderRadius="md" overflow="hidden" data-testid="thread-list">
            {threads.map((thread) => (
              <ThreadRow key={thread.thread_id} thread={thread} />
            ))}
          </Box>
        </Paged>
      )}
    </QueryView>
  );
}
