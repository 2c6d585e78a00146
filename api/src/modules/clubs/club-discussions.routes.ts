// Spec §7 Clubs: GET /clubs/{id}/discussions, and POST /clubs/{id}/discussions to start one. A club
// discussion is a forum thread of the club (club-discussions.repository.ts); it is read and
// replied to through the forum's own calls (GET /threads/{id}/posts, POST /posts), where only the
// club's members and moderators may reply (posting.service.ts createReply). Who may start one:
// club-permissions.ts participationRefusal.
import type { FastifyInstance } from 'fastify';
import type { ClubDiscussion, ClubDiscussionResponse, ClubDiscussionsResponse } from '@trailhead/shared-kernel/types';
import { nowSeconds } from '../../clock';
import { ACTIVE_MEMBER, guarded, memberOf } from '../../http/access';
import { pageOffset, pagination, PER_PAGE } from '../../http/pagination';
import { paginationSchema, userSummarySchema } from '../../http/response-schemas';
import { checkedBody, idParams, pageQuery, type IdParams, type PageQuery } from '../../http/schemas';
import { createAlerts } from '../alerts/alerts-writer';
import { FORM_TYPES } from '../forum/posting.schemas';
import { alertsForPost } from '../posting/posting-alerts';
import { messageOf, titleOf, TITLE_MAX_LENGTH, type Body } from '../posting/posting-input';
import { authorFields, toUserSummary } from '../users/user-mapper';
import { parseUrlencoded } from '../events/event-input';
import { clubDiscussionUrl, threadUrl } from '../../view-urls';
import type { ClubRow } from '../../db/tables/events-clubs.table';
import { clubNotFound, participationRefusal } from './club-permissions';
import { loadClubAccess, loadClubAccessByRef, seesClub, touchClub } from './club-events.access';
import { clubRefParams, type ClubRefParams } from './club-events.schemas';
import { findClubDiscussion, insertClubDiscussion, listClubDiscussions, type ClubDiscussionRow } from './club-discussions.repository';

const clubDiscussionSchema = {
  type: 'object',
  properties: {
    thread_id: { type: 'integer' },
    title: { type: 'string' },
    view_url: { type: 'string' },
    club_view_url: { type: 'string' },
    User: userSummarySchema,
    post_date: { type: 'integer' },
    last_post_date: { type: 'integer' },
    last_post_username: { type: 'string' },
    reply_count: { type: 'integer' },
    view_count: { type: 'integer' },
  },
} as const;

const discussionsResponseSchema = {
  description: "The club's discussions, newest activity first (ClubDiscussionsResponse).",
  type: 'object',
  properties: { threads: { type: 'array', items: clubDiscussionSchema }, pagination: paginationSchema },
} as const;

const discussionResponseSchema = {
  description: 'The new discussion (ClubDiscussionResponse).',
  type: 'object',
  properties: { thread: clubDiscussionSchema },
} as const;

const newDiscussionBody = checkedBody('A new club discussion: JSON or an urlencoded form.', {
  title: `text, at most ${TITLE_MAX_LENGTH} characters (required)`,
  message: 'HTML of the first post (cleaned by the forum\'s allow-list; required). message_html is read too.',
});

function toClubDiscussion(row: ClubDiscussionRow, club: Pick<ClubRow, 'slug'>, now: number): ClubDiscussion {
  return {
    thread_id: row.thread_id,
    title: row.title,
    view_url: threadUrl(row.slug, row.thread_id),
    club_view_url: clubDiscussionUrl(club.slug, row.slug, row.thread_id),
    User: toUserSummary(authorFields(row), now),
    post_date: row.post_date,
    last_post_date: row.last_post_date,
    last_post_username: row.last_post_username,
    reply_count: row.reply_count,
    view_count: row.view_count,
  };
}

async function discussionReads(app: FastifyInstance): Promise<void> {
  app.get<{ Params: ClubRefParams; Querystring: PageQuery }>(
    '/clubs/:idOrSlug/discussions',
    { schema: { params: clubRefParams, querystring: pageQuery, response: { 200: discussionsResponseSchema } } },
    async (request): Promise<ClubDiscussionsResponse> => {
      const access = await loadClubAccessByRef(app.db, request.params.idOrSlug, request.user);
      if (!access || !seesClub(access, request.user)) throw clubNotFound();
      const { page } = request.query;
      const { rows, total } = await listClubDiscussions(app.db, access.club.club_id, PER_PAGE, pageOffset(page, PER_PAGE));
      const now = nowSeconds();
      return { threads: rows.map((row) => toClubDiscussion(row, access.club, now)), pagination: pagination(page, PER_PAGE, total) };
    },
  );
}

async function discussionWrites(app: FastifyInstance): Promise<void> {
  app.post<{ Params: IdParams; Body: Body }>(
    '/clubs/:id/discussions',
    { schema: { consumes: FORM_TYPES, params: idParams, body: newDiscussionBody, response: { 200: discussionResponseSchema } } },
    async (request): Promise<ClubDiscussionResponse> => {
      const starter = memberOf(request);
      const access = await loadClubAccess(app.db, request.params.id, starter);
      if (!access || !seesClub(access, starter)) throw clubNotFound();
      // Who first, then what: a refused caller's text is never read.
      const refusal = participationRefusal(starter, access.club, access.state);
      if (refusal) throw refusal;
      const body = request.body ?? {};
      const title = titleOf(body.title);
      const message = messageOf(body);
      const { club } = access;
      const { threadId, alerted } = await app.db.transaction().execute(async (trx) => {
        const now = nowSeconds();
        const written = await insertClubDiscussion(trx, club.club_id, starter, title, message, now);
        await touchClub(trx, club.club_id, now);
        // Mentions and quotes alert as in any new thread.
        const alerts = await alertsForPost(
          trx,
          { post_id: written.post_id, thread_id: written.thread_id, user_id: starter.user_id, html: message.html, text: message.text },
          { notifyWatchers: false },
        );
        return { threadId: written.thread_id, alerted: await createAlerts(trx, alerts, now) };
      });
      for (const userId of alerted) app.live.publishCounts(userId);
      const row = await findClubDiscussion(app.db, threadId);
      return { thread: toClubDiscussion(row as ClubDiscussionRow, club, nowSeconds()) };
    },
  );
}

export default async function clubDiscussionsRoutes(app: FastifyInstance): Promise<void> {
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, parseUrlencoded(body as string));
    });
  }
  await app.register(discussionReads);
  await app.register(guarded(ACTIVE_MEMBER, discussionWrites));
}
