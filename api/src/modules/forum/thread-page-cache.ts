// A micro-cache of thread pages: the part of a page every reader sees alike (the 20 posts with
// their authors, reaction counts and attachments) is kept a few seconds per page, so a busy thread
// read by many costs one set of queries every few seconds; what differs per reader (their own
// reaction, rights, watching) is added on every request. Writes through this process forget the
// thread's pages at once (forgetThreadPages); other API processes see them within the TTL.
import type { Kysely } from 'kysely';
import type { AttachmentInfo, ReactionCount } from '@trailhead/shared-kernel/types';
import { microCachePerDatabase } from '../../db/micro-cache';
import type { Database } from '../../db/tables';
import type { PostListRow } from './forum-mapper';

export interface SharedPage {
  rows: PostListRow[];
  reactions: ReadonlyMap<number, ReactionCount[]>;
  attachments: ReadonlyMap<number, AttachmentInfo[]>;
}

export const THREAD_PAGE_TTL_MS = 5_000;

const cacheFor = microCachePerDatabase<number, SharedPage>(THREAD_PAGE_TTL_MS);

/** The page's shared part, from the cache or from `load` (then kept for THREAD_PAGE_TTL_MS). */
export async function sharedThreadPage(
  db: Kysely<Database>,
  threadId: number,
  range: { first: number; last: number; order: 'asc' | 'desc' },
  load: () => Promise<SharedPage>,
  now: number = Date.now(),
): Promise<SharedPage> {
  return cacheFor(db).through(threadId, `${threadId}:${range.first}:${range.last}:${range.order}`, load, now);
}

/** After a write that changes what a thread's pages show (a post, an edit, a reaction, a deletion, a move). */
export function forgetThreadPages(db: Kysely<Database>, threadId: number): void {
  cacheFor(db).forget(threadId);
}
