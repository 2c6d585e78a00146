// Who may do what with profile posts and comments (spec §6, the owner's privacy of §3), decided on
// the server. The same rules fill the rights each post and comment carries (can_edit…) and refuse
// the writes, so the page never offers what the API would refuse.
//
// - Reading a profile's posts follows the owner's allow_view_profile, writing on it a valid account
//   and the owner's allow_post_profile (users/user-privacy.ts: everyone; members: valid accounts;
//   followed: members the owner follows; none: nobody); the owner and staff always.
// - Commenting: a valid account, on a visible post of a profile the viewer may read.
// - Authors edit and soft-delete their own visible content; the profile's owner may also delete
//   what is written on their profile; moderators edit and delete anything, hard-delete, alert authors.
// - Members react to and report visible content of others, never their own.
import type { ProfileContentRights } from '@trailhead/shared-kernel/types';
import type { UserRow } from '../../db/tables/users.table';
import { canChange, canInteract, isAuthor, type ForumViewer } from '../forum/forum-permissions';
import { canPostOnProfile as privacyLetsPost, canViewProfile, isHiddenAccount } from '../users/user-privacy';

/** The profile's member as the privacy rules read them. */
export type ProfileOwnerPrivacy = Pick<UserRow, 'user_id' | 'is_admin' | 'is_moderator' | 'is_staff' | 'account_state' | 'allow_view_profile' | 'allow_post_profile'>;

/** The owner follows the viewer (the 'followed' choice). */
export interface Relation {
  followsViewer: boolean;
}

// The rules of who may see and write on a profile are the users module's (user-privacy.ts), so
// can_post_on_profile on the profile and these refusals cannot disagree.
/** Banned and disabled members' profiles are 'no user found' to all but staff, as their profiles are. */
export function isHiddenProfile(viewer: ForumViewer, owner: ProfileOwnerPrivacy): boolean {
  return isHiddenAccount(viewer.user, owner);
}

export function canViewProfilePosts(viewer: ForumViewer, owner: ProfileOwnerPrivacy, relation: Relation): boolean {
  return canViewProfile(viewer.user, owner, relation);
}

export function canPostOnProfile(viewer: ForumViewer, owner: ProfileOwnerPrivacy, relation: Relation): boolean {
  return privacyLetsPost(viewer.user, owner, relation);
}

/** The rights of one post or comment on `profileUserId`'s profile. */
export function contentRights(
  viewer: ForumViewer,
  content: { user_id: number; message_state: string },
  profileUserId: number,
): ProfileContentRights {
  const changeable = canChange(viewer, { user_id: content.user_id, state: content.message_state });
  const ownerDeletes = viewer.canPost && viewer.user?.user_id === profileUserId && content.message_state === 'visible';
  const interactive = canInteract(viewer, content);
  return {
    can_edit: changeable,
    can_delete: changeable || ownerDeletes,
    can_react: interactive,
    can_report: interactive,
    can_moderate: viewer.isModerator,
  };
}

export { isAuthor };
