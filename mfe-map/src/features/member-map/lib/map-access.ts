import type { MembershipCode, UserProfile } from '@trailhead/shared-kernel/types';

const PAID_CODES: readonly MembershipCode[] = ['premium_membership', 'digital_membership', 'trial_membership'];

/** Spec §1 and §6: the map is a benefit of paid membership; staff see it too. The API decides again (403). */
export function canViewMap(user: Pick<UserProfile, 'is_admin' | 'is_moderator' | 'is_staff' | 'UserMembership'>): boolean {
  return user.is_admin || user.is_moderator || user.is_staff || PAID_CODES.includes(user.UserMembership?.code ?? 'free_membership');
}
