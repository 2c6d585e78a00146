import type { Pagination, UnixSeconds } from './common';
import type { Post } from './forum';
import type { UserSummary } from './user';

export type EventKind = 'online' | 'meetup' | 'ride' | 'trip';
export type EventVisibility = 'everyone' | 'members' | 'followed' | 'none';
export type RecurrencePattern = 'daily' | 'weekly' | 'monthly' | 'yearly';
export type WeekDay = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
export type EventPersonRole = 'organizer' | 'sponsor' | 'official' | 'admin';

/** An event in a list (GET /events, GET /clubs/{id}/events). Dates are UTC seconds; `timezone` is the event's IANA zone. */
export interface TrailEvent {
  event_id: number;
  title: string;
  /** Sanitised HTML. */
  description: string;
  kind: EventKind;
  start_date: UnixSeconds;
  end_date: UnixSeconds;
  timezone: string;
  registration_deadline: UnixSeconds | null;
  region: string;
  location_name: string;
  address: string | null;
  city: string | null;
  state: string | null;
  latitude: number | null;
  longitude: number | null;
  /** RSVP limit, 0 unlimited. */
  rigs_no: number;
  attending_count: number;
  waitlist_count: number;
  vehicle_type_id: number;
  /** Paid members may RSVP before this moment, everyone from it on; null: no members-first window. */
  members_first_until: UnixSeconds | null;
  /** Set for an occurrence of a recurring event. */
  series_id: number | null;
  occurrence_index: number;
  is_past: boolean;
  is_cancelled: boolean;
  club_id: number | null;
  view_url: string;
  /** The member who created it. */
  User: UserSummary;
}

export interface EventRecurrence {
  pattern: RecurrencePattern;
  /** Every n days/weeks/months/years (1 = every). */
  interval: number;
  /** The week-days of a weekly pattern (recurrence_days); empty for the others. */
  recurrence_days: WeekDay[];
  until_date: UnixSeconds | null;
  count: number | null;
}

export interface EventOfficial extends UserSummary {
  official_type: string;
}

/** What the viewer may do with the event and where they stand (computed on the server per viewer). */
export interface EventViewerState {
  /** attending, on the waitlist, or neither. */
  rsvp: 'attending' | 'waitlisted' | 'none';
  /** 1-based place on the waitlist, when waitlisted. */
  waitlist_position: number | null;
  /** May press attend now (a full event puts them on the waitlist). */
  can_rsvp: boolean;
  /** Why not, in words to show (null when can_rsvp). */
  rsvp_refusal: string | null;
  /** During a members-first window, when a free member may RSVP. */
  rsvp_opens_at: UnixSeconds | null;
  can_edit: boolean;
  can_cancel: boolean;
  can_invite: boolean;
  is_invited: boolean;
}

/** GET /events/{id}: everything the event form holds, plus who is named on it and the viewer's state. */
export interface EventDetail extends TrailEvent {
  terrain_type: string | null;
  difficulty_level: string | null;
  distance: number | null;
  distance_unit: string | null;
  communication_channel: string | null;
  tickets_url: string | null;
  visibility: EventVisibility;
  recurrence: EventRecurrence | null;
  organizers: UserSummary[];
  sponsors: UserSummary[];
  officials: EventOfficial[];
  admins: UserSummary[];
  /** The event's discussion (discussion_type 'event'). */
  thread_id: number | null;
  thread_view_url: string | null;
  cancel_reason: string | null;
  cancelled_at: UnixSeconds | null;
  /** The calendar file of this event (and of its series, with the RRULE). */
  ics_url: string;
  viewer: EventViewerState;
}

/** GET /events {past_events, page, cancelled_events, region, vehicle_type_id} */
export interface EventsResponse {
  events: TrailEvent[];
  pagination: Pagination;
}

/** GET /events/{id}, and the answer of every write on one event. */
export interface EventResponse {
  event: EventDetail;
}

/** GET /events/map {vehicle_type_id, past_events}: upcoming events that have coordinates. */
export interface EventsMapResponse {
  events: Array<Pick<TrailEvent, 'event_id' | 'title' | 'kind' | 'start_date' | 'end_date' | 'timezone' | 'region' | 'location_name' | 'city' | 'state' | 'latitude' | 'longitude' | 'vehicle_type_id' | 'attending_count' | 'rigs_no' | 'view_url'>>;
}

/** GET /events/{id}/attending: who attends, and who waits in order. */
export interface EventAttendingResponse {
  attending: UserSummary[];
  waitlist: UserSummary[];
}

/** GET /events/{id}/invited (organisers only). */
export interface EventInvitedResponse {
  users: Array<UserSummary & { invited_at: UnixSeconds }>;
}

/** GET /events/{id}/range {distance, rsvp}: members whose map position is within `distance` (the event's unit). */
export interface EventRangeResponse {
  users: Array<UserSummary & { distance: number }>;
}

/** POST /events/{id}/invite {invitees}: how many were newly invited (and alerted). */
export interface EventInviteResponse {
  invited: number;
  users: UserSummary[];
}

/** GET/POST /events/calendar-feed: the member's personal "my events" feed (POST makes a new secret, revoking the old). */
export interface CalendarFeedResponse {
  url: string | null;
}

/**
 * POST /events and POST /events/{id} (a form: JSON, urlencoded or multipart; arrays as name[]).
 * Dates are UTC seconds. Empty rigs_no and vehicle type 0 are sent as 0.
 */
export interface EventFormPayload {
  title: string;
  description: string;
  kind: EventKind;
  start_date: UnixSeconds;
  end_date: UnixSeconds;
  timezone: string;
  registration_deadline?: UnixSeconds | null;
  region: string;
  location_name: string;
  address?: string | null;
  city?: string | null;
  state?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  terrain_type?: string | null;
  difficulty_level?: string | null;
  distance?: number | null;
  distance_unit?: string | null;
  communication_channel?: string | null;
  tickets_url?: string | null;
  rigs_no: number;
  vehicle_type_id: number;
  visibility: EventVisibility;
  members_first_until?: UnixSeconds | null;
  /** '' = a one-off event. */
  recurrence_pattern?: RecurrencePattern | '';
  recurrence_interval?: number;
  recurrence_days?: WeekDay[];
  recurrence_until?: UnixSeconds | null;
  recurrence_count?: number | null;
  organizers?: number[];
  sponsors?: number[];
  admins?: number[];
  officials?: Array<{ user_id: number; official_type: string }>;
  /** Editing an occurrence of a series: this one only, or it and all following. */
  apply_to?: 'this' | 'following';
}

export interface ClubCustomFields {
  president: string | null;
  location_type: 'physical' | 'online';
  location: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  country: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  website: string | null;
  vin: string | null;
}

export type ClubState = 'approved' | 'pending' | 'rejected';
export type ClubLocationType = 'physical' | 'online';
export type ClubMemberState = 'valid' | 'banned';

/**
 * Where the viewer stands with a club (spec §4 club membership, §6 club access):
 * none (not joined), valid (joined), banned (joined and banned: the banned label, limited access).
 */
export type ClubViewerState = 'none' | 'valid' | 'banned';

export interface Club {
  id: number;
  slug: string;
  name: string;
  /** Sanitised HTML. */
  description: string;
  cover_url: string | null;
  avatar_url: string | null;
  view_url: string;
  /** The viewer is a member in state valid. */
  is_joined: boolean;
  /** The join button is enabled: logged in, account valid, not joined, not banned, club approved. */
  can_join: boolean;
  is_owner: boolean;
  member_count: number;
  last_activity: UnixSeconds;
  vehicle_type_id: number;
  custom_fields: ClubCustomFields;
  club_state: ClubState;
  member_state: ClubViewerState;
  /** Owner, admin or super moderator: the Admin tab and the admin calls (spec §6). */
  can_admin: boolean;
  /** Club members in state valid and moderators may start and reply to club discussions and host club events. */
  can_post: boolean;
  view_count: number;
  created_at: UnixSeconds;
}

/** GET /clubs/{id} {members}: the club, its owner, and (members=1) its first members. */
export interface ClubDetail extends Club {
  Owner: UserSummary;
  /** Shown to the owner and moderators while the club waits or after a rejection. */
  reject_reason: string | null;
  /** Why joining is not possible for this viewer (null when can_join or joined). */
  join_refusal: string | null;
  /**
   * The viewer's profile is not complete enough for clubs (spec §6 limited access: e-mail not
   * confirmed, or no vehicle named): the join modal explains instead of joining (status account_incomplete).
   */
  profile_incomplete: boolean;
  discussion_count: number;
  upcoming_event_count: number;
}

export interface ClubDetailResponse {
  club: ClubDetail;
  /** With members=1: the first page of members in state valid. */
  members?: ClubMember[];
}

/** A member of a club (GET /clubs/{id}/members?member_states[]=valid&member_states[]=banned). */
export interface ClubMember {
  User: UserSummary;
  member_state: ClubMemberState;
  join_date: UnixSeconds;
  is_owner: boolean;
  /** Only to those who run the club. */
  ban_reason: string | null;
  banned_at: UnixSeconds | null;
}

/** POST /clubs/members/{id}/ban and /lift-ban: the member as the club's runners now see them. */
export interface ClubMemberResponse {
  member: ClubMember;
}

export interface ClubMembersResponse {
  members: ClubMember[];
  pagination: Pagination;
}

/** POST /clubs/{id}/join, /leave (and by slug): the club as the viewer now sees it. */
export interface ClubResponse {
  club: ClubDetail;
}

/** GET /clubs/map {vehicle_type_id}: approved physical clubs with coordinates. */
export interface ClubsMapResponse {
  clubs: Array<Pick<Club, 'id' | 'slug' | 'name' | 'avatar_url' | 'view_url' | 'member_count' | 'vehicle_type_id'> & {
    city: string | null;
    state: string | null;
    country: string | null;
    latitude: number;
    longitude: number;
  }>;
}

/** GET /clubs/review (moderators): clubs waiting for review, oldest first. */
export interface ClubsReviewResponse {
  clubs: ClubDetail[];
  pagination: Pagination;
}

/** POST /clubs/{id}/review {decision, reason}. */
export interface ClubReviewPayload {
  decision: 'approve' | 'reject';
  /** Required when rejecting. */
  reason?: string;
}

/**
 * POST /clubs (register), POST /clubs/{id} (edit): form fields (JSON, urlencoded or multipart).
 * Images come as multipart file fields `cover` and `avatar` (through the shared upload pipeline:
 * content sniffed, size and dimensions checked, EXIF stripped); `remove_cover` / `remove_avatar`
 * = 1 drop the current one on an edit.
 */
export interface ClubFormPayload {
  name: string;
  description?: string;
  vehicle_type_id?: number;
  location_type: ClubLocationType;
  /** Physical clubs only (spec §5): sent only for location_type physical. */
  address?: string;
  city?: string;
  state?: string;
  zipcode?: string;
  country?: 'US' | 'CA';
  latitude?: number | null;
  longitude?: number | null;
  president?: string;
  website?: string;
  vin?: string;
  remove_cover?: 0 | 1;
  remove_avatar?: 0 | 1;
}

/** POST /clubs/members/{id}/ban (form) — {id} is the member's user id; club_id names the club. */
export interface ClubBanPayload {
  club_id: number;
  reason: string;
}

/** A club's discussion in its list (GET /clubs/{id}/discussions). */
export interface ClubDiscussion {
  thread_id: number;
  title: string;
  view_url: string;
  /** Where the club page reads it: /clubs/{slug}/discussions/{thread-slug}.{thread_id} */
  club_view_url: string;
  User: UserSummary;
  post_date: UnixSeconds;
  last_post_date: UnixSeconds;
  last_post_username: string;
  reply_count: number;
  view_count: number;
}

export interface ClubDiscussionsResponse {
  threads: ClubDiscussion[];
  pagination: Pagination;
}

/** POST /clubs/{id}/discussions {title, message}: the new discussion. */
export interface ClubDiscussionResponse {
  thread: ClubDiscussion;
}

/**
 * GET /clubs/events/{id} {page, with_first_post, with_posts}: the club event, its club as the viewer
 * sees it, and from its discussion the first post (with_first_post=1) and/or a page of posts
 * (with_posts=1, oldest first, 20 a page).
 */
export interface ClubEventResponse extends EventResponse {
  club: Club;
  first_post?: Post;
  posts?: Post[];
  pagination?: Pagination;
}

/** POST /clubs/events: the event form with the club it belongs to. */
export interface ClubEventFormPayload {
  club_id: number;
}

/** GET /clubs/ {page, search, clubType, sortBy, sortOrder, showFollowedOnly} */
export interface ClubsResponse {
  clubs: Club[];
  pagination: Pagination;
}
