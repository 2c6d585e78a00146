import type { FormEvent, ReactNode } from 'react';
import { Stack } from '@trailhead/shared-kernel/ui';

/** A form laid out as a stack; the browser's own validation bubbles are off, ours speak instead. */
export function FormStack({ onSubmit, children }: { onSubmit: (event: FormEvent<HTMLFormElement>) => void; children: ReactNode }) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="4">{children}</Stack>
    </form>
  );
}
