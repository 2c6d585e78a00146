import type { Generated, Selectable } from 'kysely';
import type { EventKind } from '@trailhead/shared-kernel/types';
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
}

export interface EventAttendeesTable {
  event_id: number;
  user_id: number;
  attend_date: Timestamp;
}

export type ClubState = 'approved' | 'pending';
export type ClubLocationType = 'physical' | 'online';
export type ClubMemberState = 'valid' | 'banned';

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
}

export interface ClubMembersTable {
  club_id: number;
  user_id: number;
  member_state: ClubMemberState;
  join_date: Timestamp;
}

export type EventRow = Selectable<EventsTable>;
export type ClubRow = Selectable<ClubsTable>;
