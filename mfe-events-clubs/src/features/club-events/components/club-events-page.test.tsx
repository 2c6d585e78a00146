import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@trailhead/shared-kernel/bus';
import type { EventsResponse } from '@trailhead/shared-kernel/types';
import { club, clubEvent, fakeApi, renderInClub, signIn, type Call } from '../club-events.fixtures';
import { HOST_BANNED, HOST_LOGIN } from '../host-refusal';
import { CLUB_MESSAGES } from '@trailhead/shared-kernel/constants';
import { ClubEventsPage } from './club-events-page';

const REGIONS = { values: { southwest: 'Southwest', northeast: 'Northeast' }, default: 'southwest' };
const VEHICLES = { vehicle_types: [{ vehicle_type_id: 2, title: 'Gladiator', slug_url: 'gladiator' }], all_content: {} };
const page = (events: EventsResponse['events'], last_page = 1): EventsResponse => ({ events, pagination: { current_page: 1, last_page, per_page: 20, total: events.length } });

function serve(events: (call: Call) => EventsResponse = () => page([clubEvent()])) {
  return fakeApi((call) => {
    if (call.url.startsWith('/api/lists/regions')) return { body: REGIONS };
    if (call.url.startsWith('/api/vehicles')) return { body: VEHICLES };
    if (call.url.startsWith('/api/clubs/moab-rock-crawlers/events')) return { body: events(call) };
    return undefined;
  });
}

const listCalls = (calls: Call[]) => calls.filter((call) => call.url.startsWith('/api/clubs/')).map((call) => call.url);
const renderPage = (url = '/clubs/moab-rock-crawlers/events', theClub = club()) => renderInClub(<ClubEventsPage />, { club: theClub, url, path: 'events' });

beforeEach(() => signIn({ user_id: 3, username: 'member' }));

describe('ClubEventsPage', () => {
  it('lists the club’s upcoming events from GET /clubs/{slug}/events with the spec’s flags, each linking to its page in the club', async () => {
    const calls = serve();
    renderPage();
    const card = await screen.findByTestId('event-card');
    expect(within(card).getByRole('link', { name: 'Fins and Things run' }).getAttribute('href')).toBe('/clubs/moab-rock-crawlers/events/42');
    expect(within(card).getByTestId('event-attendance').textContent).toBe('2 / 3 going');
    expect(listCalls(calls)).toEqual(['/api/clubs/moab-rock-crawlers/events?past_events=0&cancelled_events=0&page=1&vehicle_type_id=0']);
  });

  it('keeps past, cancelled, region and vehicle type in the URL as 1/0 flags and asks again from page 1', async () => {
    const calls = serve();
    renderPage('/clubs/moab-rock-crawlers/events?page=2');
    await screen.findByTestId('event-card');
    fireEvent.click(screen.getByRole('button', { name: 'Past' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Past' }).getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(screen.getByText('Show cancelled'));
    await waitFor(() => expect(listCalls(calls).at(-1)).toContain('cancelled_events=1'));
    await screen.findByRole('option', { name: 'Southwest' });
    fireEvent.change(screen.getByLabelText('Region'), { target: { value: 'southwest' } });
    await screen.findByRole('option', { name: 'Gladiator' });
    fireEvent.change(screen.getByLabelText('Vehicle type'), { target: { value: '2' } });
    await waitFor(() => expect(listCalls(calls).at(-1)).toBe('/api/clubs/moab-rock-crawlers/events?past_events=1&cancelled_events=1&page=1&region=southwest&vehicle_type_id=2'));
    expect(listCalls(calls)[0]).toContain('page=2');
  });

  it('says plainly when the club has no events for the filter', async () => {
    serve(() => page([]));
    renderPage('/clubs/moab-rock-crawlers/events?past_events=1&region=southwest');
    await waitFor(() => expect(screen.getByTestId('no-events').textContent).toBe('Moab Rock Crawlers has no past events in Southwest.'));
  });

  it('pages through the club’s events with links under the club', async () => {
    serve(() => page([clubEvent()], 3));
    renderPage();
    const next = await screen.findByRole('link', { name: 'Next' });
    expect(next.getAttribute('href')).toBe('/clubs/moab-rock-crawlers/events?page=2');
  });

  it('offers a member who may post "Create a club event"', async () => {
    serve();
    renderPage();
    expect((await screen.findByRole('link', { name: 'Create a club event' })).getAttribute('href')).toBe('/clubs/moab-rock-crawlers/events/create');
    expect(screen.queryByTestId('club-host-note')).toBeNull();
  });

  it.each([
    ['a non-member', club({ can_post: false, member_state: 'none', is_joined: false, can_join: true }), CLUB_MESSAGES.notMember],
    ['a banned member', club({ can_post: false, member_state: 'banned', is_joined: false }), HOST_BANNED],
  ])('tells %s why they cannot host', async (_who, theClub, text) => {
    serve();
    renderPage(undefined, theClub);
    expect((await screen.findByTestId('club-host-note')).textContent).toBe(text);
    expect(screen.queryByRole('link', { name: 'Create a club event' })).toBeNull();
  });

  it('tells a visitor to log in first', async () => {
    bus.session$.next({ status: { status: 'user_not_logged', permission: 'public', message: null, details: null }, user: null });
    serve();
    renderPage(undefined, club({ can_post: false, member_state: 'none', is_joined: false }));
    expect((await screen.findByTestId('club-host-note')).textContent).toBe(HOST_LOGIN);
  });
});
