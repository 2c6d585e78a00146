import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Database } from './tables';

type Value = number | string;

interface Compiled<Row> {
  query: CompiledQuery<Row>;
  /** For each placeholder, the parameter slots it was bound to. */
  slots: number[][];
}

/** Builds and compiles once per database; finds where each placeholder was bound. */
function compiledOnce<Row>(build: (db: Kysely<Database>) => Compilable<Row>, placeholders: readonly Value[]): (db: Kysely<Database>) => Compiled<Row> {
  const compiledFor = new WeakMap<Kysely<Database>, Compiled<Row>>();
  return (db) => {
    const known = compiledFor.get(db);
    if (known) return known;
    const query = build(db).compile();
    const slots = placeholders.map((placeholder) => {
      const found = query.parameters.flatMap((value, slot) => (value === placeholder ? [slot] : []));
      if (found.length === 0) throw new Error(`preparedQuery: placeholder ${String(placeholder)} is not bound in: ${query.sql}`);
      return found;
    });
    const entry = { query, slots };
    compiledFor.set(db, entry);
    return entry;
  };
}

async function runCompiled<Row>(db: Kysely<Database>, { query, slots }: Compiled<Row>, values: readonly Value[]): Promise<Row[]> {
  const parameters = query.parameters.slice();
  for (let i = 0; i < slots.length; i++) for (const slot of slots[i]) parameters[slot] = values[i];
  const result = await db.executeQuery<Row>({ ...query, parameters });
  return result.rows;
}

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
  const compiled = compiledOnce((db) => build(db, ...placeholders), placeholders);
  return async (db, ...args) => runCompiled(db, compiled(db), args);
}

/** The placeholders of a list: odd negative numbers of their own range (keep scalar placeholders above -7,000,000). */
const LIST_PLACEHOLDER_BASE = -7_000_001;

/**
 * preparedQuery for a query over a list of ids (`where … in ids`), as the pages of alerts, posts
 * and members look up what their rows point at: compiled once for `size` ids. A shorter list is
 * padded with its own last id (repeats change nothing in an IN list), a longer one runs in chunks
 * of `size`; an empty list runs nothing. Scalar arguments come after the list, as in preparedQuery.
 */
export function preparedListQuery<Args extends Value[], Row>(
  size: number,
  build: (db: Kysely<Database>, ids: number[], ...args: Args) => Compilable<Row>,
  ...placeholders: NoInfer<Args>
): (db: Kysely<Database>, ids: readonly number[], ...args: Args) => Promise<Row[]> {
  const listPlaceholders = Array.from({ length: size }, (_, i) => LIST_PLACEHOLDER_BASE - 2 * i);
  const compiled = compiledOnce((db) => build(db, listPlaceholders, ...placeholders), [...listPlaceholders, ...placeholders]);
  return async (db, ids, ...args) => {
    if (ids.length === 0) return [];
    const entry = compiled(db);
    const chunks: Promise<Row[]>[] = [];
    for (let start = 0; start < ids.length; start += size) {
      const chunk = ids.slice(start, start + size);
      const padded = chunk.concat(Array<number>(size - chunk.length).fill(chunk[chunk.length - 1]));
      chunks.push(runCompiled(db, entry, [...padded, ...args]));
    }
    return (await Promise.all(chunks)).flat();
  };
}
