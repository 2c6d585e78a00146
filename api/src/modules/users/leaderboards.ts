// The member leaderboards (GET /users/leaderboard/{board}, /users/leaderboard/overview): valid
// accounts ranked by messages, reaction score and trophy points (each the top of an index), today's
// birthdays in the viewer's time zone (birth_month_day) and the staff. Boards are alike for every
// viewer (birthdays for every time zone), so each page is kept a few seconds in a micro cache.
import { sql, type Kysely } from 'kysely';
import type { LeaderboardEntry, LeaderboardName, LeaderboardResponse } from '@trailhead/shared-kernel/types';
import { microCachePerDatabase } from '../../db/micro-cache';
import type { Database } from '../../db/tables';
import { pageOffset, pagination, PER_PAGE } from '../../http/pagination';
import { SUMMARY_COLUMNS, toUserSummary, type SummaryFields } from './user-mapper';

export const LEADERBOARDS: readonly { board: LeaderboardName; title: string }[] = [
  { board: 'most-messages', title: 'Most messages' },
  { board: 'highest-score', title: 'Highest reaction score' },
  { board: 'most-points', title: 'Most points' },
  { board: 'birthday', title: "Today's birthdays" },
  { board: 'staff', title: 'Staff members' },
];

export const LEADERBOARD_NAMES = LEADERBOARDS.map((entry) => entry.board);

const RANKED_COLUMN = { 'most-messages': 'message_count', 'highest-score': 'reaction_score', 'most-points': 'trophy_points' } as const;

/** The ranked boards show the top 100 (five pages): counting every valid member would scan the table. */
export const RANKED_LIMIT = 100;

/** Spelled exactly as the partial index users_staff (migration 000017), so the planner uses it. */
const STAFF = sql<boolean>`(is_admin or is_moderator or is_staff)`;

/** Long enough to spare a busy members page most queries, short enough that a new post shows soon. */
const BOARD_TTL_MS = 10_000;
const boardCache = microCachePerDatabase<'boards', { rows: (SummaryFields & { value: number | null })[]; total: number }>(BOARD_TTL_MS);

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** MM-DD and the year of today in `timeZone`. */
export function todayIn(timeZone: string, nowMs: number): { monthDay: string; year: number; leapYear: boolean } {
  let format = dateFormats.get(timeZone);
  // Making a formatter costs far more than using one: one per time zone (members' zones are a short list).
  if (!format) dateFormats.set(timeZone, (format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })));
  const parts = format.formatToParts(new Date(nowMs));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const year = Number(part('year'));
  return { monthDay: `${part('month')}-${part('day')}`, year, leapYear: (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 };
}

/** The birth_month_day values celebrated today: members born on 29 February celebrate on the 28th in other years. */
export function birthdayKeys(today: { monthDay: string; leapYear: boolean }): string[] {
  return today.monthDay === '02-28' && !today.leapYear ? ['02-28', '02-29'] : [today.monthDay];
}

async function loadBoard(
  db: Kysely<Database>,
  board: LeaderboardName,
  limit: number,
  offset: number,
  today: { monthDay: string; year: number; leapYear: boolean },
): Promise<{ rows: (SummaryFields & { value: number | null })[]; total: number }> {
  const valid = db.selectFrom('users').where('account_state', '=', 'valid');
  if (board === 'birthday') {
    const base = valid.where('birth_month_day', 'in', birthdayKeys(today)).where('show_dob_date', '=', true);
    const [rows, count] = await Promise.all([
      base.select([...SUMMARY_COLUMNS, 'birth_date', 'show_dob_year']).orderBy('username').limit(limit).offset(offset).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return {
      rows: rows.map(({ birth_date, show_dob_year, ...row }) => ({
        ...row,
        // The age they turn today, only for those who show their year of birth.
        value: show_dob_year && birth_date ? today.year - Number(birth_date.slice(0, 4)) : null,
      })),
      total: Number(count.total),
    };
  }
  if (board === 'staff') {
    const base = valid.where(STAFF);
    const [rows, count] = await Promise.all([
      base.select(SUMMARY_COLUMNS).orderBy('is_admin', 'desc').orderBy('is_moderator', 'desc').orderBy('username').limit(limit).offset(offset).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map((row) => Object.assign(row, { value: null })), total: Number(count.total) };
  }
  const column = RANKED_COLUMN[board];
  const top = Math.max(0, Math.min(limit, RANKED_LIMIT - offset));
  const [rows, count] = await Promise.all([
    // Ordered as the index (column, user_id) runs, backwards: the top is read without a sort.
    valid.select(SUMMARY_COLUMNS).select(`${column} as value`).orderBy(column, 'desc').orderBy('user_id', 'desc').limit(top).offset(offset).execute(),
    db
      .selectFrom(valid.select('user_id').orderBy(column, 'desc').orderBy('user_id', 'desc').limit(RANKED_LIMIT).as('ranked'))
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map((row) => Object.assign(row, { value: Number(row.value) })), total: Number(count.total) };
}

function cachedBoard(db: Kysely<Database>, board: LeaderboardName, limit: number, offset: number, today: ReturnType<typeof todayIn>, nowMs: number) {
  const key = `${board}:${limit}:${offset}:${board === 'birthday' ? `${today.year}-${today.monthDay}` : ''}`;
  return boardCache(db).through('boards', key, () => loadBoard(db, board, limit, offset, today), nowMs);
}

function entries(rows: (SummaryFields & { value: number | null })[], offset: number, now: number): LeaderboardEntry[] {
  return rows.map(({ value, ...row }, index) => ({ rank: offset + index + 1, value, User: toUserSummary(row, now) }));
}

/** A page (20) of one board; `timeZone` decides what today is for birthdays. */
export async function leaderboardPage(
  db: Kysely<Database>,
  board: LeaderboardName,
  page: number,
  timeZone: string,
  nowMs: number,
): Promise<LeaderboardResponse> {
  const offset = pageOffset(page, PER_PAGE);
  const { rows, total } = await cachedBoard(db, board, PER_PAGE, offset, todayIn(timeZone, nowMs), nowMs);
  return { board, entries: entries(rows, offset, Math.floor(nowMs / 1000)), pagination: pagination(page, PER_PAGE, total) };
}

export const OVERVIEW_SIZE = 5;

/** The first five of every board (the /members page). */
export async function leaderboardOverview(db: Kysely<Database>, timeZone: string, nowMs: number) {
  const now = Math.floor(nowMs / 1000);
  const today = todayIn(timeZone, nowMs);
  return Promise.all(
    LEADERBOARDS.map(async ({ board, title }) => ({
      board,
      title,
      entries: entries((await cachedBoard(db, board, OVERVIEW_SIZE, 0, today, nowMs)).rows, 0, now),
    })),
  );
}
