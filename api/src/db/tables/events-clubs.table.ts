import type { ColumnType, Generated, Selectable } from 'kysely';
import type { ClubLocationType, ClubMemberState, ClubState, EventKind, EventPersonRole, EventVisibility, RecurrencePattern } from '@trailhead/shared-kernel/types';
import type { Defaulted, Flag, Timestamp } from './columns';

export interface EventsTable {
  event_id: Generated<number>;
  title: string;
  description: string;
  kind: EventKind;
  start_date: Timestamp;
  end_date: Timestamp;
  region: string;
  location_name: string;
  city: string | null;
  state: string | null;
  latitude: number | null;
  longitude: number | null;
  rigs_no: Defaulted<number>;
  vehicle_type_id: Defaulted<number>;
  is_cancelled: Flag;
  club_id: number | null;
  user_id: number;
  created_at: Timestamp;
  /** The event's IANA time zone: its dates are stored in UTC seconds and shown in it (and the viewer's). */
  timezone: Defaulted<string>;
  address: string | null;
  registration_deadline: Timestamp | null;
  terrain_type: string | null;
  difficulty_level: string | null;
  distance: number | null;
  distance_unit: string | null;
  communication_channel: string | null;
  tickets_url: string | null;
  visibility: Defaulted<EventVisibility>;
  /** Paid members (and staff) may RSVP before this moment, everyone else from it on; null: no window. */
  members_first_until: Timestamp | null;
  series_id: number | null;
  /** 0 for a one-off event; 1, 2, … for a series' occurrences in date order. */
  occurrence_index: Defaulted<number>;
  /** The event's discussion thread (discussion_type 'event'). */
  thread_id: number | null;
  cancel_reason: string | null;
  cancelled_at: Timestamp | null;
  cancelled_by: number | null;
  updated_at: Timestamp | null;
}

export type { EventPersonRole, EventVisibility, RecurrencePattern };

export interface EventSeriesTable {
  series_id: Generated<number>;
  pattern: RecurrencePattern;
  interval: Defaulted<number>;
  /** Comma-joined week-days (monday,…) of a weekly pattern; '' otherwise. */
  week_days: Defaulted<string>;
  until_date: Timestamp | null;
  occurrence_count: number | null;
  timezone: string;
  user_id: number;
  created_at: Timestamp;
}

export interface EventAttendeesTable {
  event_id: number;
  user_id: number;
  attend_date: Timestamp;
  /** When the 24-hour reminder was sent (null: not yet). */
  reminded_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
}

export interface EventPeopleTable {
  event_id: number;
  user_id: number;
  role: EventPersonRole;
  official_type: string | null;
}

export interface EventWaitlistTable {
  waitlist_id: Generated<number>;
  event_id: number;
  user_id: number;
  joined_at: Timestamp;
}

export interface EventInvitesTable {
  event_id: number;
  user_id: number;
  invited_by: number;
  invited_at: Timestamp;
}

export interface CalendarFeedsTable {
  user_id: number;
  token: string;
  created_at: Timestamp;
}

export type { ClubLocationType, ClubMemberState, ClubState };

export interface ClubsTable {
  club_id: Generated<number>;
  slug: string;
  name: string;
  description: string;
  cover_url: string | null;
  avatar_url: string | null;
  owner_user_id: number;
  club_state: Defaulted<ClubState>;
  /** Denormalised count of members in state valid. */
  member_count: Defaulted<number>;
  last_activity: Timestamp;
  created_at: Timestamp;
  vehicle_type_id: Defaulted<number>;
  president: string | null;
  location_type: ClubLocationType;
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
  /** The moderator who approved or rejected the club, when, and why not. */
  reviewed_by: Defaulted<number | null>;
  reviewed_at: Defaulted<Timestamp | null>;
  reject_reason: Defaulted<string | null>;
  view_count: Defaulted<number>;
}

export interface ClubMembersTable {
  club_id: number;
  user_id: number;
  member_state: ClubMemberState;
  join_date: Timestamp;
  ban_reason: Defaulted<string | null>;
  banned_at: Defaulted<Timestamp | null>;
  banned_by: Defaulted<number | null>;
}

export type EventRow = Selectable<EventsTable>;
export type ClubRow = Selectable<ClubsTable>;
