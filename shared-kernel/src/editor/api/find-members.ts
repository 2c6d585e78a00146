import { apiQueryOptions, useQuery } from '@trailhead/shared-kernel/query';
import type { FindNameResponse } from '@trailhead/shared-kernel/types';

/** Spec §5: the mention list asks only when the text after '@' is longer than one character. */
export const MENTION_MIN_LENGTH = 2;

/** GET /users/find-name {username}: members whose name starts with the text. */
export const membersByNameQuery = (text: string) => apiQueryOptions<FindNameResponse>('/users/find-name', { username: text });

export function useMembersByName(text: string | null) {
  return useQuery({ ...membersByNameQuery(text ?? ''), enabled: text !== null && text.length >= MENTION_MIN_LENGTH });
}
