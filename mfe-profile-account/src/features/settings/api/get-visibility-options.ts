import { apiQueryOptions, useQuery } from '@trailhead/shared-kernel/query';
import type { OptionList } from '@trailhead/shared-kernel/types';

/** GET /lists/visibility-options, with or without the 'everyone' choice (fixed: fetched once for the page's life). */
export const visibilityOptionsQuery = (withEveryone: boolean) => ({
  ...apiQueryOptions<OptionList>('/lists/visibility-options', { with_everyone: withEveryone ? 1 : 0 }),
  staleTime: Infinity,
  gcTime: Infinity,
});

export const useVisibilityOptions = (withEveryone: boolean) => useQuery(visibilityOptionsQuery(withEveryone));
