// The URL shapes of spec §2, in one place so every module links the same way.
import { POSTS_PER_PAGE } from '@trailhead/shared-kernel/types';

/**
 * Slugs already made: the same usernames and titles are linked on every page, and making one (its
 * Unicode normalising and four regular expressions) cost a few percent of an alerts page. Only
 * short texts (names and titles) are kept, and the map is emptied when full, so it stays small
 * whatever is asked.
 */
const madeSlugs = new Map<string, string>();
const MAX_MADE_SLUGS = 10_000;
const MAX_KEPT_TEXT = 200;

export function slugify(text: string): string {
  if (text.length > MAX_KEPT_TEXT) return makeSlug(text);
  let slug = madeSlugs.get(text);
  if (slug === undefined) {
    if (madeSlugs.size >= MAX_MADE_SLUGS) madeSlugs.clear();
    slug = makeSlug(text);
    madeSlugs.set(text, slug);
  }
  return slug;
}

function makeSlug(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug || 'item';
}

export function memberUrl(username: string, userId: number): string {
  return `/members/${slugify(username)}.${userId}/`;
}

export function nodeUrl(slug: string, nodeId: number): string {
  return `/forums/${slug}-n.${nodeId}/`;
}

export function threadUrl(slug: string, threadId: number): string {
  return `/threads/${slug}-t.${threadId}/`;
}

/** Page 1 has no page segment; later pages are `page-{n}`. */
export function threadPageUrl(slug: string, threadId: number, page: number): string {
  return page > 1 ? `${threadUrl(slug, threadId)}page-${page}` : threadUrl(slug, threadId);
}

export function pageOfPosition(position: number): number {
  return Math.max(1, Math.ceil(position / POSTS_PER_PAGE));
}

export function postUrl(threadSlug: string, threadId: number, position: number, postId: number): string {
  return `${threadPageUrl(threadSlug, threadId, pageOfPosition(position))}#post-${postId}`;
}

export function eventUrl(eventId: number): string {
  return `/events/${eventId}`;
}

export function clubUrl(slug: string): string {
  return `/clubs/${slug}`;
}

/** A club event's page lives under its club. */
export function clubEventUrl(clubSlug: string, eventId: number): string {
  return `${clubUrl(clubSlug)}/events/${eventId}`;
}

/** Where a club page reads one of its discussions. */
export function clubDiscussionUrl(clubSlug: string, threadSlug: string, threadId: number): string {
  return `${clubUrl(clubSlug)}/discussions/${threadSlug}.${threadId}`;
}

export function conversationUrl(conversationId: number): string {
  return `/conversations/${conversationId}`;
}
