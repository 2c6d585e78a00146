import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus, Subject } from '@trailhead/shared-kernel/bus';
import type { EventDetail, EventResponse, UserProfile, UserSummary } from '@trailhead/shared-kernel/types';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import { EventPage } from './event-page';
import { CANCEL_REASON_NEEDED } from './organiser-actions';

// The live stream is the browser's EventSource: the test pushes its messages by hand.
const live = new Subject<{ type: string; data: unknown }>();
jest.mock('@trailhead/shared-kernel/live', () => ({ openLiveStream: () => live }));

const person = (user_id: number, username: string): UserSummary => ({ user_id, username, avatar_urls: { h: null }, view_url: `/members/${username}.${user_id}/` }) as UserSummary;

const detail = (change: Partial<EventDetail> = {}, viewer: Partial<EventDetail['viewer']> = {}): EventDetail => ({
  event_id: 42,
  title: 'Saturday sunrise ride',
  description: '<p>Bring <strong>water</strong>.</p>',
  kind: 'ride',
  // Sat, Jun 6, 2026 14:00 UTC = 8:00 AM in Denver.
  start_date: 1_780_754_400,
  end_date: 1_780_772_400,
  timezone: 'America/Denver',
  registration_deadline: 1_780_668_000,
  region: 'southwest',
  location_name: 'Hell’s Revenge trailhead',
  address: 'Sand Flats Rd',
  city: 'Moab',
  state: 'UT',
  latitude: 38.5812,
  longitude: -109.5193,
  rigs_no: 3,
  attending_count: 2,
  waitlist_count: 0,
  vehicle_type_id: 0,
  members_first_until: null,
  series_id: 5,
  occurrence_index: 0,
  is_past: false,
  is_cancelled: false,
  club_id: null,
  view_url: '/events/42',
  User: person(9, 'trailboss'),
  terrain_type: 'rocks',
  difficulty_level: 'difficult',
  distance: 12,
  distance_unit: 'mi',
  communication_channel: 'gmrs',
  tickets_url: 'https://tickets.example.com/ride',
  visibility: 'everyone',
  recurrence: { pattern: 'weekly', interval: 1, recurrence_days: ['saturday'], until_date: null, count: 6 },
  organizers: [person(9, 'trailboss')],
  sponsors: [person(11, 'gearshop')],
  officials: [{ ...person(12, 'sweeper'), official_type: 'sweep' }],
  admins: [person(13, 'helper')],
  thread_id: null,
  thread_view_url: null,
  cancel_reason: null,
  cancelled_at: null,
  ics_url: '/api/events/42/calendar.ics',
  viewer: { rsvp: 'none', waitlist_position: null, can_rsvp: true, rsvp_refusal: null, rsvp_opens_at: null, can_edit: false, can_cancel: false, can_invite: false, is_invited: false, ...viewer },
  ...change,
});

const LISTS: Record<string, unknown> = {
  '/api/lists/terrain-type': { values: { rocks: 'Rocks' }, default: 'rocks' },
  '/api/lists/difficulty-level': { values: { difficult: 'Difficult' }, default: 'difficult' },
  '/api/lists/communication-channel': { values: { gmrs: 'GMRS' }, default: 'gmrs' },
  '/api/lists/official-type': { values: { sweep: 'Sweep' }, default: 'sweep' },
  '/api/lists/regions': { values: { southwest: 'Southwest' }, default: 'southwest' },
  '/api/lists/distance-unit': { values: { mi: 'Miles' }, default: 'mi' },
  '/api/lists/visibility-options?with_everyone=1': { values: { everyone: 'All visitors' }, default: 'everyone' },
  '/api/vehicles': { vehicle_types: [], all_content: {} },
  '/api/events/42/attending': { attending: [person(1, 'alice'), person(2, 'bob')], waitlist: [] },
  '/api/events/calendar-feed': { url: null },
};

type Handler = (url: string, init: RequestInit) => { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;

function serveApi(event: EventDetail | null, handle?: Handler) {
  const fetchMock = jest.fn(async (url: string, init: RequestInit) => {
    const answer = (await handle?.(url, init)) ?? (url in LISTS ? { body: LISTS[url] } : url === '/api/events/42' && event ? { body: { event } as EventResponse } : { status: 404, body: { errors: [{ code: 'not_found', message: 'no event found' }] } });
    const status = answer.status ?? 200;
    return { ok: status < 400, status, json: async () => answer.body };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const signIn = () => bus.session$.next({ status: { permission: 'full' } as never, user: { user_id: 3, username: 'member', can_create_events: true } as UserProfile });

beforeEach(() => bus.session$.next({ status: null, user: null }));

describe('EventPage', () => {
  it('shows what the form holds: times on the event clock, recurrence in words, people and the sanitised description', async () => {
    serveApi(detail());
    renderInSite(<EventPage eventId={42} />, { url: '/events/42' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Saturday sunrise ride' })).toBeTruthy();
    const details = screen.getByTestId('event-details');
    expect(details.textContent).toContain('Sat, Jun 6, 2026 8:00 AM (America/Denver)');
    expect(details.textContent).toContain('Your time:');
    expect(within(details).getByText('Every week on Saturday, 6 times')).toBeTruthy();
    await waitFor(() => expect(within(details).getByText('Rocks')).toBeTruthy());
    expect(within(details).getByText('Difficult')).toBeTruthy();
    expect(within(details).getByText('GMRS')).toBeTruthy();
    expect(details.textContent).toContain('12 miles');
    expect(within(details).getByRole('link', { name: /38\.58120, -109\.51930/ }).getAttribute('href')).toContain('query=38.5812,-109.5193');
    expect(within(details).getByRole('link', { name: 'https://tickets.example.com/ride' })).toBeTruthy();
    for (const name of ['trailboss', 'gearshop', 'sweeper', 'helper']) expect(within(details).getByRole('link', { name }).getAttribute('href')).toMatch(/^\/members\//);
    expect(details.textContent).toContain('sweeper (Sweep)');
    expect(screen.getByTestId('event-description').innerHTML).toBe('<p>Bring <strong>water</strong>.</p>');
    expect(screen.getByTestId('ics-link').getAttribute('href')).toBe('/api/events/42/calendar.ics');
    expect(await screen.findByRole('link', { name: 'alice' })).toBeTruthy();
  });

  it('shows the cancellation with its reason and offers no RSVP', async () => {
    signIn();
    serveApi(detail({ is_cancelled: true, cancel_reason: 'Flash flood warning', cancelled_at: 1_780_600_000 }));
    renderInSite(<EventPage eventId={42} />, { url: '/events/42' });
    expect((await screen.findByTestId('event-cancelled')).textContent).toContain('Reason: Flash flood warning');
    expect(screen.queryByTestId('rsvp-button')).toBeNull();
  });

  it('says when RSVP opens for everyone during a members-first window, and why a free member must wait', async () => {
    signIn();
    const opens = Math.floor(Date.now() / 1000) + 86_400 * 400;
    serveApi(detail({ members_first_until: opens }, { can_rsvp: false, rsvp_refusal: 'Paid members RSVP first: RSVP opens for everyone later.', rsvp_opens_at: opens }));
    renderInSite(<EventPage eventId={42} />, { url: '/events/42' });
    expect((await screen.findByTestId('members-first')).textContent).toMatch(/^Paid members RSVP first; RSVP opens for everyone on .+ \(America\/Denver\)\.$/);
    expect((screen.getByTestId('rsvp-button') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('rsvp-refusal').textContent).toBe('Paid members RSVP first: RSVP opens for everyone later.');
  });

  it('counts the RSVP at once, before the server answers, then takes the answer', async () => {
    signIn();
    let answer: (value: { body: unknown }) => void = () => undefined;
    const fetchMock = serveApi(detail(), (url) => (url === '/api/events/42/attend' ? new Promise((resolve) => (answer = resolve)) : undefined as never));
    renderInSite(<EventPage eventId={42} />, { url: '/events/42' });
    fireEvent.click(await screen.findByRole('button', { name: 'Attend' }));
    // The server has not answered yet.
    await waitFor(() => expect(screen.getByTestId('rsvp-count').textContent).toBe('Full · 3 / 3 going'));
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls.find(([url]) => url === '/api/events/42/attend')?.[1].body))).toEqual({ attend: 1 });
    await act(async () => answer({ body: { event: detail({ attending_count: 3 }, { rsvp: 'attending' }) } }));
    expect(screen.getByTestId('rsvp-status').textContent).toBe('You are going.');
  });

  it('joins the waitlist of a full event and shows the place; undoes the change when the write fails', async () => {
    signIn();
    serveApi(detail({ attending_count: 3, waitlist_count: 1 }), (url) => (url === '/api/events/42/attend' ? { status: 409, body: { errors: [{ code: 'registration_closed', message: 'Registration for this event has closed.' }] } } : (undefined as never)));
    renderInSite(<EventPage eventId={42} />, { url: '/events/42' });
    fireEvent.click(await screen.findByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Registration for this event has closed.');
    expect(screen.getByTestId('rsvp-count').textContent).toBe('Full · 1 waiting');
    expect(screen.getByRole('button', { name: 'Join the waitlist' })).toBeTruthy();
  });

  it('shows the waitlist position and the live count pushed by others', async () => {
    signIn();
    let now = detail({ attending_count: 3, waitlist_count: 2 }, { rsvp: 'waitlisted', waitlist_position: 2 });
    serveApi(null, (url) => (url === '/api/events/42' ? { body: { event: now } } : (undefined as never)));
    renderInSite(<EventPage eventId={42} />, { url: '/events/42' });
    expect((await screen.findByTestId('rsvp-status')).textContent).toBe('You are on the waitlist, number 2.');
    expect(screen.getByRole('button', { name: 'Leave the waitlist' })).toBeTruthy();
    // Someone ahead on the waitlist left: the count changes at once, the viewer's place once the event is read again.
    now = detail({ attending_count: 3, waitlist_count: 1 }, { rsvp: 'waitlisted', waitlist_position: 1 });
    act(() => live.next({ type: 'rsvp', data: { event_id: 42, attending_count: 3, waitlist_count: 1, rigs_no: 3, is_cancelled: false } }));
    await waitFor(() => expect(screen.getByTestId('rsvp-count').textContent).toBe('Full · 1 waiting'));
    expect((await screen.findByText('You are on the waitlist, number 1.')).getAttribute('data-testid')).toBe('rsvp-status');
    // Another event's message changes nothing here.
    act(() => live.next({ type: 'rsvp', data: { event_id: 7, attending_count: 0, waitlist_count: 0, rigs_no: 3, is_cancelled: false } }));
    expect(screen.getByTestId('rsvp-count').textContent).toBe('Full · 1 waiting');
  });

  it('gives organisers their tools, and cancels with a reason given in a dialog', async () => {
    signIn();
    const fetchMock = serveApi(detail({}, { can_edit: true, can_cancel: true, can_invite: true }), (url) =>
      url === '/api/events/42/cancel' ? { body: { event: detail({ is_cancelled: true, cancel_reason: 'Snow on the pass' }) } } : url === '/api/events/42/invited' ? { body: { users: [] } } : (undefined as never),
    );
    renderInSite(<EventPage eventId={42} />, { url: '/events/42' });
    expect((await screen.findByRole('link', { name: 'Edit' })).getAttribute('href')).toBe('/events/42/edit');
    expect(screen.getByRole('link', { name: 'Invite' }).getAttribute('href')).toBe('/events/42/invite');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel event' }));
    const dialog = await screen.findByTestId('cancel-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel event' }));
    expect(await within(dialog).findByText(CANCEL_REASON_NEEDED)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/events/42/cancel')).toBe(false);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'Snow on the pass' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel event' }));
    expect((await screen.findByTestId('event-cancelled')).textContent).toContain('Reason: Snow on the pass');
    expect(JSON.parse(String(fetchMock.mock.calls.find(([url]) => url === '/api/events/42/cancel')?.[1].body))).toEqual({ reason: 'Snow on the pass' });
  });

  it('shows the 404 page for an unknown event', async () => {
    serveApi(null);
    renderInSite(<EventPage eventId={42} />, { url: '/events/42' });
    expect(await screen.findByTestId('not-found')).toBeTruthy();
  });
});
