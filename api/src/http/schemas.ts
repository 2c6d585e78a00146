// JSON-schema pieces every route reuses; Fastify validates (and coerces) with them.

/** PostgreSQL integer ids stop here; a bigger id is a bad request, not a database error. */
export const MAX_ID = 2_147_483_647;
export const MAX_PAGE = 100_000;

export const idSchema = { type: 'integer', minimum: 1, maximum: MAX_ID } as const;
export const pageSchema = { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1 } as const;
/** Flags on the wire are 1 or 0 (spec §7). */
export const flagSchema = { type: 'integer', enum: [0, 1] } as const;
export const vehicleTypeIdSchema = { type: 'integer', minimum: 0, maximum: MAX_ID, default: 0 } as const;

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: idSchema },
} as const;

export const pageQuery = {
  type: 'object',
  properties: { page: pageSchema },
} as const;

export interface IdParams {
  id: number;
}
export interface PageQuery {
  page: number;
}
