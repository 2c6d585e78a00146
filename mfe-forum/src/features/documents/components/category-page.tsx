import type { ForumNode, NodesResponse } from '@trailhead/shared-kernel/types';
import { AdSlot, Box, Heading, Stack, Text } from '@trailhead/shared-kernel/ui';
import { SiteTrail } from '../../../components/site-trail';
import { ForumRow } from '../../forum-index';

/** A category document (-n.{id}/ of a Category node): its child forums, in display order. */
export function CategoryPage({ category, tree }: { category: ForumNode; tree: NodesResponse }) {
  const byId = new Map(tree.nodes.map((node) => [node.node_id, node]));
  const children = (tree.tree_map[String(category.node_id)] ?? []).map((id) => byId.get(id)).filter((node): node is ForumNode => !!node);
  return (
    <Stack gap="4" data-testid="category-page">
      <SiteTrail crumbs={[]} current={category.title} />
      <Heading as="h1" size="2xl">
        {category.title}
      </Heading>
      {category.description && <Text color="gray.600">{category.description}</Text>}
      <AdSlot position="above_node_list" pageKey="forums" />
      <Box borderWidth="1px" borderRadius="md" overflow="hidden" data-testid="forum-category">
        {children.length === 0 ? <Text p="4">This category has no forums yet.</Text> : children.map((forum) => <ForumRow key={forum.node_id} forum={forum} />)}
      </Box>
      <AdSlot position="below_node_list" pageKey="forums" />
    </Stack>
  );
}
