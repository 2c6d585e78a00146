import { useMemo } from 'react';
import { useComposerDraft, type DraftFields, type DraftServer } from '@trailhead/shared-kernel/editor';
import { apiQueryKey } from '@trailhead/shared-kernel/query';
import type { UserSummary } from '@trailhead/shared-kernel/types';

/** A conversation being started: the first message, its title and the members chosen so far. */
export type NewConversationDraft = DraftFields & { title: string; recipients?: UserSummary[] };

/** localStorage key of the draft of a new conversation ('conversation:new'), per member. */
export const newConversationDraftKey = (userId: number) => `trailhead:draft:${userId}:conversation:new`;

/** The API keeps no draft of a conversation not yet started: this one lives in the browser only. */
const browserOnly = (key: string): DraftServer<NewConversationDraft> => ({
  queryKey: apiQueryKey(`/local-draft/${key}`),
  read: async () => null,
  save: async () => undefined,
  remove: async () => undefined,
});

export function useNewConversationDraft(userId: number) {
  const storageKey = newConversationDraftKey(userId);
  const server = useMemo(() => browserOnly(storageKey), [storageKey]);
  return useComposerDraft<NewConversationDraft>({
    storageKey,
    empty: () => ({ title: '', message_html: '', attachment_key: null, updated_at: 0, recipients: [] }),
    server,
  });
}
