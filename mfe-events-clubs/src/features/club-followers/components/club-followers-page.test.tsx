import { screen, within } from '@testing-library/react';
import type { ClubDetail, ClubMembersResponse } from '@trailhead/shared-kernel/types';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import { clubDetail, clubMember, person, serveApi } from '../../../lib/testing/club-fixtures';
import { ClubContext } from '../../club-layout';
import { ClubFollowersPage, NO_MEMBERS } from './club-followers-page';

const pagination = (current_page = 1, last_page = 1) => ({ current_page, last_page, per_page: 20, total: 3 });

const renderFollowers = (club: ClubDetail, url = `/clubs/${club.slug}/followers`) =>
  renderInSite(
    <ClubContext.Provider value={{ club, refresh: async () => undefined }}>
      <ClubFollowersPage />
    </ClubContext.Provider>,
    { url },
  );

const VALID_ONLY = '/api/clubs/red-rock-crawlers/members?member_states[]=valid&page=1';
const BOTH = '/api/clubs/red-rock-crawlers/members?member_states[]=valid&member_states[]=banned&page=1';

describe('ClubFollowersPage', () => {
  it('lists the valid members with links to their profiles, the owner marked', async () => {
    const answer: ClubMembersResponse = {
      members: [clubMember(person(9, 'trailboss'), { is_owner: true }), clubMember(person(4, 'mudpup'))],
      pagination: pagination(),
    };
    const fetchMock = serveApi((url) => (url === VALID_ONLY ? { body: answer } : undefined));
    renderFollowers(clubDetail());
    const rows = await screen.findAllByTestId('club-member');
    expect(rows.map((row) => row.getAttribute('data-username'))).toEqual(['trailboss', 'mudpup']);
    expect(within(rows[0]).getByText('Owner')).toBeTruthy();
    expect(within(rows[1]).getByTestId('club-member-state').textContent).toBe('Member');
    expect(within(rows[1]).getByRole('link', { name: 'mudpup' }).getAttribute('href')).toBe('/members/mudpup.4/');
    // Everyone else asks for valid members only.
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([VALID_ONLY]);
  });

  it('shows those who run the club the banned members too, with the reason', async () => {
    const answer: ClubMembersResponse = {
      members: [clubMember(person(4, 'mudpup')), clubMember(person(5, 'loudmouth'), { member_state: 'banned', ban_reason: 'Spam in discussions', banned_at: 1_775_000_000 })],
      pagination: pagination(1, 2),
    };
    serveApi((url) => (url === BOTH ? { body: answer } : undefined));
    renderFollowers(clubDetail({ can_admin: true }));
    const rows = await screen.findAllByTestId('club-member');
    expect(within(rows[1]).getByTestId('club-member-state').textContent).toBe('Banned');
    expect(within(rows[1]).getByTestId('club-member-ban-reason').textContent).toBe('Ban reason: Spam in discussions');
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/clubs/red-rock-crawlers/followers?page=2');
  });

  it('reads the page of the address', async () => {
    const fetchMock = serveApi((url) => (url.endsWith('page=3') ? { body: { members: [clubMember(person(4, 'mudpup'))], pagination: pagination(3, 3) } } : undefined));
    renderFollowers(clubDetail(), '/clubs/red-rock-crawlers/followers?page=3');
    expect(await screen.findByRole('link', { name: 'mudpup' })).toBeTruthy();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/clubs/red-rock-crawlers/members?member_states[]=valid&page=3');
  });

  it('says so when there are no members, whether the list is empty or the API answers "no club members found"', async () => {
    serveApi((url) => (url === VALID_ONLY ? { body: { members: [], pagination: pagination(1, 0) } } : undefined));
    const first = renderFollowers(clubDetail());
    expect((await screen.findByTestId('club-members-empty')).textContent).toBe(NO_MEMBERS);
    first.unmount();
    serveApi(() => ({ status: 404, body: { errors: [{ code: 'not_found', message: 'no club members found' }] } }));
    renderFollowers(clubDetail());
    expect((await screen.findByTestId('club-members-empty')).textContent).toBe(NO_MEMBERS);
  });
});
