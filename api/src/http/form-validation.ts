import type { ValidationError } from 'yup';
import { ApiError } from './api-error';

/** A JSON body that must be an object; the fields themselves are checked by a shared yup schema. */
export const objectBody = { type: 'object' } as const;

function isValidationError(error: unknown): error is ValidationError {
  return error instanceof Error && error.name === 'ValidationError' && Array.isArray((error as ValidationError).errors);
}

/**
 * Validates with one of shared-kernel's yup schemas, so the API refuses exactly what the browser's
 * form refuses, with the same words. A failure is a 400 carrying the first message (in field order)
 * and a code picked from the failing field (`codes[path]`, else `fallbackCode`).
 */
export async function validateForm<T>(
  schema: { validate(value: unknown, options: { abortEarly: boolean }): Promise<T> },
  value: unknown,
  codes: Record<string, string | ((type: string | undefined) => string)>,
  fallbackCode = 'invalid_field',
): Promise<T> {
  try {
    return await schema.validate(value, { abortEarly: false });
  } catch (error) {
    if (!isValidationError(error)) throw error;
    const first = error.inner[0] ?? error;
    const path = (first.path ?? '').split('.')[0];
    const code = codes[path];
    throw new ApiError(400, typeof code === 'function' ? code(first.type) : (code ?? fallbackCode), first.message);
  }
}

/** The body's string field, or undefined when it is missing or not text. */
export function textField(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  return typeof value === 'string' ? value : undefined;
}

/** true for true, 1, '1' and 'true'; false for their opposites; undefined otherwise. */
export function flagField(body: Record<string, unknown>, name: string): boolean | undefined {
  const value = body[name];
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  return undefined;
}

/** A finite number (or numeric text), null when empty, undefined when not a number. */
export function numberField(body: Record<string, unknown>, name: string): number | null | undefined {
  const value = body[name];
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isFinite(number) ? number : undefined;
}
