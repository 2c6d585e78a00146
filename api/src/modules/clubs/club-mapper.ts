import type { Club } from '@trailhead/shared-kernel/types';
import type { ClubMemberState, ClubRow } from '../../db/tables/events-clubs.table';
import type { UserRow } from '../../db/tables/users.table';
import { clubUrl } from '../../view-urls';

/** A club as `viewer` sees it (their membership state in it: `state`). */
export function toClub(row: ClubRow, viewer: UserRow | null, state: ClubMemberState | undefined): Club {
  const active = viewer !== null && viewer.account_state !== 'banned' && viewer.account_state !== 'disabled';
  return {
    id: row.club_id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    cover_url: row.cover_url,
    avatar_url: row.avatar_url,
    view_url: clubUrl(row.slug),
    is_joined: state === 'valid',
    can_join: active && state === undefined,
    is_owner: viewer !== null && viewer.user_id === row.owner_user_id,
    member_count: row.member_count,
    last_activity: row.last_activity,
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
  };
}
