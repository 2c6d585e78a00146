import type { FastifyInstance } from 'fastify';
import type { Alert, AlertsResponse } from '@trailhead/shared-kernel/types';
import { pageOffset, pagination, PER_PAGE } from '../../http/pagination';
import { pageQuery, type PageQuery } from '../../http/schemas';
import { memberUrl } from '../../view-urls';
import { requireActiveUser } from '../auth/auth.plugin';
import { resolveAlertContent } from './alert-content.repository';
import { listMemberAlerts } from './alerts.repository';

function parseExtraData(text: string): Alert['extra_data'] {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Alert['extra_data']) : {};
  } catch {
    return {};
  }
}

export default async function alertsRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: PageQuery }>(
    '/alerts',
    { schema: { querystring: pageQuery } },
    async (request): Promise<AlertsResponse> => {
      const user = requireActiveUser(request);
      const { page } = request.query;
      const { rows, total } = await listMemberAlerts(app.db, user.user_id, PER_PAGE, pageOffset(page, PER_PAGE));
      const content = await resolveAlertContent(app.db, rows);
      return {
        alerts: rows.map((row) => ({
          alert_id: row.alert_id,
          action: row.action,
          content_type: row.content_type,
          event_date: row.event_date,
          FromUser:
            row.from_user_id !== null && row.from_username !== null
              ? { username: row.from_username, view_url: memberUrl(row.from_username, row.from_user_id) }
              : null,
          ToUser: { username: row.to_username, view_url: memberUrl(row.to_username, row.user_id) },
          Content: row.content_id !== null ? (content.get(`${row.content_type}:${row.content_id}`) ?? null) : null,
          extra_data: parseExtraData(row.extra_data),
          read: Boolean(row.is_read),
          viewed: Boolean(row.is_viewed),
        })),
        pagination: pagination(page, PER_PAGE, total),
      };
    },
  );
}
