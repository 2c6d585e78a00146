import type { FastifyInstance } from 'fastify';
import type { EventsResponse, TrailEvent } from '@trailhead/shared-kernel/types';
import { nowSeconds } from '../../clock';
import { pageOffset, pagination, PER_PAGE } from '../../http/pagination';
import { flagSchema, pageSchema, vehicleTypeIdSchema } from '../../http/schemas';
import { eventUrl } from '../../view-urls';
import { toUserSummary, type SummaryFields } from '../users/user-mapper';
import { loadUserSummaries } from '../users/users.repository';
import { listEvents, type EventListRow } from './events.repository';
import { EVENT_REGIONS } from './event-regions';

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

interface EventsQuery {
  past_events: 0 | 1;
  cancelled_events: 0 | 1;
  page: number;
  region?: string;
  vehicle_type_id: number;
}

function toTrailEvent(row: EventListRow, organiser: SummaryFields, now: number): TrailEvent {
  return {
    event_id: row.event_id,
    title: row.title,
    description: row.description,
    kind: row.kind,
    start_date: row.start_date,
    end_date: row.end_date,
    region: row.region,
    location_name: row.location_name,
    city: row.city,
    state: row.state,
    latitude: row.latitude,
    longitude: row.longitude,
    rigs_no: row.rigs_no,
    attending_count: row.attending_count,
    vehicle_type_id: row.vehicle_type_id,
    is_past: row.end_date < now,
    is_cancelled: Boolean(row.is_cancelled),
    club_id: row.club_id,
    view_url: eventUrl(row.event_id),
    User: toUserSummary(organiser, now),
  };
}

export default async function eventsRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: EventsQuery }>(
    '/events',
    { schema: { querystring: eventsQuery } },
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
