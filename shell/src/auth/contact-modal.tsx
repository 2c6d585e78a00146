import { useState } from 'react';
import { useMutation } from '@trailhead/shared-kernel/query';
import { Controller, useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { apiRequest } from '@trailhead/shared-kernel/api';
import { bus, useObservable } from '@trailhead/shared-kernel/bus';
import { contactSchema, type ContactForm } from '@trailhead/shared-kernel/schemas';
import type { StatusResponse } from '@trailhead/shared-kernel/types';
import { Alert, Button, Field, Input, Stack, Text, Textarea, FormField } from '@trailhead/shared-kernel/ui';
import { contactModalOpen$ } from '../frame/frame-state';
import { AuthDialog } from './auth-dialog';
import { Captcha } from './captcha';
import { FormStack } from './form-field';

export const CONTACT_FAILED = 'Something went wrong while trying to submit contact form';

/** Spec §5 contact form: members have name and e-mail filled in and locked; guests pass the captcha. */
export default function ContactModal() {
  const { user } = useObservable(bus.session$);
  const guest = !user;
  const [captchaKey, setCaptchaKey] = useState(0);
  const { register, control, handleSubmit, formState, reset } = useForm<ContactForm>({
    resolver: yupResolver(contactSchema({ guest })),
    values: { username: user?.username ?? '', email: user?.email ?? '', subject: '', message: '', captcha: '' },
    resetOptions: { keepDirtyValues: true },
  });
  const close = () => contactModalOpen$.next(false);
  // Spec §4 contact form: idle, submitting (button disabled), success or error alert; reset clears it.
  const send = useMutation({
    mutationFn: (values: ContactForm) => apiRequest<StatusResponse>('/contact', { method: 'POST', body: values }),
    onSuccess: () => reset(),
    onError: () => setCaptchaKey((key) => key + 1),
  });
  const submit = handleSubmit((values) => send.mutateAsync(values).catch(() => undefined));
  const errors = formState.errors;
  return (
    <AuthDialog title="Contact us" onClose={close} maxW="600px">
      {send.isSuccess ? (
        <Stack gap="4" role="status" data-testid="contact-done">
          <Text>Thanks! Your message is on its way to the Trailhead team.</Text>
          <Button onClick={close}>Close</Button>
        </Stack>
      ) : (
        <FormStack onSubmit={submit}>
          {send.isError && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{CONTACT_FAILED}</Alert.Title>
            </Alert.Root>
          )}
          <FormField label="Name" error={errors.username?.message} required>
            <Input disabled={!guest} {...register('username')} />
          </FormField>
          <FormField label="E-mail" error={errors.email?.message} required>
            <Input type="email" disabled={!guest} {...register('email')} />
          </FormField>
          <FormField label="Subject" error={errors.subject?.message} required>
            <Input {...register('subject')} />
          </FormField>
          <FormField label="Message" error={errors.message?.message} required>
            <Textarea rows={5} {...register('message')} />
          </FormField>
          {guest && (
            <Controller
              control={control}
              name="captcha"
              render={({ field }) => (
                <Field.Root invalid={!!errors.captcha}>
                  <Captcha key={captchaKey} onChange={field.onChange} invalid={!!errors.captcha} />
                  <Field.ErrorText>{errors.captcha?.message}</Field.ErrorText>
                </Field.Root>
              )}
            />
          )}
          <Button type="submit" bg="brand.redDark" color="white" loading={send.isPending} disabled={send.isPending}>
            Send
          </Button>
        </FormStack>
      )}
    </AuthDialog>
  );
}
