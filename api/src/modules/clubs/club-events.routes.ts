// Spec §7 Club events: a club's events are events rows with club_id, run by the issue-12 engine
// (api/src/modules/events): the same form, RSVP and waitlist, recurrence, invitations, cancelling
// and calendar files. What is the club's: who hosts and RSVPs (club-permissions.ts
// participationRefusal: its members in state valid and moderators, no paid membership needed),
// that the club must be one the viewer may see, and that a new club event is club activity.
import multipart from '@fastify/multipart';
import { eventsListQuery, eventsPage, type EventsListQuery } from '../events/event-list';
import type { FastifyInstance } from 'fastify';
import {
  POSTS_PER_PAGE,
  type ClubEventResponse,
  type EventAttendingResponse,
  type EventResponse,
  type EventsResponse,
} from '@trailhead/shared-kernel/types';
import { nowSeconds } from '../../clock';
import { ACTIVE_MEMBER, guarded, memberOf } from '../../http/access';
import { ApiError, notFound } from '../../http/api-error';
import { flagField } from '../../http/form-validation';
import { pagination } from '../../http/pagination';
import { paginationSchema, postSchema } from '../../http/response-schemas';
import { flagSchema, idParams, pageSchema, type IdParams } from '../../http/schemas';
import { postsForViewer, pagePostsForViewer } from '../forum/forum-viewer';
import { forumViewer } from '../forum/forum-permissions';
import { FORM_TYPES } from '../forum/posting.schemas';
import { listPostsByPosition } from '../forum/posts.repository';
import { findThread } from '../forum/threads.repository';
import { forgetThreadPages } from '../forum/thread-page-cache';
import { MESSAGE_MAX_LENGTH, idField } from '../posting/posting-input';
import { toUserSummary } from '../users/user-mapper';
import { eventResponse, loadEventDetail, loadVisibleEvent } from '../events/event-detail';
import { parseUrlencoded } from '../events/event-input';
import { EVENT_MESSAGES } from '../events/event-permissions';
import { eventAttendingResponseSchema, eventDetailSchema, eventFormBodySchema, eventResponseSchema, eventsResponseSchema } from '../events/event-schemas';
import { createEvent, editEvent } from '../events/event-writes';
import { forgetEventLists } from '../events/events-cache';
import { attendingAndWaitlist } from '../events/rsvp.repository';
import { cancelEvent, setAttendance } from '../events/rsvp.service';
import { toClub } from './club-mapper';
import { CLUB_MESSAGES } from '@trailhead/shared-kernel/constants';
import { clubNotFound, participationRefusal } from './club-permissions';
import { clubOfEvent, loadClubAccess, loadClubAccessByRef, seesClub, touchClub, type ClubAccess } from './club-events.access';
import { clubFormFields, clubRefParams, type ClubRefParams } from './club-events.schemas';
import { tellMapsOnWrite } from '../live/map-changes';

const clubEventQuery = {
  type: 'object',
  properties: {
    page: { ...pageSchema, description: 'the page of posts of the discussion (with_posts=1), 20 a page' },
    with_first_post: { ...flagSchema, default: 0, description: "1: the discussion's first post" },
    with_posts: { ...flagSchema, default: 0, description: "1: a page of the discussion's posts, oldest first" },
  },
} as const;

interface ClubEventQuery {
  page: number;
  with_first_post: 0 | 1;
  with_posts: 0 | 1;
}

const clubEventResponseSchema = {
  description: 'The club event, its club, and from its discussion the first post and/or a page of posts (ClubEventResponse).',
  type: 'object',
  properties: {
    event: eventDetailSchema,
    club: { $ref: 'Club#' },
    first_post: postSchema,
    posts: { type: 'array', items: postSchema },
    pagination: paginationSchema,
  },
} as const;

const clubEventFormBodySchema = {
  ...eventFormBodySchema,
  description: 'The event form (as POST /events) with club_id, the club it belongs to.',
  properties: { club_id: { description: 'the club (required)' }, ...eventFormBodySchema.properties },
} as const;

const attendBody = {
  type: 'object',
  description: 'attend 1 joins the club event (its waitlist when full), 0 leaves it or its waitlist.',
  properties: { attend: { description: "1 or 0 (anything else: 400 'rsvp not set')" } },
} as const;

const cancelBody = {
  type: 'object',
  description: 'Cancels the club event; its attendees and waitlist are alerted with the reason.',
  properties: { reason: { description: 'why (required)' } },
} as const;

type Body = Record<string, unknown> | null | undefined;

const noClubEvent = () => notFound(CLUB_MESSAGES.noClubEvents);

/** The club of a club event, 404 'no club events found' for any other event (or none). */
async function clubIdOfEvent(app: FastifyInstance, eventId: number): Promise<number> {
  const clubId = await clubOfEvent(app.db, eventId);
  if (clubId === null) throw noClubEvent();
  return clubId;
}

/** Host a club event in `access`'s club: its members and moderators, no paid membership needed. */
async function hostClubEvent(app: FastifyInstance, host: Parameters<typeof createEvent>[1], access: ClubAccess, fields: Record<string, unknown>) {
  const { club } = access;
  return createEvent(app, host, fields, {
    clubId: club.club_id,
    hostRefusal: (user) => participationRefusal(user, club, access.state),
    onCreated: (trx, now) => touchClub(trx, club.club_id, now),
  });
}

/** The club a write names, when the caller may see it (404 'no club details found' otherwise). */
async function visibleClub(app: FastifyInstance, ref: number | string, viewer: Parameters<typeof seesClub>[1]): Promise<ClubAccess> {
  const access = typeof ref === 'number' ? await loadClubAccess(app.db, ref, viewer) : await loadClubAccessByRef(app.db, ref, viewer);
  if (!access || !seesClub(access, viewer)) throw clubNotFound();
  return access;
}

async function clubEventReads(app: FastifyInstance): Promise<void> {
  app.get<{ Params: ClubRefParams; Querystring: EventsListQuery }>(
    '/clubs/:idOrSlug/events',
    { schema: { params: clubRefParams, querystring: eventsListQuery, response: { 200: eventsResponseSchema } } },
    async (request): Promise<EventsResponse> => {
      const { club } = await visibleClub(app, request.params.idOrSlug, request.user);
      return eventsPage(app.db, request.user, request.query, club.club_id);
    },
  );

  app.get<{ Params: IdParams; Querystring: ClubEventQuery }>(
    '/clubs/events/:id',
    { schema: { params: idParams, querystring: clubEventQuery, response: { 200: clubEventResponseSchema } } },
    async (request): Promise<ClubEventResponse> => {
      const viewer = request.user;
      const now = nowSeconds();
      const event = await loadEventDetail(app.db, request.params.id, viewer, now, { shared: true });
      // Not a club event, or one the viewer may not see (its club's or its own visibility).
      if (!event || event.club_id === null) throw noClubEvent();
      const access = await loadClubAccess(app.db, event.club_id, viewer);
      if (!access) throw noClubEvent();
      const answer: ClubEventResponse = { event, club: toClub(access.club, viewer, access.state) };
      const { query } = request;
      if (event.thread_id === null || (query.with_first_post !== 1 && query.with_posts !== 1)) return answer;
      const forum = forumViewer(viewer);
      const thread = await findThread(app.db, event.thread_id);
      if (!thread || (thread.discussion_state !== 'visible' && !forum.isModerator)) return answer;
      if (query.with_first_post === 1) {
        const [first] = await postsForViewer(app, forum, thread, await listPostsByPosition(app.db, thread.thread_id, 1, 1, 'asc'), now);
        if (first) answer.first_post = first;
      }
      if (query.with_posts === 1) {
        const total = thread.reply_count + 1;
        const skipped = (query.page - 1) * POSTS_PER_PAGE;
        answer.pagination = pagination(query.page, POSTS_PER_PAGE, total);
        answer.posts =
          skipped < total
            ? await pagePostsForViewer(app, forum, thread, { first: skipped + 1, last: Math.min(total, skipped + POSTS_PER_PAGE), order: 'asc' }, now)
            : [];
      }
      return answer;
    },
  );

  app.get<{ Params: IdParams }>(
    '/clubs/events/:id/attending',
    { schema: { params: idParams, response: { 200: eventAttendingResponseSchema } } },
    async (request): Promise<EventAttendingResponse> => {
      await clubIdOfEvent(app, request.params.id);
      if (!(await loadVisibleEvent(app.db, request.params.id, request.user))) throw noClubEvent();
      const { attending, waitlist } = await attendingAndWaitlist(app.db, request.params.id);
      const now = nowSeconds();
      return { attending: attending.map((user) => toUserSummary(user, now)), waitlist: waitlist.map((user) => toUserSummary(user, now)) };
    },
  );
}

async function clubEventWrites(app: FastifyInstance): Promise<void> {
  app.post<{ Params: IdParams; Body: unknown }>(
    '/clubs/:id/events',
    { schema: { consumes: FORM_TYPES, params: idParams, body: eventFormBodySchema, response: { 200: eventResponseSchema } } },
    async (request): Promise<EventResponse> => {
      const host = memberOf(request);
      const access = await visibleClub(app, request.params.id, host);
      const { eventId } = await hostClubEvent(app, host, access, clubFormFields(request.body));
      return eventResponse(app.db, eventId, host, nowSeconds());
    },
  );

  app.post<{ Body: unknown }>(
    '/clubs/events',
    { schema: { consumes: FORM_TYPES, body: clubEventFormBodySchema, response: { 200: eventResponseSchema } } },
    async (request): Promise<EventResponse> => {
      const host = memberOf(request);
      const { club_id: rawClub, ...fields } = clubFormFields(request.body);
      const clubId = idField({ club_id: rawClub }, 'club_id');
      if (clubId === undefined) throw new ApiError(400, 'invalid_field', 'club_id is required: the club the event belongs to.');
      const access = await visibleClub(app, clubId, host);
      const { eventId } = await hostClubEvent(app, host, access, fields);
      return eventResponse(app.db, eventId, host, nowSeconds());
    },
  );

  // Organisers edit and cancel, as the engine decides (event-permissions.ts organiserRefusal).
  app.post<{ Params: IdParams; Body: unknown }>(
    '/clubs/events/:id',
    { schema: { consumes: FORM_TYPES, params: idParams, body: eventFormBodySchema, response: { 200: eventResponseSchema } } },
    async (request): Promise<EventResponse> => {
      const editor = memberOf(request);
      await clubIdOfEvent(app, request.params.id);
      const { threadId } = await editEvent(app, editor, request.params.id, clubFormFields(request.body));
      if (threadId !== null) forgetThreadPages(app.db, threadId);
      return eventResponse(app.db, request.params.id, editor, nowSeconds());
    },
  );

  app.post<{ Params: IdParams; Body: Body }>(
    '/clubs/events/:id/attend',
    { schema: { params: idParams, body: attendBody, response: { 200: eventResponseSchema } } },
    async (request): Promise<EventResponse> => {
      const viewer = memberOf(request);
      await clubIdOfEvent(app, request.params.id);
      await setAttendance(app, viewer, request.params.id, () => {
        const attend = flagField(request.body ?? {}, 'attend');
        if (attend === undefined) throw new ApiError(400, 'rsvp_not_set', EVENT_MESSAGES.rsvpNotSet);
        return attend;
      });
      return eventResponse(app.db, request.params.id, viewer, nowSeconds());
    },
  );

  app.post<{ Params: IdParams; Body: Body }>(
    '/clubs/events/:id/cancel',
    { schema: { params: idParams, body: cancelBody, response: { 200: eventResponseSchema } } },
    async (request): Promise<EventResponse> => {
      const viewer = memberOf(request);
      await clubIdOfEvent(app, request.params.id);
      await cancelEvent(app, viewer, request.params.id, request.body?.reason);
      return eventResponse(app.db, request.params.id, viewer, nowSeconds());
    },
  );
}

export default async function clubEventsRoutes(app: FastifyInstance): Promise<void> {
  // The events module forgets its cached lists on its own writes; these routes live here, so
  // every successful write of theirs forgets them too (a club event is in GET /events as well).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) forgetEventLists(app.db);
    return payload;
  });
  tellMapsOnWrite(app, 'events', ['/clubs/:id/events', '/clubs/events', '/clubs/events/:id', '/clubs/events/:id/cancel']);
  // The event form comes as JSON, urlencoded (repeated names kept as lists) or multipart text fields.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, parseUrlencoded(body as string));
    });
  }
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, { attachFieldsToBody: 'keyValues', limits: { files: 0, fields: 1_000, fieldSize: 2 * MESSAGE_MAX_LENGTH } });
  }
  await app.register(clubEventReads);
  await app.register(guarded(ACTIVE_MEMBER, clubEventWrites));
}
