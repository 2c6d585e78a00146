import type { LivePostEvent, Post } from '@trailhead/shared-kernel/types';
import { POSTS_PER_PAGE } from '@trailhead/shared-kernel/types';

/** What the page does with a new post announced by the live stream. */
export type LivePostAction = 'ignore' | 'append' | 'notify';

/**
 * A post already shown is ignored (no duplicates after a reconnect's catch-up); one that belongs on
 * the page being read (the last one) is appended; one beyond it gives the 'New replies' notice.
 */
export function liveAction(event: LivePostEvent, shown: readonly Pick<Post, 'post_id' | 'position'>[], page: number): LivePostAction {
  if (shown.some((post) => post.post_id === event.post_id)) return 'ignore';
  const lastPosition = page * POSTS_PER_PAGE;
  const firstPosition = lastPosition - POSTS_PER_PAGE + 1;
  if (event.position < firstPosition) return 'ignore';
  return event.position <= lastPosition ? 'append' : 'notify';
}

/** Adds or replaces posts by id, keeping thread order. */
export function mergePosts(posts: readonly Post[], incoming: readonly Post[]): Post[] {
  const byId = new Map(posts.map((post) => [post.post_id, post]));
  for (const post of incoming) byId.set(post.post_id, post);
  return [...byId.values()].sort((a, b) => a.position - b.position || a.post_id - b.post_id);
}
