import { apiQueryOptions, useQuery } from '@trailhead/shared-kernel/query';
import type { MembersByNumberResponse } from '@trailhead/shared-kernel/types';

/** The largest number the box accepts (the API bounds it too). */
export const MESSAGES_NUMBER_MAX = 10_000_000;

/** GET /users/find-members-by-number {number, page}: members with at least that many messages, fewest first. */
export const membersByNumberQuery = (number: number, page: number) => apiQueryOptions<MembersByNumberResponse>('/users/find-members-by-number', { number, page });

export const useMembersByNumber = (number: number | null, page: number) => useQuery({ ...membersByNumberQuery(number ?? 0, page), enabled: number !== null });

/** The typed number of messages, or null when it is not a whole number from 0 to the maximum. */
export function parseMessagesNumber(typed: string): number | null {
  const text = typed.trim();
  if (!/^\d{1,8}$/.test(text)) return null;
  const value = Number(text);
  return value <= MESSAGES_NUMBER_MAX ? value : null;
}
