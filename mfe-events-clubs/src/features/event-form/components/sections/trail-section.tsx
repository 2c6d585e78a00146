import { useFormContext } from 'react-hook-form';
import { Flex, Input, SimpleGrid } from '@trailhead/shared-kernel/ui';
import { listOptions, useOptionList, useVehicleTypes } from '../../../../lib/option-lists';
import type { EventFormValues } from '../../event-form-values';
import { FormRow, FormSection, FormSelect } from '../form-parts';

/** What the trail asks of a rig and its driver, and how the group keeps in touch. */
export function TrailSection({ disabled }: { disabled: boolean }) {
  const { register } = useFormContext<EventFormValues>();
  const terrain = useOptionList('terrain-type');
  const difficulty = useOptionList('difficulty-level');
  const units = useOptionList('distance-unit');
  const channels = useOptionList('communication-channel');
  const vehicles = useVehicleTypes();
  const vehicleOptions = [
    { value: '0', label: 'All vehicle types' },
    ...(vehicles.data?.vehicle_types ?? []).filter((type) => type.vehicle_type_id !== 0).map((type) => ({ value: String(type.vehicle_type_id), label: type.title })),
  ];
  return (
    <FormSection title="Trail and rigs" testId="section-trail">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormRow label="Terrain type" name="terrain_type">
          <FormSelect name="terrain_type" placeholder="Not said" options={listOptions(terrain.data)} disabled={disabled} />
        </FormRow>
        <FormRow label="Difficulty level" name="difficulty_level">
          <FormSelect name="difficulty_level" placeholder="Not said" options={listOptions(difficulty.data)} disabled={disabled} />
        </FormRow>
        <Flex gap="3" align="flex-start">
          <FormRow label="Distance" name="distance">
            <Input type="number" inputMode="decimal" min={0} step="any" {...register('distance')} />
          </FormRow>
          <FormRow label="Distance unit" name="distance_unit">
            <FormSelect name="distance_unit" options={listOptions(units.data)} disabled={disabled} />
          </FormRow>
        </Flex>
        <FormRow label="Vehicle type" name="vehicle_type_id">
          <FormSelect name="vehicle_type_id" options={vehicleOptions} disabled={disabled} />
        </FormRow>
        <FormRow label="Communication channel" name="communication_channel">
          <FormSelect name="communication_channel" placeholder="Not said" options={listOptions(channels.data)} disabled={disabled} />
        </FormRow>
      </SimpleGrid>
    </FormSection>
  );
}
