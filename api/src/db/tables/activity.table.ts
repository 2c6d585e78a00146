// Tables of members' activity: profile posts and their comments and reactions, follows, ignores,
// reports of members and profile content, awards, and members' vehicles.
import type { Generated, Selectable, SqlBool } from 'kysely';
import type { UserVehiclesTable } from './users.table';
import type { ContentState } from '@trailhead/shared-kernel/types';
import type { Defaulted, Timestamp } from './columns';

export interface ProfilePostsTable {
  profile_post_id: Generated<number>;
  /** Whose profile the post is on. */
  profile_user_id: number;
  /** Who wrote it. */
  user_id: number;
  username: string;
  post_date: Timestamp;
  message_html: string;
  message_state: Defaulted<ContentState>;
  /** null: not about one vehicle type. */
  vehicle_type_id: number | null;
  /** Plain text of message_html (mentions, snippets). */
  message_parsed: Defaulted<string>;
  attachment_key: string | null;
  reaction_score: Defaulted<number>;
  /** Visible comments. */
  comment_count: Defaulted<number>;
  last_edit_date: Timestamp | null;
  delete_reason: string | null;
  deleted_by: number | null;
}
export type ProfilePostRow = Selectable<ProfilePostsTable>;

/** user_id follows follow_user_id. */
export interface UserFollowsTable {
  user_id: number;
  follow_user_id: number;
  follow_date: Timestamp;
}

export interface ProfilePostCommentsTable {
  profile_post_comment_id: Generated<number>;
  profile_post_id: number;
  user_id: number;
  username: string;
  comment_date: Timestamp;
  message_html: string;
  message_parsed: Defaulted<string>;
  attachment_key: string | null;
  reaction_score: Defaulted<number>;
  message_state: Defaulted<ContentState>;
  last_edit_date: Timestamp | null;
  delete_reason: string | null;
  deleted_by: number | null;
}
export type ProfilePostCommentRow = Selectable<ProfilePostCommentsTable>;

export type ProfileContentType = 'profile_post' | 'profile_comment';

/** One reaction per member per profile post or comment; content_user_id = whose content (reactions received). */
export interface ProfileReactionsTable {
  content_type: ProfileContentType;
  content_id: number;
  user_id: number;
  reaction_id: number;
  reaction_date: Timestamp;
  content_user_id: number;
}

/** user_id ignores ignored_user_id. */
export interface UserIgnoresTable {
  user_id: number;
  ignored_user_id: number;
  ignore_date: Timestamp;
}

/** Reports of members and of profile posts and comments (forum posts keep post_reports). */
export interface ContentReportsTable {
  report_id: Generated<number>;
  content_type: 'user' | ProfileContentType;
  content_id: number;
  user_id: number;
  message: string;
  report_date: Timestamp;
  report_state: Defaulted<'open' | 'resolved'>;
}

export interface AwardCategoriesTable {
  award_category_id: Generated<number>;
  title: string;
  description: Defaulted<string>;
  display_order: Defaulted<number>;
}

export interface AwardsTable {
  award_id: Generated<number>;
  award_category_id: number;
  title: string;
  description: Defaulted<string>;
  icon_url: string | null;
  /** Trophy points the award gives its holder. */
  points: Defaulted<number>;
  can_request: Defaulted<SqlBool>;
  display_order: Defaulted<number>;
}

export interface UserAwardsTable {
  user_award_id: Generated<number>;
  award_id: number;
  user_id: number;
  award_date: Timestamp;
  award_reason: Defaulted<string>;
  given_by: number | null;
}

export type AwardRequestState = 'pending' | 'granted' | 'refused';

export interface AwardRequestsTable {
  award_request_id: Generated<number>;
  award_id: number;
  user_id: number;
  award_reason: string;
  request_date: Timestamp;
  request_state: Defaulted<AwardRequestState>;
  reviewed_by: number | null;
  reviewed_at: Timestamp | null;
  refuse_reason: string | null;
}

export interface ActivityTables {
  profile_posts: ProfilePostsTable;
  user_follows: UserFollowsTable;
  profile_post_comments: ProfilePostCommentsTable;
  profile_reactions: ProfileReactionsTable;
  user_ignores: UserIgnoresTable;
  content_reports: ContentReportsTable;
  award_categories: AwardCategoriesTable;
  awards: AwardsTable;
  user_awards: UserAwardsTable;
  award_requests: AwardRequestsTable;
  user_vehicles: UserVehiclesTable;
}
