import { screen, within } from '@testing-library/react';
import { bus } from '@trailhead/shared-kernel/bus';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import type { NewsFeedItem, NewsFeedResponse, UserProfile, UserSummary } from '@trailhead/shared-kernel/types';
import { FEED_EMPTY_NOBODY, FEED_EMPTY_QUIET, NewsFeedPage } from './news-feed-page';

const author = { user_id: 9, username: 'dunerunner', view_url: '/members/dunerunner.9/', avatar_urls: { h: null }, is_admin: false, is_moderator: false } as UserSummary;
const item = (post_id: number, content_type: 'thread' | 'post', title: string): NewsFeedItem =>
  ({
    content_type,
    post_id,
    thread: { thread_id: post_id, title } as NewsFeedItem['thread'],
    node_title: 'Trails and recovery',
    User: author,
    post_date: 1_700_000_000,
    snippet: 'Aired down to 15 psi before the ledges.',
    view_url: `/forums/threads/x-t.${post_id}/#post-${post_id}`,
  });

function renderFeed(answer: NewsFeedResponse) {
  bus.session$.next({ status: { status: 'valid', permission: 'full', message: null, details: null }, user: { user_id: 3, username: 'member' } as UserProfile });
  const fetchMock = jest.fn(async () => ({ ok: true, status: 200, json: async () => answer }));
  global.fetch = fetchMock as unknown as typeof fetch;
  renderInSite(<NewsFeedPage />, { url: '/newsFeed' });
  return fetchMock;
}

afterEach(() => bus.vehicleType$.next(0));

describe('NewsFeedPage', () => {
  it('shows who started or replied to which thread, linked, for the vehicle type picked in the shell', async () => {
    bus.vehicleType$.next(2);
    const fetchMock = renderFeed({ items: [item(41, 'thread', 'Moab in March'), item(42, 'post', 'Winch line care')], pagination: { current_page: 1, last_page: 1, per_page: 20, total: 2 }, following_count: 1 });

    const rows = await screen.findAllByTestId('news-feed-item');
    expect(rows[0].textContent).toContain('dunerunner started the thread Moab in March');
    expect(rows[1].textContent).toContain('dunerunner replied to the thread Winch line care');
    expect(within(rows[1]).getByRole('link', { name: 'Winch line care' }).getAttribute('href')).toBe('/forums/threads/x-t.42/#post-42');
    expect(within(rows[0]).getByRole('link', { name: 'dunerunner' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/users/news-feed?page=1&vehicle_type_id=2', expect.anything());
  });

  it('tells a member who follows nobody how to fill the feed', async () => {
    renderFeed({ items: [], pagination: { current_page: 1, last_page: 1, per_page: 20, total: 0 }, following_count: 0 });
    const empty = await screen.findByTestId('news-feed-empty');
    expect(empty.textContent).toContain(FEED_EMPTY_NOBODY);
    expect(within(empty).getByRole('link', { name: 'Find members to follow' })).toHaveProperty('pathname', '/members');
  });

  it('says the followed members have been quiet when they have', async () => {
    renderFeed({ items: [], pagination: { current_page: 1, last_page: 1, per_page: 20, total: 0 }, following_count: 4 });
    expect((await screen.findByTestId('news-feed-empty')).textContent).toContain(FEED_EMPTY_QUIET);
  });
});
