import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** What the resolver needs of a shared yup schema. */
interface Validating {
  validate(value: unknown, options: { abortEarly: boolean }): Promise<unknown>;
}

interface ValidationIssue {
  name?: string;
  path?: string;
  type?: string;
  message: string;
  inner?: ValidationIssue[];
}

/**
 * react-hook-form checking its values with one of the shared yup schemas (the API checks the same
 * schema), each field's first message. `extra` adds what the form does not show as a field.
 */
export function schemaResolver<T extends FieldValues>(schema: Validating, extra: FieldValues = {}): Resolver<T> {
  return async (values) => {
    try {
      await schema.validate({ ...values, ...extra }, { abortEarly: false });
      return { values, errors: {} };
    } catch (error) {
      const failed = error as ValidationIssue;
      if (failed?.name !== 'ValidationError') throw error;
      const errors: Record<string, { type: string; message: string }> = {};
      for (const issue of failed.inner && failed.inner.length > 0 ? failed.inner : [failed]) {
        const field = issue.path || 'root';
        errors[field] ??= { type: issue.type ?? 'validate', message: issue.message };
      }
      return { values: {}, errors: errors as FieldErrors<T> };
    }
  };
}
