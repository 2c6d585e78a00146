import { lazy, useEffect } from 'react';
import { useLocation, useNavigate } from '@trailhead/shared-kernel/router';
import { apiQueryOptions, useQuery } from '@trailhead/shared-kernel/query';
import type { ThreadResponse } from '@trailhead/shared-kernel/types';
import { toSitePath } from '@trailhead/shared-kernel/urls';
import { Center, NotFoundPage, QueryView, Spinner } from '@trailhead/shared-kernel/ui';
import { parseDocumentPath } from '../../../lib/document-path';
import { useNodes } from '../../forum-index';
import { ThreadPage, threadPostsQuery } from '../../thread-view';
import { usePost } from '../api/get-document';

// A thread (the document most links lead to) comes with this page; the other kinds load when shown.
const ForumPage = lazy(() => import('../../forum-view').then((m) => ({ default: m.ForumPage })));
const ArticlePage = lazy(() => import('./article-page').then((m) => ({ default: m.ArticlePage })));
const CategoryPage = lazy(() => import('./category-page').then((m) => ({ default: m.CategoryPage })));
const DiscussionListPage = lazy(() => import('./discussion-list-page').then((m) => ({ default: m.DiscussionListPage })));

/**
 * The final catch-all (spec §2 document kinds): a category lists its forums, a forum its threads,
 * an article thread reads as an article, a discussion is the thread page, /threads is the
 * discussion list, legacy forum URLs redirect, and anything else is the 404 page.
 */
export function DocumentPage() {
  const { pathname } = useLocation();
  const ref = parseDocumentPath(pathname);
  switch (ref.kind) {
    case 'thread':
      return <ThreadDocument threadId={ref.threadId} page={ref.page} />;
    case 'node':
      return <NodeDocument nodeId={ref.nodeId} page={ref.page} />;
    case 'legacy-thread':
      return ref.postId ? <LegacyPostRedirect threadId={ref.threadId} postId={ref.postId} /> : <LegacyThreadRedirect threadId={ref.threadId} postId={null} />;
    case 'discussion-list':
      return <DiscussionListPage />;
    default:
      return <NotFoundPage />;
  }
}

/** Leaves the site for an external URL, or moves inside it, replacing the history entry like a 301. */
function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const target = toSitePath(to);
    if (/^https?:\/\//.test(target)) window.location.replace(target);
    else navigate(target, { replace: true });
  }, [to, navigate]);
  return (
    <Center py="10" role="status" aria-label="Redirecting">
      <Spinner color="brand.red" />
    </Center>
  );
}

/**
 * A forum or a category, which share their URLs: the node tree tells which. Nothing else is asked
 * before it has: a forum's thread list asked beside it was a 404 for a category, which also kept
 * the server from drawing a category's page.
 */
function NodeDocument({ nodeId, page }: { nodeId: number; page: number }) {
  const nodes = useNodes();
  return (
    <QueryView query={nodes} what="this forum">
      {(data) => {
        const node = data.nodes.find((candidate) => candidate.node_id === nodeId);
        if (!node) return <NotFoundPage />;
        if (node.node_type_id === 'Category') return <CategoryPage category={node} tree={data} />;
        if (node.node_type_id === 'LinkForum') return node.redirect_url ? <Redirect to={node.redirect_url} /> : <NotFoundPage />;
        return <ForumPage nodeId={nodeId} page={page} />;
      }}
    </QueryView>
  );
}

function ThreadDocument({ threadId, page }: { threadId: number; page: number }) {
  // The same request (and cache entry) as the thread page's: it tells which kind of thread a URL names.
  const document = useQuery(threadPostsQuery(threadId, page));
  return (
    <QueryView query={document} what="this thread" notFound={<NotFoundPage />}>
      {(data) => {
        const { thread } = data;
        if (thread.discussion_type === 'redirect' && thread.redirect_url) return <Redirect to={thread.redirect_url} />;
        if (thread.discussion_type === 'article' && page === 1) return <ArticlePage data={data} />;
        return <ThreadPage threadId={threadId} page={page} />;
      }}
    </QueryView>
  );
}

/** Old forum URLs move to the thread's current URL. */
function LegacyThreadRedirect({ threadId, postId }: { threadId: number; postId: number | null }) {
  const thread = useQuery(apiQueryOptions<ThreadResponse>(`/threads/${threadId}`));
  if (thread.isError && thread.error.status === 404) return <NotFoundPage />;
  return (
    <QueryView query={thread} what="this thread">
      {({ thread: found }) => <Redirect to={toSitePath(found.view_url) + (postId ? `#post-${postId}` : '')} />}
    </QueryView>
  );
}

/** .../post-{id}/ moves to the page of the thread that holds the post, at the post. */
function LegacyPostRedirect({ threadId, postId }: { threadId: number; postId: number }) {
  const post = usePost(postId);
  if (post.isSuccess) return <Redirect to={post.data.post.view_url} />;
  // A post that is gone (or hidden from this viewer): the thread is the next best place.
  if (post.isError) return <LegacyThreadRedirect threadId={threadId} postId={null} />;
  return (
    <Center py="10" role="status" aria-label="Redirecting">
      <Spinner color="brand.red" />
    </Center>
  );
}
