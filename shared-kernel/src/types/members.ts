// Wire contract of members and profiles (issue "9 of 12"): the profile and its fetch options, follow,
// ignore and report, the member lists and leaderboards, profile posts with comments and reactions,
// activity, reactions received, and awards. The API (api/src/modules/users, activity, awards) and
// mfe-profile-account build on these shapes, and the shared username popup reads MemberCard.
import type { Pagination, UnixSeconds } from './common';
import type { AttachmentInfo, ReactionCount } from './forum-posting';
import type { ContentState, Thread } from './forum';
import type { NewsFeedItem, ProfilePost } from './activity';
import type { UserProfile, UserSummary } from './user';

/** Who may see or do something (GET /lists/visibility-options). */
export type Visibility = 'everyone' | 'members' | 'followed' | 'none';

/** The spec's message to those a member's privacy keeps out (spec §6). */
export const PROFILE_LIMITED_MESSAGE = 'This member limits who may view their full profile.';

/** A member's vehicle as others see it (never the VIN). */
export interface UserVehicle {
  user_vehicle_id: number;
  vehicle_type_id: number | null;
  /** The vehicle type's title, e.g. "Trekker". */
  vehicle_type_title: string | null;
  model_year: number | null;
  model: string;
  trim: string | null;
  is_default: boolean;
}

/**
 * GET /users/{id}: the profile (spec §3 User profile) as the viewer may see it. When can_view_profile
 * is false (the member's allow_view_profile keeps the viewer out) only the card fields are filled:
 * about, website, birthday, vehicles, last_activity and the counts of followers are null/empty.
 */
export interface MemberProfile extends Omit<UserProfile, 'last_activity' | 'email'> {
  /** null when the member hides their activity (activity_visible off) or the viewer may not see the profile. */
  last_activity: UnixSeconds | null;
  /** Banner image (l = large) and where its visible strip sits (0 top … 100 bottom). */
  banner_urls: { l: string | null };
  banner_position_y: number;
  /** Only when the member shows them (show_first_last_name and allow_view_identities); else null. */
  first_name: string | null;
  last_name: string | null;
  about: string | null;
  website: string | null;
  /** Honours show_dob_date / show_dob_year; null when hidden. */
  birthday: { month: number; day: number; year: number | null } | null;
  vehicles: UserVehicle[];
  follower_count: number;
  following_count: number;
  award_count: number;
  /** Level from trophy points (af_as_level_up alerts when it rises). */
  level: number;
  can_view_profile: boolean;
  /** The viewer may write on this profile (allow_post_profile; a valid account). */
  can_post_on_profile: boolean;
  can_report: boolean;
}

/** GET /users/{id}/card: what the username hover popup shows (spec §2 user hover popup); short-cached. */
export interface MemberCard {
  user: Pick<
    MemberProfile,
    | 'user_id' | 'username' | 'avatar_urls' | 'banner_urls' | 'banner_position_y' | 'is_online' | 'user_title' | 'badges' | 'view_url'
    | 'is_admin' | 'is_moderator' | 'is_staff' | 'city' | 'state' | 'register_date' | 'last_activity' | 'message_count'
    | 'reaction_score' | 'trophy_points' | 'UserMembership' | 'can_follow' | 'can_ignore' | 'can_converse'
    | 'is_followed' | 'is_ignored' | 'can_view_profile'
  >;
}

/** One thing a member did, for #latest-activity (honours activity_visible). */
export interface ActivityItem {
  kind: 'thread' | 'post' | 'profile_post' | 'profile_comment' | 'reaction' | 'award';
  date: UnixSeconds;
  /** Who did it (the profile's member). */
  User: UserSummary;
  /** One sentence, e.g. "replied to the thread Winch line care". */
  text: string;
  /** What it was about (a thread title, a member's name, an award). */
  title: string;
  snippet: string;
  view_url: string;
}

/**
 * One of a member's threads or replies (#postings): a news-feed item without its author, who is
 * the profile's member, and with the thread only as far as its link needs.
 */
export interface Posting extends Omit<NewsFeedItem, 'User' | 'thread'> {
  thread: Pick<Thread, 'thread_id' | 'node_id' | 'title' | 'view_url'>;
}

/** An award held by a member (#awards, withTrophies). */
export interface UserAward {
  award: Award;
  award_date: UnixSeconds;
  award_reason: string;
}

/**
 * GET /users/{id} {followers, following, withTrophies, postings, latestActivity, withPosts, page}
 * (each option 0|1; page pages the profile posts, 20 a page). Options the viewer may not see stay absent.
 */
export interface MemberProfileResponse {
  user: MemberProfile;
  /** followers=1 / following=1: the first 20, newest first. */
  followers?: UserSummary[];
  following?: UserSummary[];
  /** withTrophies=1 */
  trophies?: UserAward[];
  /** postings=1: the member's newest threads and replies (20). */
  postings?: Posting[];
  /** latestActivity=1: the 20 newest things the member did. */
  latest_activity?: ActivityItem[];
  /** withPosts=1: posts on this profile, newest first, with their first comments. */
  profile_posts?: ProfilePostWithComments[];
  pagination?: Pagination;
}

/** POST /users/{id}/ignore: toggles (spec §4). */
export interface IgnoreResponse {
  user_id: number;
  is_ignored: boolean;
}

/** POST /users/{id}/report {message}. */
export interface ReportRequest {
  message: string;
}
export interface ReportResponse {
  reported: true;
}

/** GET /users/{id}/followers, /following, /ignoring {page}: 20 a page. /ignoring is the viewer's own only. */
export interface MemberListResponse {
  users: UserSummary[];
  pagination: Pagination;
}

/** The leaderboards (GET /users/leaderboard/{board}); the site routes spell them as the spec does. */
export type LeaderboardName = 'most-messages' | 'highest-score' | 'most-points' | 'birthday' | 'staff';

/** One ranked member: value is what the board ranks by (messages, reaction score, points; age for birthdays, null for staff). */
export interface LeaderboardEntry {
  rank: number;
  value: number | null;
  User: UserSummary;
}

/** GET /users/leaderboard/{board} {page} (birthday: in the viewer's time zone, members who show their birthday). */
export interface LeaderboardResponse {
  board: LeaderboardName;
  entries: LeaderboardEntry[];
  pagination: Pagination;
}

/** GET /users/leaderboard/overview: the first 5 of each board. */
export interface LeaderboardOverviewResponse {
  boards: { board: LeaderboardName; title: string; entries: LeaderboardEntry[] }[];
}

/** GET /users/find-members-by-number {number, page}: members with that number of messages or more, fewest first. */
export interface MembersByNumberResponse {
  users: UserSummary[];
  pagination: Pagination;
}

/** What the viewer may do with a profile post or comment. */
export interface ProfileContentRights {
  can_edit: boolean;
  can_delete: boolean;
  can_react: boolean;
  can_report: boolean;
  /** Moderator: may hard-delete and alert the author with a reason. */
  can_moderate: boolean;
}

export interface ProfilePostComment extends ProfileContentRights {
  profile_post_comment_id: number;
  profile_post_id: number;
  user_id: number;
  username: string;
  User: UserSummary;
  comment_date: UnixSeconds;
  message_html: string;
  message_state: ContentState;
  reaction_score: number;
  reactions: ReactionCount[];
  visitor_reaction_id: number | null;
  attachments: AttachmentInfo[];
  last_edit_date: UnixSeconds | null;
  delete_reason: string | null;
}

/** A profile post with what the profile page shows under it. */
export interface ProfilePostWithComments extends ProfilePost, ProfileContentRights {
  reaction_score: number;
  reactions: ReactionCount[];
  visitor_reaction_id: number | null;
  attachments: AttachmentInfo[];
  last_edit_date: UnixSeconds | null;
  delete_reason: string | null;
  comment_count: number;
  /** The newest comments (up to 3, oldest first); GET /profile-posts/{id}/comments for all. */
  comments: ProfilePostComment[];
  can_comment: boolean;
}

/** POST /profile-posts {user_id, message_html, attachment_key}; POST /profile-posts/{id} {message_html, attachment_key}; GET /profile-posts/{id}. */
export interface ProfilePostResponse {
  profile_post: ProfilePostWithComments;
}

/** POST /profile-post-comments {profile_post_id, message_html, attachment_key}; POST /profile-post-comments/{id}. */
export interface ProfilePostCommentResponse {
  comment: ProfilePostComment;
}

/** GET /profile-posts/{id}/comments {page}: oldest first, 20 a page. */
export interface ProfilePostCommentsResponse {
  comments: ProfilePostComment[];
  pagination: Pagination;
}

/**
 * POST /profile-posts/{id}/react and /profile-post-comments/{id}/react {reaction_id} (spec §4: same
 * again removes, different replaces, none adds); the content after the change.
 */
export interface ProfileReactResponse {
  action: 'added' | 'replaced' | 'removed';
  reaction_score: number;
  reactions: ReactionCount[];
  visitor_reaction_id: number | null;
}

/** GET /me/reactions {page, reaction_id?}: reactions the viewer's content received (/reactions), newest first. */
export interface ReactionReceived {
  reaction_id: number;
  reaction_date: UnixSeconds;
  User: UserSummary;
  content_type: 'post' | 'profile_post' | 'profile_comment';
  content_id: number;
  /** The thread's title, or "your profile post" / the profile's member. */
  title: string;
  snippet: string;
  view_url: string;
}
export interface ReactionsReceivedResponse {
  reactions: ReactionReceived[];
  pagination: Pagination;
}

/** An award (spec §3 award with award_reason). */
export interface Award {
  award_id: number;
  award_category_id: number;
  title: string;
  description: string;
  icon_url: string | null;
  points: number;
  can_request: boolean;
  /** How many members hold it. */
  holder_count: number;
  /** For a signed-in viewer: held, a request pending, or neither. */
  viewer_state: 'none' | 'held' | 'requested';
}

export interface AwardCategory {
  award_category_id: number;
  title: string;
  description: string;
  awards: Award[];
}

/** GET /awards/categories {page}: categories with their awards, 20 categories a page (spec §9 limit 20). */
export interface AwardCategoriesResponse {
  categories: AwardCategory[];
  pagination: Pagination;
}

/** GET /awards {page}: every award, 20 a page. */
export interface AwardsResponse {
  awards: Award[];
  pagination: Pagination;
}

/** GET /awards/{id}/recent: the newest holders (up to 20). */
export interface AwardRecentResponse {
  award: Award;
  recipients: { User: UserSummary; award_date: UnixSeconds }[];
}

/** POST /awards/{id}/request {award_reason}: 'You must to add reason!' when empty (spec §5). */
export interface AwardRequestBody {
  award_reason: string;
}
export interface AwardRequest {
  award_request_id: number;
  award: Award;
  User: UserSummary;
  award_reason: string;
  request_date: UnixSeconds;
  request_state: 'pending' | 'granted' | 'refused';
  refuse_reason: string | null;
}
export interface AwardRequestResponse {
  request: AwardRequest;
}

/** GET /awards/requests {page} (moderators): pending requests, oldest first. */
export interface AwardRequestsResponse {
  requests: AwardRequest[];
  pagination: Pagination;
}

/** POST /awards/requests/{id}/review {decision, reason} (moderators; reason required to refuse). */
export interface AwardReviewBody {
  decision: 'grant' | 'refuse';
  reason?: string;
}

/** GET /users/{id}/awards: the member's awards (#awards). */
export interface UserAwardsResponse {
  awards: UserAward[];
  trophy_points: number;
  level: number;
}
