// GET /users/map (spec §6–§7, issue "12 of 12"): the members who share their map position, for paid
// members and staff. Private by default: members who hide their position are never listed, and
// positions are approximate (map-position.ts) unless the member chose the exact one; a radius is
// measured between approximate positions, so moving the centre around cannot find anyone's house.
//
// The answer without a radius is the same for every viewer: it is kept (db/micro-cache.ts) per
// flags and filters, as JSON text, Brotli and gzip (http/kept-json.ts), so 50 connections asking for
// 50,000 members cost one set of queries per MAP_FRESH_MS, and nobody waits for a reload. forgetMemberMap
// drops it when a member's position, privacy, account or membership changes through this process;
// others see it within the TTL. The map itself asks for format=columns: only what a marker needs, as
// columns (a member's card is fetched when it is opened), about a third of the gzipped bytes and a
// tenth of the text the browser parses and keeps.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { MapUser, MapUserColumns, MapUsersColumnsResponse, MapUsersResponse } from '@trailhead/shared-kernel/types';
import { nowSeconds } from '../../clock';
import { microCachePerDatabase } from '../../db/micro-cache';
import type { Database } from '../../db/tables';
import { ApiError } from '../../http/api-error';
import { hasPaidMembership } from '../membership/membership';
import { compressedAhead, sendKeptJson, type KeptJson } from '../../http/kept-json';
import { boundingBox, haversine, type BoundingBox } from '../../geo';
import { mapPositionsFor, MAX_SHIFT_DEGREES } from './map-position';
import { ONLINE_WINDOW_SECONDS, toMapUser } from './user-mapper';
import { usersSharingMapPosition, type MapUsersFilter } from './users.repository';
import { mapUsersQuery, mapUsersResponseSchema, type MapUsersQueryParsed } from './users.schemas';

/** How long a shared answer is fresh (is_online and a membership's end may be this late)… */
export const MAP_FRESH_MS = 30_000;
/** …and how long an older one is still sent while the next one loads (no reader waits for a reload). */
const MAP_KEPT_MS = 5 * 60_000;

const MAP = 'map';

interface Kept {
  answer: Promise<KeptJson>;
  loadedAt: number;
  reloading: boolean;
}

const cacheFor = microCachePerDatabase<typeof MAP, Kept>(MAP_KEPT_MS);

/** After a write that changes who is on the map or how (position, privacy, account state, membership, default vehicle): the next answer is loaded afresh. */
export function forgetMemberMap(db: Kysely<Database>): void {
  cacheFor(db).forget(MAP);
}

type Lists = 'memberUsers' | 'registeredUsers' | 'allUsers';

/** member=1 alone: memberUsers; registered=1 alone: registeredUsers; both or neither: allUsers. */
function listOf(query: MapUsersQueryParsed): Lists {
  const member = query.member === 1;
  const registered = query.registered === 1;
  if (member && !registered) return 'memberUsers';
  if (registered && !member) return 'registeredUsers';
  return 'allUsers';
}

function answer(list: Lists, users: MapUser[]): MapUsersResponse {
  return { memberUsers: [], registeredUsers: [], allUsers: [], [list]: users };
}

const noColumns = (): MapUserColumns => ({ user_id: [], username: [], latitude: [], longitude: [], is_member: [] });

/** What a marker needs of a member (format=columns). */
type Marker = Pick<MapUser, 'user_id' | 'username' | 'latitude' | 'longitude' | 'is_member'>;

/** The members as columns (format=columns): only what a marker needs, ids ascending, each as the difference from the one before. */
export function toColumns(users: readonly Marker[]): MapUserColumns {
  const columns = noColumns();
  let previous = 0;
  for (const user of [...users].sort((a, b) => a.user_id - b.user_id)) {
    columns.user_id.push(user.user_id - previous);
    previous = user.user_id;
    columns.username.push(user.username);
    columns.latitude.push(user.latitude);
    columns.longitude.push(user.longitude);
    columns.is_member.push(user.is_member ? 1 : 0);
  }
  return columns;
}

function columnsAnswer(list: Lists, users: readonly Marker[]): MapUsersColumnsResponse {
  return { memberUsers: noColumns(), registeredUsers: noColumns(), allUsers: noColumns(), [list]: toColumns(users) };
}

export const COLUMNS_NOT_WITH_RADIUS = 'format=columns is for the whole map: a radius answer lists each member in full, with their distance.';

export const RADIUS_NEEDS_CENTRE = 'A radius needs a latitude and a longitude, and a latitude and a longitude need a radius (miles).';

/** The radius query, or null without one; a partial one is refused. */
function circleOf(query: MapUsersQueryParsed): { latitude: number; longitude: number; radius: number } | null {
  const given = [query.latitude, query.longitude, query.radius].filter((value) => value !== undefined).length;
  if (given === 0) return null;
  if (given < 3) throw new ApiError(400, 'invalid_parameter', RADIUS_NEEDS_CENTRE);
  return { latitude: query.latitude!, longitude: query.longitude!, radius: query.radius! };
}

/** The box of stored positions whose approximate position may fall in `box`. */
export function widened(box: BoundingBox): BoundingBox {
  const minLat = Math.max(-90, box.minLat - MAX_SHIFT_DEGREES);
  const maxLat = Math.min(90, box.maxLat + MAX_SHIFT_DEGREES);
  const wholeCircle = box.minLng === -180 && box.maxLng === 180;
  if (wholeCircle) return { minLat, maxLat, minLng: -180, maxLng: 180 };
  const wrap = (value: number) => ((((value + 180) % 360) + 360) % 360) - 180;
  const span = box.minLng <= box.maxLng ? box.maxLng - box.minLng : box.maxLng + 360 - box.minLng;
  if (span + 2 * MAX_SHIFT_DEGREES >= 360) return { minLat, maxLat, minLng: -180, maxLng: 180 };
  const minLng = box.minLng - MAX_SHIFT_DEGREES;
  const maxLng = box.maxLng + MAX_SHIFT_DEGREES;
  if (minLng < -180 || maxLng > 180) return { minLat, maxLat, minLng: wrap(minLng), maxLng: wrap(maxLng) };
  return { minLat, maxLat, minLng, maxLng };
}

async function placedUsers(db: Kysely<Database>, filter: MapUsersFilter, now: number): Promise<MapUser[]> {
  const [rows, positions] = await Promise.all([usersSharingMapPosition(db, filter, now), mapPositionsFor(db, now)]);
  return rows.map((row) => toMapUser(row, positions.place(row.user_id, row.latitude, row.longitude, Boolean(row.map_position_exact)), now));
}

/**
 * The markers alone: 50,000 full members (their profile URLs above all) cost a reload twice the
 * time, and a reload holds this process's event loop (every request waits) while it runs.
 */
async function placedMarkers(db: Kysely<Database>, filter: MapUsersFilter, now: number): Promise<Marker[]> {
  const [rows, positions] = await Promise.all([usersSharingMapPosition(db, filter, now), mapPositionsFor(db, now)]);
  return rows.map((row) => {
    const { latitude, longitude } = positions.place(row.user_id, row.latitude, row.longitude, Boolean(row.map_position_exact));
    return { user_id: row.user_id, username: row.username, latitude, longitude, is_member: hasPaidMembership(row, now) };
  });
}

const tenths = (miles: number) => Math.round(miles * 10) / 10;

/** Members whose (approximate) position is within the radius, nearest first. */
async function usersWithin(db: Kysely<Database>, filter: MapUsersFilter, circle: { latitude: number; longitude: number; radius: number }, now: number): Promise<MapUser[]> {
  const box = widened(boundingBox(circle.latitude, circle.longitude, circle.radius, 'mi'));
  const users = await placedUsers(db, { ...filter, box }, now);
  // Each member is a fresh object of this answer's, so its distance is set on it: a spread copy with
  // one more field cost over a microsecond a member (see toProfileFields in user-mapper.ts).
  return users
    .map((user) => Object.assign(user, { distance: haversine(circle.latitude, circle.longitude, user.latitude, user.longitude, 'mi') }))
    .filter((user) => user.distance <= circle.radius)
    .sort((a, b) => a.distance - b.distance || a.user_id - b.user_id)
    .map((user) => Object.assign(user, { distance: tenths(user.distance) }));
}

/**
 * The shared answer for these flags and filters: one load at a time; once older than MAP_FRESH_MS
 * it is still sent while one reload runs. A forget (a write) drops it: the next reader waits for a fresh one.
 */
function sharedAnswer(db: Kysely<Database>, key: string, load: () => Promise<KeptJson>): Promise<KeptJson> {
  const cache = cacheFor(db);
  const now = Date.now();
  const kept = cache.get(key, now);
  if (kept && (now - kept.loadedAt < MAP_FRESH_MS || kept.reloading)) return kept.answer;
  if (kept) {
    kept.reloading = true;
    load().then(
      (answer) => {
        // Kept only if no write was forgotten while it loaded (a forget drops `kept`, and a reader may have loaded afresh).
        if (cache.get(key, Date.now()) === kept) cache.set(MAP, key, { answer: Promise.resolve(answer), loadedAt: Date.now(), reloading: false }, Date.now());
      },
      () => {
        kept.reloading = false;
      },
    );
    return kept.answer;
  }
  const loading = load();
  cache.set(MAP, key, { answer: loading, loadedAt: now, reloading: false }, now);
  // A failed load is not kept (the next request tries again); this request still gets its error.
  loading.catch(() => cache.forget(MAP));
  return loading;
}

export async function memberMapRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: MapUsersQueryParsed }>(
    '/users/map',
    { schema: { querystring: mapUsersQuery, response: { 200: mapUsersResponseSchema } } },
    async (request, reply): Promise<MapUsersResponse | FastifyReply> => {
      const query = request.query;
      const circle = circleOf(query);
      const list = listOf(query);
      const now = nowSeconds();
      const filter: MapUsersFilter = {
        paid: list === 'memberUsers' ? true : list === 'registeredUsers' ? false : undefined,
        vehicleTypeId: query.vehicle_type_id > 0 ? query.vehicle_type_id : undefined,
        onlineSince: query.online === 1 ? now - ONLINE_WINDOW_SECONDS : undefined,
      };
      const columns = query.format === 'columns';
      if (circle && columns) throw new ApiError(400, 'invalid_parameter', COLUMNS_NOT_WITH_RADIUS);
      if (circle) return answer(list, await usersWithin(app.db, filter, circle, now));
      const key = `${list}:${filter.vehicleTypeId ?? 0}:${query.online}:${query.format ?? 'full'}`;
      const shared = await sharedAnswer(app.db, key, async () =>
        compressedAhead(JSON.stringify(columns ? columnsAnswer(list, await placedMarkers(app.db, filter, now)) : answer(list, await placedUsers(app.db, filter, now)))),
      );
      return sendKeptJson(request, reply, shared);
    },
  );
}
