import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** The part of a shared yup schema a form needs (this remote reaches yup only through @trailhead/shared-kernel/schemas). */
interface FormSchema<T> {
  validate: (values: unknown, options: { abortEarly: boolean; stripUnknown: boolean }) => Promise<T>;
}

/** What yup throws, checked by shape. */
interface SchemaError {
  path?: string;
  type?: string;
  message: string;
  inner?: SchemaError[];
}

/**
 * A react-hook-form resolver for one of the site's shared yup schemas (the API checks the same):
 * every broken rule lands on its field (recipient_ids[2] on recipient_ids), the first one per field.
 */
export function schemaResolver<T extends FieldValues>(schema: FormSchema<T>): Resolver<T> {
  return async (values) => {
    try {
      const valid = await schema.validate(values, { abortEarly: false, stripUnknown: true });
      return { values: valid, errors: {} };
    } catch (error) {
      const problem = error as SchemaError;
      if (typeof problem?.message !== 'string' || !Array.isArray(problem.inner)) throw error;
      const errors: Record<string, { type: string; message: string }> = {};
      for (const broken of problem.inner.length > 0 ? problem.inner : [problem]) {
        const field = (broken.path ?? '').split(/[.[]/)[0];
        if (field && !errors[field]) errors[field] = { type: broken.type ?? 'validate', message: broken.message };
      }
      return { values: {}, errors: errors as FieldErrors<T> };
    }
  };
}
