import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { bus, isLoggedIn, useObservable } from '@trailhead/shared-kernel/bus';
import { POSTING_MESSAGES } from '@trailhead/shared-kernel/constants';
import { openLiveStream } from '@trailhead/shared-kernel/live';
import { invalidateApiQueries, useMutation, useQueryClient } from '@trailhead/shared-kernel/query';
import { useNavigate } from '@trailhead/shared-kernel/router';
import type { Post, Thread, ThreadPostsResponse, WatchResponse } from '@trailhead/shared-kernel/types';
import { toSitePath } from '@trailhead/shared-kernel/urls';
import { RelativeDate } from '@trailhead/shared-kernel/dates';
import { Alert, Badge, Box, Button, Center, Checkbox, Flex, Heading, HStack, NotFoundPage, Pager, QueryView, Spinner, Stack, Text, countText, LogInButton } from '@trailhead/shared-kernel/ui';
import { documentPageUrl } from '../../../lib/document-path';
import { nodeTrail, useNodes } from '../../forum-index';
import { setWatching } from '../api/watch-thread';
import type { QuoteRequest } from '../../editor';
import { threadPostsQuery, useThreadPosts } from '../api/get-thread-posts';
import { fetchPost } from '../api/get-post';
import { liveAction, mergePosts } from '../live-posts';
import { PostCard } from './post-card';
import { UserLink } from '@trailhead/shared-kernel/members';
import { SiteTrail } from '../../../components/site-trail';

// The writing tools load only for members who can use them: visitors reading a thread never fetch them.
const ReplyComposer = lazy(() => import('../../editor').then((m) => ({ default: m.ReplyComposer })));
const ThreadTools = lazy(() => import('../../moderation').then((m) => ({ default: m.ThreadTools })));

/**
 * A thread shown on another part's page (the thread view widget, src/widgets): where its pages are,
 * where to go after a deletion, and why the host refuses replies; no forum trail.
 */
export interface ThreadHost {
  pageHref: (page: number) => string;
  afterDeleteHref: string;
  replyRefusal?: string | null;
}

/**
 * One thread, 20 posts a page, with reactions, replies, moderation and new replies arriving live.
 * `asComments`: below an article that already shows the title and the opening post, the thread
 * is its comments: no trail, no title block, no opening post.
 */
export function ThreadPage({ threadId, page, asComments = false, host }: { threadId: number; page: number; asComments?: boolean; host?: ThreadHost }) {
  const posts = useThreadPosts(threadId, page);
  return (
    <QueryView query={posts} what="this thread" notFound={<NotFoundPage />}>
      {(data) => <ThreadView key={`${threadId}-${page}`} threadId={threadId} page={page} data={data} asComments={asComments} host={host} />}
    </QueryView>
  );
}

interface ThreadViewProps {
  threadId: number;
  page: number;
  data: ThreadPostsResponse;
  asComments: boolean;
  host?: ThreadHost;
}

/**
 * The page as the cache holds it: a reaction, an edit, a deletion, a moderator's change or a reply
 * arriving live is written into the cached page, so what is shown is always the cache.
 */
function useCachedThreadPage(threadId: number, page: number) {
  const queryClient = useQueryClient();
  const url = threadPostsQuery(threadId, page).queryKey[0];
  return useMemo(() => {
    const change = (edit: (current: ThreadPostsResponse) => ThreadPostsResponse) =>
      queryClient.setQueryData<ThreadPostsResponse>([url], (current) => current && edit(current));
    return {
      posts: () => queryClient.getQueryData<ThreadPostsResponse>([url])?.posts ?? [],
      replacePost: (post: Post) => change((current) => ({ ...current, posts: mergePosts(current.posts, [post]) })),
      removePost: (postId: number) => change((current) => ({ ...current, posts: current.posts.filter((post) => post.post_id !== postId) })),
      setThread: (edit: (thread: Thread) => Thread) => change((current) => ({ ...current, thread: edit(current.thread) })),
    };
  }, [queryClient, url]);
}

function ThreadView({ threadId, page, data, asComments, host }: ThreadViewProps) {
  const { thread, posts, pagination } = data;
  const lastPage = pagination.last_page;
  const session = useObservable(bus.session$);
  const loggedIn = isLoggedIn(session);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const cached = useCachedThreadPage(threadId, page);
  const { replacePost, removePost, setThread } = cached;
  const [newReplies, setNewReplies] = useState(0);
  const [quote, setQuote] = useState<QuoteRequest | null>(null);
  const viewPath = toSitePath(thread.view_url);
  const pageHref = host?.pageHref ?? ((n: number) => documentPageUrl(viewPath, n));
  // The host's refusal counts only while the API itself would let the viewer reply.
  const hostRefusal = thread.can_reply ? (host?.replyRefusal ?? null) : null;
  const canReply = thread.can_reply && !hostRefusal;

  // New replies by others, while the thread is open; the stream's catch-up fills any gap after a drop.
  useEffect(() => {
    const fetching = new Set<number>();
    const subscription = openLiveStream({ threadId: thread.thread_id }).subscribe((event) => {
      if (event.type !== 'post' || event.data.thread_id !== thread.thread_id) return;
      const action = liveAction(event.data, cached.posts(), page);
      if (action === 'notify') setNewReplies((count) => count + 1);
      if (action !== 'append' || fetching.has(event.data.post_id)) return;
      fetching.add(event.data.post_id);
      fetchPost(event.data.post_id).then(
        (post) => cached.replacePost(post),
        () => setNewReplies((count) => count + 1),
      );
    });
    return () => subscription.unsubscribe();
  }, [thread.thread_id, page, cached]);

  const latestUrl = pageHref(Math.max(lastPage, Math.ceil((thread.reply_count + 1 + newReplies) / 20)));

  // The reply box's mutation has already marked the thread's pages out of date.
  const onPosted = (post: Post) => {
    bus.widgetEvents.next({ type: 'forum:reply-posted', threadId: thread.thread_id, postId: post.post_id, position: post.position });
    const onThisPage = post.position > (page - 1) * 20 && post.position <= page * 20;
    if (onThisPage) {
      replacePost(post);
      requestAnimationFrame(() => document.getElementById(`post-${post.post_id}`)?.scrollIntoView({ block: 'center' }));
    } else {
      navigate(`${pageHref(Math.ceil(post.position / 20))}#post-${post.post_id}`);
    }
  };

  const onReply = (post: Post) => setQuote({ username: post.username, postId: post.post_id, html: post.message_html, nonce: Date.now() });

  const pager = (
    <Pager pagination={pagination} hrefFor={pageHref} />
  );

  return (
    <Stack gap="4">
      {!asComments && !host && <ForumTrail nodeId={thread.node_id} />}
      <Flex gap="3" justify="space-between" align={{ base: 'stretch', md: 'flex-start' }} direction={{ base: 'column', md: 'row' }}>
        <Box minW="0" display={asComments ? 'none' : undefined}>
          <Heading as="h1" size="2xl" data-testid="thread-title" wordBreak="break-word">
            {thread.prefix && (
              <Badge mr="2" verticalAlign="middle" colorPalette="orange">
                {thread.prefix.title}
              </Badge>
            )}
            {thread.title}
          </Heading>
          <HStack gap="2" fontSize="sm" color="gray.600" wrap="wrap" mt="1">
            <Text>
              Started by <UserLink user={thread.User}>{thread.username}</UserLink> · <RelativeDate seconds={thread.post_date} /> · {countText(thread.reply_count, 'reply', 'replies')}
            </Text>
            {thread.sticky && <Badge colorPalette="blue">Sticky</Badge>}
            {!thread.discussion_open && <Badge colorPalette="gray">Closed</Badge>}
            {thread.discussion_state === 'deleted' && <Badge colorPalette="red">Deleted</Badge>}
          </HStack>
        </Box>
        <HStack gap="2" flexShrink={0}>
          {loggedIn && <WatchControls thread={thread} onChange={({ is_watched, watch_email }) => setThread((current) => ({ ...current, is_watched, watch_email }))} />}
          {(thread.can_moderate || thread.can_delete) && (
            <Suspense fallback={<Spinner size="sm" />}>
              <ThreadTools
                thread={thread}
                onChange={(next) => {
                  setThread(() => next);
                  void invalidateApiQueries(queryClient, `/api/threads/${thread.thread_id}`);
                  bus.widgetEvents.next({ type: 'forum:thread-changed', threadId: thread.thread_id });
                }}
                onDeleted={(hard) => {
                  void invalidateApiQueries(queryClient);
                  bus.widgetEvents.next({ type: 'forum:thread-deleted', threadId: thread.thread_id, hard });
                  if (hard) navigate(host?.afterDeleteHref ?? '/forums');
                  else setThread((current) => ({ ...current, discussion_state: 'deleted' }));
                }}
              />
            </Suspense>
          )}
        </HStack>
      </Flex>
      {newReplies > 0 && (
        <Alert.Root status="info" data-testid="new-replies" aria-live="polite">
          <Alert.Indicator />
          <Button size="sm" variant="plain" px="0" onClick={() => (setNewReplies(0), navigate(latestUrl))}>
            New replies — go to latest
          </Button>
        </Alert.Root>
      )}
      {pager}
      {posts.filter((post) => !(asComments && post.position === 1)).map((post, index) => (
        <PostCard key={post.post_id} post={post} canReply={canReply} onReply={onReply} onChange={replacePost} onRemoved={removePost} first={index === 0} />
      ))}
      {pager}
      <ReplyArea thread={thread} refusal={hostRefusal} userId={session.user?.user_id ?? null} loggedIn={loggedIn} quote={quote} onPosted={onPosted} />
    </Stack>
  );
}

/** Watch or unwatch the thread; while watched, whether new replies are e-mailed too. */
function WatchControls({ thread, onChange }: { thread: Thread; onChange: (watch: WatchResponse) => void }) {
  const watch = useMutation({
    mutationFn: ({ watching, email }: { watching: boolean; email?: boolean }) => setWatching(thread.thread_id, watching, email),
    onSuccess: onChange,
    onError: (error) => bus.snackbar.next({ message: error.message, status: 'error' }),
  });
  return (
    <>
      {thread.is_watched && (
        <Checkbox.Root
          size="sm"
          checked={thread.watch_email === true}
          disabled={watch.isPending}
          onCheckedChange={(change) => watch.mutate({ watching: true, email: change.checked === true })}
          data-testid="watch-email"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>E-mail me replies</Checkbox.Label>
        </Checkbox.Root>
      )}
      <Button size="sm" variant={thread.is_watched ? 'subtle' : 'outline'} onClick={() => watch.mutate({ watching: !thread.is_watched })} loading={watch.isPending} aria-pressed={thread.is_watched} data-testid="watch-button">
        {thread.is_watched ? 'Unwatch' : 'Watch'}
      </Button>
    </>
  );
}

function ReplyArea({ thread, refusal, userId, loggedIn, quote, onPosted }: { thread: Thread; refusal: string | null; userId: number | null; loggedIn: boolean; quote: QuoteRequest | null; onPosted: (post: Post) => void }) {
  const fallback = useMemo(
    () => (
      <Center py="6" role="status" aria-label="Loading the editor">
        <Spinner />
      </Center>
    ),
    [],
  );
  // The session may still be arriving for a member the server already answered for.
  const canReply = thread.can_reply && !refusal;
  if (canReply && userId === null) return fallback;
  if (canReply && userId !== null) {
    return (
      <Suspense fallback={fallback}>
        <ReplyComposer threadId={thread.thread_id} userId={userId} quote={quote} onPosted={onPosted} />
      </Suspense>
    );
  }
  const message = refusal ?? thread.reply_error ?? (loggedIn ? POSTING_MESSAGES.insufficient : POSTING_MESSAGES.login);
  return (
    <Flex borderWidth="1px" borderRadius="md" p="4" gap="3" align="center" justify="space-between" wrap="wrap" data-testid="reply-refusal">
      <Text>{message}</Text>
      {!loggedIn && <LogInButton />}
    </Flex>
  );
}

/** Home › Forums › the thread's category and forum (from the cached node tree; just Home › Forums until it is there). */
function ForumTrail({ nodeId }: { nodeId: number }) {
  const nodes = useNodes();
  const trail = nodes.data ? nodeTrail(nodes.data, nodeId) : [];
  return <SiteTrail crumbs={trail.map((node) => ({ label: node.title, href: toSitePath(node.view_url) }))} testId="thread-forum-trail" />;
}
