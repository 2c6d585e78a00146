import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus, type SnackbarMessage } from '@trailhead/shared-kernel/bus';
import { MESSAGES } from '@trailhead/shared-kernel/schemas';
import type { ClubDetail, ClubMember, ClubMembersResponse, UserProfile } from '@trailhead/shared-kernel/types';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import { callsTo, clubDetail, clubMember, person, serveApi, type ApiHandler } from '../../../lib/testing/club-fixtures';
import { ClubContext } from '../../club-layout';
import { ClubAdminPage, LOGIN_NEEDED, NOT_CLUB_ADMIN } from './club-admin-page';

const MEMBERS = '/api/clubs/red-rock-crawlers/members?member_states[]=valid&member_states[]=banned&page=1';
const pagination = { current_page: 1, last_page: 1, per_page: 20, total: 3 };
const owner = clubMember(person(9, 'trailboss'), { is_owner: true });
const mudpup = clubMember(person(4, 'mudpup'));
const loudmouth = clubMember(person(5, 'loudmouth'), { member_state: 'banned', ban_reason: 'Spam', banned_at: 1_775_000_000 });

function renderAdmin(club: ClubDetail, refresh = jest.fn(async () => undefined)) {
  renderInSite(
    <ClubContext.Provider value={{ club, refresh }}>
      <ClubAdminPage />
    </ClubContext.Provider>,
    { url: `/clubs/${club.slug}/admin` },
  );
  return refresh;
}

/** The members list as it stands (a member's answer from a ban or lift-ban replaces their row), then the test's handler. */
function serveMembers(members: ClubMember[], handle: ApiHandler = () => undefined) {
  let list = members;
  return serveApi(async (url, init) => {
    const answer = await handle(url, init);
    const changed = (answer?.body as { member?: ClubMember } | undefined)?.member;
    if (changed && (answer?.status ?? 200) < 400) list = list.map((row) => (row.User.user_id === changed.User.user_id ? changed : row));
    return answer ?? (url === MEMBERS ? { body: { members: list, pagination } satisfies ClubMembersResponse } : { body: {} });
  });
}

const row = (username: string) => screen.getAllByTestId('club-member').find((element) => element.getAttribute('data-username') === username) as HTMLElement;
const bodyOf = (call: unknown[] | undefined) => JSON.parse(String((call?.[1] as RequestInit).body));

let snackbars: SnackbarMessage[] = [];
let subscription: { unsubscribe: () => void };
beforeEach(() => {
  bus.session$.next({ status: { status: 'valid', permission: 'full', message: null, details: { user_id: 9, username: 'trailboss' } }, user: { user_id: 9, username: 'trailboss' } as UserProfile });
  snackbars = [];
  subscription = bus.snackbar.subscribe((message) => snackbars.push(message));
});
afterEach(async () => {
  subscription.unsubscribe();
  await act(async () => undefined);
});

describe('ClubAdminPage', () => {
  it('refuses anyone who does not run the club, without asking for the members', async () => {
    const fetchMock = serveMembers([owner, mudpup]);
    renderAdmin(clubDetail({ can_admin: false }));
    expect(screen.getByTestId('club-admin-refused').textContent).toBe(NOT_CLUB_ADMIN);
    expect(screen.queryByTestId('club-admin')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks a visitor to log in', () => {
    bus.session$.next({ status: { status: 'user_not_logged', permission: 'public', message: null, details: null }, user: null });
    serveMembers([]);
    renderAdmin(clubDetail({ can_admin: false }));
    expect(screen.getByTestId('club-admin-refused').textContent).toBe(LOGIN_NEEDED);
  });

  it('lists members with their states; the owner row has no actions', async () => {
    serveMembers([owner, mudpup, loudmouth]);
    renderAdmin(clubDetail({ can_admin: true, is_owner: true }));
    await screen.findAllByTestId('club-member');
    expect(within(row('trailboss')).queryAllByRole('button')).toHaveLength(0);
    expect(within(row('mudpup')).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Ban mudpup', 'Remove mudpup from the club']);
    expect(within(row('loudmouth')).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Lift the ban on loudmouth', 'Remove loudmouth from the club']);
    expect(within(row('loudmouth')).getByTestId('club-member-ban-reason').textContent).toBe('Ban reason: Spam');
  });

  it('bans with a reason checked by the shared schema; the row shows the ban at once and the club is read again', async () => {
    const banned = clubMember(person(4, 'mudpup'), { member_state: 'banned', ban_reason: 'Rude to members', banned_at: 1_776_000_000 });
    const fetchMock = serveMembers([owner, mudpup], (url) => (url === '/api/clubs/members/4/ban' ? { body: { member: banned } } : undefined));
    const refresh = renderAdmin(clubDetail({ can_admin: true, is_owner: true }));
    await screen.findAllByTestId('club-member');
    fireEvent.click(within(row('mudpup')).getByRole('button', { name: 'Ban mudpup' }));
    const dialog = await screen.findByTestId('club-ban-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ban member' }));
    expect(await within(dialog).findByText(MESSAGES.clubBanReason)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/clubs/members/4/ban')).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: '  Rude to members ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ban member' }));
    await waitFor(() => expect(within(row('mudpup')).getByTestId('club-member-state').textContent).toBe('Banned'));
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/clubs/members/4/ban')[0])).toEqual({ club_id: 7, reason: 'Rude to members' });
    expect(within(row('mudpup')).getByRole('button', { name: 'Lift the ban on mudpup' })).toBeTruthy();
    expect(screen.queryByTestId('club-ban-dialog')).toBeNull();
    expect(snackbars).toEqual([{ status: 'success', message: 'mudpup has been banned from the club.' }]);
    expect(refresh).toHaveBeenCalled();
  });

  it('keeps the dialog and the reason when the ban is refused, and says why in red', async () => {
    serveMembers([owner, mudpup], (url) => (url === '/api/clubs/members/4/ban' ? { status: 403, body: { errors: [{ code: 'not_club_admin', message: NOT_CLUB_ADMIN }] } } : undefined));
    renderAdmin(clubDetail({ can_admin: true, is_owner: true }));
    await screen.findAllByTestId('club-member');
    fireEvent.click(within(row('mudpup')).getByRole('button', { name: 'Ban mudpup' }));
    const dialog = await screen.findByTestId('club-ban-dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'Rude' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ban member' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(NOT_CLUB_ADMIN);
    expect((within(dialog).getByRole('textbox', { name: /Reason/ }) as HTMLTextAreaElement).value).toBe('Rude');
    expect(snackbars).toEqual([{ status: 'error', message: NOT_CLUB_ADMIN }]);
    expect(within(row('mudpup')).getByTestId('club-member-state').textContent).toBe('Member');
  });

  it('lifts a ban at once', async () => {
    const lifted = clubMember(person(5, 'loudmouth'));
    const fetchMock = serveMembers([owner, loudmouth], (url) => (url === '/api/clubs/members/5/lift-ban' ? { body: { member: lifted } } : undefined));
    renderAdmin(clubDetail({ can_admin: true, is_owner: true }));
    await screen.findAllByTestId('club-member');
    fireEvent.click(within(row('loudmouth')).getByRole('button', { name: 'Lift the ban on loudmouth' }));
    await waitFor(() => expect(within(row('loudmouth')).getByTestId('club-member-state').textContent).toBe('Member'));
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/clubs/members/5/lift-ban')[0])).toEqual({ club_id: 7 });
    expect(snackbars).toEqual([{ status: 'success', message: "loudmouth's ban has been lifted." }]);
  });

  it('removes a member after confirming, and the row goes at once', async () => {
    let list = [owner, mudpup];
    const fetchMock = serveApi((url, init) => {
      if (url === '/api/clubs/7/members?user_id=4' && init.method === 'DELETE') {
        list = [owner];
        return { body: { members: list, pagination } };
      }
      return url === MEMBERS ? { body: { members: list, pagination } } : { body: {} };
    });
    renderAdmin(clubDetail({ can_admin: true, is_owner: true }));
    await screen.findAllByTestId('club-member');
    fireEvent.click(within(row('mudpup')).getByRole('button', { name: 'Remove mudpup from the club' }));
    const dialog = await screen.findByTestId('club-remove-dialog');
    expect(callsTo(fetchMock, 'DELETE', '/api/clubs/7/members?user_id=4')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove member' }));
    await waitFor(() => expect(screen.getAllByTestId('club-member').map((element) => element.getAttribute('data-username'))).toEqual(['trailboss']));
    expect(snackbars).toEqual([{ status: 'success', message: 'mudpup has been removed from the club.' }]);
  });

  it('offers the club form filled with the club, to edit it', async () => {
    serveMembers([owner]);
    renderAdmin(clubDetail({ can_admin: true, is_owner: true }));
    const form = await screen.findByTestId('club-form', {}, { timeout: 5000 });
    expect((within(form).getByRole('textbox', { name: /Name/ }) as HTMLInputElement).value).toBe('Red Rock Crawlers');
    expect(within(form).getByRole('button', { name: 'Save changes' })).toBeTruthy();
  });
});
