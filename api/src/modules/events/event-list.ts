// One page of an events list (GET /events, and a club's GET /clubs/{idOrSlug}/events): the spec's
// query (past_events, cancelled_events, region, vehicle_type_id, page), read through the shared
// list cache (events-cache.ts) with the viewer's scope.
import type { EventsResponse } from '@trailhead/shared-kernel/types';
import type { Kysely } from 'kysely';
import { nowSeconds } from '../../clock';
import type { Database } from '../../db/tables';
import type { UserRow } from '../../db/tables/users.table';
import { pageOffset, pagination, PER_PAGE } from '../../http/pagination';
import { flagSchema, pageSchema, vehicleTypeIdSchema } from '../../http/schemas';
import { authorFields } from '../users/user-mapper';
import { scopeOf } from './event-detail';
import { toTrailEvent } from './event-mapper';
import { EVENT_REGIONS } from './event-regions';
import { cachedEventList } from './events-cache';
import { listEvents } from './events.repository';

export const eventsListQuery = {
  type: 'object',
  properties: {
    past_events: { ...flagSchema, default: 0 },
    cancelled_events: { ...flagSchema, default: 0 },
    page: pageSchema,
    region: { type: 'string', enum: EVENT_REGIONS },
    vehicle_type_id: vehicleTypeIdSchema,
  },
} as const;

export interface EventsListQuery {
  past_events: 0 | 1;
  cancelled_events: 0 | 1;
  page: number;
  region?: string;
  vehicle_type_id: number;
}

/** The page of events this viewer may see; `clubId`: only that club's events. */
export async function eventsPage(db: Kysely<Database>, viewer: UserRow | null, query: EventsListQuery, clubId?: number): Promise<EventsResponse> {
  const key = `${clubId === undefined ? 'list' : `club:${clubId}`}:${query.past_events}:${query.cancelled_events}:${query.region ?? ''}:${query.vehicle_type_id}:${query.page}`;
  return cachedEventList(db, scopeOf(viewer), key, async (scope) => {
    const now = nowSeconds();
    const { rows, total } = await listEvents(db, {
      now,
      past: query.past_events === 1,
      includeCancelled: query.cancelled_events === 1,
      region: query.region,
      vehicleTypeId: query.vehicle_type_id,
      limit: PER_PAGE,
      offset: pageOffset(query.page, PER_PAGE),
      scope,
      ...(clubId === undefined ? {} : { clubId }),
    });
    return { events: rows.map((row) => toTrailEvent(row, authorFields(row), now)), pagination: pagination(query.page, PER_PAGE, total) };
  });
}
