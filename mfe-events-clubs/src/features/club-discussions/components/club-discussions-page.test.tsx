import { screen, within } from '@testing-library/react';
import { club, discussion, fakeApi, renderInClub, signIn } from '../club-discussions.fixtures';
import { CLUB_MESSAGES, POSTING_MESSAGES } from '@trailhead/shared-kernel/constants';
import { ClubDiscussionsPage } from './club-discussions-page';

const page = (threads = [discussion()], last_page = 1, current_page = 1) => ({ threads, pagination: { current_page, last_page, per_page: 20, total: threads.length } });
const renderPage = (url = '/clubs/moab-rock-crawlers/discussions', theClub = club()) => renderInClub(<ClubDiscussionsPage />, { club: theClub, url, path: 'discussions' });

beforeEach(() => signIn({ user_id: 3, username: 'member' }));

describe('ClubDiscussionsPage', () => {
  it('lists the club’s threads from GET /clubs/{slug}/discussions, each leading to its page in the club', async () => {
    const calls = fakeApi((call) => (call.url.startsWith('/api/clubs/moab-rock-crawlers/discussions') ? { body: page() } : undefined));
    renderPage();
    const row = await screen.findByTestId('club-discussion');
    expect(within(row).getByRole('link', { name: 'Spring run to Hell’s Revenge' }).getAttribute('href')).toBe('/clubs/moab-rock-crawlers/discussions/spring-run-to-hells-revenge.81');
    expect(within(row).getByRole('link', { name: 'trailboss' }).getAttribute('href')).toBe('/members/trailboss.9/');
    expect(within(row).getByText('3 replies')).toBeTruthy();
    expect(calls.map((call) => call.url)).toEqual(['/api/clubs/moab-rock-crawlers/discussions?page=1']);
    expect(screen.getByRole('link', { name: 'Start a discussion' }).getAttribute('href')).toBe('/clubs/moab-rock-crawlers/discussions/create');
  });

  it('pages through the list with ?page=', async () => {
    const calls = fakeApi(() => ({ body: page([discussion()], 3, 2) }));
    renderPage('/clubs/moab-rock-crawlers/discussions?page=2');
    await screen.findByTestId('club-discussion');
    expect(calls[0].url).toBe('/api/clubs/moab-rock-crawlers/discussions?page=2');
    expect(screen.getAllByRole('link', { name: 'Previous' })[0].getAttribute('href')).toBe('/clubs/moab-rock-crawlers/discussions');
    expect(screen.getAllByRole('link', { name: 'Next' })[0].getAttribute('href')).toBe('/clubs/moab-rock-crawlers/discussions?page=3');
  });

  it('says plainly when the club has no discussions', async () => {
    fakeApi(() => ({ body: page([]) }));
    renderPage();
    expect((await screen.findByTestId('no-discussions')).textContent).toBe('No discussions in this club yet.');
  });

  it.each([
    ['a member of the site who has not joined', club({ can_post: false, member_state: 'none', can_join: true }), { user_id: 3 }, CLUB_MESSAGES.notMember],
    ['a banned member', club({ can_post: false, member_state: 'banned' }), { user_id: 3 }, CLUB_MESSAGES.banned],
    ['an incomplete account (the club’s join refusal)', club({ can_post: false, member_state: 'none', join_refusal: 'Your account is incomplete.' }), { user_id: 3 }, 'Your account is incomplete.'],
    ['a visitor', club({ can_post: false, member_state: 'none' }), null, POSTING_MESSAGES.login],
  ])('tells %s why they cannot start one', async (_who, theClub, user, text) => {
    signIn(user);
    fakeApi(() => ({ body: page() }));
    renderPage(undefined, theClub);
    await screen.findByTestId('club-discussion');
    expect(screen.getByTestId('discussion-refusal').textContent).toBe(text);
    expect(screen.queryByRole('link', { name: 'Start a discussion' })).toBeNull();
  });
});
