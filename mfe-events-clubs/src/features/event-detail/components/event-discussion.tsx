import { lazy, Suspense, useState } from 'react';
import { bus, isLoggedIn, useObservable } from '@trailhead/shared-kernel/bus';
import { POSTING_MESSAGES } from '@trailhead/shared-kernel/constants';
import { RelativeDate } from '@trailhead/shared-kernel/dates';
import { invalidateApiQueries, useQueryClient } from '@trailhead/shared-kernel/query';
import type { Post, ThreadPostsResponse } from '@trailhead/shared-kernel/types';
import { toSitePath } from '@trailhead/shared-kernel/urls';
import { Box, Button, Flex, Heading, HStack, QueryView, RouterLink, Spinner, Stack, Text, UserAvatar, UserContent } from '@trailhead/shared-kernel/ui';
import { eventPostsQuery, useEventPosts } from '../api/get-event-posts';
import { UserLink } from '@trailhead/shared-kernel/members';

// The editor loads only for members who can reply: a visitor reading the event never fetches it.
const EventReplyBox = lazy(() => import('./event-reply-box').then((m) => ({ default: m.EventReplyBox })));

/** The event's discussion thread (discussion_type 'event'): its posts, and a reply box through the site's editor. */
export function EventDiscussion({ threadId, threadUrl }: { threadId: number; threadUrl: string | null }) {
  const [page, setPage] = useState(1);
  const posts = useEventPosts(threadId, page);
  return (
    <Box as="section" aria-labelledby="discussion-heading" data-testid="event-discussion">
      <Flex justify="space-between" align="baseline" mb="3" gap="2" wrap="wrap">
        <Heading as="h2" id="discussion-heading" size="lg">
          Discussion
        </Heading>
        {threadUrl && (
          <RouterLink to={toSitePath(threadUrl)} fontSize="sm">
            Open in the forum
          </RouterLink>
        )}
      </Flex>
      <QueryView query={posts} what="the discussion">
        {(data) => <DiscussionView data={data} page={page} onPage={setPage} />}
      </QueryView>
    </Box>
  );
}

function DiscussionView({ data, page, onPage }: { data: ThreadPostsResponse; page: number; onPage: (page: number) => void }) {
  const { thread, posts, pagination } = data;
  const session = useObservable(bus.session$);
  const client = useQueryClient();
  const userId = session.user?.user_id ?? null;
  // The thread opens with the event's description, which the page shows above as "About this event".
  const replies = posts.filter((post) => post.position !== 1);

  const onPosted = (post: Post) => {
    const lastPage = Math.max(1, Math.ceil(post.position / pagination.per_page));
    // The reply shows at once on the page it landed on; that page is then read again.
    client.setQueryData<ThreadPostsResponse>(eventPostsQuery(thread.thread_id, lastPage).queryKey, (current) =>
      current && !current.posts.some((existing) => existing.post_id === post.post_id) ? { ...current, posts: [...current.posts, post] } : current,
    );
    void invalidateApiQueries(client, `/api/threads/${thread.thread_id}/`);
    onPage(lastPage);
  };

  return (
    <Stack gap="3">
      {replies.length === 0 && <Text>No replies yet. Ask the organisers a question or say you’re coming.</Text>}
      {replies.map((post) => (
        <DiscussionPost key={post.post_id} post={post} />
      ))}
      {pagination.last_page > 1 && (
        <HStack as="nav" aria-label="Discussion pages" gap="3">
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Previous
          </Button>
          <Text fontSize="sm">
            Page {page} of {pagination.last_page}
          </Text>
          <Button size="sm" variant="outline" disabled={page >= pagination.last_page} onClick={() => onPage(page + 1)}>
            Next
          </Button>
        </HStack>
      )}
      {thread.can_reply && userId !== null ? (
        <Suspense fallback={<Spinner size="sm" />}>
          <EventReplyBox threadId={thread.thread_id} userId={userId} onPosted={onPosted} />
        </Suspense>
      ) : (
        <Text fontSize="sm" color="gray.700">
          {thread.reply_error ?? (isLoggedIn(session) ? POSTING_MESSAGES.insufficient : POSTING_MESSAGES.login)}
        </Text>
      )}
    </Stack>
  );
}

function DiscussionPost({ post }: { post: Post }) {
  if (post.message_state === 'deleted' && !post.message_html) {
    return (
      <Text borderWidth="1px" borderStyle="dashed" borderRadius="md" p="3" fontSize="sm" color="gray.700" data-testid="event-post">
        This post has been deleted.
      </Text>
    );
  }
  return (
    <Flex as="article" id={`post-${post.post_id}`} gap="3" borderWidth="1px" borderRadius="md" p="3" data-testid="event-post">
      <Box aria-hidden flexShrink={0}>
        <UserAvatar size="sm" username={post.username} src={post.User.avatar_urls.h} />
      </Box>
      <Box minW="0" flex="1">
        <HStack gap="2" fontSize="sm" wrap="wrap">
          <UserLink user={post.User}>{post.username}</UserLink>
          <Text color="gray.700">
            <RelativeDate seconds={post.post_date} />
          </Text>
        </HStack>
        {/* message_html is sanitised by the API on write (the one shared sanitiser). */}
        <UserContent html={post.message_html} mt="1" />
      </Box>
    </Flex>
  );
}
