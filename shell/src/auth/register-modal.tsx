import { useState } from 'react';
import dayjs from 'dayjs';
import { useMutation } from '@trailhead/shared-kernel/query';
import { Controller, useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { apiRequest } from '@trailhead/shared-kernel/api';
import { registerSchema, type RegisterForm } from '@trailhead/shared-kernel/schemas';
import type { RegisterRequest, RegisterResponse } from '@trailhead/shared-kernel/types';
import { Alert, Button, Checkbox, Field, HStack, Input, OptionSelect, SimpleGrid, Stack, Text, FormField, type SelectOption } from '@trailhead/shared-kernel/ui';
import { AuthDialog } from './auth-dialog';
import { Captcha } from './captcha';
import { FormStack } from './form-field';
import { useAuthModals } from './use-auth-modals';
import { completeVehicle, VehiclePicker, type VehicleChoice } from './vehicle-picker';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const thisYear = dayjs().year();
const YEARS = Array.from({ length: 100 }, (_, index) => thisYear - 13 - index + 1);

const pad = (value: number) => String(value).padStart(2, '0');

/** The register form's values as the API's wire form (spec §3). */
export function toRegisterRequest(values: RegisterForm, vehicle: RegisterRequest['vehicle'] = {}): RegisterRequest {
  const { year, month, day } = values.dateOfBirth;
  return {
    email: values.email.trim(),
    username: values.username.trim(),
    password: values.password,
    password_confirmation: values.confirmPassword,
    birth_date: `${year}-${pad(month)}-${pad(day)}`,
    location: values.location.label || `${values.location.city}, ${values.location.state}`,
    city: values.location.city.trim(),
    state: values.location.state.trim(),
    latitude: values.location.latitude ?? null,
    longitude: values.location.longitude ?? null,
    privacy_policy_accepted: values.isPrivacyPolicy,
    is_specialist_registered: values.isSpecialistRegistration ?? false,
    vehicle: completeVehicle(vehicle),
    captcha: values.captcha,
  };
}

function DateSelect({ label, options, field }: { label: string; options: SelectOption[]; field: { value: unknown; onChange: (value: number | undefined) => void } }) {
  return (
    <OptionSelect size="sm"
      label={`Birth ${label.toLowerCase()}`}
      placeholder={label}
      value={field.value ? String(field.value) : ''}
      options={options}
      onChange={(next) => field.onChange(next ? Number(next) : undefined)}
    />
  );
}

/** Spec §5 register: every rule with its exact message; a failed submit keeps what was typed. */
export default function RegisterModal() {
  const modals = useAuthModals();
  // A solved challenge is used up by a submit, so a failed submit gets a fresh widget.
  const [captchaKey, setCaptchaKey] = useState(0);
  const [vehicle, setVehicle] = useState<VehicleChoice>({});
  const { register, control, handleSubmit, formState, setValue } = useForm<RegisterForm>({
    resolver: yupResolver(registerSchema()),
    defaultValues: { email: '', username: '', password: '', confirmPassword: '', location: { label: '', city: '', state: '', latitude: null, longitude: null }, isPrivacyPolicy: false, isSpecialistRegistration: false, captcha: '' },
  });
  const errors = formState.errors;
  const signUp = useMutation({
    mutationFn: (values: RegisterForm) => apiRequest<RegisterResponse>('/register', { method: 'POST', body: toRegisterRequest(values, vehicle) }),
    onError: () => {
      setValue('captcha', '');
      setCaptchaKey((key) => key + 1);
    },
  });
  const submit = handleSubmit((values) => signUp.mutateAsync(values).catch(() => undefined));
  const done = signUp.data;
  const serverError = signUp.error?.message;

  if (done) {
    return (
      <AuthDialog title="Check your e-mail" onClose={modals.close}>
        <Stack gap="4" data-testid="register-done">
          <Text>{done.message}</Text>
          <Button variant="outline" onClick={() => modals.open('login')}>
            Log in
          </Button>
        </Stack>
      </AuthDialog>
    );
  }

  return (
    <AuthDialog title="Create a Free Account" onClose={modals.close} maxW="520px">
      <FormStack onSubmit={submit}>
        {serverError && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{serverError}</Alert.Title>
          </Alert.Root>
        )}
        <FormField label="E-mail" error={errors.email?.message} required>
          <Input type="email" autoComplete="email" {...register('email')} />
        </FormField>
        <FormField label="Username" error={errors.username?.message} required>
          <Input autoComplete="username" {...register('username')} />
        </FormField>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label="Password" error={errors.password?.message} required>
            <Input type="password" autoComplete="new-password" {...register('password')} />
          </FormField>
          <FormField label="Confirm password" error={errors.confirmPassword?.message} required>
            <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
          </FormField>
        </SimpleGrid>
        <Field.Root invalid={!!errors.dateOfBirth} required>
          <Field.Label>
            Date of birth <Field.RequiredIndicator />
          </Field.Label>
          <HStack gap="2" width="full">
            <Controller control={control} name="dateOfBirth.month" render={({ field }) => <DateSelect label="Month" field={field} options={MONTHS.map((name, index) => ({ value: String(index + 1), label: name }))} />} />
            <Controller control={control} name="dateOfBirth.day" render={({ field }) => <DateSelect label="Day" field={field} options={Array.from({ length: 31 }, (_, index) => ({ value: String(index + 1), label: String(index + 1) }))} />} />
            <Controller control={control} name="dateOfBirth.year" render={({ field }) => <DateSelect label="Year" field={field} options={YEARS.map((year) => ({ value: String(year), label: String(year) }))} />} />
          </HStack>
          <Field.ErrorText>
            {errors.dateOfBirth?.message ?? errors.dateOfBirth?.year?.message ?? errors.dateOfBirth?.month?.message ?? errors.dateOfBirth?.day?.message}
          </Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.location} required>
          <Field.Label>
            Location <Field.RequiredIndicator />
          </Field.Label>
          <SimpleGrid columns={2} gap="2" width="full">
            <Input placeholder="City" aria-label="City" autoComplete="address-level2" {...register('location.city')} />
            <Input placeholder="State" aria-label="State" autoComplete="address-level1" {...register('location.state')} />
          </SimpleGrid>
          <Field.ErrorText>{errors.location?.message}</Field.ErrorText>
        </Field.Root>
        <VehiclePicker value={vehicle} onChange={setVehicle} />
        <Controller
          control={control}
          name="isPrivacyPolicy"
          render={({ field }) => (
            <Field.Root invalid={!!errors.isPrivacyPolicy}>
              <Checkbox.Root checked={field.value} onCheckedChange={(details) => field.onChange(details.checked === true)}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>I agree to the Privacy Policy and the Terms of Use</Checkbox.Label>
              </Checkbox.Root>
              <Field.ErrorText>{errors.isPrivacyPolicy?.message}</Field.ErrorText>
            </Field.Root>
          )}
        />
        <Controller
          control={control}
          name="isSpecialistRegistration"
          render={({ field }) => (
            <Checkbox.Root checked={!!field.value} onCheckedChange={(details) => field.onChange(details.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>I am an off-road specialist (shop, builder or guide)</Checkbox.Label>
            </Checkbox.Root>
          )}
        />
        <Controller
          control={control}
          name="captcha"
          render={({ field }) => (
            <Field.Root invalid={!!errors.captcha}>
              <Captcha key={captchaKey} onChange={(solution) => field.onChange(solution)} invalid={!!errors.captcha} />
              <Field.ErrorText>{errors.captcha?.message}</Field.ErrorText>
            </Field.Root>
          )}
        />
        <Button type="submit" bg="brand.redDark" color="white" loading={signUp.isPending}>
          Create account
        </Button>
        <Text fontSize="sm" textAlign="center">
          Already a member?{' '}
          <Button variant="plain" color="brand.redDark" p="0" h="auto" onClick={() => modals.open('login')}>
            Log in
          </Button>
        </Text>
      </FormStack>
    </AuthDialog>
  );
}
