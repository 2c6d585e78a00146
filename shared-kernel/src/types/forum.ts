import type { Pagination, UnixSeconds } from './common';
import type { UserSummary } from './user';
import type { AttachmentInfo, ReactionCount } from './forum-posting';

export type DiscussionType = 'article' | 'discussion' | 'event' | 'tlg_group' | 'redirect';
export type NodeTypeId = 'Category' | 'Forum' | 'LinkForum';
export type ContentState = 'visible' | 'deleted';

export interface NodeTypeData {
  discussion_count: number;
  message_count: number;
  last_post_date: UnixSeconds | null;
  last_post_user_avatar: string | null;
  last_post_username: string | null;
  is_unread: boolean;
  last_thread_title: string | null;
  last_post_user_view_url: string | null;
  last_post_view_url: string | null;
}

export interface ForumNode {
  node_id: number;
  node_type_id: NodeTypeId;
  parent_node_id: number;
  display_order: number;
  title: string;
  description: string;
  view_url: string;
  discussion_type: DiscussionType;
  redirect_url: string | null;
  vehicle_type_id: number;
  type_data: NodeTypeData;
}

/** GET /nodes/all: every node, and tree_map from parent_node_id (0 = root) to child ids in display order. */
export interface NodesResponse {
  nodes: ForumNode[];
  tree_map: Record<string, number[]>;
}

/** GET /forums/{id} */
export interface ForumResponse {
  forum: ForumNode;
  breadcrumbs: { node_id: number; title: string; view_url: string }[];
}

export interface ThreadPrefix {
  prefix_id: number;
  title: string;
}

export interface Thread {
  thread_id: number;
  node_id: number;
  title: string;
  discussion_type: DiscussionType;
  prefix: ThreadPrefix | null;
  view_url: string;
  redirect_url: string | null;
  user_id: number;
  username: string;
  User: UserSummary;
  post_date: UnixSeconds;
  last_post_date: UnixSeconds;
  last_post_username: string;
  reply_count: number;
  view_count: number;
  first_post_reaction_score: number;
  sticky: boolean;
  discussion_open: boolean;
  vehicle_type_id: number;
  discussion_state: ContentState;
  /** For the viewer: watching this thread. */
  is_watched: boolean;
  /** For the viewer: their watch e-mails them about new replies (beyond the spec; absent: no). */
  watch_email?: boolean;
  /** For the viewer: may reply. When false, reply_error is the spec §6 message to show instead of the editor. */
  can_reply: boolean;
  reply_error: string | null;
  /** Author (title, prefix) or moderator. */
  can_edit: boolean;
  can_delete: boolean;
  /** Moderator actions: hard delete, author alert, move, open/close, stick. */
  can_moderate: boolean;
  /** For a signed-in viewer: posts newer than their last visit (absent for visitors or where not computed). */
  is_unread?: boolean;
}

export type ThreadSortField =
  | 'last_post_date'
  | 'post_date'
  | 'title'
  | 'reply_count'
  | 'view_count'
  | 'first_post_reaction_score';

/** GET /forums/{id}/threads {starter_id, last_days, order, direction, page} */
export interface ForumThreadsResponse {
  forum: ForumNode;
  threads: Thread[];
  pagination: Pagination;
}

export interface Post {
  post_id: number;
  thread_id: number;
  user_id: number;
  username: string;
  User: UserSummary;
  post_date: UnixSeconds;
  /** 1-based position of the post in its thread. */
  position: number;
  message_html: string;
  message_parsed: string;
  /** The author's sanitised signature HTML: '' when they have none or the viewer hides signatures (option[content_show_signature]). */
  signature?: string;
  attachment_key: string | null;
  reaction_score: number;
  message_state: ContentState;
  view_url: string;
  /** Counts per reaction, most chosen first; visitor_reaction_id is the viewer's own (null if none). */
  reactions: ReactionCount[];
  visitor_reaction_id: number | null;
  attachments: AttachmentInfo[];
  last_edit_date: UnixSeconds | null;
  /** Soft-deleted posts keep their place: non-moderators get empty message_html; moderators get the text and the reason. */
  delete_reason: string | null;
  can_edit: boolean;
  can_delete: boolean;
  can_react: boolean;
  can_report: boolean;
  /** Moderator: may hard-delete and alert the author. */
  can_moderate: boolean;
}

/** GET /threads/{id} {with_first_post} */
export interface ThreadResponse {
  thread: Thread;
  first_post?: Post;
}

/** GET /threads/{id}/posts {order, page}: 20 posts a page. */
export interface ThreadPostsResponse {
  thread: Thread;
  posts: Post[];
  pagination: Pagination;
}

export const POSTS_PER_PAGE = 20;
export const THREADS_PER_PAGE = 20;
