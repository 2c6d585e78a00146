/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { bus } from '@trailhead/shared-kernel/bus';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import type { Post, Thread, ThreadPostsResponse, UserProfile, UserSummary } from '@trailhead/shared-kernel/types';
import { ThreadViewWidget } from './thread-view';

const author = { user_id: 9, username: 'trailboss', avatar_urls: { h: null }, view_url: '/members/trailboss.9/' } as UserSummary;
const thread = (change: Partial<Thread> = {}) =>
  ({ thread_id: 81, node_id: 40, title: 'Spring run', view_url: '/spring-run-t.81/', username: 'trailboss', User: author, post_date: 1_780_000_000, reply_count: 25, discussion_open: true, discussion_state: 'visible', sticky: false, prefix: null, is_watched: false, can_reply: true, reply_error: null, can_edit: false, can_delete: false, can_moderate: false, ...change }) as Thread;
const post = { post_id: 500, thread_id: 81, user_id: 9, username: 'trailboss', User: author, post_date: 1_780_000_000, position: 21, message_html: '<p>Air down at the lot.</p>', reactions: [], visitor_reaction_id: null, attachments: [], message_state: 'visible', can_react: true, can_edit: false, can_delete: false, can_report: false, can_moderate: false } as unknown as Post;

function serve(answer: ThreadPostsResponse) {
  const urls: string[] = [];
  global.fetch = jest.fn(async (url: string) => {
    urls.push(url);
    const found = url.startsWith('/api/threads/81/posts');
    return { ok: found, status: found ? 200 : 404, json: async () => (found ? answer : { errors: [{ code: 'not_found', message: 'no' }] }) } as Response;
  }) as unknown as typeof fetch;
  return urls;
}

class QuietSource {
  addEventListener() {}
  removeEventListener() {}
  close() {}
}

beforeAll(() => {
  (globalThis as { EventSource?: unknown }).EventSource = QuietSource;
});
beforeEach(() => bus.session$.next({ status: { status: 'valid', permission: 'full', message: null, details: null }, user: { user_id: 3, username: 'member' } as UserProfile }));

const props = { threadId: 81, page: 2, pageHref: (n: number) => (n <= 1 ? '/clubs/moab/discussions/spring-run.81' : `/clubs/moab/discussions/spring-run.81/page-${n}`), afterDeleteHref: '/clubs/moab/discussions' };

describe('the forum’s thread view as a widget', () => {
  it('pages through the host’s addresses and leaves out the forum’s trail', async () => {
    const urls = serve({ thread: thread(), posts: [post], pagination: { current_page: 2, last_page: 2, per_page: 20, total: 26 } });
    renderInSite(<ThreadViewWidget {...props} replyRefusal={null} />);
    expect((await screen.findByTestId('thread-title', {}, { timeout: 5000 })).textContent).toBe('Spring run');
    expect(urls[0]).toBe('/api/threads/81/posts?page=2');
    const pager = screen.getAllByTestId('pager')[0];
    expect(within(pager).getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe('/clubs/moab/discussions/spring-run.81');
    expect(screen.queryByTestId('thread-forum-trail')).toBeNull();
  });

  it('shows the host’s reason instead of the reply box while the API would let the viewer reply', async () => {
    serve({ thread: thread(), posts: [post], pagination: { current_page: 2, last_page: 2, per_page: 20, total: 26 } });
    renderInSite(<ThreadViewWidget {...props} replyRefusal="Only members of this club can take part in it. Join the club first." />);
    expect((await screen.findByTestId('reply-refusal')).textContent).toBe('Only members of this club can take part in it. Join the club first.');
  });

  it('shows the API’s own refusal first', async () => {
    serve({ thread: thread({ can_reply: false, reply_error: 'You have been banned from this club.' }), posts: [post], pagination: { current_page: 2, last_page: 2, per_page: 20, total: 26 } });
    renderInSite(<ThreadViewWidget {...props} replyRefusal="Only members of this club can take part in it. Join the club first." />);
    expect((await screen.findByTestId('reply-refusal')).textContent).toBe('You have been banned from this club.');
  });
});
