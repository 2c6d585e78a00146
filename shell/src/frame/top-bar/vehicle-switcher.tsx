import type { VehiclesResponse } from '@trailhead/shared-kernel/types';
import { NativeSelect } from '@trailhead/shared-kernel/ui';
import { selectVehicleType } from '../../session/session-service';

/**
 * Spec §2: shown only when there is more than one type; type 0 is All content. In the drawer as wide
 * as the drawer; in the top bar no wider than the menu beside it leaves room for at 1280 px.
 */
export function VehicleSwitcher({ vehicles, selected, testId = 'vehicle-switcher', width = '32' }: { vehicles: VehiclesResponse | null; selected: number; testId?: string; width?: string }) {
  if (!vehicles || vehicles.vehicle_types.length <= 1) return null;
  const { vehicle_types: types, all_content: all } = vehicles;
  return (
    <NativeSelect.Root size="sm" width={width} bg="white" color="brand.black" borderRadius="md">
      <NativeSelect.Field aria-label="Vehicle type" data-testid={testId} value={String(selected)} onChange={(event) => selectVehicleType(Number(event.target.value))}>
        <option value={all.vehicle_type_id}>{all.title}</option>
        {types.map((type) => (
          <option key={type.vehicle_type_id} value={type.vehicle_type_id}>
            {type.title}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
