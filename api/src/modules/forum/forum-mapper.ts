import type { ForumNode, NodeTypeData, Post, Thread } from '@trailhead/shared-kernel/types';
import type { NodeRow, PostRow, ThreadRow } from '../../db/tables/forum.table';
import { memberUrl, nodeUrl, postUrl, threadUrl } from '../../view-urls';
import { authorFields, toUserSummary, type AuthorFields } from '../users/user-mapper';

/** A node row with what its last post needs for links and avatar. */
export type NodeListRow = NodeRow & {
  last_post_user_avatar: string | null;
  last_thread_slug: string | null;
  last_thread_reply_count: number | null;
};

export type ThreadListRow = ThreadRow & AuthorFields & { prefix_title: string | null };

export type PostListRow = PostRow & AuthorFields;

/** The node's own counters and last post (categories aggregate these over their children). */
export function ownTypeData(row: NodeListRow, isUnread: boolean): NodeTypeData {
  const hasLastPost = row.last_post_id !== null && row.last_thread_id !== null && row.last_thread_slug !== null;
  return {
    discussion_count: row.discussion_count,
    message_count: row.message_count,
    last_post_date: row.last_post_date,
    last_post_user_avatar: row.last_post_user_avatar,
    last_post_username: row.last_post_username,
    is_unread: isUnread,
    last_thread_title: row.last_thread_title,
    last_post_user_view_url:
      row.last_post_user_id !== null && row.last_post_username !== null
        ? memberUrl(row.last_post_username, row.last_post_user_id)
        : null,
    last_post_view_url: hasLastPost
      ? postUrl(
          row.last_thread_slug as string,
          row.last_thread_id as number,
          (row.last_thread_reply_count ?? 0) + 1,
          row.last_post_id as number,
        )
      : null,
  };
}

export function toForumNode(row: NodeRow, typeData: NodeTypeData): ForumNode {
  return {
    node_id: row.node_id,
    node_type_id: row.node_type_id,
    parent_node_id: row.parent_node_id,
    display_order: row.display_order,
    title: row.title,
    description: row.description,
    view_url: nodeUrl(row.slug, row.node_id),
    discussion_type: row.discussion_type,
    redirect_url: row.redirect_url,
    vehicle_type_id: row.vehicle_type_id,
    type_data: typeData,
  };
}

export function toThread(row: ThreadListRow, now: number): Thread {
  return {
    thread_id: row.thread_id,
    node_id: row.node_id,
    title: row.title,
    discussion_type: row.discussion_type,
    prefix: row.prefix_id !== null && row.prefix_title !== null ? { prefix_id: row.prefix_id, title: row.prefix_title } : null,
    view_url: threadUrl(row.slug, row.thread_id),
    redirect_url: row.redirect_url,
    user_id: row.user_id,
    username: row.username,
    User: toUserSummary(authorFields(row), now),
    post_date: row.post_date,
    last_post_date: row.last_post_date,
    last_post_username: row.last_post_username,
    reply_count: row.reply_count,
    view_count: row.view_count,
    first_post_reaction_score: row.first_post_reaction_score,
    sticky: Boolean(row.sticky),
    discussion_open: Boolean(row.discussion_open),
    vehicle_type_id: row.vehicle_type_id,
    discussion_state: row.discussion_state,
    // Viewer-specific fields: a visitor's view until the posting module fills them per member.
    is_watched: false,
    can_reply: false,
    reply_error: null,
    can_edit: false,
    can_delete: false,
    can_moderate: false,
  };
}

/** A soft-deleted post keeps its place in the thread but not its text. */
export function toPost(row: PostListRow, threadSlug: string, now: number): Post {
  const visible = row.message_state === 'visible';
  return {
    post_id: row.post_id,
    thread_id: row.thread_id,
    user_id: row.user_id,
    username: row.username,
    User: toUserSummary(authorFields(row), now),
    post_date: row.post_date,
    position: row.position,
    message_html: visible ? row.message_html : '',
    message_parsed: visible ? row.message_parsed : '',
    attachment_key: row.attachment_key,
    reaction_score: row.reaction_score,
    message_state: row.message_state,
    view_url: postUrl(threadSlug, row.thread_id, row.position, row.post_id),
    // Viewer-specific and joined fields: a visitor's view until the posting module fills them.
    reactions: [],
    visitor_reaction_id: null,
    attachments: [],
    last_edit_date: null,
    delete_reason: null,
    can_edit: false,
    can_delete: false,
    can_react: false,
    can_report: false,
    can_moderate: false,
  };
}
