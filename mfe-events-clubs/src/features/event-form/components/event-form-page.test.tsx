/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@trailhead/shared-kernel/bus';
import { Route, Routes, useLocation } from '@trailhead/shared-kernel/router';
import { MESSAGES } from '@trailhead/shared-kernel/schemas';
import type { EventDetail, UserProfile } from '@trailhead/shared-kernel/types';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import { EventFormPage } from './event-form-page';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the bodies are compared with toMatchObject
type Call = { url: string; method: string; body: any };
type Reply = { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;

const LISTS: Record<string, Record<string, string>> = {
  timezones: { 'America/New_York': 'Eastern Time (US & Canada)', 'America/Denver': 'Mountain Time (US & Canada)' },
  regions: { southwest: 'Southwest', midwest: 'Midwest' },
  'event-types': { meetup: 'Meetup', ride: 'Ride', trip: 'Trip', online: 'Online' },
  'terrain-type': { rocks: 'Rocks' },
  'communication-channel': { gmrs: 'GMRS' },
  'difficulty-level': { moderate: 'Moderate' },
  'distance-unit': { mi: 'Miles', km: 'Kilometers' },
  'official-type': { organizer: 'Organizer', sweep: 'Sweep' },
  'visibility-options': { everyone: 'All visitors', members: 'Members only' },
  'week-days': { monday: 'Monday', saturday: 'Saturday' },
  'recurrence-pattern': { daily: 'Daily', weekly: 'Weekly' },
};

const member = (user_id: number, username: string) => ({ user_id, username, avatar_urls: { h: null } });

function fakeApi({ onSave, event }: { onSave?: (call: Call) => Reply; event?: EventDetail } = {}) {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const call = { url, method: init.method ?? 'GET', body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body };
    calls.push(call);
    const reply = ({ status, body }: { status: number; body: unknown }) => ({ ok: status < 400, status, json: async () => body }) as Response;
    const list = /^\/api\/lists\/([a-z-]+)/.exec(url)?.[1];
    if (list) return reply({ status: 200, body: { values: LISTS[list], default: Object.keys(LISTS[list])[0] } });
    if (url.startsWith('/api/vehicles')) return reply({ status: 200, body: { vehicle_types: [{ vehicle_type_id: 2, title: 'Gladiator', slug_url: 'gladiator' }], all_content: {} } });
    if (url.startsWith('/api/options/maps')) return reply({ status: 200, body: { google_maps_api_key: null } });
    if (url.startsWith('/api/users/find-name')) return reply({ status: 200, body: { users: [member(7, 'trailboss'), member(8, 'trailmix')] } });
    if (event && url === `/api/events/${event.event_id}` && call.method === 'GET') return reply({ status: 200, body: { event } });
    if (call.method === 'POST' && url.startsWith('/api/events')) return reply(await (onSave?.(call) ?? { status: 500, body: null }));
    return reply({ status: 404, body: { errors: [{ code: 'not_found', message: 'no' }] } });
  }) as unknown as typeof fetch;
  return calls;
}

const host = (changes: Partial<UserProfile> = {}) =>
  ({ user_id: 3, username: 'member', timezone: 'America/Denver', can_create_events: true, UserMembership: { code: 'premium_membership' }, ...changes }) as UserProfile;

function signIn(user: UserProfile | null) {
  bus.session$.next(
    user
      ? { status: { status: 'valid', permission: 'full', message: null, details: { user_id: user.user_id, username: user.username } }, user }
      : { status: { status: 'user_not_logged', permission: 'public', message: null, details: null }, user: null },
  );
}

function WhereAmI() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function renderPage(url = '/events/create') {
  return renderInSite(
    <Routes>
      <Route path="/events/create" element={<EventFormPage />} />
      <Route path="/events/:eventId/edit" element={<EventFormPage />} />
      <Route path="*" element={<WhereAmI />} />
    </Routes>,
    { url },
  );
}

/** jsdom does not edit contentEditable: the text goes in as the editor takes a pasted line. */
async function typeDetails(text: string) {
  const editor = await screen.findByRole('textbox', { name: 'Details' });
  const paste = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(paste, 'clipboardData', { value: { files: [], types: ['text/plain'], getData: (type: string) => (type === 'text/plain' ? text : '') } });
  await act(async () => void editor.dispatchEvent(paste));
}

/** The form is lazily loaded with the editor (slow the first time under jest) and fills its lists from the API. */
const formReady = () => screen.findByRole('option', { name: 'Ride' }, { timeout: 8000 });

const field = (name: string) => screen.getByLabelText(name, { exact: false, selector: 'input, select' }) as HTMLInputElement;
const change = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

async function fillRide() {
  await formReady();
  change('Title', 'Saturday slickrock ride');
  change('Kind', 'ride');
  await typeDetails('Air down at the lot.');
  change('Time zone', 'America/New_York');
  change('Starts', '2099-06-06T09:00');
  change('Ends', '2099-06-06T15:00');
  change('Region', 'southwest');
  change('Location name', 'Hell’s Revenge trailhead');
}

const saved = (event_id: number) => ({ status: 200, body: { event: { event_id, view_url: `/events/${event_id}` } } });

beforeEach(() => signIn(host()));

describe('who may host', () => {
  it('asks a visitor to log in', async () => {
    signIn(null);
    fakeApi();
    renderPage();
    expect((await screen.findByTestId('event-form-refusal')).textContent).toContain('Please login in to see the content of the page.');
    expect(screen.queryByTestId('event-form')).toBeNull();
  });

  it('tells a free member why they cannot host, with the way to the benefits', async () => {
    signIn(host({ can_create_events: false, UserMembership: { code: 'free_membership' } }));
    fakeApi();
    renderPage();
    const refusal = await screen.findByTestId('event-form-refusal');
    expect(refusal.textContent).toContain('Hosting meetups, trips and rides is a benefit of paid membership.');
    expect(within(refusal).getByRole('link', { name: 'See the membership benefits' }).getAttribute('href')).toBe('/benefits');
  });

  it('lets only organisers edit', async () => {
    fakeApi({ event: { event_id: 5, title: 'Not mine', viewer: { can_edit: false } } as EventDetail });
    renderPage('/events/5/edit');
    expect((await screen.findByTestId('event-form-refusal')).textContent).toContain('Only the organisers of this event can edit it.');
  });
});

describe('validation', () => {
  it('shows the spec’s messages at the fields and on top, focuses the first invalid field and sends nothing', async () => {
    const calls = fakeApi();
    renderPage();
    await formReady();
    // The member's own time zone is chosen, though the list came after the form's values.
    expect(field('Time zone').value).toBe('America/Denver');
    fireEvent.click(screen.getByRole('button', { name: 'Create event' }));
    const summary = await screen.findByTestId('event-form-problems');
    expect(summary.textContent).toContain('Please fill out all required fields.');
    expect(summary.textContent).toContain(MESSAGES.eventDetailsRequired);
    expect(screen.getByTestId('error-title').textContent).toBe('Please fill out all required fields.');
    expect(field('Title').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field('Title')));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('says the start must come before the end, and keeps what was typed', async () => {
    fakeApi();
    renderPage();
    await fillRide();
    change('Ends', '2099-06-06T08:00');
    change('Tickets URL', 'not a link');
    fireEvent.click(screen.getByRole('button', { name: 'Create event' }));
    expect((await screen.findByTestId('error-end_local')).textContent).toBe('Start date should be before end date');
    expect(screen.getByTestId('error-tickets_url').textContent).toBe(MESSAGES.eventTicketsUrl);
    await waitFor(() => expect(document.activeElement).toBe(field('Ends')));
    expect(field('Title').value).toBe('Saturday slickrock ride');
  });
});

describe('saving', () => {
  it('sends the payload (UTC seconds on the chosen clock, empty limit as 0, ids of the people), then says so and opens the event', async () => {
    const calls = fakeApi({ onSave: () => saved(41) });
    const snackbar = jest.fn();
    const subscription = bus.snackbar.subscribe(snackbar);
    renderPage();
    await fillRide();
    change('Repeats', 'weekly');
    fireEvent.click(await screen.findByLabelText('Saturday'));
    change('Number of times', '4');
    // Organisers: a lookup after more than one character, a member picked from the list.
    const organisers = screen.getByRole('combobox', { name: 'Organisers' });
    fireEvent.change(organisers, { target: { value: 'tr' } });
    fireEvent.mouseDown(await screen.findByRole('option', { name: 'trailboss' }, { timeout: 2000 }));
    fireEvent.click(screen.getByRole('button', { name: 'Create event' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/events/41'));
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0].url).toBe('/api/events');
    expect(posts[0].body).toMatchObject({
      title: 'Saturday slickrock ride',
      kind: 'ride',
      description: '<p>Air down at the lot.</p>',
      timezone: 'America/New_York',
      // 09:00 and 15:00 in New York in June (UTC-4).
      start_date: Date.UTC(2099, 5, 6, 13, 0) / 1000,
      end_date: Date.UTC(2099, 5, 6, 19, 0) / 1000,
      registration_deadline: null,
      region: 'southwest',
      rigs_no: 0,
      vehicle_type_id: 0,
      visibility: 'everyone',
      recurrence_pattern: 'weekly',
      recurrence_days: ['saturday'],
      recurrence_count: 4,
      organizers: [7],
      sponsors: [],
      admins: [],
      officials: [],
    });
    expect(snackbar).toHaveBeenCalledWith({ message: 'Changes saved', status: 'success' });
    subscription.unsubscribe();
  });

  it('keeps everything typed after a refused save and shows the API’s message', async () => {
    fakeApi({ onSave: () => ({ status: 403, body: { errors: [{ code: 'paid_membership_required', message: 'Hosting meetups, trips and rides is a benefit of paid membership. Upgrade your membership to create events.' }] } }) });
    renderPage();
    await fillRide();
    change('RSVP limit (rigs)', '3');
    fireEvent.click(screen.getByRole('button', { name: 'Create event' }));
    expect((await screen.findByTestId('event-form-failure')).textContent).toContain('Upgrade your membership to create events.');
    expect(field('Title').value).toBe('Saturday slickrock ride');
    expect(field('RSVP limit (rigs)').value).toBe('3');
    expect(screen.getByRole('textbox', { name: 'Details' }).textContent).toBe('Air down at the lot.');
    expect((screen.getByRole('button', { name: 'Create event' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the catalogue’s text for a server failure', async () => {
    fakeApi({ onSave: () => ({ status: 500, body: null }) });
    renderPage();
    await fillRide();
    fireEvent.click(screen.getByRole('button', { name: 'Create event' }));
    expect((await screen.findByTestId('event-form-failure')).textContent).toContain('Something went wrong, please try again later!');
  });

  it('sends one save however often the form is submitted while it is under way', async () => {
    let answer: (reply: { status: number; body: unknown }) => void = () => undefined;
    const calls = fakeApi({ onSave: () => new Promise((resolve) => (answer = resolve)) });
    renderPage();
    await fillRide();
    const form = screen.getByTestId('event-form');
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    fireEvent.submit(form);
    expect(await screen.findByRole('button', { name: /Saving/ })).toBeTruthy();
    await act(async () => answer(saved(42)));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/events/42'));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });
});

describe('editing', () => {
  const occurrence = {
    event_id: 5,
    title: 'Weekly sunrise run',
    description: '<p>Coffee first.</p>',
    kind: 'ride',
    timezone: 'America/Denver',
    start_date: Date.UTC(2099, 0, 10, 15, 0) / 1000,
    end_date: Date.UTC(2099, 0, 10, 18, 0) / 1000,
    registration_deadline: null,
    region: 'southwest',
    location_name: 'Moab',
    address: null,
    city: 'Moab',
    state: 'UT',
    latitude: 38.57,
    longitude: -109.55,
    terrain_type: 'rocks',
    difficulty_level: null,
    distance: null,
    distance_unit: null,
    communication_channel: null,
    tickets_url: null,
    rigs_no: 3,
    vehicle_type_id: 2,
    visibility: 'everyone',
    members_first_until: null,
    series_id: 9,
    occurrence_index: 2,
    recurrence: { pattern: 'weekly', interval: 1, recurrence_days: ['saturday'], until_date: null, count: 6 },
    organizers: [member(7, 'trailboss')],
    sponsors: [],
    admins: [],
    officials: [{ ...member(8, 'trailmix'), official_type: 'sweep' }],
    view_url: '/events/5',
    viewer: { can_edit: true },
  } as unknown as EventDetail;

  it('prefills the form and asks whether the change is for this occurrence or all following', async () => {
    const calls = fakeApi({ event: occurrence, onSave: () => saved(5) });
    renderPage('/events/5/edit');
    await formReady();
    await waitFor(() => expect(field('Title').value).toBe('Weekly sunrise run'));
    expect(field('Starts').value).toBe('2099-01-10T08:00');
    expect(field('RSVP limit (rigs)').value).toBe('3');
    expect(screen.getAllByTestId('member-chip').map((chip) => chip.textContent)).toEqual(['trailboss', 'trailmix']);

    change('Title', 'Weekly sunrise run (new meeting point)');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const question = await screen.findByTestId('apply-to');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(within(question).getByRole('button', { name: 'This and all following events' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/events/5'));
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.url).toBe('/api/events/5');
    expect(post.body).toMatchObject({ title: 'Weekly sunrise run (new meeting point)', apply_to: 'following', rigs_no: 3, vehicle_type_id: 2, organizers: [7], officials: [{ user_id: 8, official_type: 'sweep' }] });
  });
});
