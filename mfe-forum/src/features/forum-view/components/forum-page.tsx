import type { Thread } from '@trailhead/shared-kernel/types';
import { toSitePath } from '@trailhead/shared-kernel/urls';
import { Badge, NotFoundPage, Box, Flex, Heading, Pager, QueryView, RelativeDate, RouterLink, Stack, Text } from '@trailhead/shared-kernel/ui';
import { documentPageUrl } from '../../documents/parse-document-path';
import { useForumThreads } from '../api/get-forum-threads';

/** One forum: its threads, sticky first, 20 a page. */
export function ForumPage({ nodeId, page }: { nodeId: number; page: number }) {
  const threads = useForumThreads(nodeId, page);
  return (
    <QueryView query={threads} what="this forum" notFound={<NotFoundPage />}>
      {({ forum, threads: list, pagination }) => {
        const hrefFor = (n: number) => documentPageUrl(toSitePath(forum.view_url), n);
        return (
          <Stack gap="4">
            <Text fontSize="sm">
              <RouterLink to="/forums">Forums</RouterLink> › {forum.title}
            </Text>
            <Heading as="h1" size="2xl">
              {forum.title}
            </Heading>
            {forum.description && <Text color="gray.600">{forum.description}</Text>}
            <Box borderWidth="1px" borderRadius="md" overflow="hidden" data-testid="thread-list">
              {list.length === 0 && <Text p="4">There are no threads in this forum yet.</Text>}
              {list.map((thread) => (
                <ThreadRow key={thread.thread_id} thread={thread} />
              ))}
            </Box>
            <Pager pagination={pagination} hrefFor={hrefFor} renderLink={(href, label) => <RouterLink to={href}>{label}</RouterLink>} />
          </Stack>
        );
      }}
    </QueryView>
  );
}

function ThreadRow({ thread }: { thread: Thread }) {
  return (
    <Flex px="4" py="3" gap="4" borderTopWidth="1px" _first={{ borderTopWidth: 0 }} direction={{ base: 'column', md: 'row' }} data-testid="thread-row">
      <Box flex="1">
        <Flex gap="2" align="center" wrap="wrap">
          {thread.sticky && <Badge colorPalette="yellow">Sticky</Badge>}
          {thread.prefix && <Badge colorPalette="blue">{thread.prefix.title}</Badge>}
          <RouterLink to={toSitePath(thread.view_url)} fontWeight="semibold">
            {thread.title}
          </RouterLink>
        </Flex>
        <Text fontSize="sm" color="gray.600">
          {thread.username} · <RelativeDate seconds={thread.post_date} />
        </Text>
      </Box>
      <Text fontSize="sm" minW="40" color="gray.700">
        {thread.reply_count.toLocaleString('en-US')} replies · {thread.view_count.toLocaleString('en-US')} views
      </Text>
      <Text fontSize="sm" minW="44" color="gray.600">
        <RelativeDate seconds={thread.last_post_date} /> · {thread.last_post_username}
      </Text>
    </Flex>
  );
}
