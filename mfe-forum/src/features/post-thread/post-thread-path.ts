/** The forum a post-thread URL names: /forums/{title}-n.{id}/post-thread (spec §2, any-prefix post-thread); null when it names none. */
export function nodeIdFromPostThreadPath(pathname: string): number | null {
  const match = /-n\.(\d+)\/post-thread\/?$/.exec(pathname);
  return match ? Number(match[1]) : null;
}

/** The post-thread URL of a forum whose view_url (as a site path) is given. */
export function postThreadPath(forumPath: string): string {
  return `${forumPath.endsWith('/') ? forumPath : `${forumPath}/`}post-thread`;
}

export type PostThreadRefusal = 'login' | 'account' | 'permission' | null;

/** Spec §5: posting a new thread needs a login, a valid (full) account and can_post_new_thread. */
export function postThreadRefusal(session: { loggedIn: boolean; permission: string | null; canPostNewThread: boolean }): PostThreadRefusal {
  if (!session.loggedIn) return 'login';
  if (session.permission !== 'full') return 'account';
  if (!session.canPostNewThread) return 'permission';
  return null;
}
