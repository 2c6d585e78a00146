import { act, fireEvent, screen, within } from '@testing-library/react';
import { bus } from '@trailhead/shared-kernel/bus';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import type { MemberListResponse, UserProfile, UserSummary } from '@trailhead/shared-kernel/types';
import { FollowingPage } from './following-page';
import { IgnoringPage } from './ignoring-page';
import { LOGIN_NEEDED } from './signed-in-only';

const member = (user_id: number, username: string): UserSummary => ({
  user_id,
  username,
  avatar_urls: { h: null },
  is_online: false,
  user_title: 'Trail guide',
  view_url: `/members/${username}.${user_id}/`,
  is_admin: false,
  is_moderator: false,
  is_staff: false,
  city: null,
  state: null,
  register_date: 1_700_000_000,
  message_count: 3,
  reaction_score: 0,
  UserMembership: null,
});

const list = (...users: UserSummary[]): MemberListResponse => ({ users, pagination: { current_page: 1, last_page: 1, per_page: 20, total: users.length } });

const signIn = (extra: Partial<UserProfile> = {}) =>
  bus.session$.next({ status: { status: 'valid', permission: 'full', message: null, details: null }, user: { user_id: 3, username: 'member', ...extra } as UserProfile });

/** The API: GET lists by path, POST toggles answered by `toggle`. */
function mockApi(answers: Record<string, unknown>, toggle: (url: string) => { status: number; body: unknown }) {
  const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      const { status, body } = toggle(url);
      return { ok: status < 400, status, json: async () => body };
    }
    return { ok: true, status: 200, json: async () => answers[url.split('?')[0]] };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

beforeEach(() => bus.session$.next({ status: null, user: null }));

describe('FollowingPage and IgnoringPage', () => {
  it('asks a visitor to log in, with the spec’s words, and asks the API nothing', () => {
    const fetchMock = mockApi({}, () => ({ status: 500, body: {} }));
    bus.session$.next({ status: { status: 'user_not_logged', permission: 'public', message: null, details: null }, user: null });
    renderInSite(<FollowingPage />, { url: '/following' });
    expect(screen.getByTestId('login-required').textContent).toBe(LOGIN_NEEDED);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lists the members the viewer follows; Unfollow shows at once and can be undone', async () => {
    signIn();
    let followed = true;
    const fetchMock = mockApi({ '/api/users/3/following': list(member(9, 'dunerunner'), member(10, 'rockhopper')) }, () => {
      followed = !followed;
      return { status: 200, body: { user_id: 9, is_followed: followed } };
    });
    renderInSite(<FollowingPage />, { url: '/following' });

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Following');
    const row = (await screen.findAllByTestId('member-card'))[0];
    expect(within(row).getByRole('link', { name: 'dunerunner' })).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: 'Unfollow dunerunner' }));
    expect(within(row).getByRole('button', { name: 'Follow again dunerunner' })).toBeTruthy();
    expect(await within(row).findByText('No longer followed')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/users/9/follow', expect.objectContaining({ method: 'POST' }));

    fireEvent.click(within(row).getByRole('button', { name: 'Follow again dunerunner' }));
    expect(await within(row).findByRole('button', { name: 'Unfollow dunerunner' })).toBeTruthy();
  });

  it('puts the row back and says why when the API refuses', async () => {
    signIn();
    mockApi({ '/api/users/3/following': list(member(9, 'dunerunner')) }, () => ({ status: 403, body: { errors: [{ code: 'forbidden', message: 'You have insufficient privileges.' }] } }));
    const messages: string[] = [];
    const subscription = bus.snackbar.subscribe((message) => messages.push(message.message));
    renderInSite(<FollowingPage />, { url: '/following' });

    const row = await screen.findByTestId('member-card');
    fireEvent.click(within(row).getByRole('button', { name: 'Unfollow dunerunner' }));
    expect(await within(row).findByRole('button', { name: 'Unfollow dunerunner' })).toBeTruthy();
    expect(messages).toEqual(['You have insufficient privileges.']);
    subscription.unsubscribe();
  });

  it('unignores a member and drops them from the session’s ignored members', async () => {
    signIn({ ignored_user_ids: [11, 12] });
    const fetchMock = mockApi({ '/api/users/3/ignoring': list(member(11, 'loudmouth')) }, () => ({ status: 200, body: { user_id: 11, is_ignored: false } }));
    renderInSite(<IgnoringPage />, { url: '/ignoring' });

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ignoring');
    const row = await screen.findByTestId('member-card');
    await act(async () => fireEvent.click(within(row).getByRole('button', { name: 'Unignore loudmouth' })));
    expect(await within(row).findByText('No longer ignored')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/users/11/ignore', expect.objectContaining({ method: 'POST' }));
    expect(bus.session$.getValue().user?.ignored_user_ids).toEqual([12]);
  });

  it('says plainly when the viewer follows nobody and points to the members', async () => {
    signIn();
    mockApi({ '/api/users/3/following': list() }, () => ({ status: 500, body: {} }));
    renderInSite(<FollowingPage />, { url: '/following' });
    const empty = await screen.findByTestId('member-list-empty');
    expect(empty.textContent).toContain('You are not following anyone yet.');
    expect(within(empty).getByRole('link', { name: 'Find members to follow' })).toHaveProperty('pathname', '/members');
  });
});
