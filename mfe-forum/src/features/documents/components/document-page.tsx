import { useEffect } from 'react';
import { useLocation, useNavigate } from '@trailhead/shared-kernel/router';
import { useApiQuery } from '@trailhead/shared-kernel/query';
import type { ThreadResponse } from '@trailhead/shared-kernel/types';
import { toSitePath } from '@trailhead/shared-kernel/urls';
import { NotFoundPage, QueryView } from '@trailhead/shared-kernel/ui';
import { ForumPage } from '../../forum-view/components/forum-page';
import { ThreadPage } from '../../thread-view/components/thread-page';
import { parseDocumentPath } from '../parse-document-path';

/** The final catch-all: resolves a document URL to its page, or shows the 404 page. */
export function DocumentPage() {
  const { pathname } = useLocation();
  const ref = parseDocumentPath(pathname);
  switch (ref.kind) {
    case 'thread':
      return <ThreadPage threadId={ref.threadId} page={ref.page} />;
    case 'node':
      return <ForumPage nodeId={ref.nodeId} page={ref.page} />;
    case 'legacy-thread':
      return <LegacyThreadRedirect threadId={ref.threadId} postId={ref.postId} />;
    default:
      return <NotFoundPage />;
  }
}

/** Old forum URLs move to the thread's current URL, replacing the history entry like a 301. */
function LegacyThreadRedirect({ threadId, postId }: { threadId: number; postId: number | null }) {
  const thread = useApiQuery<ThreadResponse>(`/threads/${threadId}`);
  const navigate = useNavigate();
  const target = thread.state.status === 'success' ? toSitePath(thread.state.data.thread.view_url) + (postId ? `#post-${postId}` : '') : null;
  useEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [target, navigate]);
  if (thread.state.status === 'error' && thread.state.error.status === 404) {
    return <NotFoundPage />;
  }
  return <QueryView query={thread} what="this thread">{() => null}</QueryView>;
}
