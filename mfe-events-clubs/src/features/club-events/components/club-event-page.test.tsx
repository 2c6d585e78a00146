import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Subject } from '@trailhead/shared-kernel/bus';
import type { ClubEventResponse, EventDetail, ThreadPostsResponse } from '@trailhead/shared-kernel/types';
import { club, clubEvent, fakeApi, person, renderInClub, signIn, type Call, type Reply } from '../club-events.fixtures';
import { ClubEventPage } from './club-event-page';

// The live stream is the browser's EventSource: the test pushes its messages by hand.
const live = new Subject<{ type: string; data: unknown }>();
jest.mock('@trailhead/shared-kernel/live', () => ({ openLiveStream: () => live }));

const LISTS: Record<string, unknown> = {
  '/api/lists/regions': { values: { southwest: 'Southwest' }, default: 'southwest' },
  '/api/lists/visibility-options?with_everyone=1': { values: { everyone: 'All visitors' }, default: 'everyone' },
  '/api/vehicles': { vehicle_types: [], all_content: {} },
  '/api/events/calendar-feed': { url: null },
};

/** GET /clubs/events/42 answers `event` (with its club, as the API does); `handle` answers the rest first. */
function serve(event: () => EventDetail | null, handle?: (call: Call) => Reply | undefined | Promise<Reply | undefined>) {
  return fakeApi(async (call) => {
    const own = await handle?.(call);
    if (own) return own;
    if (call.url in LISTS) return { body: LISTS[call.url] };
    if (call.url.startsWith('/api/lists/')) return { body: { values: {}, default: '' } };
    const current = event();
    if (call.url === '/api/clubs/events/42' && current) return { body: { event: current, club: club() } as ClubEventResponse };
    if (call.url === '/api/clubs/events/42/attending') return { body: { attending: [person(1, 'alice'), person(2, 'bob')], waitlist: [] } };
    return undefined;
  });
}

const renderPage = (url = '/clubs/moab-rock-crawlers/events/42') => renderInClub(<ClubEventPage />, { url, path: 'events/:eventId' });
const posts = (calls: Call[]) => calls.filter((call) => call.method === 'POST');

beforeEach(() => signIn({ user_id: 3, username: 'member' }));

describe('ClubEventPage', () => {
  it('shows the club event from GET /clubs/events/{id} with who is going from its /attending, and links back to the club’s events', async () => {
    const calls = serve(() => clubEvent());
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Fins and Things run' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All events of Moab Rock Crawlers' }).getAttribute('href')).toBe('/clubs/moab-rock-crawlers/events');
    expect(await screen.findByRole('link', { name: 'alice' })).toBeTruthy();
    expect(calls.some((call) => call.url.startsWith('/api/events/42'))).toBe(false);
    expect(document.title).toBe('Fins and Things run · Moab Rock Crawlers');
  });

  it('counts the RSVP at once through POST /clubs/events/{id}/attend, then reads who is going again', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    const calls = serve(
      () => clubEvent(),
      (call) => (call.url === '/api/clubs/events/42/attend' ? new Promise<Reply>((resolve) => (answer = resolve)) : undefined),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Attend' }));
    // Before the server answers.
    await waitFor(() => expect(screen.getByTestId('rsvp-count').textContent).toBe('Full · 3 / 3 going'));
    expect(posts(calls)).toEqual([{ url: '/api/clubs/events/42/attend', method: 'POST', body: { attend: 1 } }]);
    const attendingReads = () => calls.filter((call) => call.url === '/api/clubs/events/42/attending').length;
    const before = attendingReads();
    await act(async () => answer({ body: { event: clubEvent({ attending_count: 3 }, { rsvp: 'attending' }) } }));
    expect(screen.getByTestId('rsvp-status').textContent).toBe('You are going.');
    await waitFor(() => expect(attendingReads()).toBe(before + 1));
  });

  it('puts a member on the waitlist of a full club event and shows the place', async () => {
    serve(
      () => clubEvent({ attending_count: 3, waitlist_count: 1 }),
      (call) => (call.url === '/api/clubs/events/42/attend' ? { body: { event: clubEvent({ attending_count: 3, waitlist_count: 2 }, { rsvp: 'waitlisted', waitlist_position: 2 }) } } : undefined),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Join the waitlist' }));
    await waitFor(() => expect(screen.getByTestId('rsvp-status').textContent).toBe('You are on the waitlist, number 2.'));
    expect(screen.getByRole('button', { name: 'Leave the waitlist' })).toBeTruthy();
  });

  it('tells a non-member the API’s reason and offers no RSVP', async () => {
    serve(() => clubEvent({}, { can_rsvp: false, rsvp_refusal: 'Only members of this club can take part in it. Join the club first.' }));
    renderPage();
    expect((await screen.findByTestId('rsvp-refusal')).textContent).toBe('Only members of this club can take part in it. Join the club first.');
    expect((screen.getByTestId('rsvp-button') as HTMLButtonElement).disabled).toBe(true);
  });

  it('takes other people’s RSVPs from the live stream and reads the club event again', async () => {
    let now = clubEvent();
    const calls = serve(() => now);
    renderPage();
    await screen.findByTestId('rsvp-count');
    const reads = () => calls.filter((call) => call.url === '/api/clubs/events/42').length;
    const before = reads();
    now = clubEvent({ attending_count: 3 });
    act(() => live.next({ type: 'rsvp', data: { event_id: 42, attending_count: 3, waitlist_count: 0, rigs_no: 3, is_cancelled: false } }));
    await waitFor(() => expect(screen.getByTestId('rsvp-count').textContent).toBe('Full · 3 / 3 going'));
    await waitFor(() => expect(reads()).toBe(before + 1));
  });

  it('gives organisers the club’s edit page, the RSVP limit and cancel through POST /clubs/events/{id}/cancel', async () => {
    const organiser = { can_edit: true, can_cancel: true, can_invite: true };
    const calls = serve(
      () => clubEvent({}, organiser),
      (call) => {
        if (call.url === '/api/events/42/invited') return { body: { users: [] } };
        if (call.url === '/api/events/42/rsvp-limit') return { body: { event: clubEvent({ rigs_no: 5 }, organiser) } };
        if (call.url === '/api/clubs/events/42/cancel') return { body: { event: clubEvent({ is_cancelled: true, cancel_reason: 'Snow on the pass' }, organiser) } };
        return undefined;
      },
    );
    renderPage();
    expect((await screen.findByRole('link', { name: 'Edit' })).getAttribute('href')).toBe('/clubs/moab-rock-crawlers/events/42/edit');
    expect(screen.getByRole('link', { name: 'Invite' }).getAttribute('href')).toBe('/events/42/invite');

    fireEvent.change(screen.getByLabelText('RSVP limit (0 for unlimited)'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save limit' }));
    await waitFor(() => expect(screen.getByTestId('rsvp-count').textContent).toBe('2 / 5 going'));

    fireEvent.click(screen.getByRole('button', { name: 'Cancel event' }));
    const dialog = await screen.findByTestId('cancel-dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'Snow on the pass' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel event' }));
    expect((await screen.findByTestId('event-cancelled')).textContent).toContain('Reason: Snow on the pass');
    expect(posts(calls).map((call) => [call.url, call.body])).toEqual([
      ['/api/events/42/rsvp-limit', { rigs_no: 5 }],
      ['/api/clubs/events/42/cancel', { reason: 'Snow on the pass' }],
    ]);
  });

  it('shows the discussion’s replies under the club event', async () => {
    const thread = { thread_id: 77, title: 'Fins and Things run', can_reply: false, reply_error: 'Only members of this club can take part in it. Join the club first.' };
    const answer = {
      thread,
      posts: [
        { post_id: 1, position: 1, username: 'trailboss', message_html: '<p>Air down at the lot.</p>', post_date: 1_780_000_000, message_state: 'visible', User: person(9, 'trailboss') },
        { post_id: 2, position: 2, username: 'alice', message_html: '<p>Count me in!</p>', post_date: 1_780_000_100, message_state: 'visible', User: person(1, 'alice') },
      ],
      pagination: { current_page: 1, last_page: 1, per_page: 20, total: 2 },
    } as unknown as ThreadPostsResponse;
    serve(
      () => clubEvent({ thread_id: 77, thread_view_url: '/threads/fins-and-things-run.77/' }),
      (call) => (call.url.startsWith('/api/threads/77/posts') ? { body: answer } : undefined),
    );
    renderPage();
    const discussion = await screen.findByTestId('event-discussion');
    expect(await within(discussion).findByText('Count me in!')).toBeTruthy();
    expect(within(discussion).getAllByTestId('event-post')).toHaveLength(1);
    expect(within(discussion).getByText('Only members of this club can take part in it. Join the club first.')).toBeTruthy();
  });

  it('is not found under a club it does not belong to, nor for a bad id', async () => {
    serve(() => clubEvent({ club_id: 8, view_url: '/clubs/other-club/events/42' }));
    const { unmount } = renderPage();
    expect(await screen.findByTestId('not-found')).toBeTruthy();
    unmount();
    serve(() => null);
    renderPage('/clubs/moab-rock-crawlers/events/4x2');
    expect(await screen.findByTestId('not-found')).toBeTruthy();
  });
});
