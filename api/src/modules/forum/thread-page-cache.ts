// A micro-cache of thread pages: the part of a page every reader sees alike (the 20 posts with
// their authors, reaction counts and attachments) is kept a few seconds per page, so a busy thread
// read by many costs one set of queries every few seconds; what differs per reader (their own
// reaction, rights, watching) is added on every request. Writes through this process forget the
// thread's pages at once (forgetThreadPages); other API processes see them within the TTL.
import type { Kysely } from 'kysely';
import type { AttachmentInfo, ReactionCount } from '@trailhead/shared-kernel/types';
import type { Database } from '../../db/tables';
import type { PostListRow } from './forum-mapper';

export interface SharedPage {
  rows: PostListRow[];
  reactions: ReadonlyMap<number, ReactionCount[]>;
  attachments: ReadonlyMap<number, AttachmentInfo[]>;
}

export const THREAD_PAGE_TTL_MS = 5_000;
const MAX_PAGES = 1_000;

class ThreadPageCache {
  private readonly pages = new Map<string, { page: SharedPage; expires: number }>();
  private readonly keysByThread = new Map<number, Set<string>>();

  get(key: string, now: number): SharedPage | undefined {
    const entry = this.pages.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now) {
      this.pages.delete(key);
      return undefined;
    }
    return entry.page;
  }

  set(threadId: number, key: string, page: SharedPage, now: number): void {
    if (this.pages.size >= MAX_PAGES) {
      // Oldest first (insertion order): the cache never grows past MAX_PAGES.
      const oldest = this.pages.keys().next().value as string;
      this.pages.delete(oldest);
    }
    this.pages.set(key, { page, expires: now + THREAD_PAGE_TTL_MS });
    let keys = this.keysByThread.get(threadId);
    if (!keys) this.keysByThread.set(threadId, (keys = new Set()));
    keys.add(key);
  }

  forget(threadId: number): void {
    for (const key of this.keysByThread.get(threadId) ?? []) this.pages.delete(key);
    this.keysByThread.delete(threadId);
  }
}

// One cache per database (tests build many apps side by side).
const caches = new WeakMap<Kysely<Database>, ThreadPageCache>();

function cacheFor(db: Kysely<Database>): ThreadPageCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new ThreadPageCache()));
  return cache;
}

/** The page's shared part, from the cache or from `load` (then kept for THREAD_PAGE_TTL_MS). */
export async function sharedThreadPage(
  db: Kysely<Database>,
  threadId: number,
  range: { first: number; last: number; order: 'asc' | 'desc' },
  load: () => Promise<SharedPage>,
  now: number = Date.now(),
): Promise<SharedPage> {
  const cache = cacheFor(db);
  const key = `${threadId}:${range.first}:${range.last}:${range.order}`;
  const cached = cache.get(key, now);
  if (cached) return cached;
  const page = await load();
  cache.set(threadId, key, page, now);
  return page;
}

/** After a write that changes what a thread's pages show (a post, an edit, a reaction, a deletion, a move). */
export function forgetThreadPages(db: Kysely<Database>, threadId: number): void {
  cacheFor(db).forget(threadId);
}
