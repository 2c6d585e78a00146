import { act, fireEvent, screen } from '@testing-library/react';
import { bus } from '@trailhead/shared-kernel/bus';
import type { EventsResponse, TrailEvent } from '@trailhead/shared-kernel/types';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import { EventsPage } from './events-page';

const event = (event_id: number, title: string): TrailEvent =>
  ({
    event_id,
    title,
    description: '',
    kind: 'ride',
    start_date: 1_790_000_000,
    end_date: 1_790_010_000,
    region: 'Southwest',
    location_name: 'Hell’s Revenge trailhead',
    city: 'Moab',
    state: 'UT',
    latitude: null,
    longitude: null,
    rigs_no: 0,
    attending_count: 4,
    vehicle_type_id: 0,
    is_past: false,
    is_cancelled: false,
    club_id: null,
    view_url: `/events/${event_id}`,
    User: { username: 'trailboss' },
  }) as TrailEvent;

const page = (events: TrailEvent[]): EventsResponse => ({ events, pagination: { current_page: 1, last_page: 1, per_page: 20, total: events.length } });

beforeEach(() => {
  bus.vehicleType$.next(0);
});

function renderEvents() {
  const fetchMock = jest.fn(async (url: string) => ({
    ok: true,
    status: 200,
    json: async () => page([event(1, url.includes('vehicle_type_id=2') ? 'Gladiator-only run' : 'Sunrise ride')]),
  }));
  global.fetch = fetchMock as unknown as typeof fetch;
  renderInSite(<EventsPage />, { url: '/events' });
  return fetchMock;
}

describe('EventsPage', () => {
  it('asks for upcoming events of all vehicle types first', async () => {
    const fetchMock = renderEvents();
    expect(await screen.findByRole('heading', { name: 'Sunrise ride' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/events?past_events=0&cancelled_events=0&page=1&vehicle_type_id=0', expect.anything());
  });

  it('follows the vehicle type the shell publishes on the bus', async () => {
    renderEvents();
    await screen.findByRole('heading', { name: 'Sunrise ride' });
    act(() => bus.vehicleType$.next(2));
    expect(await screen.findByRole('heading', { name: 'Gladiator-only run' })).toBeTruthy();
  });

  it('switches to past events', async () => {
    const fetchMock = renderEvents();
    await screen.findByRole('heading', { name: 'Sunrise ride' });
    fireEvent.click(screen.getByRole('button', { name: 'Past' }));
    await screen.findAllByTestId('event-card');
    expect(fetchMock).toHaveBeenCalledWith(expect.stringContaining('past_events=1'), expect.anything());
  });
});
