// Helpers shared by the migrations only (migrations never import app code).
import { sql, SqliteAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

export function isSqlite(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

/** Generated integer primary key: AUTOINCREMENT on SQLite, an identity column on PostgreSQL. */
export function identity(db: Kysely<any>) {
  const sqlite = isSqlite(db);
  return (col: ColumnDefinitionBuilder) =>
    sqlite ? col.primaryKey().autoIncrement() : col.primaryKey().generatedByDefaultAsIdentity();
}

/** A per-member count of a table's rows, kept by triggers (see keepMemberTotals). */
export interface MemberTotal {
  /** The table of totals, one row per member: (user_id, total). */
  totals: string;
  /** The counted table: its rows each name a member in user_id. */
  counted: string;
  /** The triggers' name: `<trigger>_insert` and `<trigger>_delete` on SQLite, `<trigger>` on PostgreSQL. */
  trigger: string;
  /** The PostgreSQL trigger's function. */
  fn: string;
}

/**
 * Creates `totals` with each member's count of `counted` rows as they are now, then keeps it by
 * triggers on insert and delete, whoever writes (the app, tests, seeds, cascades).
 */
export async function keepMemberTotals(db: Kysely<any>, total: MemberTotal): Promise<void> {
  const totals = sql.raw(total.totals);
  const counted = sql.raw(total.counted);
  await db.schema
    .createTable(total.totals)
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.user_id').onDelete('cascade'))
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`insert into ${totals} (user_id, total) select user_id, count(*) from ${counted} group by user_id`.execute(db);
  if (isSqlite(db)) {
    await sql`create trigger ${sql.raw(`${total.trigger}_insert`)} after insert on ${counted} begin
      insert into ${totals} (user_id, total) values (new.user_id, 1)
      on conflict (user_id) do update set total = total + 1; end`.execute(db);
    await sql`create trigger ${sql.raw(`${total.trigger}_delete`)} after delete on ${counted} begin
      update ${totals} set total = total - 1 where user_id = old.user_id; end`.execute(db);
  } else {
    await sql`create function ${sql.raw(total.fn)}() returns trigger language plpgsql as $$ begin
      if tg_op = 'INSERT' then
        insert into ${totals} (user_id, total) values (new.user_id, 1)
        on conflict (user_id) do update set total = ${totals}.total + 1;
      else
        update ${totals} set total = total - 1 where user_id = old.user_id;
      end if;
      return null; end $$`.execute(db);
    await sql`create trigger ${sql.raw(total.trigger)} after insert or delete on ${counted} for each row execute function ${sql.raw(total.fn)}()`.execute(db);
  }
}

/** Undoes keepMemberTotals. */
export async function dropMemberTotals(db: Kysely<any>, total: MemberTotal): Promise<void> {
  if (isSqlite(db)) {
    await sql`drop trigger if exists ${sql.raw(`${total.trigger}_insert`)}`.execute(db);
    await sql`drop trigger if exists ${sql.raw(`${total.trigger}_delete`)}`.execute(db);
  } else {
    await sql`drop trigger if exists ${sql.raw(total.trigger)} on ${sql.raw(total.counted)}`.execute(db);
    await sql`drop function if exists ${sql.raw(total.fn)}()`.execute(db);
  }
  await db.schema.dropTable(total.totals).execute();
}
