import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus, type SnackbarMessage } from '@trailhead/shared-kernel/bus';
import { Route, Routes, useLocation } from '@trailhead/shared-kernel/router';
import type { AccountStatus, ClubDetail, UserProfile } from '@trailhead/shared-kernel/types';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import { callsTo, clubDetail, serveApi } from '../../../lib/testing/club-fixtures';
import { useClubContext } from '../club-context';
import { ClubLayout } from './club-layout';

function Where() {
  return <span data-testid="where">{useLocation().pathname}</span>;
}

function TabProbe({ name }: { name: string }) {
  const { club } = useClubContext();
  return (
    <p data-testid="tab">
      {name}: {club.name}
    </p>
  );
}

function renderClub(url = '/clubs/red-rock-crawlers') {
  return renderInSite(
    <>
      <Routes>
        <Route path="/clubs/:slug" element={<ClubLayout />}>
          <Route index element={<TabProbe name="about" />} />
          <Route path="about" element={<TabProbe name="about" />} />
          <Route path="followers" element={<TabProbe name="followers" />} />
        </Route>
      </Routes>
      <Where />
    </>,
    { url },
  );
}

const CLUB_URL = '/api/clubs/red-rock-crawlers';

/** Serves the club, and the join / leave answers given. */
function serveClub(club: ClubDetail, writes: Record<string, { status?: number; body: unknown }> = {}) {
  return serveApi((url, init) => {
    if (url === CLUB_URL && (init.method ?? 'GET') === 'GET') return { body: { club } };
    if (init.method === 'POST' && url in writes) return writes[url];
    return undefined;
  });
}

const signIn = (status: AccountStatus['status'] = 'valid') =>
  bus.session$.next({
    status: { status, permission: status === 'valid' ? 'full' : 'partial', message: null, details: { user_id: 3, username: 'member' } },
    user: { user_id: 3, username: 'member' } as UserProfile,
  });

// jsdom has no ResizeObserver; the settings menu's positioning asks for one.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

let snackbars: SnackbarMessage[] = [];
let subscription: { unsubscribe: () => void };
beforeEach(() => {
  bus.session$.next({ status: null, user: null });
  snackbars = [];
  subscription = bus.snackbar.subscribe((message) => snackbars.push(message));
});
afterEach(() => subscription.unsubscribe());

describe('ClubLayout', () => {
  it('draws the club header, the club menu and the tab, which reads the club from the context', async () => {
    serveClub(clubDetail());
    renderClub();
    expect(await screen.findByRole('heading', { level: 1, name: 'Red Rock Crawlers' })).toBeTruthy();
    expect(screen.getByTestId('club-facts').textContent).toBe('12 members · Physical club · Moab, UT');
    // No picture: the initials.
    expect(screen.getByTestId('club-avatar').textContent).toBe('RR');
    const menu = screen.getByRole('navigation', { name: 'Club' });
    expect(within(menu).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['About', '/clubs/red-rock-crawlers/about'],
      ['Events', '/clubs/red-rock-crawlers/events'],
      ['Followers', '/clubs/red-rock-crawlers/followers'],
      ['Discussions', '/clubs/red-rock-crawlers/discussions'],
    ]);
    // The club's own page is its About tab.
    expect(within(menu).getByRole('link', { name: 'About' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('tab').textContent).toBe('about: Red Rock Crawlers');
    expect(document.title).toBe('Red Rock Crawlers · Clubs');
    // Before the account status is known: nothing. A visitor gets no join button (spec §6: logged-in users only), but a way to log in.
    expect(screen.queryByTestId('club-join-button')).toBeNull();
    expect(screen.queryByTestId('club-join-login')).toBeNull();
    act(() => bus.session$.next({ status: { status: 'user_not_logged', permission: 'public', message: null, details: null }, user: null }));
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/clubs/red-rock-crawlers?login=true');
    expect(screen.queryByTestId('club-join-button')).toBeNull();
  });

  it('adds the Admin tab for those who run the club, and shows an online club as such', async () => {
    serveClub(clubDetail({ can_admin: true, cover_url: '/uploads/cover.jpg', avatar_url: '/uploads/avatar.png', custom_fields: { ...clubDetail().custom_fields, location_type: 'online' } }));
    renderClub('/clubs/red-rock-crawlers/followers');
    const menu = await screen.findByRole('navigation', { name: 'Club' });
    expect(within(menu).getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/clubs/red-rock-crawlers/admin');
    expect(within(menu).getByRole('link', { name: 'Followers' }).getAttribute('aria-current')).toBe('page');
    expect(within(menu).getByRole('link', { name: 'About' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByTestId('club-facts').textContent).toBe('12 members · Online club');
    expect(screen.getByTestId('club-cover').getAttribute('src')).toBe('/uploads/cover.jpg');
  });

  it('joins after the modal explains what joining means: snackbar, back on the club page, count and button change at once', async () => {
    signIn();
    const joined = clubDetail({ is_joined: true, can_join: false, member_state: 'valid', member_count: 13, can_post: true });
    const fetchMock = serveClub(clubDetail(), { [`${CLUB_URL}/join`]: { body: { club: joined } } });
    renderClub('/clubs/red-rock-crawlers/followers');
    fireEvent.click(await screen.findByTestId('club-join-button'));
    const dialog = await screen.findByTestId('club-join-dialog');
    expect(within(dialog).getByRole('heading', { name: 'Join Red Rock Crawlers?' })).toBeTruthy();
    expect(dialog.textContent).toContain('start and reply to its discussions');
    expect(callsTo(fetchMock, 'POST', `${CLUB_URL}/join`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Join club' }));
    await waitFor(() => expect(screen.getByTestId('club-member-count').textContent).toBe('13 members'));
    expect(callsTo(fetchMock, 'POST', `${CLUB_URL}/join`)).toHaveLength(1);
    expect(screen.getByTestId('club-member-button').textContent).toBe('Member');
    expect(screen.queryByTestId('club-join-dialog')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/clubs/red-rock-crawlers'));
    await waitFor(() => expect(snackbars).toEqual([{ status: 'success', message: 'You have joined Red Rock Crawlers.' }]));
  });

  it('shows a failed join as a red snackbar with the API message, and changes nothing', async () => {
    signIn();
    serveClub(clubDetail(), { [`${CLUB_URL}/join`]: { status: 409, body: { errors: [{ code: 'club_not_approved', message: 'This club is waiting for review: members can join and take part once a moderator has approved it.' }] } } });
    renderClub();
    fireEvent.click(await screen.findByTestId('club-join-button'));
    fireEvent.click(within(await screen.findByTestId('club-join-dialog')).getByRole('button', { name: 'Join club' }));
    await waitFor(() => expect(snackbars).toEqual([{ status: 'error', message: 'This club is waiting for review: members can join and take part once a moderator has approved it.' }]));
    expect(screen.getByTestId('club-member-count').textContent).toBe('12 members');
    expect(screen.getByTestId('club-join-button')).toBeTruthy();
  });

  it('explains an incomplete account in the join modal instead of joining', async () => {
    signIn('account_incomplete');
    const refusal = 'Your account is incomplete: please complete your account details and confirm your e-mail address before you join a club or take part in one.';
    const fetchMock = serveClub(clubDetail({ can_join: false, join_refusal: refusal, profile_incomplete: true }));
    renderClub();
    expect((await screen.findByTestId('club-limited-access')).textContent).toContain('Your account is incomplete');
    const button = screen.getByTestId('club-join-button') as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    const dialog = await screen.findByTestId('club-join-dialog');
    expect(within(dialog).getByTestId('club-join-incomplete').textContent).toBe(refusal);
    expect(within(dialog).getByRole('link', { name: 'Complete your account' }).getAttribute('href')).toBe('/accountDetails');
    expect(within(dialog).queryByRole('button', { name: 'Join club' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('club-join-dialog')).toBeNull());
    expect(callsTo(fetchMock, 'POST', `${CLUB_URL}/join`)).toHaveLength(0);
  });

  it('disables the join button, with the reason, when joining is not allowed', async () => {
    signIn();
    serveClub(clubDetail({ can_join: false, club_state: 'pending', join_refusal: 'This club is waiting for review: members can join and take part once a moderator has approved it.' }));
    renderClub();
    expect(((await screen.findByTestId('club-join-button')) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('club-join-refusal').textContent).toMatch(/waiting for review/);
    expect(screen.getByTestId('club-review-state').textContent).toContain('Waiting for review');
  });

  it('shows the banned label and the limited access to a banned member, with no join and no leave', async () => {
    signIn();
    serveClub(clubDetail({ is_joined: false, can_join: false, member_state: 'banned', join_refusal: 'You have been banned from this club.' }));
    renderClub();
    expect((await screen.findByTestId('club-banned-label')).textContent).toBe('Banned');
    expect((screen.getByTestId('club-banned-button') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('club-limited-access').textContent).toMatch(/cannot take part in its discussions or events/);
    expect(screen.queryByTestId('club-join-button')).toBeNull();
    expect(screen.queryByTestId('club-settings')).toBeNull();
  });

  it('leaves through the settings menu after confirming: the count and the button change at once', async () => {
    signIn();
    const member = clubDetail({ is_joined: true, can_join: false, member_state: 'valid', can_post: true });
    const left = clubDetail({ member_count: 11 });
    const fetchMock = serveClub(member, { [`${CLUB_URL}/leave`]: { body: { club: left } } });
    renderClub();
    expect((await screen.findByTestId('club-member-button')).textContent).toBe('Member');
    fireEvent.click(screen.getByTestId('club-settings'));
    const leave = await screen.findByRole('menuitem', { name: 'Leave club…' });
    const menu = leave.closest('[role=menu]') as HTMLElement;
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    await waitFor(() => expect(leave.hasAttribute('data-highlighted')).toBe(true));
    fireEvent.keyDown(menu, { key: 'Enter' });
    const dialog = await screen.findByTestId('club-leave-dialog');
    expect(callsTo(fetchMock, 'POST', `${CLUB_URL}/leave`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave club' }));
    await waitFor(() => expect(screen.getByTestId('club-member-count').textContent).toBe('11 members'));
    expect(screen.getByTestId('club-join-button')).toBeTruthy();
    expect(snackbars).toEqual([{ status: 'success', message: 'You have left Red Rock Crawlers.' }]);
  });

  it('gives the owner no Leave (the owner cannot leave)', async () => {
    signIn();
    serveClub(clubDetail({ is_joined: true, is_owner: true, can_join: false, member_state: 'valid', can_admin: true }));
    renderClub();
    expect(await screen.findByTestId('club-member-button')).toBeTruthy();
    expect(screen.queryByTestId('club-settings')).toBeNull();
  });

  it('tells the owner why the club was rejected', async () => {
    signIn();
    serveClub(clubDetail({ club_state: 'rejected', reject_reason: 'Please add a real address', is_owner: true, member_state: 'valid', is_joined: true, can_join: false }));
    renderClub();
    expect((await screen.findByTestId('club-review-state')).textContent).toContain('Rejected: Please add a real address');
  });

  it('shows the 404 page when the club cannot be read, whether unknown or failing', async () => {
    serveApi(() => undefined);
    const first = renderClub('/clubs/no-such-club');
    expect(await screen.findByTestId('not-found')).toBeTruthy();
    first.unmount();
    serveApi(() => ({ status: 500, body: { errors: [{ code: 'server', message: 'boom' }] } }));
    renderClub();
    expect(await screen.findByTestId('not-found')).toBeTruthy();
    expect(screen.queryByTestId('club-layout')).toBeNull();
  });
});

// Keeps act() warnings of the last async state updates inside the test that caused them.
afterEach(async () => {
  await act(async () => undefined);
});
