import { apiQueryOptions, useQuery } from '@trailhead/shared-kernel/query';
import type { ForumNode, NodesResponse } from '@trailhead/shared-kernel/types';

/** GET /nodes/all: the whole node tree, fetched once for the page. */
export const nodesQuery = () => apiQueryOptions<NodesResponse>('/nodes/all');

export const useNodes = () => useQuery(nodesQuery());

export interface CategoryWithForums {
  category: ForumNode;
  forums: ForumNode[];
}

/** Top-level categories with their forums in display order, limited to a vehicle type (0 = all). */
export function groupNodes({ nodes, tree_map: treeMap }: NodesResponse, vehicleTypeId: number): CategoryWithForums[] {
  const byId = new Map(nodes.map((node) => [node.node_id, node]));
  const childrenOf = (id: number) => (treeMap[String(id)] ?? []).map((childId) => byId.get(childId)).filter((node): node is ForumNode => !!node);
  const matchesVehicle = (node: ForumNode) => vehicleTypeId === 0 || node.vehicle_type_id === 0 || node.vehicle_type_id === vehicleTypeId;
  return childrenOf(0)
    .filter((node) => node.node_type_id === 'Category')
    .map((category) => ({ category, forums: childrenOf(category.node_id).filter(matchesVehicle) }))
    .filter((group) => group.forums.length > 0);
}

/**
 * The node and the nodes above it, root first (a category, then the forum): the trail a forum or
 * a thread page draws after Home › Forums, as posting a thread draws it from GET /forums/{id}.
 */
export function nodeTrail({ nodes }: NodesResponse, nodeId: number): ForumNode[] {
  const byId = new Map(nodes.map((node) => [node.node_id, node]));
  const trail: ForumNode[] = [];
  for (let node = byId.get(nodeId); node && trail.length < nodes.length; node = byId.get(node.parent_node_id)) trail.unshift(node);
  return trail;
}
