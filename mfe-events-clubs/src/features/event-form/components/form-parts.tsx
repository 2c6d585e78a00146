import type { ReactNode } from 'react';
import { Controller, useFormContext, type FieldPath } from 'react-hook-form';
import { Box, Field, Heading, OptionSelect, Stack, type SelectOption } from '@trailhead/shared-kernel/ui';
import type { EventFormValues } from '../event-form-values';

/** One labelled input of the form, with its hint and its message (linked to the input for screen readers). */
export function FormRow({ label, name, helper, required, children }: { label: string; name: FieldPath<EventFormValues>; helper?: string; required?: boolean; children: ReactNode }) {
  const { formState } = useFormContext<EventFormValues>();
  const message = (formState.errors as Record<string, { message?: string } | undefined>)[name]?.message;
  return (
    <Field.Root invalid={!!message} required={required} data-field={name}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helper && !message && <Field.HelperText>{helper}</Field.HelperText>}
      {message && (
        <Field.ErrorText color="red.700" data-testid={`error-${name}`}>
          {message}
        </Field.ErrorText>
      )}
    </Field.Root>
  );
}

/**
 * A select of the form over an option list (the label comes from the FormRow around it). Controlled:
 * the lists arrive after the form's values, and the select must then show the value, not its first option.
 */
export function FormSelect({ name, options, placeholder, disabled }: { name: FieldPath<EventFormValues>; options: readonly SelectOption[]; placeholder?: string; disabled?: boolean }) {
  const { control } = useFormContext<EventFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <OptionSelect
          selectRef={field.ref}
          name={field.name}
          value={String(field.value ?? '')}
          onChange={field.onChange}
          onBlur={field.onBlur}
          options={options}
          placeholder={placeholder}
          disabled={disabled}
        />
      )}
    />
  );
}

/** A titled group of fields: a fieldset, so a screen reader names the group. */
export function FormSection({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Box as="fieldset" borderWidth="1px" borderRadius="md" p={{ base: '3', md: '5' }} minW="0" data-testid={testId}>
      <Heading as="legend" size="md" px="1">
        {title}
      </Heading>
      <Stack gap="4" mt="2">
        {children}
      </Stack>
    </Box>
  );
}
