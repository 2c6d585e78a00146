import { useEffect } from 'react';
import { bus, type Counts } from '@trailhead/shared-kernel/bus';
import { invalidateApiQueries, useQueryClient } from '@trailhead/shared-kernel/query';

/** While a menu is open, its list reads again whenever its count moves (a new alert or message from the live stream). */
export function useFollowCount(count: keyof Counts, prefix: string) {
  const client = useQueryClient();
  useEffect(() => {
    let last = bus.counts$.getValue()[count];
    const subscription = bus.counts$.subscribe((counts) => {
      if (counts[count] === last) return;
      last = counts[count];
      void invalidateApiQueries(client, prefix);
    });
    return () => subscription.unsubscribe();
  }, [client, count, prefix]);
}
