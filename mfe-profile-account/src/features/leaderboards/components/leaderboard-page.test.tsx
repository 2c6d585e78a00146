import { screen, within } from '@testing-library/react';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import type { LeaderboardResponse, UserSummary } from '@trailhead/shared-kernel/types';
import { LeaderboardPage } from './leaderboard-page';

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
  message_count: 0,
  reaction_score: 0,
  UserMembership: null,
});

function renderBoard(url: string, answer: LeaderboardResponse) {
  const fetchMock = jest.fn(async () => ({ ok: true, status: 200, json: async () => answer }));
  global.fetch = fetchMock as unknown as typeof fetch;
  renderInSite(<LeaderboardPage />, { url });
  return fetchMock;
}

describe('LeaderboardPage', () => {
  it('ranks the members of the board its path names, with their value and pages as links', async () => {
    const answer: LeaderboardResponse = {
      board: 'highest-score',
      entries: [
        { rank: 21, value: 310, User: member(4, 'dirtdevil') },
        { rank: 22, value: 299, User: member(5, 'sandpiper') },
      ],
      pagination: { current_page: 2, last_page: 3, per_page: 20, total: 50 },
    };
    const fetchMock = renderBoard('/members/heighest-reaction-score?page=2', answer);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Highest reaction score');
    const rows = await screen.findAllByTestId('ranked-member');
    expect(within(rows[0]).getByLabelText('Rank 21')).toBeTruthy();
    expect(within(rows[0]).getByRole('link', { name: 'dirtdevil' })).toHaveProperty('pathname', '/members/dirtdevil.4/');
    expect(within(rows[0]).getByText('Trail guide')).toBeTruthy();
    expect(within(rows[1]).getByText('Reaction score 299')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/users/leaderboard/highest-score?page=2', expect.anything());
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/members/heighest-reaction-score?page=3');
    expect(screen.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe('/members/heighest-reaction-score?page=1');
  });

  it('says so plainly when nobody has a birthday today', async () => {
    renderBoard('/members/todays-birthdays', { board: 'birthday', entries: [], pagination: { current_page: 1, last_page: 1, per_page: 20, total: 0 } });
    expect((await screen.findByTestId('leaderboard-empty')).textContent).toBe('No birthdays today.');
  });
});
