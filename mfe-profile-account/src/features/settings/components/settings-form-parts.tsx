import type { ReactNode } from 'react';
import { Controller, type Control, type FieldErrors, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import type { AnyObjectSchema } from 'yup';
import { Alert, Box, Button, Checkbox, Field, Flex, Heading, OptionSelect, Stack, Text, type SelectOption } from '@trailhead/shared-kernel/ui';

/** A react-hook-form resolver over a shared yup schema: each field's first problem, by its path. */
export function schemaResolver<T extends FieldValues>(schema: AnyObjectSchema): Resolver<T> {
  return async (values) => {
    try {
      return { values: (await schema.validate(values, { abortEarly: false })) as T, errors: {} };
    } catch (error) {
      const errors: Record<string, { type: string; message: string }> = {};
      for (const problem of (error as { inner?: { path?: string; message: string }[] }).inner ?? []) {
        if (problem.path && !errors[problem.path]) errors[problem.path] = { type: 'validate', message: problem.message };
      }
      return { values: {}, errors: errors as FieldErrors<T> };
    }
  };
}

/** A titled group of settings. */
export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="3" borderWidth="1px" borderColor="gray.200" borderRadius="md" p={{ base: '3', md: '4' }}>
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** An on/off setting with a sentence saying what it does. */
export function SettingCheckbox<T extends FieldValues>({
  control,
  name,
  label,
  help,
  disabled,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  help: string;
  disabled?: boolean;
}) {
  const helpId = `${name.replace(/\W/g, '-')}-help`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Box>
          <Checkbox.Root checked={Boolean(field.value)} disabled={disabled} onCheckedChange={(change) => field.onChange(change.checked === true)}>
            <Checkbox.HiddenInput ref={field.ref} name={field.name} onBlur={field.onBlur} aria-describedby={helpId} />
            <Checkbox.Control />
            <Checkbox.Label fontWeight="medium">{label}</Checkbox.Label>
          </Checkbox.Root>
          <Text id={helpId} fontSize="sm" color="gray.600" ms="7">
            {help}
          </Text>
        </Box>
      )}
    />
  );
}

/** A choice among options (a native select) with its label and a sentence saying what it does. */
export function SettingSelect<T extends FieldValues>({
  control,
  name,
  label,
  help,
  options,
  disabled,
  error,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  help: string;
  options: readonly SelectOption[];
  disabled?: boolean;
  error?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Field.Root invalid={!!error} disabled={disabled}>
          <Field.Label>{label}</Field.Label>
          <OptionSelect
            name={field.name}
            selectRef={field.ref}
            value={String(field.value ?? '')}
            options={options}
            onChange={field.onChange}
            onBlur={field.onBlur}
            disabled={disabled}
            w={{ base: 'full', md: '80' }}
          />
          <Field.HelperText color="gray.600">{help}</Field.HelperText>
          {error && <Field.ErrorText color="red.700">{error}</Field.ErrorText>}
        </Field.Root>
      )}
    />
  );
}

/** The save button (progress, no double submit) and, after a failed save, the API's message. */
export function SaveBar({ pending, error, label = 'Save changes' }: { pending: boolean; error: Error | null; label?: string }) {
  return (
    <Stack gap="3">
      {error && (
        <Alert.Root status="error" role="alert" data-testid="settings-error">
          <Alert.Indicator />
          <Alert.Title>{error.message}</Alert.Title>
        </Alert.Root>
      )}
      <Flex justify="flex-end">
        <Button type="submit" bg="brand.redDark" color="white" loading={pending} loadingText="Saving…" disabled={pending} w={{ base: 'full', md: 'auto' }}>
          {label}
        </Button>
      </Flex>
    </Stack>
  );
}
