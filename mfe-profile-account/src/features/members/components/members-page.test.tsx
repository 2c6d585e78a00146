import { fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from '@trailhead/shared-kernel/router';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import type { FindNameResponse, LatestUsersResponse, LeaderboardOverviewResponse, MembersByNumberResponse, UserSummary } from '@trailhead/shared-kernel/types';
import { MembersPage } from './members-page';
import { NUMBER_INVALID } from './find-member';

const member = (user_id: number, username: string, paid: boolean, extra: Partial<UserSummary> = {}): UserSummary => ({
  user_id,
  username,
  avatar_urls: { h: null },
  is_online: false,
  user_title: 'Trail rookie',
  view_url: `/members/${username}.${user_id}/`,
  is_admin: false,
  is_moderator: false,
  is_staff: false,
  city: 'Moab',
  state: 'UT',
  register_date: 1_700_000_000,
  message_count: 12,
  reaction_score: 3,
  UserMembership: paid ? { code: 'premium_membership' } : null,
  ...extra,
});

const latest: LatestUsersResponse = { users: [member(7, 'trailboss', true), member(8, 'mudlark', false)] };
const overview: LeaderboardOverviewResponse = {
  boards: [
    { board: 'most-messages', title: 'Most messages', entries: [{ rank: 1, value: 1520, User: member(3, 'gearhead', false) }] },
    { board: 'birthday', title: "Today's birthdays", entries: [] },
    { board: 'staff', title: 'Staff members', entries: [{ rank: 1, value: null, User: member(1, 'admin', false, { is_admin: true }) }] },
  ],
};

/** The API as the page meets it: one answer per path. */
function renderPage(answers: Record<string, unknown>) {
  const fetchMock = jest.fn(async (url: string) => {
    const path = url.split('?')[0];
    const body = answers[path];
    return body === undefined ? { ok: false, status: 404, json: async () => ({ errors: [{ code: 'not_found', message: 'no members' }] }) } : { ok: true, status: 200, json: async () => body };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  renderInSite(<MembersPage />, { url: '/members' });
  return fetchMock;
}

describe('MembersPage', () => {
  it('lists the newest members from GET /users/latest with their profile links', async () => {
    const fetchMock = renderPage({ '/api/users/latest': latest, '/api/users/leaderboard/overview': overview });

    expect(await screen.findByRole('link', { name: 'trailboss' })).toHaveProperty('pathname', '/members/trailboss.7/');
    expect(screen.getByRole('link', { name: 'mudlark' })).toBeTruthy();
    expect(within(screen.getByTestId('member-list')).getAllByText('Member')).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/users/latest', expect.objectContaining({ credentials: 'include' }));
  });

  it('shows the first of each leaderboard with its value, the empty text, and a "See all" link to the spec’s sub-route', async () => {
    renderPage({ '/api/users/latest': latest, '/api/users/leaderboard/overview': overview });

    const boards = await screen.findAllByTestId('board-overview');
    expect(within(boards[0]).getByRole('link', { name: 'gearhead' })).toBeTruthy();
    expect(within(boards[0]).getByText('1,520 messages')).toBeTruthy();
    expect(within(boards[0]).getByRole('link', { name: 'See all: Most messages' })).toHaveProperty('pathname', '/members/most-messages');
    expect(within(boards[1]).getByText('No birthdays today.')).toBeTruthy();
    expect(within(boards[2]).getByText('Administrator')).toBeTruthy();
    expect(within(boards[2]).getByRole('link', { name: /See all/ })).toHaveProperty('pathname', '/members/staff-memebers');
  });

  it('offers the five sub-routes as tabs, spelled as the spec spells them', async () => {
    renderPage({ '/api/users/latest': latest, '/api/users/leaderboard/overview': overview });
    const menu = screen.getByRole('navigation', { name: 'Members' });
    const paths = within(menu)
      .getAllByRole('link')
      .map((link) => (link as HTMLAnchorElement).pathname);
    expect(paths).toEqual(['/members', '/members/most-messages', '/members/heighest-reaction-score', '/members/most-points', '/members/todays-birthdays', '/members/staff-memebers']);
    expect(within(menu).getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBe('page');
    await screen.findAllByTestId('board-overview');
  });

  it('finds members by name only after more than 1 character', async () => {
    const found: FindNameResponse = { users: [member(12, 'rockcrawler', false)] };
    const fetchMock = renderPage({ '/api/users/latest': latest, '/api/users/leaderboard/overview': overview, '/api/users/find-name': found });
    const box = screen.getByRole('textbox', { name: 'By name' });

    fireEvent.change(box, { target: { value: 'r' } });
    fireEvent.change(box, { target: { value: 'ro' } });
    expect(await within(await screen.findByTestId('found-by-name')).findByRole('link', { name: 'rockcrawler' })).toBeTruthy();
    const asked = fetchMock.mock.calls.map(([url]) => url).filter((url) => url.startsWith('/api/users/find-name'));
    expect(asked).toEqual(['/api/users/find-name?username=ro']);
  });

  it('moves among the members found by name with the arrows, and Enter opens the one picked', async () => {
    const found: FindNameResponse = { users: [member(12, 'rockcrawler', false), member(13, 'rockhopper', false)] };
    const answers: Record<string, unknown> = { '/api/users/latest': latest, '/api/users/leaderboard/overview': overview, '/api/users/find-name': found };
    global.fetch = jest.fn(async (url: string) => ({ ok: true, status: 200, json: async () => answers[url.split('?')[0]] })) as unknown as typeof fetch;
    function Where() {
      return <p data-testid="where">{useLocation().pathname}</p>;
    }
    renderInSite(
      <>
        <MembersPage />
        <Where />
      </>,
      { url: '/members' },
    );
    const box = screen.getByRole('textbox', { name: 'By name' });
    fireEvent.change(box, { target: { value: 'rock' } });
    await within(await screen.findByTestId('found-by-name')).findByRole('link', { name: 'rockhopper' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe('found-member-12');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe('found-member-13');
    // Past the last, around to the first; up from the first, around to the last (as the site's other member searches).
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe('found-member-12');
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box.getAttribute('aria-activedescendant')).toBe('found-member-13');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.getByTestId('where').textContent).toBe('/members/rockhopper.13/');
  });

  it('finds members by number of messages and refuses what is not a whole number', async () => {
    const found: MembersByNumberResponse = { users: [member(21, 'wheeler', false, { message_count: 140 })], pagination: { current_page: 1, last_page: 1, per_page: 20, total: 1 } };
    const fetchMock = renderPage({ '/api/users/latest': latest, '/api/users/leaderboard/overview': overview, '/api/users/find-members-by-number': found });
    const box = screen.getByRole('textbox', { name: 'By number of messages' });

    fireEvent.change(box, { target: { value: 'lots' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(screen.getByRole('alert').textContent).toBe(NUMBER_INVALID);

    fireEvent.change(box, { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(await within(await screen.findByTestId('found-by-number')).findByRole('link', { name: 'wheeler' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/users/find-members-by-number?number=100&page=1', expect.anything());
    expect(fetchMock.mock.calls.some(([url]) => url.includes('number=lots'))).toBe(false);
  });
});
