/** What a shared yup schema offers a form: its check. */
export interface CheckingSchema {
  validate(value: unknown, options?: { abortEarly?: boolean; stripUnknown?: boolean }): Promise<unknown>;
}

/** Each field's first broken rule, keyed by the form's field name. */
export type FieldProblems = Record<string, { type: string; message: string }>;

/** What yup throws when rules are broken (checked by shape: a remote reaches yup only through these schemas). */
interface BrokenRules {
  name?: string;
  path?: string;
  type?: string;
  message: string;
  inner?: BrokenRules[];
}

/** The form field a rule's path belongs to: its first segment ('vehicles[2].vin' → 'vehicles'). */
export const topField = (path: string) => path.split(/[.[]/)[0];

/**
 * The broken rules of a failed check as each field's first problem; anything other than a
 * validation failure (a bug, not a person's input) is thrown on.
 */
export function fieldProblems(error: unknown, fieldOf: (path: string) => string | null = topField): FieldProblems {
  const broken = error as BrokenRules;
  if (broken?.name !== 'ValidationError') throw error;
  const problems: FieldProblems = {};
  for (const rule of broken.inner?.length ? broken.inner : [broken]) {
    const field = fieldOf(rule.path ?? '') || 'root';
    problems[field] ??= { type: rule.type ?? 'validate', message: rule.message };
  }
  return problems;
}

export interface FormResolverOptions<T> {
  /** What is checked: the values as the form would send them (default: the values themselves). */
  payload?: (values: T) => unknown;
  /** Where a rule's message shows (default: the path's first segment). */
  fieldOf?: (path: string) => string | null;
  /** The values the form submits: as typed (default), or as the schema cast them (trimmed, numbers). */
  submit?: 'typed' | 'checked';
}

/**
 * A react-hook-form resolver (by shape: shared-kernel does not depend on the form library) that
 * checks a form with one of the site's shared schemas, the ones the API checks with too.
 */
export function formResolver<T>(schema: CheckingSchema, { payload, fieldOf, submit = 'typed' }: FormResolverOptions<T> = {}) {
  return async (values: T): Promise<{ values: T; errors: Record<string, never> } | { values: Record<string, never>; errors: FieldProblems }> => {
    try {
      const checked = await schema.validate(payload ? payload(values) : values, { abortEarly: false, stripUnknown: submit === 'checked' });
      return { values: submit === 'checked' ? (checked as T) : values, errors: {} };
    } catch (error) {
      return { values: {}, errors: fieldProblems(error, fieldOf) };
    }
  };
}
