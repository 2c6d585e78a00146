import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@trailhead/shared-kernel/bus';
import { FakeEventSource, renderInSite } from '@trailhead/shared-kernel/testing';
import type { MapUser, MapUserColumns, MapUsersColumnsResponse, MapUsersResponse, UserProfile } from '@trailhead/shared-kernel/types';
import type { MapViewProps } from '../../map-view';
import { forgetMapData, mapCacheFor } from '../api/map-cache-session';
import { MAP_CACHE_MS } from '../lib/map-cache';
import { MapPage } from './map-page';

// The map and the locations UI are other features' (their own tests); here they are stand-ins with the same contract.
jest.mock('../../map-view', () => ({
  MapLegend: () => null,
  MapView: ({ points, onSelect, onPickPosition }: MapViewProps) => (
    <div data-testid="map-view">
      {points.map((point) => (
        <button key={point.id} type="button" data-kind={point.kind} data-position={`${point.latitude},${point.longitude}`} onClick={() => onSelect(point)}>
          {point.label}
        </button>
      ))}
      <button type="button" onClick={() => onPickPosition?.({ latitude: 38.6, longitude: -109.5 })}>
        Pick a point
      </button>
    </div>
  ),
}));
jest.mock('../../locations', () => ({
  LocationPanel: ({ locationId }: { locationId: number }) => <div data-testid="location-panel">Location {locationId}</div>,
  AddLocationButton: () => <button type="button">Add a location</button>,
  useLocationTypes: () => ({ data: { values: { trailhead: 'Trailhead' }, default: 'trailhead', icons: { trailhead: 'trailhead' } } }),
}));

// The page reads the local store and the API in turns: on a busy 2-core machine that can take over a second.
configure({ asyncUtilTimeout: 5000 });

const mapUser = (user_id: number, username: string, is_member: boolean, latitude = 38.57, longitude = -109.55, distance?: number): MapUser => ({
  user_id,
  username,
  view_url: `/members/${username}.${user_id}/`,
  avatar_urls: { h: null },
  city: 'Moab',
  state: 'UT',
  latitude,
  longitude,
  position_exact: false,
  vehicle_type_id: null,
  is_member,
  is_online: true,
  ...(distance === undefined ? {} : { distance }),
});

const profile = (changes: Partial<UserProfile> = {}) =>
  ({ user_id: 3, username: 'member', is_admin: false, is_moderator: false, is_staff: false, UserMembership: { code: 'premium_membership' }, ...changes }) as UserProfile;

type Answer = { status: number; body: unknown } | ((url: URL) => { status: number; body: unknown });

function answer(routes: Record<string, Answer>) {
  const calls: URL[] = [];
  global.fetch = jest.fn(async (input: string) => {
    const url = new URL(input, 'http://site');
    calls.push(url);
    const route = routes[url.pathname];
    if (!route) throw new TypeError('Failed to fetch');
    const { status, body } = typeof route === 'function' ? route(url) : route;
    return { ok: status < 400, status, json: async () => body };
  }) as unknown as typeof fetch;
  return calls;
}

/** What the API sends for format=columns (the whole map's members). */
function columns(users: MapUser[]): MapUserColumns {
  const sorted = [...users].sort((a, b) => a.user_id - b.user_id);
  return {
    user_id: sorted.map((user, i) => user.user_id - (i ? sorted[i - 1]!.user_id : 0)),
    username: sorted.map((user) => user.username),
    latitude: sorted.map((user) => user.latitude),
    longitude: sorted.map((user) => user.longitude),
    is_member: sorted.map((user) => (user.is_member ? 1 : 0)),
  };
}
const asColumns = (answer: MapUsersResponse): MapUsersColumnsResponse => ({ allUsers: columns(answer.allUsers), memberUsers: columns(answer.memberUsers), registeredUsers: columns(answer.registeredUsers) });

/** /api/users/map answering as the API does: columns when the map asks for them, members in full otherwise. */
const usersMap = (full: (url: URL) => MapUsersResponse) => (url: URL) => ({ status: 200, body: url.searchParams.get('format') === 'columns' ? asColumns(full(url)) : full(url) });

const everyone: MapUsersResponse = { memberUsers: [], registeredUsers: [], allUsers: [mapUser(3, 'member', true), mapUser(7, 'dunes', true, 38.7, -109.4), mapUser(8, 'rookie2', false, 45, -75)] };
const none = { locations: [], pagination: { current_page: 1, last_page: 1, per_page: 2500, total: 0 } };

beforeEach(async () => {
  await forgetMapData();
  FakeEventSource.install();
});

describe('MapPage: who sees what', () => {
  it('a visitor is told what the map is and how to get it, without asking the API', () => {
    const calls = answer({});
    act(() => bus.session$.next({ status: { status: 'user_not_logged', permission: 'public', message: null, details: null }, user: null }));
    renderInSite(<MapPage />, { url: '/map' });
    expect(screen.getByRole('heading', { name: 'Member map' })).toBeTruthy();
    expect(screen.getByText(/members, clubs, events and trail locations on one map/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Join us' }).getAttribute('href')).toBe('/join-us');
    expect(calls).toHaveLength(0);
  });

  it('a free member is told the map is for paid members, with the way to upgrade', () => {
    answer({});
    act(() => bus.session$.next({ status: { status: 'valid', permission: 'full', message: null, details: null }, user: profile({ UserMembership: { code: 'free_membership' } }) }));
    renderInSite(<MapPage />, { url: '/map' });
    expect(screen.getByText('The member map is a benefit of paid membership.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See memberships' }).getAttribute('href')).toBe('/subscriptions');
  });

  it('the API refusing (403) shows the same page, not an error', async () => {
    answer({ '/api/users/map': { status: 403, body: { errors: [{ code: 'members_only', message: 'The member map is a benefit of paid membership.' }] } }, '/api/locations': { status: 200, body: none } });
    act(() => bus.session$.next({ status: { status: 'valid', permission: 'full', message: null, details: null }, user: profile({ user_id: 30 }) }));
    renderInSite(<MapPage />, { url: '/map' });
    expect(await screen.findByTestId('map-access-info')).toBeTruthy();
  });
});

describe('MapPage: a paid member', () => {
  beforeEach(() => act(() => bus.session$.next({ status: { status: 'valid', permission: 'full', message: null, details: null }, user: profile() })));

  it('draws the members with me in my colour, and switching to registered asks with the registered flag (kept in the URL)', async () => {
    const calls = answer({
      '/api/users/map': usersMap((url) => (url.searchParams.get('member') ? everyone : { memberUsers: [], registeredUsers: [mapUser(8, 'rookie2', false)], allUsers: [] })),
      '/api/locations': { status: 200, body: none },
    });
    renderInSite(<MapPage />, { url: '/map' });
    expect((await screen.findByRole('button', { name: 'member (you)' })).dataset.kind).toBe('me');
    expect(screen.getByRole('button', { name: 'dunes' }).dataset.kind).toBe('member');
    fireEvent.click(within(screen.getByRole('group', { name: 'Which members' })).getByRole('button', { name: 'Registered' }));
    expect(await screen.findByRole('button', { name: 'rookie2' })).toBeTruthy();
    const flags = calls.filter((url) => url.pathname === '/api/users/map' && !url.searchParams.has('online')).map((url) => url.search);
    expect(flags).toEqual(['?member=1&registered=1&format=columns', '?registered=1&format=columns']);
  });

  it('a radius around my position asks the API with it and lists who is inside, nearest first, with the distance', async () => {
    const calls = answer({
      '/api/users/map': usersMap((url) =>
        url.searchParams.has('radius')
          ? { memberUsers: [], registeredUsers: [], allUsers: [mapUser(3, 'member', true, 38.57, -109.55, 0), mapUser(9, 'close', true, 38.6, -109.5, 3.2), mapUser(7, 'dunes', true, 38.7, -109.4, 12.5)] }
          : everyone,
      ),
      '/api/locations': { status: 200, body: none },
    });
    renderInSite(<MapPage />, { url: '/map?radius=on' });
    const list = await screen.findByTestId('radius-list');
    expect(within(list).getAllByTestId('radius-entry').map((row) => row.textContent)).toEqual([expect.stringMatching(/^close.*3\.2 miles$/), expect.stringMatching(/^dunes.*13 miles$/)]);
    expect(screen.getByText('Within 100 miles (2)')).toBeTruthy();
    const asked = calls.find((url) => url.searchParams.has('radius'))!;
    expect([asked.searchParams.get('latitude'), asked.searchParams.get('longitude'), asked.searchParams.get('radius')]).toEqual(['38.57', '-109.55', '100']);
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.queryByTestId('radius-list')).toBeNull();
  });

  it('my marker, and the radius around me, are at my exact place (my profile), where others see me only near it', async () => {
    act(() => bus.session$.next({ status: { status: 'valid', permission: 'full', message: null, details: null }, user: profile({ map_position: { latitude: 38.5733, longitude: -109.5498 } }) }));
    const calls = answer({
      '/api/users/map': usersMap((url) => (url.searchParams.has('radius') ? { memberUsers: [], registeredUsers: [], allUsers: [] } : everyone)),
      '/api/locations': { status: 200, body: none },
    });
    renderInSite(<MapPage />, { url: '/map?radius=on' });
    expect((await screen.findByRole('button', { name: 'member (you)' })).dataset.position).toBe('38.5733,-109.5498');
    await waitFor(() => expect(calls.some((url) => url.searchParams.has('radius'))).toBe(true));
    const asked = calls.find((url) => url.searchParams.has('radius'))!;
    expect([asked.searchParams.get('latitude'), asked.searchParams.get('longitude')]).toEqual(['38.5733', '-109.5498']);
  });

  it('a second visit draws from the store when the refresh fails, and says so', async () => {
    const cache = await mapCacheFor(3);
    const now = Date.now();
    const realNow = Date.now;
    Date.now = () => now - MAP_CACHE_MS - 60_000;
    await cache.load('offRodeo', 'members:{"member":1,"registered":1}', async () => asColumns(everyone));
    Date.now = realNow;
    answer({ '/api/locations': { status: 200, body: none } });
    renderInSite(<MapPage />, { url: '/map' });
    expect(await screen.findByRole('button', { name: 'dunes' })).toBeTruthy();
    expect((await screen.findByTestId('stale-map-data')).textContent).toMatch(/^Showing map data from .+; it could not be refreshed\.$/);
    expect((await cache.status()).isSuccess).toBe(false);
  });

  it('a location marker opens its panel through ?location=<id>', async () => {
    answer({
      '/api/users/map': usersMap(() => everyone),
      '/api/locations': { status: 200, body: { ...none, locations: [{ location_id: 5, name: 'Fins and Things', location_type: 'trailhead', latitude: 38.6, longitude: -109.5 }] } },
    });
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    renderInSite(<MapPage />, { url: '/map' });
    fireEvent.click(await screen.findByRole('button', { name: 'Fins and Things' }));
    const panel = await screen.findByTestId('location-panel');
    expect(panel.textContent).toBe('Location 5');
    // On a phone the panel is below the map: it is brought into view.
    await waitFor(() => expect(scrolled.some((element) => element.contains(panel))).toBe(true));
  });

  it('a location added elsewhere appears without a reload: the site says the layer changed, and the map reads it again', async () => {
    let added = false;
    const fins = { location_id: 5, name: 'Fins and Things', location_type: 'trailhead', latitude: 38.6, longitude: -109.5 };
    const calls = answer({
      '/api/users/map': usersMap(() => everyone),
      '/api/locations': () => ({ status: 200, body: { ...none, locations: added ? [fins] : [] } }),
    });
    renderInSite(<MapPage />, { url: '/map' });
    expect(await screen.findByRole('button', { name: 'dunes' })).toBeTruthy();
    await waitFor(() => expect(calls.filter((url) => url.pathname === '/api/locations')).toHaveLength(1));
    const stream = FakeEventSource.open.find((source) => new URL(source.url, 'http://site').searchParams.get('map') === '1')!;
    expect(stream).toBeTruthy();
    // Another member adds a location; only the locations are read again (members are not).
    added = true;
    act(() => stream.emit('map', { layer: 'locations' }));
    expect(await screen.findByRole('button', { name: 'Fins and Things' })).toBeTruthy();
    expect(calls.filter((url) => url.pathname === '/api/locations')).toHaveLength(2);
    expect(calls.filter((url) => url.pathname === '/api/users/map' && url.searchParams.get('format') === 'columns')).toHaveLength(1);
  });
});
