import { screen } from '@testing-library/react';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import type { LatestUsersResponse, UserSummary } from '@trailhead/shared-kernel/types';
import { MembersPage } from './members-page';

const member = (user_id: number, username: string, paid: boolean): UserSummary => ({
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
});

function renderPage(response: () => Promise<Partial<Response>>) {
  global.fetch = jest.fn(response) as unknown as typeof fetch;
  return renderInSite(<MembersPage />);
}

describe('MembersPage', () => {
  it('lists the newest members from GET /users/latest with their profile links', async () => {
    const body: LatestUsersResponse = { users: [member(7, 'trailboss', true), member(8, 'mudlark', false)] };
    renderPage(async () => ({ ok: true, status: 200, json: async () => body }));

    expect(await screen.findByRole('link', { name: 'trailboss' })).toHaveProperty('pathname', '/members/trailboss.7/');
    expect(screen.getByRole('link', { name: 'mudlark' })).toBeTruthy();
    expect(screen.getAllByText('Member')).toHaveLength(1);
    expect(global.fetch).toHaveBeenCalledWith('/api/users/latest', expect.objectContaining({ credentials: 'include' }));
  });
});
