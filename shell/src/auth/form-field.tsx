import type { FormEvent, ReactNode } from 'react';
import { Field, Stack } from '@trailhead/shared-kernel/ui';

/** A labelled form field that shows its validation message under the input. */
export function FormField({ label, error, children, required }: { label: string; error?: string; children: ReactNode; required?: boolean }) {
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** A form laid out as a stack; the browser's own validation bubbles are off, ours speak instead. */
export function FormStack({ onSubmit, children }: { onSubmit: (event: FormEvent<HTMLFormElement>) => void; children: ReactNode }) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="4">{children}</Stack>
    </form>
  );
}
