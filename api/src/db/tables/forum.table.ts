import type { Generated, Selectable } from 'kysely';
import type { ContentState, DiscussionType, NodeTypeId } from '@trailhead/shared-kernel/types';
import type { Defaulted, Flag, Timestamp } from './columns';

/** Forum tree. The last-post and count columns are denormalised (see forum-stats.repository). */
export interface NodesTable {
  node_id: Generated<number>;
  /** 0 = root. */
  parent_node_id: number;
  node_type_id: NodeTypeId;
  display_order: number;
  title: string;
  description: Defaulted<string>;
  slug: string;
  discussion_type: DiscussionType;
  redirect_url: string | null;
  /** 0 = all vehicle types. */
  vehicle_type_id: number;
  discussion_count: Defaulted<number>;
  message_count: Defaulted<number>;
  last_post_id: number | null;
  last_post_date: Timestamp | null;
  last_post_user_id: number | null;
  last_post_username: string | null;
  last_thread_id: number | null;
  last_thread_title: string | null;
}

/** reply_count, last_post_* and first_post_* are denormalised from posts. */
export interface ThreadsTable {
  thread_id: Generated<number>;
  node_id: number;
  title: string;
  slug: string;
  discussion_type: DiscussionType;
  prefix_id: number | null;
  redirect_url: string | null;
  user_id: number;
  username: string;
  post_date: Timestamp;
  last_post_date: Timestamp;
  last_post_id: number | null;
  last_post_user_id: number;
  last_post_username: string;
  reply_count: Defaulted<number>;
  view_count: Defaulted<number>;
  first_post_id: number | null;
  first_post_reaction_score: Defaulted<number>;
  sticky: Flag;
  discussion_open: Flag;
  vehicle_type_id: number;
  discussion_state: Defaulted<ContentState>;
  /** Staff pick for the home page (GET /threads/featured). */
  featured: Flag;
  /** A club's discussion (discussion_type 'tlg_group'): only its members and moderators reply. */
  club_id: Defaulted<number | null>;
}

/** position is 1-based and contiguous per thread: pages are read by (thread_id, position). */
export interface PostsTable {
  post_id: Generated<number>;
  thread_id: number;
  user_id: number;
  username: string;
  post_date: Timestamp;
  position: number;
  message_html: string;
  message_parsed: string;
  attachment_key: string | null;
  reaction_score: Defaulted<number>;
  message_state: Defaulted<ContentState>;
}

export interface PostReactionsTable {
  post_id: number;
  user_id: number;
  reaction_id: number;
  reaction_date: Timestamp;
}

/** When a forum was last marked read for a member (all its new threads read). */
export interface NodeReadsTable {
  user_id: number;
  node_id: number;
  read_date: Timestamp;
}

/** When a member last read a thread's posts. */
export interface ThreadReadsTable {
  user_id: number;
  thread_id: number;
  read_date: Timestamp;
}

export type NodeRow = Selectable<NodesTable>;
export type ThreadRow = Selectable<ThreadsTable>;
export type PostRow = Selectable<PostsTable>;
