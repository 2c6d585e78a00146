import { useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { bus } from '@trailhead/shared-kernel/bus';
import { geocodeAddress, GEOCODE_FAILED, useMapsOptions } from '@trailhead/shared-kernel/maps';
import { useQuery, vehiclesQuery } from '@trailhead/shared-kernel/query';
import { useSearchParams } from '@trailhead/shared-kernel/router';
import { LOCATION_COUNTRIES, LOCATION_DESCRIPTION_MAX, LOCATION_MESSAGES, locationSchema } from '@trailhead/shared-kernel/schemas';
import type { LocationPayload } from '@trailhead/shared-kernel/types';
import { Alert, Button, Field, Flex, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@trailhead/shared-kernel/ui';
import { Dialog, DialogFrame } from '@trailhead/shared-kernel/ui-overlays';
import { useLocationTypes } from '../api/location-queries';
import { LOCATION_SAVED, useAddLocation } from '../api/location-writes';

export interface LocationFields {
  name: string;
  location_type: string;
  address: string;
  city: string;
  state: string;
  country: string;
  latitude: string;
  longitude: string;
  description: string;
  vehicle_type_id: string;
}

const COUNTRY_NAMES: Record<(typeof LOCATION_COUNTRIES)[number], string> = { US: 'United States', CA: 'Canada' };

/** What the form sends: trimmed text, numbers for the coordinates, nothing for empty optional fields. */
export function toLocationPayload(values: LocationFields): LocationPayload {
  const text = (value: string) => value.trim() || undefined;
  return {
    name: values.name.trim(),
    location_type: values.location_type,
    address: values.address.trim(),
    city: text(values.city),
    state: text(values.state),
    country: values.country,
    latitude: Number(values.latitude),
    longitude: Number(values.longitude),
    description: text(values.description),
    vehicle_type_id: values.vehicle_type_id ? Number(values.vehicle_type_id) : undefined,
  };
}

/** The shared location schema (POST /locations checks the same); the first message per field. */
const locationResolver: Resolver<LocationFields> = async (values) => {
  const errors: Record<string, { type: string; message: string }> = {};
  try {
    await locationSchema().validate(
      { ...toLocationPayload(values), latitude: values.latitude.trim(), longitude: values.longitude.trim() },
      { abortEarly: false },
    );
  } catch (error) {
    const failed = error as { name?: string; inner?: { path?: string; message: string }[]; path?: string; message: string };
    if (failed?.name !== 'ValidationError') throw error;
    for (const problem of failed.inner?.length ? failed.inner : [failed]) errors[problem.path ?? 'name'] ??= { type: 'validate', message: problem.message };
  }
  if (Object.keys(errors).length > 0) return { values: {}, errors: errors as FieldErrors<LocationFields> };
  return { values, errors: {} };
};

/** Spec §4 geocoder states (inPending, isLoaded, isFailed), before the first search: idle. */
type GeocoderState = { state: 'idle' } | { state: 'inPending' } | { state: 'isLoaded'; found: string } | { state: 'isFailed'; message: string };

type Position = { latitude: number; longitude: number } | null | undefined;

/** Opens the add-location form; `position` prefills the coordinates (a point chosen on the map). */
export function AddLocationButton({ position }: { position?: Position }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" bg="brand.redDark" color="white" onClick={() => setOpen(true)}>
        Add a location
      </Button>
      {open && <AddLocationDialog position={position} onClose={() => setOpen(false)} />}
    </>
  );
}

export function AddLocationDialog({ position, onClose }: { position?: Position; onClose: () => void }) {
  const add = useAddLocation();
  const types = useLocationTypes();
  const vehicles = useQuery(vehiclesQuery());
  const maps = useMapsOptions();
  const [, setParams] = useSearchParams();
  const [geocoder, setGeocoder] = useState<GeocoderState>({ state: 'idle' });
  const form = useForm<LocationFields>({
    defaultValues: {
      name: '',
      location_type: '',
      address: '',
      city: '',
      state: '',
      country: 'US',
      latitude: position ? String(Number(position.latitude.toFixed(6))) : '',
      longitude: position ? String(Number(position.longitude.toFixed(6))) : '',
      description: '',
      vehicle_type_id: '',
    },
    resolver: locationResolver,
  });
  const { register, handleSubmit, formState, setError, setValue, getValues } = form;
  const errors = formState.errors;
  const pending = add.isPending || formState.isSubmitting;
  const apiKey = maps.data?.google_maps_api_key ?? null;

  const findOnMap = async () => {
    if (!apiKey) return;
    const { address, city, state, country } = getValues();
    const wanted = [address, city, state, country].map((part) => part.trim()).filter(Boolean).join(', ');
    if (!address.trim()) return setError('address', { type: 'validate', message: LOCATION_MESSAGES.addressRequired });
    setGeocoder({ state: 'inPending' });
    try {
      const place = await geocodeAddress(wanted, apiKey);
      setValue('latitude', String(place.latitude), { shouldValidate: formState.isSubmitted });
      setValue('longitude', String(place.longitude), { shouldValidate: formState.isSubmitted });
      setGeocoder({ state: 'isLoaded', found: place.formatted });
    } catch {
      setGeocoder({ state: 'isFailed', message: GEOCODE_FAILED });
    }
  };

  const submit = async (values: LocationFields) => {
    if (add.isPending) return;
    try {
      const { location } = await add.mutateAsync(toLocationPayload(values));
      bus.snackbar.next({ status: 'success', message: LOCATION_SAVED.added });
      onClose();
      setParams(
        (params) => {
          const next = new URLSearchParams(params);
          next.set('location', String(location.location_id));
          return next;
        },
        { replace: false },
      );
    } catch (error) {
      const failed = error as { code?: string; message: string };
      if (failed.code === 'address_must_be_unique') setError('address', { type: 'server', message: LOCATION_MESSAGES.addressUnique });
      // Anything else shows above the buttons (add.error); what was typed stays.
    }
  };

  const typeOptions = Object.entries(types.data?.values ?? {});
  const fieldText = (name: keyof LocationFields) => errors[name]?.message;
  const formError = add.isError && (add.error as { code?: string }).code !== 'address_must_be_unique' ? add.error.message : null;

  return (
    <DialogFrame
      title="Add a location"
      onClose={onClose}
      busy={pending}
      size={{ base: 'full', md: 'lg' }}
      onSubmit={(event) => void handleSubmit(submit)(event)}
      closeButton
      testId="add-location-dialog"
    >
      <Dialog.Body>
        <Stack gap="3">
          <Field.Root invalid={!!fieldText('name')} required>
            <Field.Label>
              Name <Field.RequiredIndicator />
            </Field.Label>
            <Input autoFocus {...register('name')} />
            {fieldText('name') && <Field.ErrorText color="red.700">{fieldText('name')}</Field.ErrorText>}
          </Field.Root>
          <Field.Root invalid={!!fieldText('location_type')} required>
            <Field.Label>
              Type <Field.RequiredIndicator />
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('location_type')}>
                <option value="">Choose a type</option>
                {typeOptions.map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {fieldText('location_type') && <Field.ErrorText color="red.700">{fieldText('location_type')}</Field.ErrorText>}
          </Field.Root>
          <Field.Root invalid={!!fieldText('address')} required>
            <Field.Label>
              Address <Field.RequiredIndicator />
            </Field.Label>
            <Input autoComplete="street-address" {...register('address')} />
            {fieldText('address') && <Field.ErrorText color="red.700">{fieldText('address')}</Field.ErrorText>}
          </Field.Root>
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
            <Field.Root>
              <Field.Label>City</Field.Label>
              <Input autoComplete="address-level2" {...register('city')} />
            </Field.Root>
            <Field.Root>
              <Field.Label>State or province</Field.Label>
              <Input autoComplete="address-level1" {...register('state')} />
            </Field.Root>
            <Field.Root invalid={!!fieldText('country')}>
              <Field.Label>Country</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field {...register('country')}>
                  {LOCATION_COUNTRIES.map((code) => (
                    <option key={code} value={code}>
                      {COUNTRY_NAMES[code]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              {fieldText('country') && <Field.ErrorText color="red.700">{fieldText('country')}</Field.ErrorText>}
            </Field.Root>
          </SimpleGrid>
          <Stack gap="1">
            {apiKey ? (
              <Flex gap="2" align="center" wrap="wrap">
                <Button size="sm" variant="outline" onClick={() => void findOnMap()} loading={geocoder.state === 'inPending'} loadingText="Finding…" disabled={pending}>
                  Find on map
                </Button>
                {geocoder.state === 'isLoaded' && <Text fontSize="sm">Found: {geocoder.found}</Text>}
              </Flex>
            ) : (
              <Text fontSize="sm" color="gray.700">
                Type the coordinates, or pick a point on the map before adding.
              </Text>
            )}
            {geocoder.state === 'isFailed' && (
              <Text role="alert" fontSize="sm" color="red.700">
                {geocoder.message}
              </Text>
            )}
          </Stack>
          <SimpleGrid columns={2} gap="3">
            <Field.Root invalid={!!fieldText('latitude')} required>
              <Field.Label>
                Latitude <Field.RequiredIndicator />
              </Field.Label>
              <Input inputMode="decimal" placeholder="e.g. 38.5733" {...register('latitude')} />
              {fieldText('latitude') && <Field.ErrorText color="red.700">{fieldText('latitude')}</Field.ErrorText>}
            </Field.Root>
            <Field.Root invalid={!!fieldText('longitude')} required>
              <Field.Label>
                Longitude <Field.RequiredIndicator />
              </Field.Label>
              <Input inputMode="decimal" placeholder="e.g. -109.5498" {...register('longitude')} />
              {fieldText('longitude') && <Field.ErrorText color="red.700">{fieldText('longitude')}</Field.ErrorText>}
            </Field.Root>
          </SimpleGrid>
          <Field.Root>
            <Field.Label>Description</Field.Label>
            <Textarea rows={3} maxLength={LOCATION_DESCRIPTION_MAX} {...register('description')} />
          </Field.Root>
          <Field.Root>
            <Field.Label>Vehicle type (optional)</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('vehicle_type_id')}>
                <option value="">Any vehicle</option>
                {(vehicles.data?.vehicle_types ?? []).map((vehicle) => (
                  <option key={vehicle.vehicle_type_id} value={vehicle.vehicle_type_id}>
                    {vehicle.title}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {formError && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{formError}</Alert.Title>
            </Alert.Root>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" bg="brand.redDark" color="white" loading={pending} loadingText="Adding…" disabled={pending}>
          Add location
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
