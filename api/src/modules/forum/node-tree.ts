import type { ForumNode, NodeTypeData, NodesResponse } from '@trailhead/shared-kernel/types';
import { ownTypeData, toForumNode, type NodeListRow } from './forum-mapper';

/** Posts older than this count as read for everyone. */
export const READ_MARKING_DAYS = 30;

export interface ReadState {
  /** null for a visitor: nothing is unread. */
  readDates: Map<number, number> | null;
  now: number;
}

export function isNodeUnread(row: NodeListRow, read: ReadState): boolean {
  return isNewSinceRead(row.node_id, row.last_post_date, read);
}

/** What is older than this is read for the member in this forum: its read mark, or the marking window. */
export function readCutoff(nodeId: number, read: ReadState): number {
  return Math.max(read.readDates?.get(nodeId) ?? 0, read.now - READ_MARKING_DAYS * 86_400);
}

/** For a signed-in member: activity in this forum after they last read it (and within the marking window). */
export function isNewSinceRead(nodeId: number, lastPostDate: number | null, read: ReadState): boolean {
  if (read.readDates === null || lastPostDate === null) return false;
  return lastPostDate > readCutoff(nodeId, read);
}

/** A category's numbers are the sums of its children's, and its last post the newest among them. */
function mergeTypeData(own: NodeTypeData, children: NodeTypeData[]): NodeTypeData {
  let merged = { ...own };
  for (const child of children) {
    const newer = child.last_post_date !== null && (merged.last_post_date === null || child.last_post_date > merged.last_post_date);
    merged = {
      ...(newer ? child : merged),
      discussion_count: merged.discussion_count + child.discussion_count,
      message_count: merged.message_count + child.message_count,
      is_unread: merged.is_unread || child.is_unread,
    };
  }
  return merged;
}

/** GET /nodes/all: every node with its (aggregated) type_data, and the parent → children map. */
export function buildNodeTree(rows: NodeListRow[], read: ReadState): NodesResponse {
  const children = new Map<number, NodeListRow[]>();
  for (const row of rows) {
    const siblings = children.get(row.parent_node_id) ?? [];
    siblings.push(row);
    children.set(row.parent_node_id, siblings);
  }
  for (const siblings of children.values()) {
    siblings.sort((a, b) => a.display_order - b.display_order || a.node_id - b.node_id);
  }

  const typeData = new Map<number, NodeTypeData>();
  const visiting = new Set<number>();
  const dataOf = (row: NodeListRow): NodeTypeData => {
    const known = typeData.get(row.node_id);
    if (known) return known;
    if (visiting.has(row.node_id)) return ownTypeData(row, isNodeUnread(row, read)); // guards a corrupt cycle
    visiting.add(row.node_id);
    const data = mergeTypeData(
      ownTypeData(row, isNodeUnread(row, read)),
      (children.get(row.node_id) ?? []).map(dataOf),
    );
    typeData.set(row.node_id, data);
    return data;
  };

  const nodes: ForumNode[] = rows.map((row) => toForumNode(row, dataOf(row)));
  const tree_map: Record<string, number[]> = {};
  for (const [parentId, siblings] of children) tree_map[String(parentId)] = siblings.map((row) => row.node_id);
  return { nodes, tree_map };
}

/** Ancestors of a node from the root down, for breadcrumbs. */
export function ancestorsOf(nodeId: number, rows: NodeListRow[]): NodeListRow[] {
  const byId = new Map(rows.map((row) => [row.node_id, row]));
  const chain: NodeListRow[] = [];
  let current = byId.get(nodeId);
  while (current && current.parent_node_id !== 0 && chain.length < rows.length) {
    const parent = byId.get(current.parent_node_id);
    if (!parent) break;
    chain.unshift(parent);
    current = parent;
  }
  return chain;
}
