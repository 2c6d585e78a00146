import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { AnyObjectSchema } from 'yup';
import { fieldNameOf } from '../account-details-form';

/** A react-hook-form resolver over a shared yup schema of flat fields: each field's first problem. */
export function schemaResolverOf<T extends FieldValues>(schema: AnyObjectSchema): Resolver<T> {
  return async (values) => {
    try {
      return { values: (await schema.validate(values, { abortEarly: false })) as T, errors: {} };
    } catch (error) {
      const errors: Record<string, { type: string; message: string }> = {};
      for (const problem of (error as { inner?: { path?: string; message: string }[] }).inner ?? []) {
        const name = problem.path ? fieldNameOf(problem.path) : '';
        if (name && !errors[name]) errors[name] = { type: 'validate', message: problem.message };
      }
      return { values: {}, errors: errors as FieldErrors<T> };
    }
  };
}
