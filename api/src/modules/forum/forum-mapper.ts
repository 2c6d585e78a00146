import type { AttachmentInfo, ForumNode, NodeTypeData, Post, ReactionCount, Thread } from '@trailhead/shared-kernel/types';
import type { NodeRow, PostRow, ThreadRow } from '../../db/tables/forum.table';
import { memberUrl, nodeUrl, postUrl, threadUrl } from '../../view-urls';
import { authorFields, toUserSummary, type AuthorFields } from '../users/user-mapper';
import { canChange, canInteract, replyRefusal, type ForumViewer, type Refusal } from './forum-permissions';

/** A node row with what its last post needs for links and avatar. */
export type NodeListRow = NodeRow & {
  last_post_user_avatar: string | null;
  last_thread_slug: string | null;
  last_thread_reply_count: number | null;
};

export type ThreadListRow = ThreadRow & AuthorFields & { prefix_title: string | null };

/** A post with its author and what its last edit and soft deletion left (post_changes). */
export type PostListRow = PostRow &
  AuthorFields & { last_edit_date: number | null; delete_reason: string | null; author_signature?: string | null };

/** Who is looking: fills the viewer fields of threads (is_watched, can_reply…). */
export interface ThreadViewerContext {
  viewer: ForumViewer;
  /** Which of the threads being mapped the viewer watches, and whether each watch e-mails about replies. */
  watched: ReadonlyMap<number, boolean>;
  /** Why the viewer may not reply beyond the forum's own rules (a club thread's: not a member), when known. */
  clubRefusal?: Refusal | null;
}

/** Reactions and attachments of the posts being mapped, read in a few queries for the whole page. */
export interface PostExtras {
  reactions: ReadonlyMap<number, ReactionCount[]>;
  visitorReactions: ReadonlyMap<number, number>;
  attachments: ReadonlyMap<number, AttachmentInfo[]>;
}

export interface PostViewerContext {
  viewer: ForumViewer;
  thread: { discussion_open: unknown };
  extras: PostExtras;
}

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

/**
 * Without a context the viewer fields say nothing is allowed and no reason is given (lists that
 * do not know their viewer); with one they are the viewer's own.
 */
export function toThread(row: ThreadListRow, now: number, context?: ThreadViewerContext): Thread {
  const refusal = context ? (replyRefusal(context.viewer, row) ?? context.clubRefusal ?? null) : null;
  const changeable = context ? canChange(context.viewer, { user_id: row.user_id, state: row.discussion_state }) : false;
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
    is_watched: context ? context.watched.has(row.thread_id) : false,
    watch_email: context?.watched.get(row.thread_id) ?? false,
    can_reply: context !== undefined && refusal === null,
    reply_error: refusal?.message ?? null,
    can_edit: changeable,
    can_delete: changeable,
    can_moderate: context?.viewer.isModerator ?? false,
  };
}

/**
 * A soft-deleted post keeps its place in the thread; only moderators see its text and the reason.
 * Without a context: a visitor's view with no reactions or attachments joined.
 */
export function toPost(row: PostListRow, threadSlug: string, now: number, context?: PostViewerContext): Post {
  const moderator = context?.viewer.isModerator ?? false;
  const visible = row.message_state === 'visible' || moderator;
  const viewer = context?.viewer;
  const changeable = viewer ? canChange(viewer, { user_id: row.user_id, state: row.message_state }) : false;
  const interactive = viewer ? canInteract(viewer, row) : false;
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
    // The author's sanitised signature, for readers who show signatures (visitors do).
    signature: visible && (viewer?.showsSignatures ?? true) ? (row.author_signature ?? '') : '',
    attachment_key: row.attachment_key,
    reaction_score: row.reaction_score,
    message_state: row.message_state,
    view_url: postUrl(threadSlug, row.thread_id, row.position, row.post_id),
    reactions: context?.extras.reactions.get(row.post_id) ?? [],
    visitor_reaction_id: context?.extras.visitorReactions.get(row.post_id) ?? null,
    attachments: context?.extras.attachments.get(row.post_id) ?? [],
    last_edit_date: row.last_edit_date,
    delete_reason: moderator && row.message_state === 'deleted' ? row.delete_reason : null,
    // A reply is edited while its thread takes replies; moderators edit anything.
    can_edit: changeable && (moderator || (context ? Boolean(context.thread.discussion_open) : false)),
    can_delete: changeable,
    can_react: interactive,
    can_report: interactive,
    can_moderate: moderator,
  };
}
