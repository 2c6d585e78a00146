import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { RichEditor } from '@trailhead/shared-kernel/editor';
import { CLUB_NAME_MAX, CLUB_NAME_MIN, CLUB_TEXT_MAX } from '@trailhead/shared-kernel/schemas';
import type { ClubDetail, ClubFormPayload } from '@trailhead/shared-kernel/types';
import { Alert, Box, Button, Field, Flex, Heading, Input, NativeSelect, OptionSelect, RouterLink, SimpleGrid, Stack, Text } from '@trailhead/shared-kernel/ui';
import { geocodeAddress, useMapsOptions } from '@trailhead/shared-kernel/maps';
import { useVehicleTypes } from '../../../lib/option-lists';
import { clubFormResolver } from '../club-form-resolver';
import { addressLine, clubToFormValues, emptyClubForm, toClubPayload, type ClubFormFields, type ClubImageFiles } from '../club-form-values';
import { ImagePicker } from './image-picker';

export interface ClubFormProps {
  /** The club being edited; absent when registering a new one. */
  initial?: ClubDetail;
  /** The submit button's text ("Register club", "Save changes"). */
  submitLabel: string;
  /**
   * Sends the form (see toClubFormData for the multipart body). `values` holds only what applies:
   * no address for an online club; remove_cover / remove_avatar = 1 when a current image is dropped.
   * A rejection (an ApiError) is shown above the button, and what was typed stays.
   */
  onSubmit: (values: ClubFormPayload, files: ClubImageFiles) => Promise<unknown>;
  /** Where "Cancel" leads; no Cancel link without it. */
  cancelHref?: string;
}

export const CLUB_FORM_PROBLEMS = 'The club could not be saved yet:';

/** The inputs in the order they appear: the summary lists their messages in this order. */
const FIELD_ORDER: (keyof ClubFormFields)[] = ['name', 'location_type', 'address', 'city', 'state', 'zipcode', 'country', 'website', 'president', 'vin', 'vehicle_type_id', 'description'];

function summaryOf(errors: FieldErrors<ClubFormFields>): string[] {
  const messages: string[] = [];
  for (const field of FIELD_ORDER) {
    const message = errors[field]?.message;
    if (message && !messages.includes(message)) messages.push(message);
  }
  return messages;
}

/** Where the club's coordinates come from: kept while the address stays, else Google's geocoder when keyed. */
async function coordinatesFor(payload: ClubFormPayload, initial: ClubDetail | undefined, apiKey: string | null): Promise<Pick<ClubFormPayload, 'latitude' | 'longitude'>> {
  if (payload.location_type !== 'physical') return {};
  const line = addressLine(payload);
  const before = initial?.custom_fields;
  if (before && before.latitude !== null && before.longitude !== null && addressLine({ ...before, address: before.address ?? undefined, city: before.city ?? undefined, state: before.state ?? undefined, zipcode: before.zipcode ?? undefined, country: (before.country ?? undefined) as ClubFormPayload['country'] }) === line) {
    return { latitude: before.latitude, longitude: before.longitude };
  }
  if (!apiKey) return {};
  try {
    const place = await geocodeAddress(line, apiKey);
    return { latitude: place.latitude, longitude: place.longitude };
  } catch {
    // Not found on the map: the club is saved without a pin, the list by state still shows it.
    return {};
  }
}

/**
 * The club form of spec §5 (register and edit): validated by the shared clubSchema, the address
 * shown and sent only for a physical club, cover and avatar picked with a preview.
 */
export function ClubForm({ initial, submitLabel, onSubmit, cancelHref }: ClubFormProps) {
  const defaultValues = useMemo(() => (initial ? clubToFormValues(initial) : emptyClubForm()), [initial]);
  const form = useForm<ClubFormFields>({ defaultValues, resolver: clubFormResolver, mode: 'onSubmit', reValidateMode: 'onChange', shouldUnregister: false });
  const { register, control, formState, handleSubmit } = form;
  const locationType = useWatch({ control, name: 'location_type' });
  const vehicles = useVehicleTypes();
  const maps = useMapsOptions();

  const [files, setFiles] = useState<ClubImageFiles>({ cover: null, avatar: null });
  const [removed, setRemoved] = useState({ cover: false, avatar: false });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const inFlight = useRef(false);

  const send = async (values: ClubFormFields) => {
    // One save at a time, however fast the button is pressed.
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setFailure(null);
    try {
      const payload = toClubPayload(values);
      Object.assign(payload, await coordinatesFor(payload, initial, maps.data?.google_maps_api_key ?? null));
      if (initial && removed.cover && !files.cover) payload.remove_cover = 1;
      if (initial && removed.avatar && !files.avatar) payload.remove_avatar = 1;
      await onSubmit(payload, files);
    } catch (error) {
      setFailure((error as Error)?.message || 'The club could not be saved.');
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const problems = formState.submitCount > 0 ? summaryOf(formState.errors) : [];
  const vehicleOptions = [{ value: 0, label: 'All vehicle types' }, ...(vehicles.data?.vehicle_types ?? []).filter((type) => type.vehicle_type_id !== 0).map((type) => ({ value: type.vehicle_type_id, label: type.title }))];

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(send)(event)} aria-label={initial ? 'Edit the club' : 'Register a club'} data-testid="club-form">
      <Stack gap="5">
        {problems.length > 0 && (
          <Alert.Root status="error" role="alert" data-testid="club-form-problems">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{CLUB_FORM_PROBLEMS}</Alert.Title>
              <Alert.Description>
                <Box as="ul" pl="4" listStyleType="disc">
                  {problems.map((message) => (
                    <li key={message}>{message}</li>
                  ))}
                </Box>
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}

        <Section title="The club">
          <Row label="Name" name="name" errors={formState.errors} required helper={`${CLUB_NAME_MIN} to ${CLUB_NAME_MAX} characters.`}>
            <Input maxLength={CLUB_NAME_MAX + 20} autoComplete="off" {...register('name')} />
          </Row>
          <Row label="Where the club meets" name="location_type" errors={formState.errors} required>
            <Controller
              control={control}
              name="location_type"
              render={({ field }) => (
                <OptionSelect
                  selectRef={field.ref}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  disabled={busy}
                  options={[
                    { value: 'physical', label: 'In person, at an address' },
                    { value: 'online', label: 'Online' },
                  ]}
                />
              )}
            />
          </Row>
          {locationType === 'physical' && <AddressFields register={register} errors={formState.errors} disabled={busy} />}
        </Section>

        <Section title="Details">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Row label="Website" name="website" errors={formState.errors} helper="A full link, e.g. https://myclub.example">
              <Input type="url" inputMode="url" autoComplete="url" maxLength={CLUB_TEXT_MAX} {...register('website')} />
            </Row>
            <Row label="President" name="president" errors={formState.errors}>
              <Input autoComplete="off" maxLength={CLUB_TEXT_MAX} {...register('president')} />
            </Row>
            <Row label="VIN" name="vin" errors={formState.errors} helper="The club rig's 17-character VIN, if it has one (not one already on your profile).">
              <Input autoComplete="off" maxLength={17} textTransform="uppercase" {...register('vin')} />
            </Row>
            <Row label="Vehicle type" name="vehicle_type_id" errors={formState.errors}>
              <Controller
                control={control}
                name="vehicle_type_id"
                render={({ field }) => (
                  <OptionSelect selectRef={field.ref} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} options={vehicleOptions} disabled={busy} />
                )}
              />
            </Row>
          </SimpleGrid>
          <Controller
            control={control}
            name="description"
            render={({ field, fieldState }) => (
              <Box data-field="description">
                {/* The editor names itself (aria-label); this is the visible heading of the box. */}
                <Text fontWeight="medium" fontSize="sm" mb="1.5" aria-hidden>
                  Description
                </Text>
                <RichEditor
                  ref={(handle) => field.ref(handle ? { focus: () => handle.focus() } : null)}
                  label="Description"
                  initialHtml={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                  disabled={busy}
                  mentions={false}
                />
              </Box>
            )}
          />
        </Section>

        <Section title="Images">
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <Box gridColumn={{ md: 'span 2' }}>
              <ImagePicker
                shape="cover"
                label="Cover image"
                hint="A wide picture across the top of the club page (JPEG, PNG, WebP or GIF)."
                currentUrl={initial?.cover_url ?? null}
                file={files.cover}
                removed={removed.cover}
                onPick={(cover) => setFiles((now) => ({ ...now, cover }))}
                onRemoveCurrent={(cover) => setRemoved((now) => ({ ...now, cover }))}
                disabled={busy}
              />
            </Box>
            <ImagePicker
              shape="avatar"
              label="Avatar"
              hint="A square logo or photo (JPEG, PNG, WebP or GIF)."
              currentUrl={initial?.avatar_url ?? null}
              file={files.avatar}
              removed={removed.avatar}
              onPick={(avatar) => setFiles((now) => ({ ...now, avatar }))}
              onRemoveCurrent={(avatar) => setRemoved((now) => ({ ...now, avatar }))}
              disabled={busy}
            />
          </SimpleGrid>
        </Section>

        {failure && (
          <Alert.Root status="error" role="alert" data-testid="club-form-failure">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        )}
        <Flex gap="3" justify="flex-end" align="center" wrap="wrap">
          {cancelHref && <RouterLink to={cancelHref}>Cancel</RouterLink>}
          <Button type="submit" bg="brand.redDark" color="white" loading={busy} loadingText="Saving…" disabled={busy}>
            {submitLabel}
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}

/** Spec §5: the full address, only in the United States or Canada. */
function AddressFields({ register, errors, disabled }: { register: UseFormRegister<ClubFormFields>; errors: FieldErrors<ClubFormFields>; disabled: boolean }) {
  return (
    <Stack gap="4" data-testid="club-address">
      <Text fontSize="sm" color="gray.700">
        Clubs meet at an address in the United States or Canada.
      </Text>
      <Row label="Street address" name="address" errors={errors} required>
        <Input autoComplete="street-address" maxLength={CLUB_TEXT_MAX} disabled={disabled} {...register('address')} />
      </Row>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Row label="City" name="city" errors={errors} required>
          <Input autoComplete="address-level2" maxLength={CLUB_TEXT_MAX} disabled={disabled} {...register('city')} />
        </Row>
        <Row label="State or province" name="state" errors={errors} required helper="e.g. UT or BC">
          <Input autoComplete="address-level1" maxLength={CLUB_TEXT_MAX} disabled={disabled} {...register('state')} />
        </Row>
        <Row label="ZIP or postal code" name="zipcode" errors={errors} required>
          <Input autoComplete="postal-code" maxLength={10} disabled={disabled} {...register('zipcode')} />
        </Row>
        <Row label="Country" name="country" errors={errors} required>
          <NativeSelect.Root disabled={disabled}>
            <NativeSelect.Field autoComplete="country" {...register('country')}>
              <option value="">Choose…</option>
              <option value="US">United States</option>
              <option value="CA">Canada</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Row>
      </SimpleGrid>
    </Stack>
  );
}

/** One labelled input with its hint and its message (linked to the input for screen readers). */
function Row({ label, name, errors, helper, required, children }: { label: string; name: keyof ClubFormFields; errors: FieldErrors<ClubFormFields>; helper?: string; required?: boolean; children: ReactNode }) {
  const message = errors[name]?.message;
  return (
    <Field.Root invalid={!!message} required={required} data-field={name}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helper && !message && <Field.HelperText color="gray.700">{helper}</Field.HelperText>}
      {message && (
        <Field.ErrorText color="red.700" data-testid={`error-${name}`}>
          {message}
        </Field.ErrorText>
      )}
    </Field.Root>
  );
}

/** A titled group of fields: a fieldset, so a screen reader names the group. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="fieldset" borderWidth="1px" borderRadius="md" p={{ base: '3', md: '5' }} minW="0">
      <Heading as="legend" size="md" px="1">
        {title}
      </Heading>
      <Stack gap="4" mt="2">
        {children}
      </Stack>
    </Box>
  );
}
