// Page views of clubs (the most-viewed list) are counted in memory and written together at most
// once every few seconds, by the view that finds the last write old enough: a busy club page costs
// no write per request (a thread page writes one per view). Views not yet written are added to
// what a page shows, and written when the app closes. A process that dies loses a few seconds of
// views, which a view count can afford.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { addViews } from './clubs.repository';

export const VIEW_FLUSH_MS = 5_000;

export class ClubViewCounter {
  private pending = new Map<number, number>();
  private lastFlush: number;
  private flushing: Promise<void> | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly onError: (error: unknown) => void,
    now: number = Date.now(),
  ) {
    this.lastFlush = now;
  }

  /** Views of the club counted but not yet written. */
  unwritten(clubId: number): number {
    return this.pending.get(clubId) ?? 0;
  }

  /** Counts one view; writes what is pending when the last write is VIEW_FLUSH_MS old. */
  count(clubId: number, now: number = Date.now()): void {
    this.pending.set(clubId, (this.pending.get(clubId) ?? 0) + 1);
    if (now - this.lastFlush >= VIEW_FLUSH_MS && this.flushing === null) {
      this.lastFlush = now;
      void this.flush();
    }
  }

  /** Writes every pending view (in one transaction); a failed write puts them back. */
  flush(): Promise<void> {
    if (this.flushing) return this.flushing.then(() => this.flush());
    if (this.pending.size === 0) return Promise.resolve();
    const views = this.pending;
    this.pending = new Map();
    this.flushing = addViews(this.db, views)
      .catch((error: unknown) => {
        for (const [clubId, n] of views) this.pending.set(clubId, (this.pending.get(clubId) ?? 0) + n);
        this.onError(error);
      })
      .finally(() => {
        this.flushing = null;
      });
    return this.flushing;
  }
}
