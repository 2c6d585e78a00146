import { useRef } from 'react';
import { ReplyBox, useComposerDraft, type RichEditorHandle } from '@trailhead/shared-kernel/editor';
import type { Draft, Post } from '@trailhead/shared-kernel/types';
import { emptyEventDraft, eventDraftServer } from '../api/event-reply';

/**
 * The reply box under an event's discussion: the site's reply box, with a draft kept per member
 * and thread. Loaded only for members who can write (the editor library is large).
 */
export function EventReplyBox({ threadId, userId, onPosted }: { threadId: number; userId: number; onPosted: (post: Post) => void }) {
  const composer = useComposerDraft<Draft>({ storageKey: `trailhead:draft:${userId}:thread-${threadId}`, empty: () => emptyEventDraft(threadId), server: eventDraftServer(threadId) });
  const editor = useRef<RichEditorHandle>(null);
  return <ReplyBox threadId={threadId} composer={composer} editorRef={editor} onPosted={onPosted} heading={{ as: 'h3', size: 'sm' }} testId="event-reply-box" />;
}
