import type { Post } from '@trailhead/shared-kernel/types';
import { liveAction, mergePosts } from './live-posts';

const shown = [
  { post_id: 100, position: 21 },
  { post_id: 101, position: 22 },
];
const event = (post_id: number, position: number) => ({ thread_id: 1, post_id, position, user_id: 3 });

describe('a new post from the live stream', () => {
  it('is appended when it belongs on the page being read', () => {
    expect(liveAction(event(150, 23), shown, 2)).toBe('append');
    expect(liveAction(event(150, 40), shown, 2)).toBe('append');
  });

  it('gives the New replies notice when it lands on a later page', () => {
    expect(liveAction(event(150, 41), shown, 2)).toBe('notify');
  });

  it('is ignored when it is already shown (catch-up after a reconnect) or belongs to an earlier page', () => {
    expect(liveAction(event(101, 22), shown, 2)).toBe('ignore');
    expect(liveAction(event(90, 5), shown, 2)).toBe('ignore');
  });
});

it('merges posts by id in thread order without duplicates', () => {
  const post = (post_id: number, position: number, message_html = '') => ({ post_id, position, message_html }) as Post;
  expect(mergePosts([post(1, 1), post(2, 2)], [post(3, 3), post(2, 2, 'edited')]).map((p) => [p.post_id, p.message_html])).toEqual([
    [1, ''],
    [2, 'edited'],
    [3, ''],
  ]);
});
