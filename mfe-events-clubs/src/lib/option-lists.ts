import { apiQueryOptions, useQuery, vehiclesQuery } from '@trailhead/shared-kernel/query';
import type { OptionList } from '@trailhead/shared-kernel/types';
import type { SelectOption } from '@trailhead/shared-kernel/ui';

export type OptionListName =
  | 'timezones'
  | 'regions'
  | 'event-types'
  | 'terrain-type'
  | 'communication-channel'
  | 'difficulty-level'
  | 'distance-unit'
  | 'official-type'
  | 'visibility-options'
  | 'week-days'
  | 'recurrence-pattern';

/** GET /lists/{name}: fixed vocabularies, fetched once for the page's life (spec §4). */
export const optionListQuery = (name: OptionListName) =>
  ({ ...apiQueryOptions<OptionList>(`/lists/${name}`, name === 'visibility-options' ? { with_everyone: 1 } : undefined), staleTime: Infinity, gcTime: Infinity });

export const useOptionList = (name: OptionListName) => useQuery(optionListQuery(name));

/** GET /vehicles, once: the vehicle types an event can be for (0 = all). */
export const useVehicleTypes = () => useQuery({ ...vehiclesQuery(), staleTime: Infinity });

/** A list's values as select options, in the order the API gives them. */
export function listOptions(list: OptionList | undefined): SelectOption[] {
  return list ? Object.entries(list.values).map(([value, label]) => ({ value, label })) : [];
}

/** The label of a key in a list; while the list loads (or for an unknown key) the key in words. */
export function optionLabel(list: OptionList | undefined, key: string): string {
  return list?.values[key] ?? key.replace(/[-_]/g, ' ').replace(/^./, (first) => first.toUpperCase());
}
