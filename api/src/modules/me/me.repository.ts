import type { Kysely } from 'kysely';
import type { CountsResponse, CustomFieldDefinition } from '@trailhead/shared-kernel/types';
import type { Database } from '../../db/tables';

/** The top bar's badges: alerts not yet seen and conversations with unread messages. */
export async function countUnread(db: Kysely<Database>, userId: number): Promise<CountsResponse> {
  const [alerts, conversations] = await Promise.all([
    db
      .selectFrom('alerts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('is_viewed', '=', false)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('conversation_recipients')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('is_unread', '=', true)
      .executeTakeFirstOrThrow(),
  ]);
  return { alerts_unviewed: Number(alerts.n), conversations_unread: Number(conversations.n) };
}

export function parseChoices(text: string | null): Record<string, string> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, string>) : null;
  } catch {
    return null;
  }
}

export async function listCustomFields(db: Kysely<Database>): Promise<CustomFieldDefinition[]> {
  const rows = await db.selectFrom('custom_fields').selectAll().orderBy('display_order').orderBy('field_id').execute();
  return rows.map((row) => ({
    field_id: row.field_id,
    title: row.title,
    description: row.description,
    field_type: row.field_type,
    display_group: row.display_group,
    required: Boolean(row.is_required),
    choices: parseChoices(row.choices),
  }));
}
