import type { Post } from '@trailhead/shared-kernel/types';
import { toSitePath } from '@trailhead/shared-kernel/urls';
import { usernameColour, UserAvatar, NotFoundPage, Box, Flex, Heading, Pager, QueryView, RelativeDate, RouterLink, Stack, Text } from '@trailhead/shared-kernel/ui';
import { documentPageUrl } from '../../documents/parse-document-path';
import { useThreadPosts } from '../api/get-thread-posts';

/** One thread, 20 posts a page, each with its author. */
export function ThreadPage({ threadId, page }: { threadId: number; page: number }) {
  const posts = useThreadPosts(threadId, page);
  return (
    <QueryView query={posts} what="this thread" notFound={<NotFoundPage />}>
      {({ thread, posts: list, pagination }) => {
        const pager = (
          <Pager
            pagination={pagination}
            hrefFor={(n) => documentPageUrl(toSitePath(thread.view_url), n)}
            renderLink={(href, label) => <RouterLink to={href}>{label}</RouterLink>}
          />
        );
        return (
          <Stack gap="4">
            <Text fontSize="sm">
              <RouterLink to="/forums">Forums</RouterLink>
            </Text>
            <Heading as="h1" size="2xl" data-testid="thread-title">
              {thread.title}
            </Heading>
            <Text fontSize="sm" color="gray.600">
              Started by {thread.username} · <RelativeDate seconds={thread.post_date} /> · {thread.reply_count.toLocaleString('en-US')} replies
            </Text>
            {pager}
            {list.map((post) => (
              <PostCard key={post.post_id} post={post} />
            ))}
            {pager}
          </Stack>
        );
      }}
    </QueryView>
  );
}

function PostCard({ post }: { post: Post }) {
  return (
    <Flex as="article" id={`post-${post.post_id}`} borderWidth="1px" borderRadius="md" gap="4" p="4" direction={{ base: 'column', md: 'row' }} data-testid="post">
      <Flex direction={{ base: 'row', md: 'column' }} align="center" gap="2" w={{ md: '40' }} flexShrink={0} textAlign="center">
        <UserAvatar size="md" username={post.username} src={post.User.avatar_urls.h} />
        <RouterLink to={toSitePath(post.User.view_url)} fontWeight="semibold" style={{ color: usernameColour(post.User) }}>
          {post.username}
        </RouterLink>
        <Text fontSize="xs" color="gray.600">
          {post.User.user_title}
        </Text>
      </Flex>
      <Box flex="1" minW="0">
        <Flex justify="space-between" fontSize="sm" color="gray.600" mb="2">
          <RelativeDate seconds={post.post_date} />
          <Text>#{post.position}</Text>
        </Flex>
        {/* message_html is sanitised by the API when it is written. */}
        <Box className="post-body" lineHeight="tall" dangerouslySetInnerHTML={{ __html: post.message_html }} />
      </Box>
    </Flex>
  );
}
