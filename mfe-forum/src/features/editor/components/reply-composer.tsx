import { useEffect, useRef } from 'react';
import { ReplyBox, type RichEditorHandle } from '@trailhead/shared-kernel/editor';
import { invalidateApiQueries, useQueryClient } from '@trailhead/shared-kernel/query';
import type { Post } from '@trailhead/shared-kernel/types';
import { useThreadDraft } from '../use-thread-draft';

export interface QuoteRequest {
  username: string;
  postId: number;
  html: string;
  /** Changes with every click on Reply, so quoting the same post twice works. */
  nonce: number;
}

/** The reply box at the foot of a thread: the site's reply box on the thread's draft, taking quotes from the posts above. */
export function ReplyComposer({ threadId, userId, quote, onPosted }: { threadId: number; userId: number; quote: QuoteRequest | null; onPosted: (post: Post) => void }) {
  const queryClient = useQueryClient();
  const composer = useThreadDraft({ threadId }, userId);
  const editor = useRef<RichEditorHandle>(null);
  const pendingQuote = useRef<QuoteRequest | null>(null);

  useEffect(() => {
    if (!quote) return;
    if (editor.current) editor.current.quote(quote);
    else pendingQuote.current = quote;
  }, [quote]);

  useEffect(() => {
    if (composer.ready && pendingQuote.current && editor.current) {
      editor.current.quote(pendingQuote.current);
      pendingQuote.current = null;
    }
  }, [composer.ready]);

  const posted = (post: Post) => {
    void invalidateApiQueries(queryClient, `/api/threads/${threadId}`);
    onPosted(post);
  };
  return <ReplyBox threadId={threadId} composer={composer} editorRef={editor} onPosted={posted} />;
}
