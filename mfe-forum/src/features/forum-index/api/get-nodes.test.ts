import type { ForumNode, NodesResponse } from '@trailhead/shared-kernel/types';
import { groupNodes, nodeTrail } from './get-nodes';

const node = (node_id: number, node_type_id: ForumNode['node_type_id'], parent_node_id: number, vehicle_type_id = 0) =>
  ({ node_id, node_type_id, parent_node_id, vehicle_type_id, title: `Node ${node_id}` }) as ForumNode;

const response: NodesResponse = {
  nodes: [node(1, 'Category', 0), node(2, 'Forum', 1, 0), node(3, 'Forum', 1, 7), node(4, 'Category', 0), node(5, 'Forum', 4, 8)],
  tree_map: { '0': [4, 1], '1': [3, 2], '4': [5] },
};

describe('groupNodes', () => {
  it('keeps the tree order of categories and forums', () => {
    const groups = groupNodes(response, 0);
    expect(groups.map((group) => group.category.node_id)).toEqual([4, 1]);
    expect(groups[1].forums.map((forum) => forum.node_id)).toEqual([3, 2]);
  });

  it('shows forums of the chosen vehicle type and the shared ones, and drops emptied categories', () => {
    const groups = groupNodes(response, 7);
    expect(groups.map((group) => group.category.node_id)).toEqual([1]);
    expect(groups[0].forums.map((forum) => forum.node_id)).toEqual([3, 2]);
  });
});

describe('nodeTrail', () => {
  it('gives the node with the nodes above it, root first', () => {
    expect(nodeTrail(response, 5).map((n) => n.node_id)).toEqual([4, 5]);
    expect(nodeTrail(response, 1).map((n) => n.node_id)).toEqual([1]);
  });

  it('is empty for a node the tree does not have, and ends on a loop rather than running forever', () => {
    expect(nodeTrail(response, 99)).toEqual([]);
    const loop: NodesResponse = { nodes: [node(1, 'Forum', 2), node(2, 'Forum', 1)], tree_map: {} };
    expect(nodeTrail(loop, 1).length).toBeLessThanOrEqual(2);
  });
});
