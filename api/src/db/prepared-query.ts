import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Database } from './tables';

type Value = number | string;

/**
 * A query built and compiled once per database (Kysely otherwise rebuilds and recompiles it on
 * every call, which costs more than running a small indexed query), then run with new values.
 *
 * `build` is called once with `placeholders`: each must reach the SQL as a bound parameter (once
 * or more: every place it is bound gets the value) and differ from every other value in the
 * query (use odd negative numbers).
 */
export function preparedQuery<Args extends Value[], Row>(
  build: (db: Kysely<Database>, ...args: Args) => Compilable<Row>,
  ...placeholders: NoInfer<Args>
): (db: Kysely<Database>, ...args: Args) => Promise<Row[]> {
  const compiledFor = new WeakMap<Kysely<Database>, { query: CompiledQuery<Row>; slots: number[][] }>();

  const compile = (db: Kysely<Database>) => {
    const query = build(db, ...placeholders).compile();
    const slots = placeholders.map((placeholder) => {
      const found = query.parameters.flatMap((value, slot) => (value === placeholder ? [slot] : []));
      if (found.length === 0) throw new Error(`preparedQuery: placeholder ${String(placeholder)} is not bound in: ${query.sql}`);
      return found;
    });
    const entry = { query, slots };
    compiledFor.set(db, entry);
    return entry;
  };

  return async (db, ...args) => {
    const { query, slots } = compiledFor.get(db) ?? compile(db);
    const parameters = query.parameters.slice();
    for (let i = 0; i < slots.length; i++) for (const slot of slots[i]) parameters[slot] = args[i];
    const result = await db.executeQuery<Row>({ ...query, parameters });
    return result.rows;
  };
}
