import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@trailhead/shared-kernel/bus';
import type { EventsMapResponse, EventsResponse, TrailEvent, UserProfile } from '@trailhead/shared-kernel/types';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import { EventsPage } from './events-page';

const event = (event_id: number, title: string, change: Partial<TrailEvent> = {}): TrailEvent => ({
  event_id,
  title,
  description: '',
  kind: 'ride',
  start_date: 1_790_000_000,
  end_date: 1_790_010_000,
  timezone: 'America/Denver',
  registration_deadline: null,
  region: 'southwest',
  location_name: 'Hell’s Revenge trailhead',
  address: null,
  city: 'Moab',
  state: 'UT',
  latitude: 38.58,
  longitude: -109.52,
  rigs_no: 10,
  attending_count: 7,
  waitlist_count: 0,
  vehicle_type_id: 2,
  members_first_until: null,
  series_id: null,
  occurrence_index: 0,
  is_past: false,
  is_cancelled: false,
  club_id: null,
  view_url: `/events/${event_id}`,
  User: { user_id: 9, username: 'trailboss', view_url: '/members/trailboss.9/' } as TrailEvent['User'],
  ...change,
});

const page = (events: TrailEvent[]): EventsResponse => ({ events, pagination: { current_page: 1, last_page: 1, per_page: 20, total: events.length } });

const REGIONS = { values: { southwest: 'Southwest', northeast: 'Northeast' }, default: 'southwest' };
const VEHICLES = {
  vehicle_types: [
    { vehicle_type_id: 1, title: 'Trekker', slug_url: 'trekker', nav_icon_image_url: null, logo_image_url: null },
    { vehicle_type_id: 2, title: 'Gladiator', slug_url: 'gladiator', nav_icon_image_url: null, logo_image_url: null },
  ],
  all_content: { vehicle_type_id: 0, title: 'All', slug_url: '', nav_icon_image_url: null, logo_image_url: null },
};

/** The API as the page meets it: each URL its own answer. */
function serveApi(answer: (url: string) => unknown = () => page([event(1, 'Sunrise ride')])) {
  const fetchMock = jest.fn(async (url: string) => {
    const body = url.startsWith('/api/lists/regions') ? REGIONS : url.startsWith('/api/vehicles') ? VEHICLES : answer(url);
    return { ok: true, status: 200, json: async () => body };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const eventsCalls = (fetchMock: jest.Mock) => fetchMock.mock.calls.map(([url]) => url as string).filter((url) => url.startsWith('/api/events'));

beforeEach(() => {
  bus.vehicleType$.next(0);
  bus.session$.next({ status: null, user: null });
});

describe('EventsPage', () => {
  it('asks for upcoming events of all vehicle types first', async () => {
    const fetchMock = serveApi();
    renderInSite(<EventsPage />, { url: '/events' });
    expect(await screen.findByRole('heading', { name: 'Sunrise ride' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/events?past_events=0&cancelled_events=0&page=1&vehicle_type_id=0', expect.anything());
  });

  it('shows kind, place, attendance against the limit, vehicle type and a link to the organiser', async () => {
    serveApi(() => page([event(1, 'Sunrise ride'), event(2, 'Full run', { rigs_no: 3, attending_count: 3, waitlist_count: 2, is_cancelled: true })]));
    renderInSite(<EventsPage />, { url: '/events' });
    const [first, second] = await screen.findAllByTestId('event-card');
    expect(within(first).getByText('Ride')).toBeTruthy();
    expect(within(first).getByText('Hell’s Revenge trailhead, Moab, UT')).toBeTruthy();
    expect(within(first).getByTestId('event-attendance').textContent).toBe('7 / 10 going');
    await waitFor(() => expect(within(first).getByText('· Gladiator')).toBeTruthy());
    expect(within(first).getByRole('link', { name: 'trailboss' }).getAttribute('href')).toBe('/members/trailboss.9/');
    expect(within(first).getByRole('link', { name: 'Sunrise ride' }).getAttribute('href')).toBe('/events/1');
    expect(within(second).getByTestId('event-attendance').textContent).toBe('Full · 2 waiting');
    expect(within(second).getByText('Cancelled')).toBeTruthy();
  });

  it('follows the vehicle type the shell publishes on the bus', async () => {
    serveApi((url) => page([event(1, url.includes('vehicle_type_id=2') ? 'Gladiator-only run' : 'Sunrise ride')]));
    renderInSite(<EventsPage />, { url: '/events' });
    await screen.findByRole('heading', { name: 'Sunrise ride' });
    act(() => bus.vehicleType$.next(2));
    expect(await screen.findByRole('heading', { name: 'Gladiator-only run' })).toBeTruthy();
  });

  it('maps the filters to the spec flags in the URL and the request', async () => {
    const fetchMock = serveApi();
    renderInSite(<EventsPage />, { url: '/events' });
    await screen.findByRole('heading', { name: 'Sunrise ride' });
    fireEvent.click(screen.getByRole('button', { name: 'Past' }));
    await waitFor(() => expect(eventsCalls(fetchMock)).toContain('/api/events?past_events=1&cancelled_events=0&page=1&vehicle_type_id=0'));
    await screen.findByRole('option', { name: 'Southwest' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Region' }), { target: { value: 'southwest' } });
    await waitFor(() => expect(eventsCalls(fetchMock)).toContain('/api/events?past_events=1&cancelled_events=0&page=1&region=southwest&vehicle_type_id=0'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show cancelled' }));
    await waitFor(() => expect(eventsCalls(fetchMock)).toContain('/api/events?past_events=1&cancelled_events=1&page=1&region=southwest&vehicle_type_id=0'));
    await screen.findByRole('option', { name: 'Trekker' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Vehicle type' }), { target: { value: '1' } });
    await waitFor(() => expect(eventsCalls(fetchMock)).toContain('/api/events?past_events=1&cancelled_events=1&page=1&region=southwest&vehicle_type_id=1'));
  });

  it('says plainly when there is nothing to show', async () => {
    serveApi(() => page([]));
    renderInSite(<EventsPage />, { url: '/events?region=northeast' });
    expect((await screen.findByTestId('no-events')).textContent).toMatch(/There are no upcoming events in Northeast/);
  });

  it('offers "Host an event" to a member who may host, and tells a free member why not', async () => {
    serveApi();
    bus.session$.next({ status: null, user: { user_id: 3, username: 'member', can_create_events: true } as UserProfile });
    const { unmount } = renderInSite(<EventsPage />, { url: '/events' });
    expect((await screen.findByRole('link', { name: 'Host an event' })).getAttribute('href')).toBe('/events/create');
    unmount();
    bus.session$.next({ status: null, user: { user_id: 4, username: 'rookie', can_create_events: false } as UserProfile });
    renderInSite(<EventsPage />, { url: '/events' });
    expect((await screen.findByTestId('host-note')).textContent).toMatch(/benefit of paid membership/);
    expect(screen.queryByRole('link', { name: 'Host an event' })).toBeNull();
  });

  it('groups the map view by region when the site has no Google Maps key', async () => {
    const map: EventsMapResponse = { events: [event(1, 'Sunrise ride'), event(2, 'Lobster run', { region: 'northeast' })] };
    const fetchMock = serveApi((url) => (url.startsWith('/api/options/maps') ? { google_maps_api_key: null } : url.startsWith('/api/events/map') ? map : page([])));
    renderInSite(<EventsPage />, { url: '/events?view=map' });
    const groups = await screen.findByTestId('events-by-region');
    expect(within(groups).getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Southwest 1', 'Northeast 1']);
    expect(within(groups).getByRole('link', { name: 'Lobster run' })).toBeTruthy();
    expect(eventsCalls(fetchMock)).toContain('/api/events/map?vehicle_type_id=0&past_events=0');
  });
});
