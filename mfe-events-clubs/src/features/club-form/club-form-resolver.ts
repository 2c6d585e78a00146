import type { FieldErrors, Resolver } from 'react-hook-form';
import { clubSchema } from '@trailhead/shared-kernel/schemas';
import { toClubPayload, type ClubFormFields } from './club-form-values';

/** What yup throws (checked by name: this remote reaches yup only through the shared schema). */
interface SchemaError {
  name: string;
  path?: string;
  type?: string;
  message: string;
  inner: SchemaError[];
}

/**
 * Validates what the form would send with the one club schema the API uses too (spec §5), so an
 * online club is never held up by an address it does not send. The first message per input wins.
 */
export const clubFormResolver: Resolver<ClubFormFields> = async (values) => {
  const errors: Record<string, { type: string; message: string }> = {};
  try {
    await clubSchema().validate(toClubPayload(values), { abortEarly: false });
  } catch (error) {
    const failed = error as SchemaError;
    if (failed?.name !== 'ValidationError') throw error;
    for (const problem of failed.inner.length ? failed.inner : [failed]) {
      const field = (problem.path ?? 'name').split(/[.[]/)[0];
      errors[field] ??= { type: problem.type ?? 'validate', message: problem.message };
    }
  }
  if (Object.keys(errors).length > 0) return { values: {}, errors: errors as FieldErrors<ClubFormFields> };
  return { values, errors: {} };
};
