import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { AnyObjectSchema } from 'yup';

/** A react-hook-form resolver from one of the shared yup schemas (the API checks the same rules): each field's first problem. */
export function yupFormResolver<T extends FieldValues>(schema: () => AnyObjectSchema, fields: (keyof T)[]): Resolver<T> {
  return async (values) => {
    // Only the form's own fields reach the schema.
    const own = Object.fromEntries(fields.map((field) => [field, values[field as string]]));
    try {
      const checked = (await schema().validate(own, { abortEarly: false })) as T;
      return { values: checked, errors: {} };
    } catch (error) {
      const errors: Record<string, { type: string; message: string }> = {};
      for (const problem of (error as { inner?: { path?: string; message: string }[] }).inner ?? []) {
        if (problem.path && !errors[problem.path]) errors[problem.path] = { type: 'validate', message: problem.message };
      }
      return { values: {}, errors: errors as FieldErrors<T> };
    }
  };
}
