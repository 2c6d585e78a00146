import type { FastifyInstance } from 'fastify';
import type { AlertsResponse } from '@trailhead/shared-kernel/types';
import { pageOffset, pagination, PER_PAGE } from '../../http/pagination';
import { ACTIVE_MEMBER, guarded, memberOf } from '../../http/access';
import { paginationSchema } from '../../http/response-schemas';
import { pageQuery, type PageQuery } from '../../http/schemas';
import { toAlert } from './alert-mapper';
import { resolveAlertContent } from './alert-content.repository';
import { listMemberAlerts } from './alerts.repository';

const alertLinkSchema = { type: ['object', 'null'], properties: { username: { type: 'string' }, view_url: { type: 'string' } } } as const;

export const AlertSchema = {
  $id: 'Alert',
  description: 'One alert (spec §3): who did what to which content; extra_data depends on the action.',
  type: 'object',
  properties: {
    alert_id: { type: 'integer' },
    action: { type: 'string' },
    content_type: { type: 'string' },
    event_date: { type: 'integer' },
    FromUser: alertLinkSchema,
    ToUser: alertLinkSchema,
    Content: {
      type: ['object', 'null'],
      properties: { view_url: { type: 'string' }, title: { type: ['string', 'null'] }, message: { type: ['string', 'null'] } },
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

async function alertsRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: PageQuery }>(
    '/alerts',
    { schema: { querystring: pageQuery, response: { 200: alertsResponseSchema } } },
    async (request): Promise<AlertsResponse> => {
      const user = memberOf(request);
      const { page } = request.query;
      const { rows, total } = await listMemberAlerts(app.db, user.user_id, PER_PAGE, pageOffset(page, PER_PAGE));
      const content = await resolveAlertContent(app.db, rows);
      return {
        alerts: rows.map((row) => toAlert(row, content)),
        pagination: pagination(page, PER_PAGE, total),
      };
    },
  );
}

export default guarded(ACTIVE_MEMBER, alertsRoutes);
