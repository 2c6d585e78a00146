import type { Alert } from '@trailhead/shared-kernel/types';
import { memberUrl } from '../../view-urls';
import type { SummaryFields } from '../users/user-mapper';
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

/** Who an alert names: the actor by their summary (keptUserSummaries), the member it is for by their row. */
export interface AlertPeople {
  actors: ReadonlyMap<number, Pick<SummaryFields, 'username' | 'is_admin' | 'is_moderator'>>;
  member: { user_id: number; username: string };
}

/** Who did it, or null for an actor since deleted (their id set to null, or not found): the page says 'unknown member'. */
function fromUserOf(actorId: number | null, actors: AlertPeople['actors']): Alert['FromUser'] {
  const actor = actorId === null ? undefined : actors.get(actorId);
  if (actorId === null || !actor) return null;
  return { username: actor.username, view_url: memberUrl(actor.username, actorId), is_admin: Boolean(actor.is_admin), is_moderator: Boolean(actor.is_moderator) };
}

/** An alert on the wire; `content` holds what resolveAlertContent found for the page's alerts. */
export function toAlert(row: AlertRow, content: ReadonlyMap<ContentKey, AlertContent>, people: AlertPeople): Alert {
  return {
    alert_id: row.alert_id,
    action: row.action,
    content_type: row.content_type,
    event_date: row.event_date,
    FromUser: fromUserOf(row.from_user_id, people.actors),
    ToUser: { username: people.member.username, view_url: memberUrl(people.member.username, people.member.user_id) },
    Content: row.content_id !== null ? (content.get(`${row.content_type}:${row.content_id}` as ContentKey) ?? null) : null,
    extra_data: parseExtraData(row.extra_data),
    read: Boolean(row.is_read),
    viewed: Boolean(row.is_viewed),
  };
}
