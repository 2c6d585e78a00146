import { useApiQuery } from '@trailhead/shared-kernel/query';
import { NavLink, useParams, usePageParam } from '@trailhead/shared-kernel/router';
import type { LatestThreadsResponse, TrendingResponse } from '@trailhead/shared-kernel/types';
import { HStack, Heading, Link, NotFoundPage, Pager, QueryView, RouterLink, Stack, Text } from '@trailhead/shared-kernel/ui';
import { bus, useObservable } from '@trailhead/shared-kernel/bus';
import { ContentCard } from '../../content/components/content-card';

/** The what-is-new tabs built so far (spec §2 lists trending, latest, latest-profile, news-feed, watched-threads). */
const TABS = [
  { tab: 'latest', label: 'Latest', path: '/threads/latest' },
  { tab: 'trending', label: 'Trending', path: '/trending' },
] as const;

export function WhatIsNewPage() {
  const { tab = 'latest' } = useParams();
  const current = TABS.find((candidate) => candidate.tab === tab);
  const page = usePageParam();
  const vehicleTypeId = useObservable(bus.vehicleType$);
  const list = useApiQuery<LatestThreadsResponse | TrendingResponse>(current ? current.path : null, { page, vehicle_type_id: vehicleTypeId, with_pagination: current?.tab === 'latest' ? 1 : undefined });
  if (!current) return <NotFoundPage />;
  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        What is new
      </Heading>
      <HStack as="nav" aria-label="What is new" gap="4" borderBottomWidth="1px" pb="2">
        {TABS.map((entry) => (
          <Link key={entry.tab} asChild fontWeight="semibold" _currentPage={{ color: 'brand.redDark', textDecoration: 'underline' }}>
            <NavLink to={`/what-is-new/${entry.tab}`} aria-current={entry.tab === current.tab ? 'page' : undefined}>
              {entry.label}
            </NavLink>
          </Link>
        ))}
      </HStack>
      <QueryView query={list} what={current.label.toLowerCase()}>
        {({ threads, pagination }) => (
          <>
            {threads.length === 0 && <Text>Nothing here yet.</Text>}
            <Stack gap="3" data-testid="what-is-new-list">
              {threads.map((item) => (
                <ContentCard key={item.thread_id} item={item} compact />
              ))}
            </Stack>
            <Pager pagination={pagination} hrefFor={(n) => `?page=${n}`} renderLink={(href, label) => <RouterLink to={href}>{label}</RouterLink>} />
          </>
        )}
      </QueryView>
    </Stack>
  );
}
