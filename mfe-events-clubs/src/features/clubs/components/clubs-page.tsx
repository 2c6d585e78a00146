import { useEffect, useRef, useState } from 'react';
import { bus, isLoggedIn, useObservable } from '@trailhead/shared-kernel/bus';
import { useQuery, useVehicleTypeFilter, vehiclesQuery } from '@trailhead/shared-kernel/query';
import { Link, Navigate, useLocation, usePageParam, useSearchParams } from '@trailhead/shared-kernel/router';
import { Badge, Box, Button, Checkbox, Field, Flex, Grid, Heading, HStack, Input, OptionSelect, Pager, QueryView, RouterLink, SimpleGrid, Stack, Text } from '@trailhead/shared-kernel/ui';
import { registerRefusalOf } from '../../club-form';
import { ReviewQueue, useReviewQueue } from '../../club-review';
import { CLUB_LIST_DEFAULTS, useClubs, type ClubSortBy, type ClubType, type SortOrder } from '../api/get-clubs';
import { ClubCard } from './club-card';
import { ClubHighlights } from './club-highlights';
import { ClubsMapView } from './clubs-map-view';

/** The URL's query parameters are the spec's own (GET /clubs/), so a filtered list can be shared. */
const PARAM = { search: 'search', type: 'clubType', sortBy: 'sortBy', sortOrder: 'sortOrder', followed: 'showFollowedOnly', vehicle: 'vehicle_type_id', view: 'view', page: 'page' } as const;

export const NO_CLUBS = 'No clubs found';
/** How long typing rests before the search runs. */
export const SEARCH_DELAY_MS = 400;

const CLUB_TYPES: { value: ClubType; label: string }[] = [
  { value: 'any', label: 'Any type' },
  { value: 'physical', label: 'In person' },
  { value: 'online', label: 'Online' },
];
const SORTS: { value: ClubSortBy; label: string }[] = [
  { value: 'last_activity', label: 'Last activity' },
  { value: 'name', label: 'Name' },
  { value: 'member_count', label: 'Members' },
];
const ORDER_LABELS: Record<ClubSortBy, Record<SortOrder, string>> = {
  last_activity: { asc: 'Least recent first', desc: 'Most recent first' },
  name: { asc: 'A to Z', desc: 'Z to A' },
  member_count: { asc: 'Fewest first', desc: 'Most first' },
};

const oneOf = <T extends string>(value: string | null, allowed: readonly { value: T }[], fallback: T): T => (allowed.some((option) => option.value === value) ? (value as T) : fallback);

/** /clubs/profile (spec §2): the member's own clubs, which is the list filtered to the clubs they joined (visitors get the whole list). */
export function MyClubsRedirect() {
  return <Navigate replace to={`/clubs?${PARAM.followed}=1`} />;
}

/**
 * /clubs: the approved clubs, searched, filtered and sorted (spec §3 list defaults), for the vehicle
 * type chosen in the shell; the newest and most viewed; the clubs on a map; and, for moderators,
 * the clubs waiting for review.
 */
export function ClubsPage() {
  const [params, setParams] = useSearchParams();
  const session = useObservable(bus.session$);
  const loggedIn = isLoggedIn(session) && session.user !== null;
  const isModerator = !!session.user && (session.user.is_moderator || session.user.is_admin);
  const page = usePageParam();
  const search = params.get(PARAM.search) ?? '';
  const clubType = oneOf(params.get(PARAM.type), CLUB_TYPES, CLUB_LIST_DEFAULTS.clubType);
  const sortBy = oneOf(params.get(PARAM.sortBy), SORTS, CLUB_LIST_DEFAULTS.sortBy);
  const sortOrder: SortOrder = params.get(PARAM.sortOrder) === 'desc' ? 'desc' : params.get(PARAM.sortOrder) === 'asc' ? 'asc' : CLUB_LIST_DEFAULTS.sortOrder;
  const followedOnly = loggedIn && params.get(PARAM.followed) === '1';
  const view = params.get(PARAM.view);
  const showing = view === 'map' ? 'map' : view === 'review' && isModerator ? 'review' : 'list';
  const filter = useVehicleTypeFilter(undefined);
  const picked = params.get(PARAM.vehicle);
  const vehicleTypeId = picked !== null && /^\d+$/.test(picked) ? Number(picked) : (filter.vehicleTypeId ?? 0);

  const clubs = useClubs({ page, search, clubType, sortBy, sortOrder, followedOnly, vehicleTypeId });
  const vehicles = useQuery(vehiclesQuery());
  const queue = useReviewQueue(1, isModerator);
  const waiting = queue.data?.pagination.total ?? null;

  /** Changes some parameters; any change of filter goes back to page 1. */
  const change = (next: Record<string, string | null>) => {
    const query = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value === null) query.delete(key);
      else query.set(key, value);
    }
    if (!('page' in next)) query.delete(PARAM.page);
    setParams(query);
  };
  const hrefForPage = (n: number) => {
    const query = new URLSearchParams(params);
    query.set(PARAM.page, String(n));
    return `/clubs?${query}`;
  };
  const vehicleOptions = [
    { value: 0, label: 'All vehicle types' },
    ...(vehicles.data?.vehicle_types ?? []).filter((type) => type.vehicle_type_id !== 0).map((type) => ({ value: type.vehicle_type_id, label: type.title })),
  ];

  return (
    <Stack gap="5">
      <Flex justify="space-between" align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }} gap="3">
        <Heading as="h1" size="2xl">
          Clubs
        </Heading>
        <RegisterClub />
      </Flex>

      <HStack gap="2" role="group" aria-label="View" wrap="wrap">
        <Button size="sm" variant={showing === 'list' ? 'solid' : 'outline'} aria-pressed={showing === 'list'} onClick={() => change({ [PARAM.view]: null, page: params.get(PARAM.page) })}>
          List
        </Button>
        <Button size="sm" variant={showing === 'map' ? 'solid' : 'outline'} aria-pressed={showing === 'map'} onClick={() => change({ [PARAM.view]: 'map' })}>
          Map
        </Button>
        {isModerator && (
          <Button size="sm" variant={showing === 'review' ? 'solid' : 'outline'} aria-pressed={showing === 'review'} onClick={() => change({ [PARAM.view]: 'review' })} data-testid="review-tab">
            Waiting for review
            {waiting !== null && (
              <Badge colorPalette={waiting > 0 ? 'orange' : 'gray'} variant="solid" ml="1">
                {waiting}
              </Badge>
            )}
          </Button>
        )}
      </HStack>

      {showing === 'review' && <ReviewQueue page={page} hrefForPage={hrefForPage} />}

      {showing === 'map' && (
        <Stack gap="4">
          <Box maxW="xs">
            <OptionSelect size="sm" label="Vehicle type" value={vehicleTypeId} options={vehicleOptions} onChange={(value) => change({ [PARAM.vehicle]: value })} />
          </Box>
          <ClubsMapView vehicleTypeId={vehicleTypeId} />
        </Stack>
      )}

      {showing === 'list' && (
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 280px' }} gap="6" alignItems="start">
          <Stack gap="4" minW="0">
            <Flex as="form" role="search" aria-label="Find clubs" gap="3" wrap="wrap" align="flex-end" onSubmit={(event) => event.preventDefault()}>
              <SearchBox value={search} onSearch={(text) => change({ [PARAM.search]: text || null })} />
              <OptionSelect size="sm" w="auto" label="Club type" value={clubType} options={CLUB_TYPES} onChange={(value) => change({ [PARAM.type]: value === 'any' ? null : value })} />
              <OptionSelect size="sm" w="auto" label="Sort by" value={sortBy} options={SORTS} onChange={(value) => change({ [PARAM.sortBy]: value === CLUB_LIST_DEFAULTS.sortBy ? null : value })} />
              <OptionSelect
                size="sm"
                w="auto"
                label="Order"
                value={sortOrder}
                options={(['asc', 'desc'] as const).map((order) => ({ value: order, label: ORDER_LABELS[sortBy][order] }))}
                onChange={(value) => change({ [PARAM.sortOrder]: value === CLUB_LIST_DEFAULTS.sortOrder ? null : value })}
              />
              <OptionSelect size="sm" w="auto" label="Vehicle type" value={vehicleTypeId} options={vehicleOptions} onChange={(value) => change({ [PARAM.vehicle]: value })} />
              {loggedIn && (
                <Checkbox.Root size="sm" checked={followedOnly} onCheckedChange={(state) => change({ [PARAM.followed]: state.checked === true ? '1' : null })}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>Clubs I joined</Checkbox.Label>
                </Checkbox.Root>
              )}
            </Flex>
            <QueryView query={clubs} what="clubs">
              {({ clubs: list, pagination }) => (
                <>
                  {/* Past the last page the pager says so: 'No clubs found' would not be true. */}
                  {list.length === 0 ? (
                    pagination.current_page <= pagination.last_page && <Text data-testid="no-clubs">{NO_CLUBS}</Text>
                  ) : (
                    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" data-testid="club-list">
                      {list.map((club) => (
                        <ClubCard key={club.id} club={club} />
                      ))}
                    </SimpleGrid>
                  )}
                  <Pager pagination={pagination} hrefFor={hrefForPage} />
                </>
              )}
            </QueryView>
          </Stack>
          <Stack as="aside" aria-label="More clubs" gap="4">
            <ClubHighlights which="recent" />
            <ClubHighlights which="most-viewed" />
          </Stack>
        </Grid>
      )}
    </Stack>
  );
}

/** The search box: typed text goes to the URL (and the list) once typing rests. */
function SearchBox({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // The URL changed from elsewhere (back button, a link): show its search.
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  // The newest callback, so the page re-rendering does not restart the wait.
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  });
  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => latest.current(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <Field.Root w={{ base: 'full', sm: '64' }}>
      <Field.Label fontSize="sm">Search clubs</Field.Label>
      <Input size="sm" type="search" value={text} maxLength={100} placeholder="Name, city or description" onChange={(event) => setText(event.target.value)} />
    </Field.Root>
  );
}

/** "Register a club" for members who may (sg_can_add_group); everyone else is told why not. */
function RegisterClub() {
  const session = useObservable(bus.session$);
  const { pathname } = useLocation();
  if (session.status === null && !session.user) return null;
  const refusal = registerRefusalOf(session);
  if (!refusal) {
    return (
      <Button asChild bg="brand.redDark" color="white" size="sm">
        <Link to="/clubs/create">Register a club</Link>
      </Button>
    );
  }
  return (
    <Box fontSize="sm" color="gray.700" maxW={{ sm: 'sm' }} data-testid="register-note">
      {refusal.kind === 'login' ? (
        <Text>
          Members can register their club here.{' '}
          <RouterLink to={`${pathname}?login=true`} fontWeight="semibold" color="brand.redDark">
            Log in
          </RouterLink>{' '}
          to register yours.
        </Text>
      ) : refusal.kind === 'account' ? (
        <Text>
          {refusal.message}{' '}
          <RouterLink to="/accountDetails" fontWeight="semibold" color="brand.redDark">
            Account details
          </RouterLink>
        </Text>
      ) : (
        <Text>
          Registering a club is a benefit of paid membership.{' '}
          <RouterLink to="/join-us" fontWeight="semibold" color="brand.redDark">
            Become a member
          </RouterLink>{' '}
          to register yours.
        </Text>
      )}
    </Box>
  );
}
