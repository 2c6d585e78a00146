// Spec §7 Alerts: the member's own alerts, filtered by kind, and their read / viewed flags. Every
// change of the flags is told to the member's open pages (the bell's count) through the live hub.
import type { FastifyInstance } from 'fastify';
import { ALERT_FILTERS, type AlertFilter, type AlertsResponse } from '@trailhead/shared-kernel/types';
import { pageOffset, pagination, PER_PAGE } from '../../http/pagination';
import { ACTIVE_MEMBER, guarded, memberOf } from '../../http/access';
import { notFound } from '../../http/api-error';
import { paginationSchema } from '../../http/response-schemas';
import { idParams, pageSchema, type IdParams } from '../../http/schemas';
import { toAlert } from './alert-mapper';
import { keptUserSummaries } from '../users/users.repository';
import { resolveAlertContent } from './alert-content.repository';
import { actionsOf, listMemberAlerts, markAlert, markAllAlerts } from './alerts.repository';

export const ALERT_NOT_FOUND = 'The requested alert could not be found.';

const alertLinkSchema = { type: ['object', 'null'], properties: { username: { type: 'string' }, view_url: { type: 'string' } } } as const;
/** The actor also carries the roles that colour a username (spec §6). */
const alertActorSchema = { ...alertLinkSchema, properties: { ...alertLinkSchema.properties, is_admin: { type: 'boolean' }, is_moderator: { type: 'boolean' } } } as const;

export const AlertSchema = {
  $id: 'Alert',
  description: 'One alert (spec §3): who did what to which content; extra_data depends on the action.',
  type: 'object',
  properties: {
    alert_id: { type: 'integer' },
    action: { type: 'string' },
    content_type: { type: 'string' },
    event_date: { type: 'integer' },
    FromUser: alertActorSchema,
    ToUser: alertLinkSchema,
    Content: {
      type: ['object', 'null'],
      properties: {
        view_url: { type: 'string' },
        title: { type: ['string', 'null'] },
        message: { type: ['string', 'null'] },
        ProfileUser: alertLinkSchema,
      },
    },
    // Open: what an action carries beside these (stored as JSON with the alert).
    extra_data: {
      type: 'object',
      additionalProperties: true,
      properties: {
        reaction_id: { type: 'integer' },
        level: { type: 'integer' },
        title: { type: 'string' },
        link: { type: 'string' },
        reason: { type: 'string' },
      },
    },
    read: { type: 'boolean' },
    viewed: { type: 'boolean' },
  },
} as const;

const alertsResponseSchema = {
  type: 'object',
  properties: { alerts: { type: 'array', items: { $ref: 'Alert#' } }, pagination: paginationSchema },
} as const;

const filtersSchema = { type: 'array', items: { type: 'string', enum: [...ALERT_FILTERS] }, maxItems: ALERT_FILTERS.length } as const;

const alertsQuery = {
  type: 'object',
  properties: {
    page: pageSchema,
    // A form sends filters[]=…; both spellings are read.
    'filters[]': { ...filtersSchema, description: 'kinds of alerts to list (AlertFilter); none: every kind' },
    filters: { ...filtersSchema, description: 'the same as filters[]' },
  },
} as const;

interface AlertsQuery {
  page: number;
  'filters[]'?: AlertFilter[];
  filters?: AlertFilter[];
}

/** A flag as a form or a URL writes it. */
const flagValue = { type: 'string', enum: ['1', '0', 'true', 'false'] } as const;
const isOn = (value: string | undefined, fallback: boolean) => (value === undefined ? fallback : value === '1' || value === 'true');

const markAllQuery = {
  type: 'object',
  properties: {
    read: { ...flagValue, description: 'mark read (default true)' },
    viewed: { ...flagValue, description: 'mark viewed too (default false)' },
  },
} as const;

const markBody = {
  type: 'object',
  description: 'absent fields: read true (spec §7), viewed unchanged',
  properties: {
    read: { type: 'boolean', description: 'read (true) or unread (false); default true' },
    viewed: { type: 'boolean', description: 'viewed (true) or not (false)' },
  },
} as const;

const markedSchema = { type: 'object', properties: { success: { type: 'boolean' } } } as const;

async function alertsRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: AlertsQuery }>(
    '/alerts',
    { schema: { querystring: alertsQuery, response: { 200: alertsResponseSchema } } },
    async (request): Promise<AlertsResponse> => {
      const user = memberOf(request);
      const { page } = request.query;
      const filters = [...(request.query['filters[]'] ?? []), ...(request.query.filters ?? [])];
      const actions = filters.length > 0 ? actionsOf(filters) : null;
      const { rows, total } = await listMemberAlerts(app.db, user.user_id, PER_PAGE, pageOffset(page, PER_PAGE), actions);
      const content = await resolveAlertContent(app.db, rows, user.user_id);
      const actors = await keptUserSummaries(app.db, rows.flatMap((row) => (row.from_user_id === null ? [] : [row.from_user_id])));
      return {
        alerts: rows.map((row) => toAlert(row, content, { actors, member: user })),
        pagination: pagination(page, PER_PAGE, total),
      };
    },
  );

  app.post<{ Querystring: { read?: string; viewed?: string } }>(
    '/alerts/mark-all',
    { schema: { querystring: markAllQuery, response: { 200: markedSchema } } },
    async (request) => {
      const user = memberOf(request);
      const changed = await markAllAlerts(app.db, user.user_id, { read: isOn(request.query.read, true), viewed: isOn(request.query.viewed, false) });
      if (changed > 0) app.live.publishCounts(user.user_id);
      return { success: true };
    },
  );

  app.post<{ Params: IdParams; Body: { read?: boolean; viewed?: boolean } | undefined }>(
    '/alerts/:id/mark',
    { schema: { params: idParams, body: markBody, response: { 200: markedSchema } } },
    async (request) => {
      const user = memberOf(request);
      const body = request.body && typeof request.body === 'object' ? request.body : {};
      // Spec §7: mark-as-read defaults to true.
      const flags = { read: body.read ?? true, viewed: body.viewed };
      if (!(await markAlert(app.db, user.user_id, request.params.id, flags))) throw notFound(ALERT_NOT_FOUND);
      app.live.publishCounts(user.user_id);
      return { success: true };
    },
  );
}

export default guarded(ACTIVE_MEMBER, alertsRoutes);
