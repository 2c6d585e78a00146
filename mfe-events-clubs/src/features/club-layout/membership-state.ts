import type { ClubDetail } from '@trailhead/shared-kernel/types';

/**
 * Spec §4, §6: an account that is not complete yet, as the API says in the club it answers
 * (profile_incomplete): the join modal explains instead of joining.
 */
export const accountIncomplete = (club: Pick<ClubDetail, 'profile_incomplete'>) => club.profile_incomplete;

export type MembershipButton = 'join' | 'member' | 'banned';

/** The header's one button: join, the member state, or the banned state (spec §2 club header). */
export function membershipButton(club: Pick<ClubDetail, 'member_state'>): MembershipButton {
  if (club.member_state === 'banned') return 'banned';
  return club.member_state === 'valid' ? 'member' : 'join';
}

/**
 * Spec §6: the join button is disabled when already joined or joining is not allowed. An incomplete
 * account keeps it enabled: pressing it opens the modal that says why it cannot join yet (spec §4).
 */
export function joinEnabled(club: Pick<ClubDetail, 'can_join' | 'member_state' | 'profile_incomplete'>): boolean {
  if (club.member_state !== 'none') return false;
  return club.can_join || accountIncomplete(club);
}

/** Where the club is: "Moab, UT" for a physical club, "Online" otherwise. */
export function clubPlace(club: Pick<ClubDetail, 'custom_fields'>): string | null {
  const fields = club.custom_fields;
  if (fields.location_type === 'online') return null;
  return [fields.city, fields.state].filter(Boolean).join(', ') || fields.location || null;
}

export const clubTypeText = (club: Pick<ClubDetail, 'custom_fields'>) => (club.custom_fields.location_type === 'online' ? 'Online club' : 'Physical club');
