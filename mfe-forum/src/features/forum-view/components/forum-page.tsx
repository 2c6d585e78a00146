import { useNavigate, useSearchParams } from '@trailhead/shared-kernel/router';
import type { ForumNode } from '@trailhead/shared-kernel/types';
import { toSitePath } from '@trailhead/shared-kernel/urls';
import { AdSlot, Box, Flex, Heading, NotFoundPage, Pager, QueryView, Stack, Text } from '@trailhead/shared-kernel/ui';
import { PostThreadButton } from '../../post-thread';
import { documentPageUrl } from '../../../lib/document-path';
import { useForumThreads } from '../api/get-forum-threads';
import { filtersFromSearch, filtersToSearch, isFiltered, type ThreadListFilters } from '../thread-list-filters';
import { ThreadListControls } from './thread-list-controls';
import { ThreadRow } from '../../../components/thread-row';
import { SiteTrail } from '../../../components/site-trail';
import { nodeTrail, useNodes } from '../../forum-index';

/** One forum: its threads, sticky first, 20 a page, sorted and filtered by the URL query. */
export function ForumPage({ nodeId, page }: { nodeId: number; page: number }) {
  const [params] = useSearchParams();
  const filters = filtersFromSearch(params);
  const threads = useForumThreads(nodeId, page, filters);
  const navigate = useNavigate();
  return (
    <QueryView query={threads} what="this forum" notFound={<NotFoundPage />}>
      {({ forum, threads: list, pagination }) => {
        const base = toSitePath(forum.view_url);
        const search = filtersToSearch(filters);
        const hrefFor = (n: number) => `${documentPageUrl(base, n)}${search}`;
        // A new sort or filter starts again at page 1.
        const apply = (next: ThreadListFilters) => navigate(`${documentPageUrl(base, 1)}${filtersToSearch(next)}`);
        return (
          <Stack gap="4">
            <ForumHeader forum={forum} />
            <ThreadListControls filters={filters} onChange={apply} />
            <AdSlot position="above_thread_list" pageKey="forums" />
            <Box borderWidth="1px" borderRadius="md" overflow="hidden" data-testid="thread-list">
              {list.length === 0 && (
                <Text p="4" data-testid="thread-list-empty">
                  {isFiltered(filters) ? 'No threads match these filters. Try a longer time span or another member.' : 'There are no threads in this forum yet.'}
                </Text>
              )}
              {list.map((thread) => (
                <ThreadRow key={thread.thread_id} thread={thread} />
              ))}
            </Box>
            <Pager pagination={pagination} hrefFor={hrefFor} />
            <AdSlot position="below_thread_list" pageKey="forums" />
          </Stack>
        );
      }}
    </QueryView>
  );
}

function ForumHeader({ forum }: { forum: ForumNode }) {
  // The categories above the forum, from the node tree the document page has already read.
  const nodes = useNodes();
  const above = nodes.data ? nodeTrail(nodes.data, forum.node_id).slice(0, -1) : [];
  return (
    <>
      <SiteTrail crumbs={above.map((node) => ({ label: node.title, href: toSitePath(node.view_url) }))} current={forum.title} />
      <Flex justify="space-between" align="center" gap="4" wrap="wrap">
        <Heading as="h1" size="2xl">
          {forum.title}
        </Heading>
        {forum.node_type_id === 'Forum' && <PostThreadButton forum={forum} />}
      </Flex>
      {forum.description && <Text color="gray.600">{forum.description}</Text>}
    </>
  );
}
