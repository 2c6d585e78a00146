import { toSitePath } from '@trailhead/shared-kernel/urls';
import { AdSlot, Box, Heading, QueryView, RouterLink, Stack, Text } from '@trailhead/shared-kernel/ui';
import { VehiclePage } from '../../../components/vehicle-page';
import { groupNodes, useNodes } from '../api/get-nodes';
import { ForumRow } from './forum-row';

/** The forum index: categories, their forums with counts, unread marks and the last post. */
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
      <AdSlot position="above_node_list" pageKey="forums" />
      <QueryView query={nodes} what="the forum index">
        {(data) => {
          const groups = groupNodes(data, vehicleTypeId);
          if (groups.length === 0) return <Text>No forums for this vehicle type yet.</Text>;
          return groups.map(({ category, forums }) => (
            <Box as="section" key={category.node_id} aria-label={category.title} borderWidth="1px" borderRadius="md" overflow="hidden" data-testid="forum-category">
              <Box bg="brand.black" color="white" px="4" py="2">
                <Heading as="h2" size="md">
                  <RouterLink to={toSitePath(category.view_url)} color="white">
                    {category.title}
                  </RouterLink>
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
      <AdSlot position="below_node_list" pageKey="forums" />
    </Stack>
  );
}
