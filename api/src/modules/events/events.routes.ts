import type { FastifyInstance } from 'fastify';
import type { EventsResponse } from '@trailhead/shared-kernel/types';
import { nowSeconds } from '../../clock';
import { pageOffset, pagination, PER_PAGE } from '../../http/pagination';
import { paginationSchema, userSummarySchema } from '../../http/response-schemas';
import { flagSchema, pageSchema, vehicleTypeIdSchema } from '../../http/schemas';
import type { SummaryFields } from '../users/user-mapper';
import { loadUserSummaries } from '../users/users.repository';
import { toTrailEvent } from './event-mapper';
import { listEvents } from './events.repository';
import { EVENT_REGIONS } from './event-regions';
import rsvpRoutes from './rsvp.routes';
import calendarRoutes from './calendar.routes';

const eventsQuery = {
  type: 'object',
  properties: {
    past_events: { ...flagSchema, default: 0 },
    cancelled_events: { ...flagSchema, default: 0 },
    page: pageSchema,
    region: { type: 'string', enum: EVENT_REGIONS },
    vehicle_type_id: vehicleTypeIdSchema,
  },
} as const;

export const TrailEventSchema = {
  $id: 'TrailEvent',
  description: 'An event or meetup (spec §3).',
  type: 'object',
  properties: {
    event_id: { type: 'integer' },
    title: { type: 'string' },
    description: { type: 'string' },
    kind: { type: 'string', enum: ['online', 'meetup', 'ride', 'trip'] },
    start_date: { type: 'integer' },
    end_date: { type: 'integer' },
    region: { type: 'string' },
    location_name: { type: 'string' },
    city: { type: ['string', 'null'] },
    state: { type: ['string', 'null'] },
    latitude: { type: ['number', 'null'] },
    longitude: { type: ['number', 'null'] },
    rigs_no: { type: 'integer' },
    attending_count: { type: 'integer' },
    vehicle_type_id: { type: 'integer' },
    is_past: { type: 'boolean' },
    is_cancelled: { type: 'boolean' },
    club_id: { type: ['integer', 'null'] },
    view_url: { type: 'string' },
    User: userSummarySchema,
  },
} as const;

const eventsResponseSchema = {
  type: 'object',
  properties: { events: { type: 'array', items: { $ref: 'TrailEvent#' } }, pagination: paginationSchema },
} as const;

interface EventsQuery {
  past_events: 0 | 1;
  cancelled_events: 0 | 1;
  page: number;
  region?: string;
  vehicle_type_id: number;
}

export default async function eventsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(rsvpRoutes);
  await app.register(calendarRoutes);
  app.get<{ Querystring: EventsQuery }>(
    '/events',
    { schema: { querystring: eventsQuery, response: { 200: eventsResponseSchema } } },
    async (request): Promise<EventsResponse> => {
      const { query } = request;
      const now = nowSeconds();
      const { rows, total } = await listEvents(app.db, {
        now,
        past: query.past_events === 1,
        includeCancelled: query.cancelled_events === 1,
        region: query.region,
        vehicleTypeId: query.vehicle_type_id,
        limit: PER_PAGE,
        offset: pageOffset(query.page, PER_PAGE),
      });
      const organisers = await loadUserSummaries(app.db, rows.map((row) => row.user_id));
      return {
        events: rows.map((row) => toTrailEvent(row, organisers.get(row.user_id) as SummaryFields, now)),
        pagination: pagination(query.page, PER_PAGE, total),
      };
    },
  );
}
