import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { bus, useObservable } from '@trailhead/shared-kernel/bus';
import { ApiError } from '@trailhead/shared-kernel/api';
import { openLiveStream } from '@trailhead/shared-kernel/live';
import { useQueryClient } from '@trailhead/shared-kernel/query';
import { Box, Center, CloseButton, Flex, Grid, Heading, Spinner, Stack, Text } from '@trailhead/shared-kernel/ui';
import { MemberCard } from '@trailhead/shared-kernel/members';
import type { UserProfile } from '@trailhead/shared-kernel/types';
import { MapLegend, MapView, type MapPoint, type MapPointKind } from '../../map-view';
import { AddLocationButton, LocationPanel, useLocationTypes } from '../../locations';
import { refreshMapLayer } from '../api/map-cache-session';
import { useMapClubs, useMapEvents, useMapLocations, useMapMembers, useMapUsersNear, type KeptData } from '../api/use-map-data';
import { groupFlags } from '../lib/map-filters';
import type { MapMemberLists } from '../lib/map-members';
import { mapPoints, radiusEntries, userPointId, type MapLayersData } from '../lib/map-points';
import type { Position } from '../lib/radius';
import { MapAccessInfo } from './map-access-info';
import { MapControls } from './map-controls';
import { OnlineUsers } from './online-users';
import { RadiusControls, RadiusList } from './radius-panel';
import { PlaceCard } from './place-card';
import { StaleNotice } from './stale-notice';
import { useMapFilters } from './use-map-filters';

const NONE: readonly never[] = [];

/** The member map for a paid member or staff (spec §3, §4, §6). */
export function MemberMap({ me }: { me: UserProfile }) {
  const { filters, change } = useMapFilters(me.user_id);
  const vehicleTypeId = useObservable(bus.vehicleType$);
  const types = useLocationTypes();
  const [chosen, setChosen] = useState<MapPoint | null>(null);
  const [picked, setPicked] = useState<Position | null>(null);
  // 'Choose on the map' was pressed: the next click on the map is the radius's centre.
  const [pickingCentre, setPickingCentre] = useState(false);
  const [browserPosition, setBrowserPosition] = useState<Position | null | 'denied'>(null);

  const showMembers = filters.layers.includes('members');
  const showClubs = filters.layers.includes('clubs');
  const showEvents = filters.layers.includes('events');
  const showLocations = filters.layers.includes('locations');
  // Everyone of the group, kept for a day: the map without a radius, and where "my position" is read.
  const everyone = useMapMembers(me.user_id, groupFlags(filters.group), vehicleTypeId);
  // Where I am shown: the list has others near their place (unless they chose exact), and me too;
  // my own exact place comes with my profile (GET /me), so my marker and "my position" are true.
  const listedNear = useMemo(() => findMe(everyone.data, me.user_id), [everyone.data, me.user_id]);
  const myListed = listedNear && (me.map_position ?? listedNear);
  const browserKnows = browserPosition !== null && browserPosition !== 'denied' ? browserPosition : null;
  const myPosition: Position | null = myListed ?? browserKnows;
  const positionDenied = !myListed && (browserPosition === 'denied' || !hasGeolocation());
  const pickedCentre = filters.radius.centre.kind === 'point' ? filters.radius.centre : null;
  const centre: Position | null = pickedCentre ?? myPosition;
  const radius = filters.radius.on && centre ? { latitude: centre.latitude, longitude: centre.longitude, miles: filters.radius.miles } : null;
  const [radiusLatitude, radiusLongitude, radiusMiles] = radius ? [radius.latitude, radius.longitude, radius.miles] : [null, null, null];

  // Without a listed position, "my position" asks the browser (only once the radius needs it).
  const askBrowser = filters.radius.on && !pickedCentre && !myListed && browserPosition === null && !everyone.isPending && hasGeolocation();
  useEffect(() => {
    if (!askBrowser) return;
    navigator.geolocation.getCurrentPosition(
      (position) => setBrowserPosition({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      () => setBrowserPosition('denied'),
    );
  }, [askBrowser]);

  // What others add or change (a location, a club, an event) appears without a reload.
  const client = useQueryClient();
  useEffect(() => {
    const changes = openLiveStream({ map: true }).subscribe((event) => {
      if (event.type === 'map') void refreshMapLayer(client, event.data.layer);
    });
    return () => changes.unsubscribe();
  }, [client]);

  const near = useMapUsersNear(groupFlags(filters.group), vehicleTypeId, radius, !!radius && showMembers);
  const clubs = useMapClubs(me.user_id, vehicleTypeId, showClubs);
  const events = useMapEvents(me.user_id, vehicleTypeId, showEvents);
  const locations = useMapLocations(me.user_id, filters.locationType, vehicleTypeId, radius, showLocations);

  const radiusOn = radius !== null;
  // Stable arrays: the map clusters its points again only when they change.
  const nearUsers = (showMembers && radiusOn && near.data?.[filters.group]) || NONE;
  const data: MapLayersData = useMemo(
    () => ({
      users: !showMembers ? NONE : radiusOn ? nearUsers : (everyone.data?.[filters.group] ?? NONE),
      clubs: showClubs ? (clubs.data ?? NONE) : NONE,
      events: showEvents ? (events.data ?? NONE) : NONE,
      locations: showLocations ? (locations.data ?? NONE) : NONE,
    }),
    [radiusOn, nearUsers, everyone.data, filters.group, clubs.data, events.data, locations.data, showMembers, showClubs, showEvents, showLocations],
  );
  const inside = useMemo(
    () => (radiusLatitude !== null && radiusLongitude !== null && radiusMiles !== null ? radiusEntries({ ...data, users: nearUsers }, { latitude: radiusLatitude, longitude: radiusLongitude }, radiusMiles, me.user_id) : NONE),
    [data, nearUsers, radiusLatitude, radiusLongitude, radiusMiles, me.user_id],
  );
  const icons = types.data?.icons;
  const points = useMemo(() => {
    const insideIds = new Set(inside.map((entry) => entry.id));
    const shown = radiusOn ? { ...data, clubs: data.clubs.filter((club) => insideIds.has(`club:${club.id}`)), events: data.events.filter((event) => insideIds.has(`event:${event.event_id}`)) } : data;
    const myId = userPointId(me.user_id);
    const drawn = mapPoints(shown, me.user_id, icons).map((point) => (point.id === myId && myListed ? { ...point, ...myListed } : point));
    // My own marker stays on the map (in its colour) whatever the group or the radius.
    if (myListed && showMembers && !drawn.some((point) => point.id === myId)) drawn.push({ id: myId, kind: 'me', ...myListed, label: `${me.username} (you)` });
    return drawn;
  }, [data, inside, radiusOn, myListed, showMembers, icons, me.user_id, me.username]);

  const legendKinds = useMemo(
    () => [...(showMembers ? (['me', 'member', 'registered'] as MapPointKind[]) : []), ...(showLocations ? (['location'] as const) : []), ...(showClubs ? (['club'] as const) : []), ...(showEvents ? (['event'] as const) : [])],
    [showMembers, showLocations, showClubs, showEvents],
  );

  // A marker opened: its card or location panel is brought to the top of the view, under the top
  // bar (on a phone it is below the map; beside it, the map's top and its top are one line).
  const opened = useRef<HTMLDivElement>(null);
  const [revealed, setRevealed] = useState(0);
  useEffect(() => {
    if (revealed > 0) opened.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [revealed]);

  const refused = [everyone.error, near.error].find((error) => error instanceof ApiError && error.status === 403);
  if (refused) return <MapAccessInfo visitor={false} />;

  const reads: KeptData<unknown>[] = [everyone, ...(showClubs ? [clubs] : []), ...(showEvents ? [events] : []), ...(showLocations ? [locations] : [])];
  const staleSince = reads.filter((read) => read.stale && read.savedAt).map((read) => read.savedAt as number);
  const failed = [everyone, near, clubs, events, locations].find((read) => read.error && !read.data);

  const select = (point: MapPoint) => {
    if (point.kind === 'location') {
      setChosen(null);
      change((current) => ({ ...current, locationId: Number(point.id.split(':')[1]) }));
    } else setChosen(point);
    setRevealed((count) => count + 1);
  };

  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        Member map
      </Heading>
      {staleSince.length > 0 && <StaleNotice savedAt={Math.min(...staleSince)} />}
      {failed?.error && (
        <Text role="alert" color="red.700">
          {failed.error.message}
        </Text>
      )}
      <MapControls filters={filters} change={change} counts={everyone.data} types={types.data} toolbarEnd={<AddLocationButton position={pickedCentre ?? picked} />} />
      <RadiusControls
        filters={filters}
        change={change}
        myPosition={myPosition}
        positionDenied={positionDenied}
        pickingCentre={pickingCentre}
        onPickCentre={setPickingCentre}
      />
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 340px' }} gap="4" alignItems="start">
        <Stack gap="2" minW="0">
          {everyone.isPending ? (
            <Center minH="480px" borderWidth="1px" borderRadius="md" role="status" aria-label="Loading the map">
              <Spinner color="brand.red" />
            </Center>
          ) : (
            <MapView
              points={points}
              onSelect={select}
              radius={radius}
              height={480}
              onPickPosition={(position) => {
                setPicked(position);
                if (pickingCentre || filters.radius.centre.kind === 'point') {
                  setPickingCentre(false);
                  change((current) => ({ ...current, radius: { ...current.radius, on: true, centre: { kind: 'point', ...position } } }));
                }
              }}
            />
          )}
          <MapLegend kinds={legendKinds} />
        </Stack>
        <Stack gap="4" minW="0" as="aside" aria-label="Beside the map">
          <Stack gap="4" ref={opened} scrollMarginTop="16" _empty={{ display: 'none' }}>
            {chosen && <ChosenCard point={chosen} data={data} onClose={() => setChosen(null)} />}
            {filters.locationId !== null && <LocationPanel locationId={filters.locationId} onClose={() => change((current) => ({ ...current, locationId: null }))} />}
          </Stack>
          {radius && <RadiusList entries={inside} miles={radius.miles} pending={near.isPending || locations.isPending} onSelect={(id) => { const point = points.find((candidate) => candidate.id === id); if (point) select(point); }} />}
          {filters.radius.on && !centre && <Text fontSize="sm">Choose a point on the map for the radius: your own position is not known.</Text>}
          <OnlineUsers me={me} filter={filters.online} change={change} />
        </Stack>
      </Grid>
    </Stack>
  );
}

const hasGeolocation = () => typeof navigator !== 'undefined' && 'geolocation' in navigator;

function findMe(answer: MapMemberLists | undefined, userId: number): Position | null {
  if (!answer) return null;
  const mine = [...answer.allUsers, ...answer.memberUsers, ...answer.registeredUsers].find((user) => user.user_id === userId);
  return mine ? { latitude: mine.latitude, longitude: mine.longitude } : null;
}

/** The chosen marker: a member's shared card (profile link, start conversation), or a club's or event's card. */
function ChosenCard({ point, data: layers, onClose }: { point: MapPoint; data: MapLayersData; onClose: () => void }) {
  const [kind, id] = point.id.split(':');
  let body = null;
  if (kind === 'user') {
    const user = layers.users.find((candidate) => candidate.user_id === Number(id));
    body = user ? (
      <Suspense
        fallback={
          <Center py="6">
            <Spinner size="sm" />
          </Center>
        }
      >
        <MemberCard user={user} />
      </Suspense>
    ) : null;
  } else if (kind === 'club') {
    const club = layers.clubs.find((candidate) => candidate.id === Number(id));
    body = club ? <PlaceCard kind="club" title={club.name} href={club.view_url} detail={[club.city, club.state].filter(Boolean).join(', ')} extra={`${club.member_count} members`} /> : null;
  } else if (kind === 'event') {
    const event = layers.events.find((candidate) => candidate.event_id === Number(id));
    body = event ? <PlaceCard kind="event" title={event.title} href={event.view_url} detail={[event.location_name, event.city, event.state].filter(Boolean).join(', ')} startDate={event.start_date} /> : null;
  }
  if (!body) return null;
  return (
    <Box borderWidth="1px" borderRadius="md" position="relative" data-testid="chosen-marker" role="region" aria-label={point.label}>
      <Flex justify="flex-end" position="absolute" top="1" right="1" zIndex="1">
        <CloseButton size="sm" aria-label="Close the card" onClick={onClose} bg="white" />
      </Flex>
      {body}
    </Box>
  );
}
