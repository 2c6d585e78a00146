import { lookupText, useMemberLookup } from '@trailhead/shared-kernel/members';
import { apiQueryOptions } from '@trailhead/shared-kernel/query';
import type { FindNameForConversationResponse } from '@trailhead/shared-kernel/types';

/** Spec §9: the member search waits this long after the last key. */
export const RECIPIENT_SEARCH_DELAY_MS = 500;

/** GET /users/find-name-for-conversation {username}: members whose privacy lets this member start a conversation with them. */
export const findRecipientsQuery = (text: string) => apiQueryOptions<FindNameForConversationResponse>('/users/find-name-for-conversation', { username: lookupText(text) });

/** Who may be added, once typing has paused; nothing is asked for 0 or 1 character (spec §5). */
export const useFindRecipients = (typed: string) => useMemberLookup(typed, findRecipientsQuery, { delayMs: RECIPIENT_SEARCH_DELAY_MS, staleTime: 30_000 });
