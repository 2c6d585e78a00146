import type { Alert } from '@trailhead/shared-kernel/types';
import { memberUrl } from '../../view-urls';
import type { AlertContent, ContentKey } from './alert-content.repository';
import type { listMemberAlerts } from './alerts.repository';

export type AlertRow = Awaited<ReturnType<typeof listMemberAlerts>>['rows'][number];

function parseExtraData(text: string): Alert['extra_data'] {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Alert['extra_data']) : {};
  } catch {
    return {};
  }
}

/** An alert on the wire; `content` holds what resolveAlertContent found for the page's alerts. */
export function toAlert(row: AlertRow, content: ReadonlyMap<ContentKey, AlertContent>): Alert {
  return {
    alert_id: row.alert_id,
    action: row.action,
    content_type: row.content_type,
    event_date: row.event_date,
    FromUser:
      row.from_user_id !== null && row.from_username !== null
        ? {
            username: row.from_username,
            view_url: memberUrl(row.from_username, row.from_user_id),
            is_admin: Boolean(row.from_is_admin),
            is_moderator: Boolean(row.from_is_moderator),
          }
        : null,
    ToUser: { username: row.to_username, view_url: memberUrl(row.to_username, row.user_id) },
    Content: row.content_id !== null ? (content.get(`${row.content_type}:${row.content_id}` as ContentKey) ?? null) : null,
    extra_data: parseExtraData(row.extra_data),
    read: Boolean(row.is_read),
    viewed: Boolean(row.is_viewed),
  };
}
