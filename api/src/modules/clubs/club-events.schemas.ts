// Request pieces the club events and club discussions routes share.
import { formFields } from '../events/event-input';

/** A club named by its id or its slug (GET /clubs/{idOrSlug}/…). */
export const clubRefParams = {
  type: 'object',
  required: ['idOrSlug'],
  properties: { idOrSlug: { type: 'string', minLength: 1, maxLength: 100, description: "the club's id or slug" } },
} as const;

export interface ClubRefParams {
  idOrSlug: string;
}

/** A multipart field as @fastify/multipart attaches it when fields are kept as objects. */
function isMultipartField(value: unknown): value is { type: 'field'; value: unknown } {
  return value !== null && typeof value === 'object' && (value as { type?: unknown }).type === 'field' && 'value' in value && 'fieldname' in value;
}

/**
 * The event form's fields (events/event-input.ts formFields), whatever multipart reader the clubs
 * module runs: the club form takes image files, so its reader may keep fields as objects.
 */
export function clubFormFields(body: unknown): Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return formFields(body);
  const plain = Object.fromEntries(
    Object.entries(body as Record<string, unknown>).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.map((item) => (isMultipartField(item) ? item.value : item)) : isMultipartField(value) ? value.value : value,
    ]),
  );
  return formFields(plain);
}
