import type { ColumnType, SqlBool } from 'kysely';

/**
 * A boolean column. PostgreSQL returns booleans, SQLite returns 0/1 (the SQLite connection binds
 * JS booleans as 0/1), so reads are typed SqlBool and mapped with Boolean() on the way out.
 */
export type Flag = ColumnType<SqlBool, boolean | undefined, boolean>;

/** Unix seconds, stored as a bigint (parsed back to a number on PostgreSQL). */
export type Timestamp = number;

/** A column with a database default: optional on insert. */
export type Defaulted<T> = ColumnType<T, T | undefined, T>;
