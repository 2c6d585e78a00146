import type { ForumNode } from '@trailhead/shared-kernel/types';
import { toSitePath } from '@trailhead/shared-kernel/urls';
import { Box, Flex, Heading, QueryView, RelativeDate, RouterLink, Stack, Text } from '@trailhead/shared-kernel/ui';
import { VehiclePage } from '../../content/components/vehicle-page';
import { groupNodes, useNodes } from '../api/get-nodes';

/** The forum index: categories, their forums with counts and the last post. */
export function ForumIndexPage() {
  return <VehiclePage>{(vehicleTypeId) => <ForumIndex vehicleTypeId={vehicleTypeId} />}</VehiclePage>;
}

function ForumIndex({ vehicleTypeId }: { vehicleTypeId: number }) {
  const nodes = useNodes();
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Forums
      </Heading>
      <QueryView query={nodes} what="the forum index">
        {(data) => {
          const groups = groupNodes(data, vehicleTypeId);
          if (groups.length === 0) return <Text>No forums for this vehicle type yet.</Text>;
          return groups.map(({ category, forums }) => (
            <Box as="section" key={category.node_id} borderWidth="1px" borderRadius="md" overflow="hidden" data-testid="forum-category">
              <Box bg="brand.black" color="white" px="4" py="2">
                <Heading as="h2" size="md">
                  {category.title}
                </Heading>
                {category.description && <Text fontSize="sm" color="gray.300">{category.description}</Text>}
              </Box>
              {forums.map((forum) => (
                <ForumRow key={forum.node_id} forum={forum} />
              ))}
            </Box>
          ));
        }}
      </QueryView>
    </Stack>
  );
}

function ForumRow({ forum }: { forum: ForumNode }) {
  const data = forum.type_data;
  return (
    <Flex px="4" py="3" gap="4" borderTopWidth="1px" direction={{ base: 'column', md: 'row' }} data-testid="forum-row">
      <Box flex="1">
        <RouterLink to={toSitePath(forum.view_url)} fontWeight="semibold" fontSize="lg">
          {forum.title}
        </RouterLink>
        {forum.description && <Text fontSize="sm" color="gray.600">{forum.description}</Text>}
      </Box>
      <Flex gap="6" fontSize="sm" color="gray.700" w={{ md: '44' }} flexShrink={0}>
        <Box>
          <Text fontWeight="semibold">{data.discussion_count.toLocaleString('en-US')}</Text>
          <Text>Threads</Text>
        </Box>
        <Box>
          <Text fontWeight="semibold">{data.message_count.toLocaleString('en-US')}</Text>
          <Text>Messages</Text>
        </Box>
      </Flex>
      <Box fontSize="sm" w={{ md: '72' }} flexShrink={0} minW="0" data-testid="last-post">
        {data.last_post_date && data.last_thread_title ? (
          <>
            <RouterLink to={toSitePath(data.last_post_view_url ?? forum.view_url)} display="block" truncate>
              {data.last_thread_title}
            </RouterLink>
            <Text color="gray.600">
              <RelativeDate seconds={data.last_post_date} /> · {data.last_post_username}
            </Text>
          </>
        ) : (
          <Text color="gray.600">No posts yet</Text>
        )}
      </Box>
    </Flex>
  );
}
