import type { Kysely } from 'kysely';

// Placeholder: filled in by the module that owns these tables (see the file name).
export async function up(_db: Kysely<any>): Promise<void> {}

export async function down(_db: Kysely<any>): Promise<void> {}
