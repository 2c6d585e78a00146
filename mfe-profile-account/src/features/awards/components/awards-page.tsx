import { lazy, Suspense, useState, type ReactNode } from 'react';
import { bus, useObservable } from '@trailhead/shared-kernel/bus';
import { usePageParam, useSearchParams } from '@trailhead/shared-kernel/router';
import type { Award } from '@trailhead/shared-kernel/types';
import { Box, Flex, Heading, Pager, QueryView, RouterLink, SimpleGrid, Stack, Text } from '@trailhead/shared-kernel/ui';
import { useAwardCategories, useAwardRequests } from '../api/awards-api';
import { AwardCard } from './award-card';
import { AwardRequestsView } from './award-requests-view';

export const NO_AWARDS = 'No awards found.';

// The forms (and react-hook-form) load when a member opens one: visitors' drawn page carries none of it.
const RequestAwardDialog = lazy(() => import('./request-award-dialog').then((module) => ({ default: module.RequestAwardDialog })));

/** /awards: the award categories with their awards (20 categories a page); members request awards, moderators review the requests (?view=requests). */
export function AwardsPage() {
  const [params] = useSearchParams();
  const page = usePageParam();
  const session = useObservable(bus.session$);
  const user = session.user;
  const isModerator = !!user && (user.is_moderator || user.is_admin);
  // A valid account (spec §4 permission full) may request; the API decides again.
  const validMember = !!user && session.status?.permission === 'full';
  const showRequests = isModerator && params.get('view') === 'requests';
  const waiting = useAwardRequests(1, isModerator);
  const count = waiting.data?.pagination.total ?? null;

  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        Awards
      </Heading>
      {isModerator && (
        <Flex as="nav" aria-label="Awards views" gap="2" wrap="wrap">
          <ViewLink to="/awards" active={!showRequests}>
            All awards
          </ViewLink>
          <ViewLink to="/awards?view=requests" active={showRequests} testId="requests-tab">
            Requests waiting{count !== null && ` (${count})`}
          </ViewLink>
        </Flex>
      )}
      {showRequests ? <AwardRequestsView page={page} /> : <AwardCategories page={page} validMember={validMember} />}
    </Stack>
  );
}

function ViewLink({ to, active, testId, children }: { to: string; active: boolean; testId?: string; children: ReactNode }) {
  return (
    <RouterLink
      to={to}
      aria-current={active ? 'page' : undefined}
      data-testid={testId}
      px="3"
      py="1.5"
      borderRadius="md"
      fontSize="sm"
      fontWeight="semibold"
      bg={active ? 'gray.800' : undefined}
      color={active ? 'white' : 'gray.800'}
      borderWidth="1px"
      _hover={{ textDecoration: 'none', bg: active ? 'gray.700' : 'gray.100' }}
    >
      {children}
    </RouterLink>
  );
}

function AwardCategories({ page, validMember }: { page: number; validMember: boolean }) {
  const categories = useAwardCategories(page);
  const [requesting, setRequesting] = useState<Award | null>(null);
  return (
    <>
      <Text color="gray.600">Awards mark what members have done for the community. Each brings trophy points; some can be requested, the others are given by the moderators.</Text>
      <QueryView query={categories} what="the awards">
        {({ categories: list, pagination }) =>
          list.length === 0 ? (
            <Text data-testid="awards-empty">{NO_AWARDS}</Text>
          ) : (
            <Stack gap="6">
              {list.map((category) => {
                const headingId = `award-category-${category.award_category_id}`;
                return (
                  <Box as="section" key={category.award_category_id} aria-labelledby={headingId} data-testid="award-category">
                    <Heading as="h2" id={headingId} size="lg">
                      {category.title}
                    </Heading>
                    {category.description && (
                      <Text fontSize="sm" color="gray.700" mb="3">
                        {category.description}
                      </Text>
                    )}
                    {category.awards.length === 0 ? (
                      <Text fontSize="sm">{NO_AWARDS}</Text>
                    ) : (
                      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                        {category.awards.map((award) => (
                          <AwardCard key={award.award_id} award={award} validMember={validMember} onRequest={setRequesting} />
                        ))}
                      </SimpleGrid>
                    )}
                  </Box>
                );
              })}
              <Pager
                pagination={pagination}
                hrefFor={(n) => `/awards?page=${n}`}
              />
            </Stack>
          )
        }
      </QueryView>
      {requesting && (
        <Suspense fallback={null}>
          <RequestAwardDialog award={requesting} onClose={() => setRequesting(null)} />
        </Suspense>
      )}
    </>
  );
}
