import { useState } from 'react';

/**
 * A piece of the profile the page changes at once (a reaction, an edit, a new comment): the local
 * copy holds until the API's next answer for it arrives, which then wins.
 */
export function useLocalCopy<T>(given: T): [T, (next: T | ((current: T) => T)) => void] {
  const [local, setLocal] = useState<{ from: T; value: T } | null>(null);
  const value = local && local.from === given ? local.value : given;
  const set = (next: T | ((current: T) => T)) =>
    setLocal((before) => {
      const current = before && before.from === given ? before.value : given;
      return { from: given, value: typeof next === 'function' ? (next as (current: T) => T)(current) : next };
    });
  return [value, set];
}
