import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Database } from './tables';

type Value = number | string;

/**
 * A query built and compiled once per database (Kysely otherwise rebuilds and recompiles it on
 * every call, which costs more than running a small indexed query), then run with new values.
 *
 * `build` is called once with `placeholders`: each must reach the SQL as a bound parameter,
 * exactly once, and differ from every other value in the query (use odd negative numbers).
 */
export function preparedQuery<Args extends Value[], Row>(
  build: (db: Kysely<Database>, ...args: Args) => Compilable<Row>,
  ...placeholders: NoInfer<Args>
): (db: Kysely<Database>, ...args: Args) => Promise<Row[]> {
  const compiledFor = new WeakMap<Kysely<Database>, { query: CompiledQuery<Row>; slots: number[] }>();

  const compile = (db: Kysely<Database>) => {
    const query = build(db, ...placeholders).compile();
    const slots = placeholders.map((placeholder) => {
      const slot = query.parameters.indexOf(placeholder);
      if (slot < 0 || query.parameters.lastIndexOf(placeholder) !== slot) {
        throw new Error(`preparedQuery: placeholder ${String(placeholder)} must be bound exactly once in: ${query.sql}`);
      }
      return slot;
    });
    const entry = { query, slots };
    compiledFor.set(db, entry);
    return entry;
  };

  return async (db, ...args) => {
    const { query, slots } = compiledFor.get(db) ?? compile(db);
    const parameters = query.parameters.slice();
    for (let i = 0; i < slots.length; i++) parameters[slots[i]] = args[i];
    const result = await db.executeQuery<Row>({ ...query, parameters });
    return result.rows;
  };
}
