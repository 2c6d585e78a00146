import { useEffect, useState } from 'react';
import { apiQueryOptions, useQuery } from '@trailhead/shared-kernel/query';
import type { FindNameResponse } from '@trailhead/shared-kernel/types';
import { lookupText, shouldLookUpMember } from './member-lookup';

/** How long typing must pause before a lookup is sent. */
export const MEMBER_LOOKUP_DELAY_MS = 300;

/** GET /users/find-name: members whose name starts with the text. */
export const findMembersQuery = (text: string) => apiQueryOptions<FindNameResponse>('/users/find-name', { username: lookupText(text) });

/** Members whose name starts with the typed text; asks nothing for 0 or 1 character (spec §5). */
export function useFindMembers(typed: string) {
  const [settled, setSettled] = useState(typed);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(typed), MEMBER_LOOKUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const ask = shouldLookUpMember(settled) && settled === typed;
  return useQuery({ ...findMembersQuery(settled), enabled: ask });
}
