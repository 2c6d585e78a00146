// The one place for what a member's privacy settings let others see and do (spec §3 Privacy
// settings, §6): profile, posting on it, conversations, identities, and the follow/ignore buttons.
// The member themself and moderators/admins always see the whole profile.
import type { UserRow, Visibility } from '../../db/tables/users.table';
import { ACTIVE_MEMBER, type AccessRule } from '../../http/access';
import { ApiError } from '../../http/api-error';
import { isBlockedAccount, isStaffMember } from './user-mapper';

type Viewer = Pick<UserRow, 'user_id' | 'account_state' | 'is_admin' | 'is_moderator'> | null;
type Member = Pick<UserRow, 'user_id' | 'is_admin' | 'is_moderator' | 'is_staff'>;

/** What the member's own settings and relation to the viewer decide. */
export interface Relation {
  /** The member follows the viewer ('followed' visibility). */
  followsViewer: boolean;
}

export function isSelf(viewer: Viewer, member: Pick<UserRow, 'user_id'>): boolean {
  return viewer !== null && viewer.user_id === member.user_id;
}

/** Moderators and admins see past members' privacy (and banned or disabled accounts). */
export function seesEverything(viewer: Viewer): boolean {
  return viewer !== null && Boolean(viewer.is_admin || viewer.is_moderator);
}

/** A signed-in, valid account (spec §6: 'members' means these). */
export function isValidAccount(viewer: Viewer): boolean {
  return viewer !== null && viewer.account_state === 'valid';
}

/** Whether `visibility` lets the viewer in (the member themself and staff are let in by the callers). */
export function visibilityAllows(visibility: Visibility, viewer: Viewer, relation: Relation): boolean {
  switch (visibility) {
    case 'everyone':
      return true;
    case 'members':
      return isValidAccount(viewer);
    case 'followed':
      return isValidAccount(viewer) && relation.followsViewer;
    default:
      return false;
  }
}

export function canViewProfile(viewer: Viewer, member: Member & Pick<UserRow, 'allow_view_profile'>, relation: Relation): boolean {
  return isSelf(viewer, member) || seesEverything(viewer) || visibilityAllows(member.allow_view_profile, viewer, relation);
}

/** Writing on the member's profile needs a valid account; the member writes on their own. */
export function canPostOnProfile(viewer: Viewer, member: Member & Pick<UserRow, 'allow_post_profile'>, relation: Relation): boolean {
  if (!isValidAccount(viewer)) return false;
  return isSelf(viewer, member) || seesEverything(viewer) || visibilityAllows(member.allow_post_profile, viewer, relation);
}

/** Starting a conversation needs a valid account (spec §6) and the member's allow_send_personal_conversation. */
export function canConverse(viewer: Viewer, member: Member & Pick<UserRow, 'allow_send_personal_conversation'>, relation: Relation): boolean {
  if (!isValidAccount(viewer) || isSelf(viewer, member)) return false;
  return seesEverything(viewer) || visibilityAllows(member.allow_send_personal_conversation, viewer, relation);
}

/** First and last name: only where the member shows them and allow_view_identities lets the viewer in. */
export function canSeeIdentities(
  viewer: Viewer,
  member: Member & Pick<UserRow, 'show_first_last_name' | 'allow_view_identities'>,
  relation: Relation,
): boolean {
  if (isSelf(viewer, member) || seesEverything(viewer)) return true;
  return Boolean(member.show_first_last_name) && visibilityAllows(member.allow_view_identities, viewer, relation);
}

export function canFollow(viewer: Viewer, member: Member): boolean {
  return isValidAccount(viewer) && !isSelf(viewer, member);
}

/** Staff cannot be ignored (their notices must reach everyone). */
export function canIgnore(viewer: Viewer, member: Member): boolean {
  return isValidAccount(viewer) && !isSelf(viewer, member) && !isStaffMember(member);
}

export function canReport(viewer: Viewer, member: Member): boolean {
  return isValidAccount(viewer) && !isSelf(viewer, member);
}

/** Whether the viewer sees when the member was last active (activity_visible). */
export function showsActivity(viewer: Viewer, member: Member & Pick<UserRow, 'activity_visible'>): boolean {
  return isSelf(viewer, member) || seesEverything(viewer) || Boolean(member.activity_visible);
}

/** Whether the viewer sees the member online (visible_online). */
export function showsOnline(viewer: Viewer, member: Member & Pick<UserRow, 'visible_online'>): boolean {
  return isSelf(viewer, member) || seesEverything(viewer) || Boolean(member.visible_online);
}

/**
 * A visibility setting as a list query asks it (news feed: allow_receive_news_feed): the values
 * that let the viewer in outright, and whether 'followed' does when the member follows the viewer.
 */
export function visibilitiesFor(viewer: Viewer): { open: Visibility[]; followed: boolean } {
  if (seesEverything(viewer)) return { open: ['everyone', 'members', 'followed', 'none'], followed: false };
  if (isValidAccount(viewer)) return { open: ['everyone', 'members'], followed: true };
  return { open: ['everyone'], followed: false };
}

/** Banned and disabled accounts are 'no user found' to everyone but staff. */
export function isHiddenAccount(viewer: Viewer, member: Pick<UserRow, 'account_state'>): boolean {
  // A deleted account has no profile for anyone (its content stays, as 'Deleted member').
  if (member.account_state === 'deleted') return true;
  return isBlockedAccount(member) && !seesEverything(viewer);
}

/** Ignoring and reporting members: what can_ignore / can_report promise, a signed-in valid account. */
export const VALID_MEMBER: AccessRule = {
  name: 'valid-member',
  refusal: (user) =>
    ACTIVE_MEMBER.refusal(user) ??
    (user!.account_state === 'valid' ? null : new ApiError(403, 'account_not_valid', 'Please confirm your account before you do this.')),
};
