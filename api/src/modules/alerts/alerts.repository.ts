import type { Kysely } from 'kysely';
import type { AlertFilter } from '@trailhead/shared-kernel/types';
import { preparedQuery } from '../../db/prepared-query';
import type { Database } from '../../db/tables';

type Db = Kysely<Database>;

/** The actions each filter of GET /alerts names (spec §3 alert kinds, and the site's own). */
export const ALERT_FILTER_ACTIONS: Record<AlertFilter, readonly string[]> = {
  reactions: ['reaction'],
  mentions: ['mention'],
  quotes: ['quote'],
  replies: ['insert', 'forumwatch_insert', 'your_profile', 'your_post', 'other_commenter'],
  events: ['event_invite', 'event_cancel', 'event_promoted', 'event_reminder'],
  following: ['following'],
  awards: ['award', 'af_as_level_up', 'award_refused'],
  membership: ['subscription_update', 'subscription_downgrade'],
  moderation: ['post_delete', 'thread_move', 'club_approved', 'club_rejected'],
  admin: ['from_admin', 'other'],
};

export function actionsOf(filters: readonly AlertFilter[]): string[] {
  return [...new Set(filters.flatMap((filter) => ALERT_FILTER_ACTIONS[filter]))];
}

function alertsOf(db: Db, userId: number, actions: string[] | null) {
  const base = db.selectFrom('alerts').where('alerts.user_id', '=', userId);
  return actions ? base.where('alerts.action', 'in', actions) : base;
}

function countQuery(db: Db, userId: number, actions: string[] | null) {
  return alertsOf(db, userId, actions).select((eb) => eb.fn.countAll<number>().as('total'));
}

/**
 * The alerts, newest first. The names they show are the members' summaries (keptUserSummaries), not
 * joined here: the actor's and the member's rows were a third of the page's SQLite.
 */
function newestFirst(query: ReturnType<typeof alertsOf>) {
  return query.selectAll('alerts').orderBy('alerts.event_date', 'desc').orderBy('alerts.alert_id', 'desc');
}

/** A page read in one pass: each alert's row is read as the index is walked. */
function pageQuery(db: Db, userId: number, limit: number, offset: number, actions: string[] | null) {
  return newestFirst(alertsOf(db, userId, actions)).limit(limit).offset(offset);
}

/**
 * A page far down the list: its ids are found on the index alone, then only those rows are read. In
 * one pass every skipped alert's row was read too (page 125 of 250: 114 µs against 98 in SQLite); on
 * the first pages the extra step costs more than it saves (page 1: 49 µs against 44).
 */
function laterPageQuery(db: Db, userId: number, limit: number, offset: number, actions: string[] | null) {
  const pageIds = alertsOf(db, userId, actions).select('alerts.alert_id').orderBy('alerts.event_date', 'desc').orderBy('alerts.alert_id', 'desc').limit(limit).offset(offset);
  return newestFirst(db.selectFrom('alerts').where('alerts.alert_id', 'in', pageIds));
}

/** From this many alerts skipped, laterPageQuery is the cheaper (measured: the two cross at about 400). */
const IDS_FIRST_FROM_OFFSET = 400;

type PageArgs = [userId: number, limit: number, offset: number];
const PAGE_PLACEHOLDERS: PageArgs = [-1_000_001, -1_000_003, -1_000_005];

function compiledPages(actions: string[] | null) {
  return {
    page: preparedQuery((db, ...args: PageArgs) => pageQuery(db, ...args, actions), ...PAGE_PLACEHOLDERS),
    laterPage: preparedQuery((db, ...args: PageArgs) => laterPageQuery(db, ...args, actions), ...PAGE_PLACEHOLDERS),
  };
}

// The unfiltered list is what the bell and /alerts ask for on every visit: built and compiled once,
// its total read from alert_totals (kept by triggers, migration 000029) rather than counted.
const allQueries = {
  count: preparedQuery((db, userId: number) => db.selectFrom('alert_totals').select('total').where('user_id', '=', userId), -1_000_001),
  ...compiledPages(null),
};

/** A filter's queries, compiled once per set of actions (the filters combine into at most 2¹⁰ sets; a few are used). */
const filteredQueries = new Map<string, typeof allQueries>();

function queriesOf(actions: readonly string[]) {
  const key = [...actions].sort().join(',');
  let queries = filteredQueries.get(key);
  if (!queries) {
    const list = key.split(',');
    queries = { count: preparedQuery((db, userId: number) => countQuery(db, userId, list), -1_000_001), ...compiledPages(list) };
    filteredQueries.set(key, queries);
  }
  return queries;
}

/**
 * The member's alerts of these actions (all when `actions` is null), newest first. The pages walk
 * an index on (user_id, …); a filtered total is counted on it, the unfiltered one is kept.
 */
export async function listMemberAlerts(db: Db, userId: number, limit: number, offset: number, actions: string[] | null = null) {
  const queries = actions && actions.length > 0 ? queriesOf(actions) : allQueries;
  const page = offset >= IDS_FIRST_FROM_OFFSET ? queries.laterPage : queries.page;
  const [counted, rows] = await Promise.all([queries.count(db, userId), page(db, userId, limit, offset)]);
  return { rows, total: Number(counted[0]?.total ?? 0) };
}

/** Marks every alert of the member read (and viewed when asked); returns how many changed. */
export async function markAllAlerts(db: Db, userId: number, flags: { read: boolean; viewed: boolean }): Promise<number> {
  let changed = 0;
  if (flags.read) {
    const result = await db.updateTable('alerts').set({ is_read: true }).where('user_id', '=', userId).where('is_read', '=', false).executeTakeFirst();
    changed += Number(result.numUpdatedRows);
  }
  if (flags.viewed) {
    const result = await db.updateTable('alerts').set({ is_viewed: true }).where('user_id', '=', userId).where('is_viewed', '=', false).executeTakeFirst();
    changed += Number(result.numUpdatedRows);
  }
  return changed;
}

/** Sets the flags of one of the member's own alerts; false when it is not theirs (or is gone). */
export async function markAlert(db: Db, userId: number, alertId: number, flags: { read?: boolean; viewed?: boolean }): Promise<boolean> {
  const found = await db.selectFrom('alerts').select('alert_id').where('alert_id', '=', alertId).where('user_id', '=', userId).executeTakeFirst();
  if (!found) return false;
  const set: { is_read?: boolean; is_viewed?: boolean } = {};
  if (flags.read !== undefined) set.is_read = flags.read;
  if (flags.viewed !== undefined) set.is_viewed = flags.viewed;
  if (Object.keys(set).length > 0) await db.updateTable('alerts').set(set).where('alert_id', '=', alertId).where('user_id', '=', userId).execute();
  return true;
}
