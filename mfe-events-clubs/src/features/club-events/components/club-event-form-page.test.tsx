import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { bus } from '@trailhead/shared-kernel/bus';
import type { ClubDetail, EventDetail } from '@trailhead/shared-kernel/types';
import { club, clubEvent, fakeApi, renderInClub, signIn, type Call, type Reply } from '../club-events.fixtures';
import { HOST_BANNED } from '../host-refusal';
import { CLUB_MESSAGES } from '@trailhead/shared-kernel/constants';
import { ClubEventFormPage } from './club-event-form-page';

const LISTS: Record<string, Record<string, string>> = {
  timezones: { 'America/New_York': 'Eastern Time (US & Canada)', 'America/Denver': 'Mountain Time (US & Canada)' },
  regions: { southwest: 'Southwest' },
  'event-types': { meetup: 'Meetup', ride: 'Ride' },
  'terrain-type': { rocks: 'Rocks' },
  'communication-channel': { gmrs: 'GMRS' },
  'difficulty-level': { moderate: 'Moderate' },
  'distance-unit': { mi: 'Miles' },
  'official-type': { sweep: 'Sweep' },
  'visibility-options': { everyone: 'All visitors', members: 'Members only' },
  'week-days': { saturday: 'Saturday' },
  'recurrence-pattern': { weekly: 'Weekly' },
};

function serve(save?: (call: Call) => Reply | Promise<Reply>, event?: EventDetail) {
  return fakeApi(async (call) => {
    const list = /^\/api\/lists\/([a-z-]+)/.exec(call.url)?.[1];
    if (list) return { body: { values: LISTS[list], default: Object.keys(LISTS[list])[0] } };
    if (call.url.startsWith('/api/vehicles')) return { body: { vehicle_types: [], all_content: {} } };
    if (call.url.startsWith('/api/options/maps')) return { body: { google_maps_api_key: null } };
    if (event && call.method === 'GET' && call.url === `/api/clubs/events/${event.event_id}`) return { body: { event, club: club() } };
    if (call.method === 'POST') return save?.(call);
    return undefined;
  });
}

const renderCreate = (theClub: ClubDetail = club()) =>
  renderInClub(<ClubEventFormPage />, { club: theClub, url: '/clubs/moab-rock-crawlers/events/create', path: 'events/create' });

const formReady = () => screen.findByRole('option', { name: 'Ride' }, { timeout: 8000 });
const field = (name: string) => screen.getByLabelText(name, { exact: false, selector: 'input, select' }) as HTMLInputElement;
const change = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

/** jsdom does not edit contentEditable: the text goes in as the editor takes a pasted line. */
async function typeDetails(text: string) {
  const editor = await screen.findByRole('textbox', { name: 'Details' });
  const paste = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(paste, 'clipboardData', { value: { files: [], types: ['text/plain'], getData: (type: string) => (type === 'text/plain' ? text : '') } });
  await act(async () => void editor.dispatchEvent(paste));
}

async function fillRide() {
  await formReady();
  change('Title', 'Fins and Things run');
  change('Kind', 'ride');
  await typeDetails('Air down at the lot.');
  change('Time zone', 'America/Denver');
  change('Starts', '2099-06-06T09:00');
  change('Ends', '2099-06-06T15:00');
  change('Region', 'southwest');
  change('Location name', 'Sand Flats');
  change('RSVP limit (rigs)', '4');
}

const saved = (event_id: number): Reply => ({ body: { event: clubEvent({ event_id, view_url: `/clubs/moab-rock-crawlers/events/${event_id}` }) } });

beforeEach(() => signIn({ user_id: 3, username: 'member' }));

describe('ClubEventFormPage', () => {
  it('posts a new club event to POST /clubs/{id}/events, says so and opens its page in the club', async () => {
    const calls = serve(() => saved(99));
    const snackbar = jest.fn();
    const subscription = bus.snackbar.subscribe(snackbar);
    renderCreate();
    expect(screen.getByRole('heading', { level: 1, name: 'New club event' })).toBeTruthy();
    await fillRide();
    fireEvent.click(screen.getByRole('button', { name: 'Create event' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/clubs/moab-rock-crawlers/events/99'));
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0].url).toBe('/api/clubs/7/events');
    expect(posts[0].body).toMatchObject({ title: 'Fins and Things run', kind: 'ride', rigs_no: 4, region: 'southwest', description: '<p>Air down at the lot.</p>' });
    expect(snackbar).toHaveBeenCalledWith({ message: 'Changes saved', status: 'success' });
    subscription.unsubscribe();
  });

  it('keeps what was typed and shows the API’s message when the save is refused', async () => {
    serve(() => ({ status: 403, body: { errors: [{ code: 'not_club_member', message: CLUB_MESSAGES.notMember }] } }));
    renderCreate();
    await fillRide();
    fireEvent.click(screen.getByRole('button', { name: 'Create event' }));
    expect((await screen.findByTestId('event-form-failure')).textContent).toContain(CLUB_MESSAGES.notMember);
    expect(field('Title').value).toBe('Fins and Things run');
    expect(field('RSVP limit (rigs)').value).toBe('4');
  });

  it.each([
    ['a non-member', club({ can_post: false, member_state: 'none', is_joined: false, can_join: true }), CLUB_MESSAGES.notMember],
    ['a banned member', club({ can_post: false, member_state: 'banned', is_joined: false }), HOST_BANNED],
  ])('shows %s why they cannot host, and no form', async (_who, theClub, text) => {
    serve();
    renderCreate(theClub);
    expect((await screen.findByTestId('event-form-refusal')).textContent).toContain(text);
    expect(screen.queryByTestId('event-form')).toBeNull();
  });

  it('asks a visitor to log in', async () => {
    signIn(null);
    serve();
    renderCreate(club({ can_post: false, member_state: 'none' }));
    expect((await screen.findByTestId('event-form-refusal')).textContent).toContain('Please login in to see the content of the page.');
  });

  it('edits a club event through GET and POST /clubs/events/{id} and goes back to its page', async () => {
    const event = clubEvent({ start_date: Date.UTC(2099, 0, 10, 15) / 1000, end_date: Date.UTC(2099, 0, 10, 18) / 1000 }, { can_edit: true });
    const calls = serve(() => saved(42), event);
    renderInClub(<ClubEventFormPage />, { url: '/clubs/moab-rock-crawlers/events/42/edit', path: 'events/:eventId/edit' });
    await formReady();
    await waitFor(() => expect(field('Title').value).toBe('Fins and Things run'));
    change('Title', 'Fins and Things run (new meeting point)');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/clubs/moab-rock-crawlers/events/42'));
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.url).toBe('/api/clubs/events/42');
    expect(post.body).toMatchObject({ title: 'Fins and Things run (new meeting point)', rigs_no: 3 });
  });

  it('does not edit another club’s event here', async () => {
    serve(undefined, clubEvent({ club_id: 8 }, { can_edit: true }));
    renderInClub(<ClubEventFormPage />, { url: '/clubs/moab-rock-crawlers/events/42/edit', path: 'events/:eventId/edit' });
    expect(await screen.findByTestId('not-found')).toBeTruthy();
  });
});
