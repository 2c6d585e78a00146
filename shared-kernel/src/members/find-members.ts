import { useEffect, useState } from 'react';
import { apiQueryOptions, useQuery } from '@trailhead/shared-kernel/query';
import type { FindNameResponse } from '@trailhead/shared-kernel/types';
import { lookupText, shouldLookUpMember } from './member-lookup';

/** How long typing must pause before a lookup is sent. */
export const MEMBER_LOOKUP_DELAY_MS = 300;

/** GET /users/find-name: members whose name starts with the text. */
export const findMembersQuery = (text: string) => apiQueryOptions<FindNameResponse>('/users/find-name', { username: lookupText(text) });

/**
 * The members a lookup offers for the typed text, asked once typing has paused for `delayMs`;
 * nothing is asked for 0 or 1 character (spec §5).
 */
export function useMemberLookup<T>(typed: string, lookup: (text: string) => ReturnType<typeof apiQueryOptions<T>>, { delayMs, staleTime }: { delayMs: number; staleTime?: number }) {
  const [settled, setSettled] = useState(typed);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(typed), delayMs);
    return () => clearTimeout(timer);
  }, [typed, delayMs]);
  const ask = shouldLookUpMember(settled) && settled === typed;
  return useQuery({ ...lookup(settled), enabled: ask, ...(staleTime === undefined ? {} : { staleTime }) });
}

/** Members whose name starts with the typed text. */
export const useFindMembers = (typed: string) => useMemberLookup(typed, findMembersQuery, { delayMs: MEMBER_LOOKUP_DELAY_MS });
