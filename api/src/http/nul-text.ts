// PostgreSQL refuses the NUL character in text ("invalid byte sequence for encoding UTF8: 0x00"):
// a request carrying one is refused before any handler, on both databases alike, instead of
// failing with a 500 at its first write or search (found by the generated security suite).
import type { FastifyRequest } from 'fastify';
import { ApiError } from './api-error';

function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 1000 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => holdsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item, depth + 1));
}

/** preValidation hook: a 400 for a NUL in the path, the query or a parsed body. */
export async function refuseNulText(request: FastifyRequest): Promise<void> {
  if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) {
    throw new ApiError(400, 'invalid_text', 'Text may not contain the NUL character (\\u0000).');
  }
}
