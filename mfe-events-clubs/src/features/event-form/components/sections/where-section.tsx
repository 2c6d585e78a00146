import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Box, Button, Flex, Input, SimpleGrid, Text } from '@trailhead/shared-kernel/ui';
import { geocodeAddress, GEOCODE_FAILED, useMapsOptions } from '@trailhead/shared-kernel/maps';
import { listOptions, useOptionList } from '../../../../lib/option-lists';
import type { EventFormValues } from '../../event-form-values';
import { FormRow, FormSection, FormSelect } from '../form-parts';

/** Region and place; coordinates from the address through Google when the site has a key, else typed. */
export function WhereSection({ disabled }: { disabled: boolean }) {
  const { register, control, getValues, setValue } = useFormContext<EventFormValues>();
  const regions = useOptionList('regions');
  const maps = useMapsOptions();
  const kind = useWatch({ control, name: 'kind' });
  const apiKey = maps.data?.google_maps_api_key ?? null;
  const [lookup, setLookup] = useState<{ state: 'idle' | 'busy' } | { state: 'found'; text: string } | { state: 'failed'; text: string }>({ state: 'idle' });

  const locate = async () => {
    if (!apiKey) return;
    const [address, city, state] = getValues(['address', 'city', 'state']);
    const query = [address, city, state].map((part) => part.trim()).filter(Boolean).join(', ');
    if (!query) return setLookup({ state: 'failed', text: 'Type the address first.' });
    setLookup({ state: 'busy' });
    try {
      const place = await geocodeAddress(query, apiKey);
      setValue('latitude', String(place.latitude), { shouldDirty: true, shouldValidate: true });
      setValue('longitude', String(place.longitude), { shouldDirty: true, shouldValidate: true });
      setLookup({ state: 'found', text: `Found: ${place.formatted}` });
    } catch {
      setLookup({ state: 'failed', text: GEOCODE_FAILED });
    }
  };

  return (
    <FormSection title="Where" testId="section-where">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormRow label="Region" name="region" required>
          <FormSelect name="region" placeholder="Choose…" options={listOptions(regions.data)} disabled={disabled} />
        </FormRow>
        <FormRow label="Location name" name="location_name" required={kind !== 'online'} helper={kind === 'online' ? 'Optional for an online event.' : 'A trailhead, a park, a shop…'}>
          <Input autoComplete="off" {...register('location_name')} />
        </FormRow>
      </SimpleGrid>
      <FormRow label="Address" name="address">
        <Input autoComplete="street-address" {...register('address')} />
      </FormRow>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormRow label="City" name="city">
          <Input autoComplete="address-level2" {...register('city')} />
        </FormRow>
        <FormRow label="State" name="state">
          <Input autoComplete="address-level1" {...register('state')} />
        </FormRow>
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormRow label="Latitude" name="latitude" helper={apiKey ? undefined : 'Decimal degrees, e.g. 38.5733'}>
          <Input inputMode="decimal" {...register('latitude')} />
        </FormRow>
        <FormRow label="Longitude" name="longitude" helper={apiKey ? undefined : 'Decimal degrees, e.g. -109.5498'}>
          <Input inputMode="decimal" {...register('longitude')} />
        </FormRow>
      </SimpleGrid>
      {apiKey && (
        <Flex gap="3" align="center" wrap="wrap">
          <Button size="sm" variant="outline" onClick={() => void locate()} loading={lookup.state === 'busy'} disabled={disabled}>
            Find the coordinates of the address
          </Button>
          <Box aria-live="polite">
            {(lookup.state === 'found' || lookup.state === 'failed') && (
              <Text fontSize="sm" color={lookup.state === 'failed' ? 'red.700' : 'gray.700'}>
                {lookup.text}
              </Text>
            )}
          </Box>
        </Flex>
      )}
    </FormSection>
  );
}
