// Joining events (spec §7): attend, the RSVP limit, cancelling, who attends, invitations and
// everyone in range. Who may do what is decided by event-permissions.ts (through rsvp.service.ts),
// after the request is read and before anything is written.
import type { FastifyInstance } from 'fastify';
import type { EventAttendingResponse, EventInvitedResponse, EventInviteResponse, EventRangeResponse, EventResponse } from '@trailhead/shared-kernel/types';
import { nowSeconds } from '../../clock';
import { ApiError } from '../../http/api-error';
import { flagField } from '../../http/form-validation';
import { flagSchema, idParams, type IdParams } from '../../http/schemas';
import { toUserSummary } from '../users/user-mapper';
import { eventResponse } from './event-detail';
import { MAX_INVITEES, MAX_RANGE_DISTANCE, inviteMembers, listInvited, membersInRange } from './event-invites';
import { EVENT_MESSAGES } from './event-permissions';
import {
  eventAttendingResponseSchema,
  eventInvitedResponseSchema,
  eventInviteResponseSchema,
  eventRangeResponseSchema,
  eventResponseSchema,
} from './event-schemas';
import { startEventReminders } from './event-reminders';
import { attendingAndWaitlist } from './rsvp.repository';
import { CANCEL_REASON_MAX_LENGTH, RIGS_NO_MAX, cancelEvent, changeRsvpLimit, setAttendance, visibleEvent } from './rsvp.service';

const FORM_TYPES = 'JSON or an urlencoded form';

const attendBody = {
  type: 'object',
  description: `attend 1 joins the event (its waitlist when full), 0 leaves it or its waitlist: ${FORM_TYPES}.`,
  properties: { attend: { description: "1 or 0 (anything else: 400 'rsvp not set')" } },
} as const;

const rsvpLimitBody = {
  type: 'object',
  required: ['rigs_no'],
  properties: { rigs_no: { type: 'integer', minimum: 0, maximum: RIGS_NO_MAX, description: 'the RSVP limit, 0 unlimited; raising it promotes from the waitlist' } },
} as const;

const cancelBody = {
  type: 'object',
  description: 'Cancels the event; its attendees and waitlist are alerted with the reason.',
  properties: { reason: { description: `why (required, at most ${CANCEL_REASON_MAX_LENGTH} characters)` } },
} as const;

const inviteBody = {
  type: 'object',
  description: `Members to invite: ${FORM_TYPES}.`,
  properties: {
    invitees: { description: `user ids: a JSON array, comma-joined text or one id (at most ${MAX_INVITEES})` },
    'invitees[]': { description: 'user ids as a form sends them (repeated)' },
  },
} as const;

const rangeQuery = {
  type: 'object',
  required: ['distance'],
  properties: {
    distance: { type: 'number', exclusiveMinimum: 0, maximum: MAX_RANGE_DISTANCE, description: "how far from the event, in the event's distance unit (miles by default)" },
    rsvp: { ...flagSchema, default: 0, description: '1: include members already attending, waiting or invited' },
  },
} as const;

interface RangeQuery {
  distance: number;
  rsvp: 0 | 1;
}

type Body = Record<string, unknown> | null | undefined;

async function rsvpWrites(app: FastifyInstance): Promise<void> {
  app.post<{ Params: IdParams; Body: Body }>(
    '/events/:id/attend',
    { schema: { params: idParams, body: attendBody, response: { 200: eventResponseSchema } } },
    async (request): Promise<EventResponse> => {
      await setAttendance(app, request.user, request.params.id, () => {
        const attend = flagField(request.body ?? {}, 'attend');
        if (attend === undefined) throw new ApiError(400, 'rsvp_not_set', EVENT_MESSAGES.rsvpNotSet);
        return attend;
      });
      return eventResponse(app.db, request.params.id, request.user, nowSeconds());
    },
  );

  app.post<{ Params: IdParams; Body: { rigs_no: number } }>(
    '/events/:id/rsvp-limit',
    { schema: { params: idParams, body: rsvpLimitBody, response: { 200: eventResponseSchema } } },
    async (request): Promise<EventResponse> => {
      await changeRsvpLimit(app, request.user, request.params.id, request.body.rigs_no);
      return eventResponse(app.db, request.params.id, request.user, nowSeconds());
    },
  );

  app.post<{ Params: IdParams; Body: Body }>(
    '/events/:id/cancel',
    { schema: { params: idParams, body: cancelBody, response: { 200: eventResponseSchema } } },
    async (request): Promise<EventResponse> => {
      await cancelEvent(app, request.user, request.params.id, request.body?.reason);
      return eventResponse(app.db, request.params.id, request.user, nowSeconds());
    },
  );

  app.post<{ Params: IdParams; Body: Body }>(
    '/events/:id/invite',
    { schema: { params: idParams, body: inviteBody, response: { 200: eventInviteResponseSchema } } },
    async (request): Promise<EventInviteResponse> => inviteMembers(app, request.user, request.params.id, request.body),
  );
}

export default async function rsvpRoutes(app: FastifyInstance): Promise<void> {
  await app.register(rsvpWrites);

  app.get<{ Params: IdParams }>(
    '/events/:id/attending',
    { schema: { params: idParams, response: { 200: eventAttendingResponseSchema } } },
    async (request): Promise<EventAttendingResponse> => {
      await visibleEvent(app.db, request.params.id, request.user);
      const { attending, waitlist } = await attendingAndWaitlist(app.db, request.params.id);
      const now = nowSeconds();
      return { attending: attending.map((user) => toUserSummary(user, now)), waitlist: waitlist.map((user) => toUserSummary(user, now)) };
    },
  );

  app.get<{ Params: IdParams }>(
    '/events/:id/invited',
    { schema: { params: idParams, response: { 200: eventInvitedResponseSchema } } },
    async (request): Promise<EventInvitedResponse> => listInvited(app, request.user, request.params.id),
  );

  app.get<{ Params: IdParams; Querystring: RangeQuery }>(
    '/events/:id/range',
    { schema: { params: idParams, querystring: rangeQuery, response: { 200: eventRangeResponseSchema } } },
    async (request): Promise<EventRangeResponse> => membersInRange(app, request.user, request.params.id, request.query.distance, request.query.rsvp === 1),
  );

  startEventReminders(app);
}
