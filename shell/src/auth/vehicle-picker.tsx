import { apiQueryOptions, useQuery } from '@trailhead/shared-kernel/query';
import type { RegisterRequest, VehicleOptionsResponse } from '@trailhead/shared-kernel/types';
import { Field, OptionSelect, SimpleGrid } from '@trailhead/shared-kernel/ui';

export type VehicleChoice = RegisterRequest['vehicle'];

/** Spec §3 register vehicle (optional): model, then trim, then a model year that trim was built in. */
export function VehiclePicker({ value, onChange }: { value: VehicleChoice; onChange: (value: VehicleChoice) => void }) {
  const options = useQuery(apiQueryOptions<VehicleOptionsResponse>('/registration/vehicle-options'));
  if (!options.isSuccess) return null;
  const models = options.data.models;
  const model = models.find((candidate) => candidate.model === value.model);
  const trim = model?.trims.find((candidate) => candidate.model_year_trim_id === value.model_year_trim_id);
  return (
    <Field.Root>
      <Field.Label>Your vehicle (optional)</Field.Label>
      <SimpleGrid columns={3} gap="2" width="full">
        <OptionSelect size="sm" label="Vehicle model" placeholder="Model" value={value.model ?? ''} options={models.map((entry) => ({ value: entry.model, label: entry.model }))} onChange={(next) => onChange(next ? { model: next } : {})} />
        <OptionSelect size="sm" label="Vehicle trim" placeholder="Trim"
          disabled={!model}
          value={value.model_year_trim_id ? String(value.model_year_trim_id) : ''}
          options={(model?.trims ?? []).map((entry) => ({ value: String(entry.model_year_trim_id), label: entry.trim }))}
          onChange={(next) => {
            const picked = model?.trims.find((entry) => String(entry.model_year_trim_id) === next);
            onChange(picked ? { model: value.model, trim: picked.trim, model_year_trim_id: picked.model_year_trim_id } : { model: value.model });
          }}
        />
        <OptionSelect size="sm" label="Vehicle year" placeholder="Year"
          disabled={!trim}
          value={value.year ? String(value.year) : ''}
          options={(trim?.years ?? []).map((year) => ({ value: String(year), label: String(year) }))}
          onChange={(next) => onChange({ ...value, year: next ? Number(next) : undefined })}
        />
      </SimpleGrid>
      <Field.HelperText>Helps us show you the forums and events for your rig.</Field.HelperText>
    </Field.Root>
  );
}

/** Only a complete choice is sent; a half-picked vehicle is left out rather than refused. */
export function completeVehicle(value: VehicleChoice): VehicleChoice {
  return value.model && value.model_year_trim_id && value.year ? value : {};
}
