// Wire types of member activity: profile posts (what-is-new latest-profile), follows and the
// news feed (what-is-new news-feed), and the member lookup used by filters and autocompletes.
import type { Pagination, UnixSeconds } from './common';
import type { ContentState, Thread } from './forum';
import type { UserSummary } from './user';

/** A post on a member's profile (spec §3 profile posts). */
export interface ProfilePost {
  profile_post_id: number;
  /** Whose profile it is on. */
  profile_user_id: number;
  ProfileUser: UserSummary;
  /** Who wrote it. */
  user_id: number;
  username: string;
  User: UserSummary;
  post_date: UnixSeconds;
  /** Sanitised HTML. */
  message_html: string;
  message_state: ContentState;
  vehicle_type_id: number | null;
  /** The profile page, at the post (#profile-posts section). */
  view_url: string;
}

/** GET /profile-posts/latest {page, vehicle_type_id?}: newest first, 20 a page. */
export interface LatestProfilePostsResponse {
  profile_posts: ProfilePost[];
  pagination: Pagination;
}

/** One entry of the news feed: a thread started or a reply posted by a member the viewer follows. */
export interface NewsFeedItem {
  content_type: 'thread' | 'post';
  post_id: number;
  thread: Thread;
  node_title: string;
  User: UserSummary;
  post_date: UnixSeconds;
  /** Plain text of the post, cut to about 300 characters. */
  snippet: string;
  /** The post in its thread (page and #post-{id}). */
  view_url: string;
}

/** GET /users/news-feed {page, vehicle_type_id?}: signed-in members only (401 otherwise). */
export interface NewsFeedResponse {
  items: NewsFeedItem[];
  pagination: Pagination;
  /** How many members the viewer follows (0: the feed is empty because nobody is followed). */
  following_count: number;
}

/** POST /users/{id}/follow: toggles (spec §4), answers the new state. */
export interface FollowResponse {
  user_id: number;
  is_followed: boolean;
}

/** GET /users/find-name {username}: members whose username starts with the text (more than 1 character). */
export interface FindNameResponse {
  users: UserSummary[];
}

/** Member lookups ask only when the text is longer than this (spec §5). */
export const MEMBER_LOOKUP_MIN_LENGTH = 2;
