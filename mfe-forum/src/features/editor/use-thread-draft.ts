import { useComposerDraft } from '@trailhead/shared-kernel/editor';
import type { DiscussionType, Draft } from '@trailhead/shared-kernel/types';
import { draftStorageKey, emptyThreadDraft, threadDraftServer, type DraftPlace } from './api/thread-draft';

/** A forum draft (a reply or a new thread's first post): the shared composer draft on the forum's threads/draft endpoint. */
export function useThreadDraft(place: DraftPlace, userId: number, discussionType: DiscussionType = 'discussion') {
  return useComposerDraft<Draft>({
    storageKey: draftStorageKey(userId, place),
    empty: () => emptyThreadDraft(place, discussionType),
    server: threadDraftServer(place, discussionType),
  });
}
