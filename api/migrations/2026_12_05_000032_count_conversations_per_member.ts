// Each member's number of conversations, kept in conversation_totals by triggers on
// conversation_recipients (a member's row there is their place in a conversation: joining, being
// invited, leaving, a conversation or a member deleted with its rows cascading), so the envelope's
// and /conversations' unfiltered list reads its total as one row instead of counting the member's
// conversations on every request (1,000 conversations: about 35 µs of SQLite of a 0.6 ms answer).
import { sql, type Kysely } from 'kysely';
import { isSqlite } from './schema-helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('conversation_totals')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.user_id').onDelete('cascade'))
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`insert into conversation_totals (user_id, total) select user_id, count(*) from conversation_recipients group by user_id`.execute(db);
  if (isSqlite(db)) {
    await sql`create trigger conversation_recipients_total_insert after insert on conversation_recipients begin
      insert into conversation_totals (user_id, total) values (new.user_id, 1)
      on conflict (user_id) do update set total = total + 1; end`.execute(db);
    await sql`create trigger conversation_recipients_total_delete after delete on conversation_recipients begin
      update conversation_totals set total = total - 1 where user_id = old.user_id; end`.execute(db);
  } else {
    await sql`create function conversation_total_follow() returns trigger language plpgsql as $$ begin
      if tg_op = 'INSERT' then
        insert into conversation_totals (user_id, total) values (new.user_id, 1)
        on conflict (user_id) do update set total = conversation_totals.total + 1;
      else
        update conversation_totals set total = total - 1 where user_id = old.user_id;
      end if;
      return null; end $$`.execute(db);
    await sql`create trigger conversation_recipients_total after insert or delete on conversation_recipients for each row execute function conversation_total_follow()`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isSqlite(db)) {
    await sql`drop trigger if exists conversation_recipients_total_insert`.execute(db);
    await sql`drop trigger if exists conversation_recipients_total_delete`.execute(db);
  } else {
    await sql`drop trigger if exists conversation_recipients_total on conversation_recipients`.execute(db);
    await sql`drop function if exists conversation_total_follow()`.execute(db);
  }
  await db.schema.dropTable('conversation_totals').execute();
}
