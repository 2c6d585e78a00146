import { useState } from 'react';
import { Controller, useForm, type Control, type UseFormRegister } from 'react-hook-form';
import type { ApiError } from '@trailhead/shared-kernel/api';
import type { AccountDetails, CustomFieldDefinition } from '@trailhead/shared-kernel/types';
import { Alert, Box, Button, Checkbox, Field, Flex, FormField, Heading, Input, OptionSelect, SimpleGrid, Stack, Text, Textarea } from '@trailhead/shared-kernel/ui';
import { accountDetailsResolver, FIELD_OF_CODE, OWN_FIELDS, toFormValues, toProfileForm, type AccountDetailsFormValues } from '../account-details-form';
import { useTimezones } from '../api/get-account-details';
import { useSaveAccountDetails } from '../api/save-account-details';
import { VehiclesFields } from './vehicles-fields';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function Section({ title, children, testId }: { title: string; children: React.ReactNode; testId?: string }) {
  return (
    <Stack as="section" gap="3" borderWidth="1px" borderColor="gray.200" borderRadius="md" p={{ base: '3', md: '4' }} data-testid={testId}>
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** The profile's details, custom fields and vehicles: saved together through POST /me. */
export function DetailsForm({ details, fields }: { details: AccountDetails; fields: CustomFieldDefinition[] }) {
  const save = useSaveAccountDetails();
  const timezones = useTimezones();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<AccountDetailsFormValues>({ defaultValues: toFormValues(details, fields), resolver: accountDetailsResolver() });
  const { register, control, handleSubmit, formState, setError, setValue, getValues } = form;
  const errors = formState.errors;
  const pending = save.isPending;

  const submit = (values: AccountDetailsFormValues) => {
    if (save.isPending) return;
    setServerError(null);
    save.mutate(toProfileForm(values), {
      onError: (error) => {
        // Spec §8: the first server error; it also marks the field it is about. What was typed stays.
        setServerError(error.message);
        const field = FIELD_OF_CODE[(error as ApiError).code];
        if (field) setError(field as 'first_name', { type: 'server', message: error.message });
      },
    });
  };

  const timezoneOptions = Object.entries(timezones.data?.values ?? {}).map(([value, label]) => ({ value, label }));
  if (!timezoneOptions.some((option) => option.value === details.timezone)) timezoneOptions.unshift({ value: details.timezone, label: details.timezone });
  const years = Array.from({ length: 110 }, (_, index) => new Date().getFullYear() - 13 - index);

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} data-testid="account-details-form">
      <Stack gap="6">
        <Section title="About you">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <FormField label="First name" error={errors.first_name?.message}>
              <Input {...register('first_name')} autoComplete="given-name" maxLength={50} disabled={pending} />
            </FormField>
            <FormField label="Last name" error={errors.last_name?.message}>
              <Input {...register('last_name')} autoComplete="family-name" maxLength={50} disabled={pending} />
            </FormField>
          </SimpleGrid>
          <Controller
            control={control}
            name="show_first_last_name"
            render={({ field }) => (
              <Checkbox.Root checked={field.value} disabled={pending} onCheckedChange={(change) => field.onChange(change.checked === true)}>
                <Checkbox.HiddenInput ref={field.ref} name={field.name} onBlur={field.onBlur} />
                <Checkbox.Control />
                <Checkbox.Label>Show my first and last name beside my username</Checkbox.Label>
              </Checkbox.Root>
            )}
          />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <FormField label="City" error={errors.city?.message}>
              <Input {...register('city')} autoComplete="address-level2" maxLength={100} disabled={pending} />
            </FormField>
            <FormField label="State" error={errors.state?.message}>
              <Input {...register('state')} autoComplete="address-level1" maxLength={100} disabled={pending} />
            </FormField>
          </SimpleGrid>
          <Field.Root invalid={!!errors.birth} disabled={pending}>
            <Box as="fieldset" border="0" p="0" m="0" minW="0">
              <Box as="legend" fontWeight="medium" fontSize="sm" mb="1.5">
                Date of birth
              </Box>
              <SimpleGrid columns={3} gap="2">
                <BirthPart control={control} name="birth.month" label="Month" options={MONTHS.map((month, index) => ({ value: String(index + 1), label: month }))} disabled={pending} />
                <BirthPart control={control} name="birth.day" label="Day" options={Array.from({ length: 31 }, (_, index) => ({ value: String(index + 1), label: String(index + 1) }))} disabled={pending} />
                <BirthPart control={control} name="birth.year" label="Year" options={years.map((year) => ({ value: String(year), label: String(year) }))} disabled={pending} />
              </SimpleGrid>
            </Box>
            {errors.birth && <Field.ErrorText color="red.700">{errors.birth.message}</Field.ErrorText>}
          </Field.Root>
          <Controller
            control={control}
            name="timezone"
            render={({ field }) => (
              <FormField label="Time zone" error={errors.timezone?.message}>
                <OptionSelect name={field.name} selectRef={field.ref} value={field.value} options={timezoneOptions} onChange={field.onChange} onBlur={field.onBlur} disabled={pending} w={{ base: 'full', md: '80' }} />
              </FormField>
            )}
          />
          <FormField label="About me" error={errors.about?.message}>
            <Textarea {...register('about')} rows={4} maxLength={5000} disabled={pending} />
          </FormField>
          <FormField label="Website" error={errors.website?.message}>
            <Input {...register('website')} type="url" inputMode="url" placeholder="https://" maxLength={200} disabled={pending} />
          </FormField>
        </Section>

        <CustomFields fields={fields.filter((field) => !OWN_FIELDS.has(field.field_id))} control={control} register={register} disabled={pending} />

        <Section title="My vehicles" testId="my-vehicles">
          <VehiclesFields control={control} register={register} errors={errors} setValue={setValue} getValues={getValues} disabled={pending} />
        </Section>

        {serverError && (
          <Alert.Root status="error" role="alert" data-testid="account-details-error">
            <Alert.Indicator />
            <Alert.Title>{serverError}</Alert.Title>
          </Alert.Root>
        )}
        <Flex justify="flex-end">
          <Button type="submit" bg="brand.redDark" color="white" loading={pending} loadingText="Saving…" disabled={pending} w={{ base: 'full', md: 'auto' }}>
            Save changes
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}

function BirthPart({ control, name, label, options, disabled }: { control: Control<AccountDetailsFormValues>; name: 'birth.year' | 'birth.month' | 'birth.day'; label: string; options: { value: string; label: string }[]; disabled: boolean }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <OptionSelect name={field.name} selectRef={field.ref} label={label} placeholder={label} value={field.value} options={options} onChange={field.onChange} onBlur={field.onBlur} disabled={disabled} />
      )}
    />
  );
}

/** The custom fields of GET /custom-fields/user that have no field of their own above, by their type. */
function CustomFields({ fields, control, register, disabled }: { fields: CustomFieldDefinition[]; control: Control<AccountDetailsFormValues>; register: UseFormRegister<AccountDetailsFormValues>; disabled: boolean }) {
  if (fields.length === 0) return null;
  return (
    <Section title="More about you">
      {fields.map((definition) => {
        const name = `custom_fields.${definition.field_id}` as const;
        const choices = Object.entries(definition.choices ?? {}).map(([value, label]) => ({ value, label }));
        const help = definition.description ? <Text fontSize="sm" color="gray.600">{definition.description}</Text> : null;
        if (definition.field_type === 'checkbox') {
          return (
            <Controller
              key={definition.field_id}
              control={control}
              name={name}
              render={({ field }) => {
                const picked = Array.isArray(field.value) ? field.value : [];
                return (
                  <Box as="fieldset" border="0" p="0" m="0" minW="0">
                    <Box as="legend" fontWeight="medium" fontSize="sm" mb="1">
                      {definition.title}
                    </Box>
                    {help}
                    <Flex wrap="wrap" gap="3" mt="1">
                      {choices.map((choice) => (
                        <Checkbox.Root
                          key={choice.value}
                          checked={picked.includes(choice.value)}
                          disabled={disabled}
                          onCheckedChange={(change) => field.onChange(change.checked === true ? [...picked, choice.value] : picked.filter((value) => value !== choice.value))}
                        >
                          <Checkbox.HiddenInput name={`${field.name}[]`} />
                          <Checkbox.Control />
                          <Checkbox.Label>{choice.label}</Checkbox.Label>
                        </Checkbox.Root>
                      ))}
                    </Flex>
                  </Box>
                );
              }}
            />
          );
        }
        if (definition.field_type === 'radio' || definition.field_type === 'select') {
          return (
            <Controller
              key={definition.field_id}
              control={control}
              name={name}
              render={({ field }) => (
                <FormField label={definition.title}>
                  <OptionSelect name={field.name} selectRef={field.ref} value={String(field.value ?? '')} placeholder="Not set" options={choices} onChange={field.onChange} onBlur={field.onBlur} disabled={disabled} w={{ base: 'full', md: '80' }} />
                  {help}
                </FormField>
              )}
            />
          );
        }
        return (
          <FormField key={definition.field_id} label={definition.title}>
            {definition.field_type === 'textarea' ? <Textarea {...register(name)} rows={3} maxLength={5000} disabled={disabled} /> : <Input {...register(name)} maxLength={200} disabled={disabled} />}
            {help}
          </FormField>
        );
      })}
    </Section>
  );
}
