import type { Pagination, UnixSeconds } from './common';
import type { UserSummary } from './user';

export type EventKind = 'online' | 'meetup' | 'ride' | 'trip';

export interface TrailEvent {
  event_id: number;
  title: string;
  description: string;
  kind: EventKind;
  start_date: UnixSeconds;
  end_date: UnixSeconds;
  region: string;
  location_name: string;
  city: string | null;
  state: string | null;
  latitude: number | null;
  longitude: number | null;
  /** RSVP limit, 0 unlimited. */
  rigs_no: number;
  attending_count: number;
  vehicle_type_id: number;
  is_past: boolean;
  is_cancelled: boolean;
  club_id: number | null;
  view_url: string;
  User: UserSummary;
}

/** GET /events {past_events, page, cancelled_events, region, vehicle_type_id} */
export interface EventsResponse {
  events: TrailEvent[];
  pagination: Pagination;
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

export interface Club {
  id: number;
  slug: string;
  name: string;
  description: string;
  cover_url: string | null;
  avatar_url: string | null;
  view_url: string;
  is_joined: boolean;
  can_join: boolean;
  is_owner: boolean;
  member_count: number;
  last_activity: UnixSeconds;
  vehicle_type_id: number;
  custom_fields: ClubCustomFields;
}

/** GET /clubs/ {page, search, clubType, sortBy, sortOrder, showFollowedOnly} */
export interface ClubsResponse {
  clubs: Club[];
  pagination: Pagination;
}
