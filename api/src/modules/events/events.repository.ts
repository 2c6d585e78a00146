import { sql, type ExpressionBuilder, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { Database } from '../../db/tables';
import type { EventPersonRole, EventRow, EventSeriesTable, EventsTable } from '../../db/tables/events-clubs.table';
import { preparedQuery } from '../../db/prepared-query';
import { AUTHOR_SELECTION, type AuthorFields } from '../users/user-mapper';

type Db = Kysely<Database>;

/**
 * Which events a viewer may see, in SQL (the list form of canSee in event-permissions.ts, so a
 * page of the list is a page of what the viewer may open). `everything`: staff; `viewerId`: the
 * logged-in member (null for a visitor); `mayOrganise`: false for a blocked account, whose own
 * events are then seen only through their visibility, as canSee does.
 */
export interface EventScope {
  everything: boolean;
  viewerId: number | null;
  mayOrganise: boolean;
}

export const VISITOR_SCOPE: EventScope = { everything: false, viewerId: null, mayOrganise: false };

/**
 * The list every member shares: events for everyone and for members. A member's own list is this
 * one unless they may see a followed-only or unlisted event (seesRestrictedEvents).
 */
export const MEMBERS_SCOPE = 'members';

export type ListScope = EventScope | typeof MEMBERS_SCOPE;

export interface EventsFilter {
  now: number;
  /** true: events that have ended, newest first; false: upcoming and running, soonest first. */
  past: boolean;
  includeCancelled: boolean;
  region?: string;
  /** 0 = every vehicle type; otherwise events for that type and events open to all types. */
  vehicleTypeId: number;
  limit: number;
  offset: number;
  /** Absent: what a visitor may see. */
  scope?: ListScope;
  /**
   * A club's own list (GET /clubs/{id}/events: the caller saw the club). Absent: the site's list,
   * where a club event shows only while its club is approved.
   */
  clubId?: number;
}

/** `club_slug`: the club of a club event (its page is under the club), else null. */
export type EventListRow = EventRow & { attending_count: number; waitlist_count: number; club_slug: string | null };

const SHARED_VISIBILITIES = ['everyone', 'members'] as const;

function visibleTo(scope: ListScope) {
  return (eb: ExpressionBuilder<Database, 'events'>) => {
    if (scope === MEMBERS_SCOPE) return eb('events.visibility', 'in', SHARED_VISIBILITIES);
    if (scope.everything) return eb.lit(true);
    const viewer = scope.viewerId;
    if (viewer === null) return eb('events.visibility', '=', 'everyone');
    const ors = [
      eb('events.visibility', 'in', SHARED_VISIBILITIES),
      eb.and([
        eb('events.visibility', '=', 'followed'),
        eb.exists(
          eb
            .selectFrom('user_follows')
            .select('user_follows.user_id')
            .whereRef('user_follows.user_id', '=', 'events.user_id')
            .where('user_follows.follow_user_id', '=', viewer),
        ),
      ]),
    ];
    if (scope.mayOrganise) {
      ors.push(eb('events.user_id', '=', viewer));
      ors.push(
        eb.exists(
          eb
            .selectFrom('event_people')
            .select('event_people.event_id')
            .whereRef('event_people.event_id', '=', 'events.event_id')
            .where('event_people.user_id', '=', viewer)
            .where('event_people.role', 'in', ['organizer', 'admin']),
        ),
      );
    }
    return eb.or(ors);
  };
}

/** The event's columns with its attending and waitlist counts, in one query. */
function withCounts(db: Db) {
  return db
    .selectFrom('events')
    .selectAll('events')
    .select((eb) => [
      eb
        .selectFrom('event_attendees')
        .select((sub) => sub.fn.countAll<number>().as('n'))
        .whereRef('event_attendees.event_id', '=', 'events.event_id')
        .as('attending_count'),
      eb
        .selectFrom('event_waitlist')
        .select((sub) => sub.fn.countAll<number>().as('n'))
        .whereRef('event_waitlist.event_id', '=', 'events.event_id')
        .as('waitlist_count'),
      eb.selectFrom('clubs').select('clubs.slug').whereRef('clubs.club_id', '=', 'events.club_id').as('club_slug'),
    ]);
}

/** The site's lists show a club event only while its club is approved (a pending club is not public). */
function inApprovedClubOrNone(eb: ExpressionBuilder<Database, 'events'>) {
  return eb.or([
    eb('events.club_id', 'is', null),
    eb.exists(
      eb.selectFrom('clubs').select('clubs.club_id').whereRef('clubs.club_id', '=', 'events.club_id').where('clubs.club_state', '=', 'approved'),
    ),
  ]);
}

/** Which events a list holds: one club's, or the site's. */
function listedIn(clubId: number | undefined) {
  return (eb: ExpressionBuilder<Database, 'events'>) => (clubId === undefined ? inApprovedClubOrNone(eb) : eb('events.club_id', '=', clubId));
}

function counted<T extends { attending_count: unknown; waitlist_count: unknown; club_slug: unknown }>(
  row: T,
): T & { attending_count: number; waitlist_count: number; club_slug: string | null } {
  return {
    ...row,
    attending_count: Number(row.attending_count ?? 0),
    waitlist_count: Number(row.waitlist_count ?? 0),
    club_slug: typeof row.club_slug === 'string' ? row.club_slug : null,
  };
}

export type EventListWithAuthor = EventListRow & AuthorFields;

/**
 * One page of the list and the total, with each event's organiser, in one query (the total rides
 * along as a window count; a page past the end asks for it separately).
 */
export async function listEvents(db: Db, filter: EventsFilter): Promise<{ rows: EventListWithAuthor[]; total: number }> {
  const scope = filter.scope ?? VISITOR_SCOPE;
  let page = withCounts(db)
    .innerJoin('users as author', 'author.user_id', 'events.user_id')
    .select(AUTHOR_SELECTION)
    .select(sql<number>`count(*) over ()`.as('total'))
    .where('events.end_date', filter.past ? '<' : '>=', filter.now)
    .where(visibleTo(scope))
    .where(listedIn(filter.clubId));
  if (!filter.includeCancelled) page = page.where('events.is_cancelled', '=', false);
  if (filter.region) page = page.where('events.region', '=', filter.region);
  if (filter.vehicleTypeId > 0) page = page.where('events.vehicle_type_id', 'in', [filter.vehicleTypeId, 0]);
  const direction = filter.past ? 'desc' : 'asc';
  const rows = await page
    .orderBy('events.start_date', direction)
    .orderBy('events.event_id', direction)
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
  if (rows.length > 0) {
    const total = Number(rows[0].total);
    return { rows: rows.map(({ total: _total, ...row }) => counted(row)) as EventListWithAuthor[], total };
  }
  if (filter.offset === 0) return { rows: [], total: 0 };
  let count = db
    .selectFrom('events')
    .where('events.end_date', filter.past ? '<' : '>=', filter.now)
    .where(visibleTo(scope))
    .where(listedIn(filter.clubId));
  if (!filter.includeCancelled) count = count.where('events.is_cancelled', '=', false);
  if (filter.region) count = count.where('events.region', '=', filter.region);
  if (filter.vehicleTypeId > 0) count = count.where('events.vehicle_type_id', 'in', [filter.vehicleTypeId, 0]);
  const { total } = await count.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  return { rows: [], total: Number(total) };
}

const RESTRICTED_VISIBILITIES = ['followed', 'none'] as const;

function restrictedEvents(mayOrganise: boolean) {
  return preparedQuery(
    (db, viewerId: number) =>
      db
        .selectFrom('events')
        .select('events.event_id')
        .where('events.visibility', 'in', RESTRICTED_VISIBILITIES)
        .where(visibleTo({ everything: false, viewerId, mayOrganise }))
        .limit(1),
    -1_000_001,
  );
}

// Run on every list read of a member: compiled once (see preparedQuery).
const restrictedToOrganiser = restrictedEvents(true);
const restrictedToMember = restrictedEvents(false);

/** May this member see any event shown only to followers or to its organisers? (One indexed look.) */
export async function seesRestrictedEvents(db: Db, scope: EventScope): Promise<boolean> {
  if (scope.viewerId === null) return false;
  const viewer = scope.viewerId;
  const rows = await (scope.mayOrganise ? restrictedToOrganiser : restrictedToMember)(db, viewer);
  return rows.length > 0;
}

/** Events with coordinates for the map (not cancelled), upcoming or past, at most `limit`. */
export async function listMapEvents(
  db: Db,
  filter: { now: number; past: boolean; vehicleTypeId: number; scope: ListScope; limit: number },
): Promise<EventListRow[]> {
  let query = withCounts(db)
    .where('events.end_date', filter.past ? '<' : '>=', filter.now)
    .where('events.is_cancelled', '=', false)
    .where('events.latitude', 'is not', null)
    .where('events.longitude', 'is not', null)
    .where(visibleTo(filter.scope))
    .where(inApprovedClubOrNone);
  if (filter.vehicleTypeId > 0) query = query.where('events.vehicle_type_id', 'in', [filter.vehicleTypeId, 0]);
  const rows = await query
    .orderBy('events.start_date', filter.past ? 'desc' : 'asc')
    .orderBy('events.event_id')
    .limit(filter.limit)
    .execute();
  return rows.map(counted) as EventListRow[];
}

export async function findEvent(db: Db, eventId: number): Promise<EventListRow | undefined> {
  const row = await withCounts(db).where('events.event_id', '=', eventId).executeTakeFirst();
  return row ? (counted(row) as EventListRow) : undefined;
}

export interface EventPersonRow {
  event_id: number;
  user_id: number;
  role: EventPersonRole;
  official_type: string | null;
}

export async function loadEventPeople(db: Db, eventIds: number[]): Promise<EventPersonRow[]> {
  if (eventIds.length === 0) return [];
  return db
    .selectFrom('event_people')
    .select(['event_id', 'user_id', 'role', 'official_type'])
    .where('event_id', 'in', eventIds)
    .orderBy('event_id')
    .orderBy('role')
    .orderBy('user_id')
    .execute();
}

export type EventSeriesRow = Selectable<EventSeriesTable>;

export async function findSeries(db: Db, seriesId: number): Promise<EventSeriesRow | undefined> {
  return db.selectFrom('event_series').selectAll().where('series_id', '=', seriesId).executeTakeFirst();
}

export async function threadSlug(db: Db, threadId: number): Promise<string | undefined> {
  const row = await db.selectFrom('threads').select('slug').where('thread_id', '=', threadId).executeTakeFirst();
  return row?.slug;
}

/** Does `followerId` (the event's creator) follow `userId`? */
export async function follows(db: Db, followerId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('user_follows')
    .select('user_id')
    .where('user_id', '=', followerId)
    .where('follow_user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export interface ViewerRsvpRow {
  attending: boolean;
  /** 1-based place on the waitlist, or null. */
  waitlist_position: number | null;
  invited: boolean;
}

// Run on every read of an event's page by a member: compiled once (see preparedQuery).
const rsvpOf = preparedQuery(
  (db, eventId: number, userId: number) =>
    db.selectNoFrom((eb) => [
      eb
        .selectFrom('event_attendees')
        .select((sub) => sub.fn.countAll<number>().as('n'))
        .where('event_id', '=', eventId)
        .where('user_id', '=', userId)
        .as('attending'),
      eb
        .selectFrom('event_waitlist as mine')
        .select(() =>
          sql<number>`(select count(*) from event_waitlist as ahead where ahead.event_id = mine.event_id and ahead.waitlist_id <= mine.waitlist_id)`.as('n'),
        )
        .where('mine.event_id', '=', eventId)
        .where('mine.user_id', '=', userId)
        .as('position'),
      eb
        .selectFrom('event_invites')
        .select((sub) => sub.fn.countAll<number>().as('n'))
        .where('event_id', '=', eventId)
        .where('user_id', '=', userId)
        .as('invited'),
    ]),
  -1_000_001,
  -1_000_003,
);

/** Where one member stands with one event, in one query. */
export async function viewerRsvp(db: Db, eventId: number, userId: number): Promise<ViewerRsvpRow> {
  const [row] = await rsvpOf(db, eventId, userId);
  const position = row.position === null || row.position === undefined ? null : Number(row.position);
  return { attending: Number(row.attending) > 0, waitlist_position: position, invited: Number(row.invited) > 0 };
}

// Writes (inside the caller's transaction).

export type NewEventRow = Insertable<EventsTable>;

export async function insertSeries(trx: Db, values: Insertable<EventSeriesTable>): Promise<number> {
  const { series_id } = await trx.insertInto('event_series').values(values).returning('series_id').executeTakeFirstOrThrow();
  return series_id;
}

/** Inserts the rows (one event, or every occurrence of a series); their ids in the same order. */
export async function insertEvents(trx: Db, rows: NewEventRow[]): Promise<number[]> {
  const ids: number[] = [];
  for (const row of rows) {
    const { event_id } = await trx.insertInto('events').values(row).returning('event_id').executeTakeFirstOrThrow();
    ids.push(event_id);
  }
  return ids;
}

export async function updateEvent(trx: Db, eventId: number, values: Updateable<EventsTable>): Promise<void> {
  await trx.updateTable('events').set(values).where('event_id', '=', eventId).execute();
}

/** The people named on these events become exactly `people` (on each of them). */
export async function replaceEventPeople(
  trx: Db,
  eventIds: number[],
  people: Array<{ user_id: number; role: EventPersonRole; official_type: string | null }>,
): Promise<void> {
  if (eventIds.length === 0) return;
  await trx.deleteFrom('event_people').where('event_id', 'in', eventIds).execute();
  const rows = eventIds.flatMap((event_id) => people.map((person) => ({ event_id, ...person })));
  // Well under SQLite's limit of bound values per statement.
  for (let at = 0; at < rows.length; at += 500) await trx.insertInto('event_people').values(rows.slice(at, at + 500)).execute();
}

/** The occurrences of a series from `fromIndex` on, in order. */
export async function occurrencesFrom(trx: Db, seriesId: number, fromIndex: number) {
  return trx
    .selectFrom('events')
    .select(['event_id', 'start_date', 'end_date', 'occurrence_index'])
    .where('series_id', '=', seriesId)
    .where('occurrence_index', '>=', fromIndex)
    .orderBy('occurrence_index')
    .execute();
}
