import { useMemo } from 'react';
import { readLocalDraft, useComposerDraft, type DraftFields } from '@trailhead/shared-kernel/editor';
import type { UserSummary } from '@trailhead/shared-kernel/types';
import { conversationDraftServer } from '../../../lib/conversation-draft-server';

/** A conversation being started: the first message, its title and the members chosen so far. */
export type NewConversationDraft = DraftFields & { title: string; recipients?: UserSummary[] };

/** localStorage key of the draft of a new conversation ('conversation:new'), per member. */
export const newConversationDraftKey = (userId: number) => `trailhead:draft:${userId}:conversation:new`;

/**
 * The API keeps the title and the message; the members chosen so far stay in this browser and join
 * the server's copy when it is the newer one.
 */
const newConversationServer = (key: string) =>
  conversationDraftServer<NewConversationDraft>(null, (draft) => ({ ...draft, title: draft.title ?? '', recipients: readLocalDraft<NewConversationDraft>(localStorage, key)?.recipients ?? [] }));

export function useNewConversationDraft(userId: number) {
  const storageKey = newConversationDraftKey(userId);
  const server = useMemo(() => newConversationServer(storageKey), [storageKey]);
  return useComposerDraft<NewConversationDraft>({
    storageKey,
    empty: () => ({ title: '', message_html: '', attachment_key: null, updated_at: 0, recipients: [] }),
    server,
  });
}
