// Spec §7 Events: the lists (GET /events, GET /events/map), one event (GET /events/{id}), and
// hosting and editing (POST /events, POST /events/{id}). The RSVP, invite, cancel and calendar
// calls live in rsvp.routes.ts and calendar.routes.ts. Who may do what is event-permissions.ts.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { EventResponse, EventsMapResponse, EventsResponse } from '@trailhead/shared-kernel/types';
import { nowSeconds } from '../../clock';
import { ACTIVE_MEMBER, guarded, memberOf } from '../../http/access';
import { flagSchema, idParams, vehicleTypeIdSchema, type IdParams } from '../../http/schemas';
import { forgetThreadPages } from '../forum/thread-page-cache';
import { FORM_TYPES } from '../forum/posting.schemas';
import { MESSAGE_MAX_LENGTH } from '../posting/posting-input';
import { eventResponse, scopeOf } from './event-detail';
import { formFields, parseUrlencoded } from './event-input';
import { cachedEventList, forgetEventLists } from './events-cache';
import { eventsListQuery, eventsPage, type EventsListQuery } from './event-list';
import { toMapEvent } from './event-mapper';
import { HOST } from './event-permissions';
import { eventFormBodySchema, eventResponseSchema, eventsMapResponseSchema, eventsResponseSchema } from './event-schemas';
import { createEvent, editEvent } from './event-writes';
import { listMapEvents } from './events.repository';
import calendarRoutes from './calendar.routes';
import rsvpRoutes from './rsvp.routes';
import { tellMapsOnWrite } from '../live/map-changes';

export { TrailEventSchema } from './event-schemas';


/** The most events the map draws at once. */
const MAP_LIMIT = 500;

const mapQuery = {
  type: 'object',
  properties: { past_events: { ...flagSchema, default: 0 }, vehicle_type_id: vehicleTypeIdSchema },
} as const;

async function eventReads(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: EventsListQuery }>(
    '/events',
    { schema: { querystring: eventsListQuery, response: { 200: eventsResponseSchema } } },
    async (request): Promise<EventsResponse> => eventsPage(app.db, request.user, request.query),
  );

  app.get<{ Querystring: { past_events: 0 | 1; vehicle_type_id: number } }>(
    '/events/map',
    { schema: { querystring: mapQuery, response: { 200: eventsMapResponseSchema } } },
    async (request): Promise<EventsMapResponse> => {
      const { query } = request;
      return cachedEventList(app.db, scopeOf(request.user), `map:${query.past_events}:${query.vehicle_type_id}`, async (scope) => {
        const rows = await listMapEvents(app.db, {
          now: nowSeconds(),
          past: query.past_events === 1,
          vehicleTypeId: query.vehicle_type_id,
          scope,
          limit: MAP_LIMIT,
        });
        return { events: rows.map(toMapEvent) };
      });
    },
  );

  app.get<{ Params: IdParams }>(
    '/events/:id',
    { schema: { params: idParams, response: { 200: eventResponseSchema } } },
    async (request): Promise<EventResponse> => {
      return eventResponse(app.db, request.params.id, request.user, nowSeconds(), { shared: true });
    },
  );
}

async function hostRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: unknown }>(
    '/events',
    { schema: { consumes: FORM_TYPES, body: eventFormBodySchema, response: { 200: eventResponseSchema } } },
    async (request): Promise<EventResponse> => {
      const { eventId } = await createEvent(app, memberOf(request), formFields(request.body));
      return eventResponse(app.db, eventId, request.user, nowSeconds());
    },
  );
}

async function organiserRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Params: IdParams; Body: unknown }>(
    '/events/:id',
    { schema: { consumes: FORM_TYPES, params: idParams, body: eventFormBodySchema, response: { 200: eventResponseSchema } } },
    async (request): Promise<EventResponse> => {
      const { threadId } = await editEvent(app, memberOf(request), request.params.id, formFields(request.body));
      if (threadId !== null) forgetThreadPages(app.db, threadId);
      return eventResponse(app.db, request.params.id, request.user, nowSeconds());
    },
  );
}

async function eventWrites(app: FastifyInstance): Promise<void> {
  // The form comes as JSON, urlencoded (parsed for the whole module) or multipart text fields.
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { files: 0, fields: 1_000, fieldSize: 2 * MESSAGE_MAX_LENGTH },
  });
  await app.register(guarded(HOST, hostRoutes));
  // Organisers are decided per event (event-permissions.ts organiserRefusal) inside editEvent.
  await app.register(guarded(ACTIVE_MEMBER, organiserRoutes));
}

export default async function eventsRoutes(app: FastifyInstance): Promise<void> {
  // Spec §7 writes may come as urlencoded forms: repeated names (organizers[]=1&organizers[]=2)
  // are kept as lists. (Encapsulated: the other modules' parsers are untouched.)
  // Every successful write of this module (hosting, editing, RSVPs, invites, cancelling, limits)
  // may change what the lists show: they are forgotten before the answer leaves.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) forgetEventLists(app.db);
    return payload;
  });
  tellMapsOnWrite(app, 'events', ['/events', '/events/:id', '/events/:id/cancel']);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, parseUrlencoded(body as string));
  });
  await app.register(rsvpRoutes);
  await app.register(calendarRoutes);
  await app.register(eventReads);
  await app.register(eventWrites);
}

