// Who may do what in the forum (spec §5, §6), decided on the server. The same rules fill the
// viewer fields of every thread and post (can_reply, can_edit…) and refuse the writes, so the
// page never offers what the API would refuse.
//
// Rules:
// - Visitors read only. Posting needs a logged-in member with a valid account (permission full):
//   partial accounts (unconfirmed, incomplete) and blocked ones (banned, disabled) may not post.
// - can_post_new_thread follows the same rule; new threads go only into nodes of type Forum
//   (a Category groups forums and a LinkForum points elsewhere: neither holds threads), and into
//   the news forums (discussion_type 'article') only from moderators and admins.
// - A closed thread (discussion_open false) takes replies from moderators only.
// - Authors edit and soft-delete their own visible posts and threads (title, prefix); moderators
//   and admins edit and delete anything, hard-delete, alert authors, move, open/close, stick.
// - Members react to and report posts of others, never their own.
import { POSTING_MESSAGES } from '@trailhead/shared-kernel/constants';
import type { DiscussionType, NodeTypeId } from '@trailhead/shared-kernel/types';
import type { UserRow } from '../../db/tables/users.table';
import type { AccessRule } from '../../http/access';
import { ApiError } from '../../http/api-error';

export type ForumMember = Pick<UserRow, 'user_id' | 'username' | 'account_state' | 'is_admin' | 'is_moderator' | 'is_super_admin'> &
  Partial<Pick<UserRow, 'content_show_signature'>>;

export interface ForumViewer {
  user: ForumMember | null;
  /** Logged in with a valid account. */
  canPost: boolean;
  isModerator: boolean;
  /** Signatures under posts (the member's option[content_show_signature]; visitors see them). */
  showsSignatures: boolean;
}

export const VISITOR: ForumViewer = { user: null, canPost: false, isModerator: false, showsSignatures: true };

export function forumViewer(user: ForumMember | null): ForumViewer {
  if (!user) return VISITOR;
  const valid = user.account_state === 'valid';
  return {
    user,
    canPost: valid,
    // A blocked moderator account moderates nothing.
    isModerator: valid && Boolean(user.is_moderator || user.is_admin || user.is_super_admin),
    showsSignatures: user.content_show_signature === undefined || Boolean(user.content_show_signature),
  };
}

export interface Refusal {
  status: 401 | 403;
  code: string;
  message: string;
}

export function refusalError(refusal: Refusal): ApiError {
  return new ApiError(refusal.status, refusal.code, refusal.message);
}

/** Why this viewer may not post at all (null: may post). */
export function postingRefusal(viewer: ForumViewer): Refusal | null {
  if (!viewer.user) return { status: 401, code: 'not_logged_in', message: POSTING_MESSAGES.login };
  if (!viewer.canPost) return { status: 403, code: 'insufficient_privileges', message: POSTING_MESSAGES.insufficient };
  return null;
}

/** Who may call the forum's writes at all (posting, reacting, reporting, uploading): the spec §6 rule and messages. */
export const POSTER: AccessRule = {
  name: 'poster',
  refusal: (user) => {
    const refusal = postingRefusal(forumViewer(user));
    return refusal ? refusalError(refusal) : null;
  },
};

/** Why this viewer may not reply to the thread (null: may reply). */
export function replyRefusal(viewer: ForumViewer, thread: { discussion_open: unknown }): Refusal | null {
  const refusal = postingRefusal(viewer);
  if (refusal) return refusal;
  if (!thread.discussion_open && !viewer.isModerator) return { status: 403, code: 'thread_closed', message: POSTING_MESSAGES.closed };
  return null;
}

/** Why this viewer may not start a thread in the node (null: may). */
export function newThreadRefusal(
  viewer: ForumViewer,
  node: { node_type_id: NodeTypeId; discussion_type: DiscussionType },
): Refusal | null {
  const refusal = postingRefusal(viewer);
  if (refusal) return refusal;
  if (node.node_type_id !== 'Forum') return { status: 403, code: 'insufficient_privileges', message: POSTING_MESSAGES.insufficient };
  // Club discussions are started from their club (POST /clubs/{id}/discussions), which names the club.
  if (node.discussion_type === 'tlg_group') return { status: 403, code: 'insufficient_privileges', message: POSTING_MESSAGES.insufficient };
  if (node.discussion_type === 'article' && !viewer.isModerator) {
    return { status: 403, code: 'insufficient_privileges', message: POSTING_MESSAGES.insufficient };
  }
  return null;
}

export function isAuthor(viewer: ForumViewer, content: { user_id: number }): boolean {
  return viewer.user !== null && viewer.user.user_id === content.user_id;
}

/** Edit or soft-delete: moderators always, authors while the content is visible. */
export function canChange(viewer: ForumViewer, content: { user_id: number; state: string }): boolean {
  if (viewer.isModerator) return true;
  return viewer.canPost && isAuthor(viewer, content) && content.state === 'visible';
}

/** React to or report: members with a valid account, on visible posts of others. */
export function canInteract(viewer: ForumViewer, post: { user_id: number; message_state: string }): boolean {
  return viewer.canPost && !isAuthor(viewer, post) && post.message_state === 'visible';
}
