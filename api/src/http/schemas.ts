// JSON-schema pieces every route reuses; Fastify validates (and coerces) with them.

/** PostgreSQL integer ids stop here; a bigger id is a bad request, not a database error. */
import { MAX_ID } from '@trailhead/shared-kernel/schemas';

export { MAX_ID };
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

/**
 * The query of a route that takes no parameters. Every route declares its request (params,
 * querystring, body, headers as it takes them): one that takes nothing declares this, so the
 * rule has no exceptions. Unknown parameters are ignored, as before.
 */
export const noQuery = { type: 'object', properties: {} } as const;

/**
 * A JSON body whose fields a handler reads and checks itself (the shared yup rules, with the
 * spec's messages): the properties document them without a type, so the validation, and its
 * messages, stay the handler's.
 */
export function checkedBody(description: string, fields: Record<string, string>) {
  return {
    type: 'object',
    description,
    properties: Object.fromEntries(Object.entries(fields).map(([name, about]) => [name, { description: about }])),
  } as const;
}

/**
 * A body a route reads when there is one (DELETE options, forms read from a stream): the fields
 * it reads when it is an object; anything else, or nothing, is accepted as before and ignored.
 */
export function optionalBody(description: string, fields: Record<string, string>) {
  return {
    description,
    anyOf: [{ type: 'object', properties: Object.fromEntries(Object.entries(fields).map(([name, about]) => [name, { description: about }])) }, {}],
  } as const;
}

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
