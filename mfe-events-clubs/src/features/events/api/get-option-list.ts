import { apiQueryOptions, useQuery } from '@trailhead/shared-kernel/query';
import type { OptionList } from '@trailhead/shared-kernel/types';

/** The lists an event page shows labels from (GET /lists/{name}). */
export type EventListName = 'regions' | 'event-types' | 'terrain-type' | 'communication-channel' | 'difficulty-level' | 'distance-unit' | 'official-type' | 'visibility-options';

/** Lookup lists are fetched once for the page (spec §4): they never change while it is open. */
export const optionListQuery = (name: EventListName) => ({
  ...apiQueryOptions<OptionList>(`/lists/${name}`, name === 'visibility-options' ? { with_everyone: 1 } : undefined),
  staleTime: Infinity,
});

export const useOptionList = (name: EventListName) => useQuery(optionListQuery(name));

/** The label of a key in a list; while the list loads (or for an unknown key) the key in words. */
export function optionLabel(list: OptionList | undefined, key: string): string {
  return list?.values[key] ?? key.replace(/[-_]/g, ' ').replace(/^./, (first) => first.toUpperCase());
}
