import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import type { ContactMessagesTable } from '../../db/tables/site-content.table';

export async function insertContactMessage(db: Kysely<Database>, message: Insertable<ContactMessagesTable>): Promise<number> {
  const { contact_message_id } = await db.insertInto('contact_messages').values(message).returning('contact_message_id').executeTakeFirstOrThrow();
  return contact_message_id;
}
