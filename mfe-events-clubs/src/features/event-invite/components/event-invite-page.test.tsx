import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus, type SnackbarMessage } from '@trailhead/shared-kernel/bus';
import { Route, Routes } from '@trailhead/shared-kernel/router';
import type { UserProfile } from '@trailhead/shared-kernel/types';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import { EventInvitePage, PICK_SOMEONE } from './event-invite-page';

const event = (can_invite: boolean) => ({
  event_id: 42,
  title: 'Saturday sunrise ride',
  view_url: '/events/42',
  is_cancelled: false,
  latitude: 38.58,
  longitude: -109.52,
  distance_unit: 'mi',
  viewer: { can_invite },
});
const person = (user_id: number, username: string) => ({ user_id, username, avatar_urls: { h: null }, view_url: `/members/${username}.${user_id}/` });

type Answer = { status?: number; body: unknown };

function serveApi(canInvite: boolean, invite: (body: { invitees: number[] }) => Answer, inRange = [{ ...person(7, 'nearby'), distance: 12.34 }, { ...person(8, 'close'), distance: 3 }]) {
  const fetchMock = jest.fn(async (url: string, init: RequestInit) => {
    let answer: Answer;
    if (url === '/api/events/42') answer = { body: { event: event(canInvite) } };
    else if (url === '/api/events/42/invited') answer = { body: { users: [{ ...person(5, 'already'), invited_at: 1_780_000_000 }] } };
    else if (url.startsWith('/api/events/42/range')) answer = { body: { users: inRange } };
    else if (url === '/api/events/42/invite') answer = invite(JSON.parse(String(init.body)));
    else answer = { status: 404, body: { errors: [{ code: 'not_found', message: 'not found' }] } };
    const status = answer.status ?? 200;
    return { ok: status < 400, status, json: async () => answer.body };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const renderPage = () =>
  renderInSite(
    <Routes>
      <Route path="/events/:eventId/invite" element={<EventInvitePage />} />
    </Routes>,
    { url: '/events/42/invite' },
  );

beforeEach(() => bus.session$.next({ status: { permission: 'full' } as never, user: { user_id: 9, username: 'trailboss' } as UserProfile }));

describe('EventInvitePage', () => {
  it('finds everyone in range, invites them, and says so', async () => {
    const snacks: SnackbarMessage[] = [];
    const subscription = bus.snackbar.subscribe((message) => snacks.push(message));
    const fetchMock = serveApi(true, () => ({ body: { invited: 2, users: [] } }));
    renderPage();
    expect(await screen.findByRole('link', { name: 'already' })).toBeTruthy();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Distance (miles)' }), { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find members' }));
    const result = await screen.findByTestId('range-result');
    expect(within(result).getByText('2 members within 25 miles would be invited:')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/events/42/range?distance=25&rsvp=0', expect.anything());
    fireEvent.click(within(result).getByRole('button', { name: 'Invite everyone in range' }));
    await waitFor(() => expect(snacks).toEqual([{ status: 'success', message: '2 members invited.' }]));
    expect(JSON.parse(String(fetchMock.mock.calls.find(([url]) => url === '/api/events/42/invite')?.[1].body))).toEqual({ invitees: [7, 8] });
    subscription.unsubscribe();
  });

  it("shows the API's 'no invite sent' when everyone was invited already", async () => {
    serveApi(true, () => ({ status: 409, body: { errors: [{ code: 'no_invite_sent', message: 'no invite sent' }] } }));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Find members' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Invite everyone in range' }));
    expect((await screen.findByTestId('invite-error')).textContent).toBe('no invite sent');
  });

  it('asks for someone to invite when nobody was picked by name, without asking the server', async () => {
    const sent: number[][] = [];
    serveApi(true, (body) => {
      sent.push(body.invitees);
      return { body: { invited: 1, users: [] } };
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Invite' }));
    expect((await screen.findByTestId('invite-error')).textContent).toBe(PICK_SOMEONE);
    expect(sent).toEqual([]);
  });

  it('offers no invitation when nobody is in range', async () => {
    const fetchMock = serveApi(true, () => ({ body: { invited: 0, users: [] } }), []);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Find members' }));
    const result = await screen.findByTestId('range-result');
    expect(within(result).getByText('No members within 50 miles.')).toBeTruthy();
    expect(within(result).queryByRole('button', { name: 'Invite everyone in range' })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/events/42/invite')).toBe(false);
  });

  it('tells a member who does not organise the event that they cannot', async () => {
    serveApi(false, () => ({ body: {} }));
    renderPage();
    expect((await screen.findByTestId('invite-refused')).textContent).toContain('Only the organisers of this event can do that.');
  });

  it('asks a visitor to log in', async () => {
    bus.session$.next({ status: null, user: null });
    serveApi(true, () => ({ body: {} }));
    renderPage();
    expect((await screen.findByTestId('invite-refused')).textContent).toContain('Please login in to see the content of the page.');
  });
});
