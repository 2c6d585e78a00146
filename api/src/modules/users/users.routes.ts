// Spec §7 Users: the /users routes. Lists anyone may read; the news feed for members; following
// for active members; the member map for paid members and staff.
import type { FastifyInstance } from 'fastify';
import {
  MEMBER_LOOKUP_MIN_LENGTH,
  type FindNameResponse,
  type FollowResponse,
  type LatestUsersResponse,
  type LeaderboardName,
  type LeaderboardOverviewResponse,
  type LeaderboardResponse,
  type MembersByNumberResponse,
  type NewsFeedItem,
  type NewsFeedResponse,
} from '@trailhead/shared-kernel/types';
import { nowSeconds } from '../../clock';
import { ACTIVE_MEMBER, guarded, MEMBER, memberOf, type AccessRule } from '../../http/access';
import { ApiError, notFound } from '../../http/api-error';
import { pageOffset, pagination, PER_PAGE } from '../../http/pagination';
import { idParams, noQuery, pageQuery, type IdParams } from '../../http/schemas';
import { postUrl } from '../../view-urls';
import { forgetEventLists } from '../events/events-cache';
import { countFollowing, findMembersByName, listNewsFeedPosts, threadsByIds, toggleFollow } from '../activity/activity.repository';
import { cutAtWord } from '../content/content-text';
import { toThread } from '../forum/forum-mapper';
import { isStaffMember, toUserSummary } from './user-mapper';
import { memberMapRoutes } from './member-map';
import { benefitsOf } from '../membership/membership';
import { findUserById, latestUsers, loadUserSummaries, membersFromMessageCount } from './users.repository';
import { LEADERBOARD_NAMES, leaderboardOverview, leaderboardPage } from './leaderboards';
import { membersByNamePrefix } from './profile.repository';
import profileRoutes, { forgetMemberProfile } from './profile.routes';
import findNameForConversationRoutes from './find-name-for-conversation.routes';
import { visibilitiesFor } from './user-privacy';
import { startActivitySummaries } from '../account-settings/activity-summary';
import {
  contactSearchQuery,
  feedQuery,
  findByNumberQuery,
  findNameQuery,
  followResponseSchema,
  leaderboardOverviewResponseSchema,
  leaderboardResponseSchema,
  memberListResponseSchema,
  newsFeedResponseSchema,
  usersListResponseSchema,
  type FeedQuery,
} from './users.schemas';
import { alertFollowed } from '../alerts/following-alert';

const LATEST_USERS_LIMIT = 20;
const FIND_NAME_LIMIT = 10;
export const LOOKUP_TOO_SHORT = 'Type more than 1 character to look up a member.';

/** The member map (spec §6): a benefit of paid membership; staff see it too. */
export const MAP_VIEWER: AccessRule = {
  name: 'paid-member',
  refusal: (user) =>
    ACTIVE_MEMBER.refusal(user) ??
    (benefitsOf(user!, nowSeconds()).map_access || isStaffMember(user!) ? null : new ApiError(403, 'members_only', 'The member map is a benefit of paid membership.')),
};

async function publicUsers(app: FastifyInstance): Promise<void> {
  app.get('/users/latest', { schema: { querystring: noQuery, response: { 200: usersListResponseSchema } } }, async (): Promise<LatestUsersResponse> => {
    const now = nowSeconds();
    const rows = await latestUsers(app.db, LATEST_USERS_LIMIT);
    return { users: rows.map((row) => toUserSummary(row, now)) };
  });

  app.get<{ Querystring: { username: string } }>(
    '/users/find-name',
    { schema: { querystring: findNameQuery, response: { 200: usersListResponseSchema } } },
    async (request): Promise<FindNameResponse> => {
      const text = request.query.username.trim().replace(/^@/, '');
      // Spec §5: member lookups ask only for more than one character.
      if (text.length < MEMBER_LOOKUP_MIN_LENGTH) throw new ApiError(400, 'invalid_parameter', LOOKUP_TOO_SHORT);
      const now = nowSeconds();
      const rows = await findMembersByName(app.db, text, FIND_NAME_LIMIT);
      return { users: rows.map((row) => toUserSummary(row, now)) };
    },
  );

  // The contacts lookup (conversation recipients, mentions): valid accounts whose name starts with the text.
  app.get<{ Querystring: { contact_search: string } }>(
    '/users',
    { schema: { querystring: contactSearchQuery, response: { 200: usersListResponseSchema } } },
    async (request): Promise<FindNameResponse> => {
      const text = request.query.contact_search.trim().replace(/^@/, '');
      if (text.length < MEMBER_LOOKUP_MIN_LENGTH) throw new ApiError(400, 'invalid_parameter', LOOKUP_TOO_SHORT);
      const now = nowSeconds();
      const rows = await membersByNamePrefix(app.db, text, FIND_NAME_LIMIT);
      return { users: rows.map((row) => toUserSummary(row, now)) };
    },
  );

  app.get<{ Querystring: { number: number; page: number } }>(
    '/users/find-members-by-number',
    { schema: { querystring: findByNumberQuery, response: { 200: memberListResponseSchema } } },
    async (request): Promise<MembersByNumberResponse> => {
      const { number, page } = request.query;
      const { rows, total } = await membersFromMessageCount(app.db, number, PER_PAGE, pageOffset(page, PER_PAGE));
      const pages = pagination(page, PER_PAGE, total);
      if (page > pages.last_page) throw notFound(`Page ${page} does not exist: ${pages.last_page} page(s) of members.`);
      const now = nowSeconds();
      return { users: rows.map((row) => toUserSummary(row, now)), pagination: pages };
    },
  );
}

/** Today's birthdays are the viewer's today: their time zone, else the site's guest time zone. */
function viewerTimeZone(app: FastifyInstance, viewer: { timezone: string } | null): string {
  return viewer?.timezone || app.settings.defaultTimezone;
}

async function leaderboards(app: FastifyInstance): Promise<void> {
  app.get(
    '/users/leaderboard/overview',
    { schema: { querystring: noQuery, response: { 200: leaderboardOverviewResponseSchema } } },
    async (request): Promise<LeaderboardOverviewResponse> => ({ boards: await leaderboardOverview(app.db, viewerTimeZone(app, request.user), Date.now()) }),
  );

  app.get<{ Params: { board: LeaderboardName }; Querystring: { page: number } }>(
    '/users/leaderboard/:board',
    {
      schema: {
        params: { type: 'object', required: ['board'], properties: { board: { type: 'string', enum: LEADERBOARD_NAMES } } },
        querystring: pageQuery,
        response: { 200: leaderboardResponseSchema },
      },
    },
    async (request): Promise<LeaderboardResponse> => {
      const { page } = request.query;
      const board = await leaderboardPage(app.db, request.params.board, page, viewerTimeZone(app, request.user), Date.now());
      if (page > board.pagination.last_page) throw notFound(`Page ${page} does not exist: the board has ${board.pagination.last_page} page(s).`);
      return board;
    },
  );
}

async function newsFeed(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: FeedQuery }>(
    '/users/news-feed',
    { schema: { querystring: feedQuery, response: { 200: newsFeedResponseSchema } } },
    async (request): Promise<NewsFeedResponse> => {
      const viewer = memberOf(request);
      const { page, vehicle_type_id } = request.query;
      const [{ rows, total }, followingCount] = await Promise.all([
        listNewsFeedPosts(app.db, {
          userId: viewer.user_id,
          vehicleTypeId: vehicle_type_id,
          limit: PER_PAGE,
          offset: pageOffset(page, PER_PAGE),
          authorVisibility: visibilitiesFor(viewer),
        }),
        countFollowing(app.db, viewer.user_id),
      ]);
      const pages = pagination(page, PER_PAGE, total);
      if (page > pages.last_page) throw notFound(`Page ${page} does not exist: your news feed has ${pages.last_page} page(s).`);
      const [threads, authors] = await Promise.all([
        threadsByIds(app.db, [...new Set(rows.map((row) => row.thread_id))]),
        loadUserSummaries(app.db, rows.map((row) => row.user_id)),
      ]);
      const now = nowSeconds();
      const items: NewsFeedItem[] = [];
      for (const row of rows) {
        const thread = threads.get(row.thread_id);
        const author = authors.get(row.user_id);
        if (!thread || !author) continue;
        items.push({
          content_type: row.position === 1 ? 'thread' : 'post',
          post_id: row.post_id,
          thread: toThread(thread, now),
          node_title: thread.node_title,
          User: toUserSummary(author, now),
          post_date: Number(row.post_date),
          snippet: cutAtWord(row.message_parsed),
          view_url: postUrl(thread.slug, thread.thread_id, row.position, row.post_id),
        });
      }
      return { items, pagination: pages, following_count: followingCount };
    },
  );
}

async function following(app: FastifyInstance): Promise<void> {
  app.post<{ Params: IdParams }>(
    '/users/:id/follow',
    { schema: { params: idParams, querystring: noQuery, response: { 200: followResponseSchema } } },
    async (request): Promise<FollowResponse> => {
      const viewer = memberOf(request);
      const target = await findUserById(app.db, request.params.id);
      if (!target) throw notFound('no user found');
      if (target.user_id === viewer.user_id) throw new ApiError(400, 'cannot_follow_self', 'You cannot follow yourself.');
      const now = nowSeconds();
      const isFollowed = await toggleFollow(app.db, viewer.user_id, target.user_id, now);
      // The followed member hears of it (spec §3 'following'); their bell's count follows.
      if (isFollowed) for (const userId of await alertFollowed(app.db, viewer.user_id, target.user_id, now)) app.live.publishCounts(userId);
      // The member now followed sees this member's followed-only events (or no longer does).
      forgetEventLists(app.db);
      // Both profiles' follower / following counts and lists changed.
      forgetMemberProfile(app.db, target.user_id);
      forgetMemberProfile(app.db, viewer.user_id);
      return { user_id: target.user_id, is_followed: isFollowed };
    },
  );
}

export default async function usersRoutes(app: FastifyInstance): Promise<void> {
  await app.register(publicUsers);
  await app.register(leaderboards);
  await app.register(profileRoutes);
  await app.register(guarded(MEMBER, newsFeed));
  await app.register(guarded(ACTIVE_MEMBER, following));
  await app.register(findNameForConversationRoutes);
  await app.register(guarded(MAP_VIEWER, memberMapRoutes));
  // The weekly activity summary e-mail (enable_activity_summary_email), started when the app is ready.
  startActivitySummaries(app);
}
