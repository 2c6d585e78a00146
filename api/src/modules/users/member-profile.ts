// A member's profile as one viewer may see it (GET /users/{id}, its card): the member's row, the
// viewer's relation to them and the privacy rules of user-privacy.ts, put together.
import type { MemberCard, MemberProfile, UserVehicle } from '@trailhead/shared-kernel/types';
import type { UserRow } from '../../db/tables/users.table';
import { levelFor } from '../awards/award-levels';
import type { ProfileCounts, RelationRow, ShownField, VehicleRow } from './profile.repository';
import { isRecentlyActive, toProfileFields } from './user-mapper';
import {
  canConverse,
  canFollow,
  canIgnore,
  canPostOnProfile,
  canReport,
  canSeeIdentities,
  canViewProfile,
  isSelf,
  seesEverything,
  showsActivity,
  showsOnline,
} from './user-privacy';

export function toUserVehicle(row: VehicleRow): UserVehicle {
  return {
    user_vehicle_id: row.user_vehicle_id,
    vehicle_type_id: row.vehicle_type_id,
    vehicle_type_title: row.vehicle_type_title,
    model_year: row.model_year,
    model: row.model,
    trim: row.trim_name,
    is_default: Boolean(row.is_default),
  };
}

function birthdayOf(member: UserRow, fully: boolean): MemberProfile['birthday'] {
  if (!member.birth_date) return null;
  const [year, month, day] = member.birth_date.split('-').map(Number);
  if (!fully && !member.show_dob_date) return null;
  return { month, day, year: fully || member.show_dob_year ? year : null };
}

/** The admin-defined fields of one group, by field id, as { title, value } like the spec's custom_fields.personal. */
function fieldsOf(fields: ShownField[] | undefined, group: ShownField['group']): Record<string, { title: string; value: string }> {
  return Object.fromEntries((fields ?? []).filter((field) => field.group === group).map((field) => [field.field_id, { title: field.title, value: field.value }]));
}

const NO_COUNTS: ProfileCounts = { follower_count: 0, following_count: 0, award_count: 0 };

/**
 * The profile; with can_view_profile false only the card's fields carry anything (about, website,
 * birthday, names, vehicles, last activity and counts stay empty).
 */
export function toMemberProfile(
  member: UserRow,
  viewer: UserRow | null,
  relation: RelationRow,
  now: number,
  details: { counts: ProfileCounts; vehicles: VehicleRow[]; fields?: ShownField[] } = { counts: NO_COUNTS, vehicles: [] },
): MemberProfile {
  const followed = { followsViewer: relation.followsViewer };
  const canView = canViewProfile(viewer, member, followed);
  const identities = canView && canSeeIdentities(viewer, member, followed);
  const fully = isSelf(viewer, member) || seesEverything(viewer);
  const counts = canView ? details.counts : NO_COUNTS;
  // Object.assign onto the profile's fields, not a spread of them: see toProfileFields.
  return Object.assign(toProfileFields(member, now, viewer), {
    // The member themself and staff see them online even when they hide it from others.
    is_online: isRecentlyActive(member.last_activity, now) && showsOnline(viewer, member),
    last_activity: canView && showsActivity(viewer, member) ? member.last_activity : null,
    custom_fields: {
      personal: canView
        ? {
            ...(identities
              ? { first_name: { title: 'First name', value: member.first_name ?? '' }, last_name: { title: 'Last name', value: member.last_name ?? '' } }
              : {}),
            vehicle: { title: 'My rig', value: member.vehicle_description ?? '' },
            ...fieldsOf(details.fields, 'personal'),
          }
        : {},
      contact: canView ? fieldsOf(details.fields, 'contact') : {},
    },
    can_follow: canFollow(viewer, member),
    can_ignore: canIgnore(viewer, member),
    can_converse: canConverse(viewer, member, followed),
    is_followed: relation.viewerFollows,
    is_ignored: relation.viewerIgnores,
    banner_urls: { l: member.banner_url },
    banner_position_y: member.banner_position_y,
    first_name: identities ? member.first_name : null,
    last_name: identities ? member.last_name : null,
    about: canView ? member.about : null,
    website: canView ? member.website : null,
    birthday: canView ? birthdayOf(member, fully) : null,
    vehicles: canView ? details.vehicles.map(toUserVehicle) : [],
    follower_count: counts.follower_count,
    following_count: counts.following_count,
    award_count: counts.award_count,
    level: levelFor(member.trophy_points),
    can_view_profile: canView,
    can_post_on_profile: canView && canPostOnProfile(viewer, member, followed),
    can_report: canReport(viewer, member),
  });
}

/** The hover popup's fields of the profile. */
export function toMemberCard(profile: MemberProfile): MemberCard {
  const p = profile;
  return {
    user: {
      user_id: p.user_id, username: p.username, avatar_urls: p.avatar_urls, banner_urls: p.banner_urls, banner_position_y: p.banner_position_y,
      is_online: p.is_online, user_title: p.user_title, badges: p.badges, view_url: p.view_url, is_admin: p.is_admin,
      is_moderator: p.is_moderator, is_staff: p.is_staff, city: p.city, state: p.state, register_date: p.register_date,
      last_activity: p.last_activity, message_count: p.message_count, reaction_score: p.reaction_score, trophy_points: p.trophy_points,
      UserMembership: p.UserMembership, can_follow: p.can_follow, can_ignore: p.can_ignore, can_converse: p.can_converse,
      is_followed: p.is_followed, is_ignored: p.is_ignored, can_view_profile: p.can_view_profile,
    },
  };
}
