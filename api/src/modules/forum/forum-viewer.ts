// Threads and posts as the signed-in member (or visitor) of a request sees them.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Post, Thread } from '@trailhead/shared-kernel/types';
import type { UserRow } from '../../db/tables/users.table';
import { notFound, type ApiError } from '../../http/api-error';
import { clubParticipationRefusal, clubParticipationRefusals } from '../clubs/club-events.access';
import { toPost, toThread, type PostListRow, type ThreadListRow } from './forum-mapper';
import { forumViewer, type ForumViewer } from './forum-permissions';
import { loadPostExtras, loadSharedPageExtras, ownReactionsOnPage, threadWatchOf, watchedAmong } from './post-extras.repository';
import { listPostsByPosition } from './posts.repository';
import { sharedThreadPage } from './thread-page-cache';

export const noThread = () => notFound('no thread found');

/** Soft-deleted threads are gone for everyone but moderators. */
export function threadFor(viewer: ForumViewer, row: ThreadListRow | undefined): ThreadListRow {
  if (!row || (row.discussion_state !== 'visible' && !viewer.isModerator)) throw noThread();
  return row;
}

export function viewerOf(request: FastifyRequest): ForumViewer {
  return forumViewer(request.user);
}

/** The posts of one thread as this viewer sees them: reactions, attachments, own reaction, rights. */
export async function postsForViewer(
  app: FastifyInstance,
  viewer: ForumViewer,
  thread: ThreadListRow,
  rows: PostListRow[],
  now: number,
): Promise<Post[]> {
  const extras = await loadPostExtras(app.db, rows.map((row) => row.post_id), viewer.user?.user_id ?? null);
  return rows.map((row) => toPost(row, thread.slug, now, { viewer, thread, extras }));
}

/**
 * A thread page: the posts at positions first..last. What every reader sees alike comes from the
 * page micro-cache (thread-page-cache); the viewer's own reactions and rights are added here.
 */
export async function pagePostsForViewer(
  app: FastifyInstance,
  viewer: ForumViewer,
  thread: ThreadListRow,
  range: { first: number; last: number; order: 'asc' | 'desc' },
  now: number,
): Promise<Post[]> {
  const [shared, visitorReactions] = await Promise.all([
    sharedThreadPage(app.db, thread.thread_id, range, async () => {
      const rows = await listPostsByPosition(app.db, thread.thread_id, range.first, range.last, range.order);
      const extras = await loadSharedPageExtras(app.db, thread.thread_id, range, rows.map((row) => row.post_id));
      return { rows, ...extras };
    }),
    ownReactionsOnPage(app.db, viewer.user?.user_id ?? null, thread.thread_id, range),
  ]);
  const extras = { reactions: shared.reactions, attachments: shared.attachments, visitorReactions };
  return shared.rows.map((row) => toPost(row, thread.slug, now, { viewer, thread, extras }));
}

export async function threadForViewer(app: FastifyInstance, viewer: ForumViewer, row: ThreadListRow, now: number): Promise<Thread> {
  const watch = await threadWatchOf(app.db, viewer.user?.user_id ?? null, row.thread_id);
  const watched = new Map(watch ? [[row.thread_id, watch.email]] : []);
  // A club's thread: can_reply says what POST /posts would (its members and moderators only).
  const club = row.club_id !== null && viewer.canPost ? await clubParticipationRefusal(app.db, row.club_id, viewer.user as UserRow) : null;
  return toThread(row, now, { viewer, watched, clubRefusal: asRefusal(club) });
}

/** A club's refusal as a thread's reply refusal. */
function asRefusal(error: ApiError | null) {
  return error ? { status: error.statusCode as 401 | 403, code: error.code, message: error.message } : null;
}


/** A list of threads as this viewer sees them (one query for the watched flags, one for the clubs' threads' can_reply). */
export async function threadsForViewer(app: FastifyInstance, viewer: ForumViewer, rows: ThreadListRow[], now: number): Promise<Thread[]> {
  const clubIds = viewer.canPost ? rows.flatMap((row) => (row.club_id === null ? [] : [row.club_id])) : [];
  const [watched, clubs] = await Promise.all([
    watchedAmong(app.db, viewer.user?.user_id ?? null, rows.map((row) => row.thread_id)),
    clubParticipationRefusals(app.db, clubIds, viewer.user as UserRow),
  ]);
  return rows.map((row) => toThread(row, now, { viewer, watched, clubRefusal: row.club_id === null ? null : asRefusal(clubs.get(row.club_id) ?? null) }));
}
