import type { Club, ClubDetail, ClubMember } from '@trailhead/shared-kernel/types';
import type { ClubMemberState, ClubRow } from '../../db/tables/events-clubs.table';
import { clubUrl } from '../../view-urls';
import { toUserSummary, type SummaryFields } from '../users/user-mapper';
import { canAdminClub, clubProfileIncomplete, isSiteModerator, joinRefusal, participationRefusal, type ClubViewerUser } from './club-permissions';
import type { ClubMemberRow } from './clubs.repository';

/** A club as `viewer` sees it (their membership state in it: `state`); the rules are club-permissions.ts'. */
export function toClub(row: ClubRow, viewer: ClubViewerUser | null, state: ClubMemberState | undefined): Club {
  return {
    id: row.club_id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    cover_url: row.cover_url,
    avatar_url: row.avatar_url,
    view_url: clubUrl(row.slug),
    is_joined: state === 'valid',
    can_join: joinRefusal(viewer, row, state) === null,
    is_owner: viewer !== null && viewer.user_id === row.owner_user_id,
    member_count: Number(row.member_count),
    last_activity: Number(row.last_activity),
    vehicle_type_id: row.vehicle_type_id,
    custom_fields: {
      president: row.president,
      location_type: row.location_type,
      location: row.location,
      city: row.city,
      state: row.state,
      zipcode: row.zipcode,
      country: row.country,
      address: row.address,
      latitude: row.latitude,
      longitude: row.longitude,
      website: row.website,
      vin: row.vin,
    },
    club_state: row.club_state,
    member_state: state ?? 'none',
    can_admin: canAdminClub(viewer, row),
    can_post: participationRefusal(viewer, row, state) === null,
    view_count: Number(row.view_count),
    created_at: Number(row.created_at),
  };
}

/** What every viewer of a club's page sees alike (kept a few seconds, see clubs-cache.ts). */
export interface SharedClub {
  row: ClubRow;
  owner: SummaryFields | undefined;
  discussion_count: number;
  upcoming_event_count: number;
}

const MISSING_OWNER: SummaryFields = {
  user_id: 0,
  username: 'unknown member',
  avatar_url: null,
  user_title: '',
  is_admin: false,
  is_moderator: false,
  is_staff: false,
  city: null,
  state: null,
  register_date: 0,
  last_activity: 0,
  message_count: 0,
  reaction_score: 0,
  membership_code: null,
} as unknown as SummaryFields;

/** ClubDetail for this viewer; `extraViews`: page views counted but not yet written (club-views.ts). */
export function toClubDetail(
  shared: SharedClub,
  viewer: ClubViewerUser | null,
  state: ClubMemberState | undefined,
  now: number,
  extraViews = 0,
): ClubDetail {
  const { row } = shared;
  const club = toClub(row, viewer, state);
  const refusal = state === 'valid' ? null : joinRefusal(viewer, row, state);
  const runsOrOwns = viewer !== null && (viewer.user_id === row.owner_user_id || isSiteModerator(viewer));
  return {
    ...club,
    view_count: club.view_count + extraViews,
    Owner: toUserSummary(shared.owner ?? MISSING_OWNER, now),
    reject_reason: runsOrOwns ? row.reject_reason : null,
    // A visitor is shown the join button only when logged in: no reason to give them.
    join_refusal: viewer === null ? null : (refusal?.message ?? null),
    profile_incomplete: viewer !== null && clubProfileIncomplete(viewer),
    discussion_count: shared.discussion_count,
    upcoming_event_count: shared.upcoming_event_count,
  };
}

/** A member of a club; the ban's reason and date only for those who run it. */
export function toClubMember(row: ClubMemberRow, club: Pick<ClubRow, 'owner_user_id'>, runsClub: boolean, now: number): ClubMember {
  return {
    User: toUserSummary(row, now),
    member_state: row.member_state,
    join_date: Number(row.join_date),
    is_owner: row.user_id === club.owner_user_id,
    ban_reason: runsClub ? row.ban_reason : null,
    banned_at: runsClub && row.banned_at !== null ? Number(row.banned_at) : null,
  };
}
