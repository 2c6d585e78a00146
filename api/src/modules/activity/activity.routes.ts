import type { FastifyInstance } from 'fastify';
import type {
  FindNameResponse,
  FollowResponse,
  LatestProfilePostsResponse,
  NewsFeedItem,
  NewsFeedResponse,
} from '@trailhead/shared-kernel/types';
import { MEMBER_LOOKUP_MIN_LENGTH } from '@trailhead/shared-kernel/types';
import { nowSeconds } from '../../clock';
import { ApiError, notFound } from '../../http/api-error';
import { pageOffset, pagination, PER_PAGE } from '../../http/pagination';
import { idParams, type IdParams } from '../../http/schemas';
import { memberUrl, postUrl } from '../../view-urls';
import { requireActiveUser, requireUser } from '../auth/auth.plugin';
import { cutAtWord } from '../content/content-text';
import { toThread } from '../forum/forum-mapper';
import { authorFields, toUserSummary } from '../users/user-mapper';
import { findUserById, loadUserSummaries } from '../users/users.repository';
import {
  countFollowing,
  findMembersByName,
  listLatestProfilePosts,
  listNewsFeedPosts,
  ownerFields,
  threadsByIds,
  toggleFollow,
} from './activity.repository';
import {
  feedQuery,
  findNameQuery,
  findNameResponseSchema,
  newsFeedResponseSchema,
  profilePostsResponseSchema,
  type FeedQuery,
} from './activity.schemas';

const FIND_NAME_LIMIT = 10;
export const LOOKUP_TOO_SHORT = 'Type more than 1 character to look up a member.';

function checkPage(page: number, total: number, what: string) {
  const pages = pagination(page, PER_PAGE, total);
  if (page > pages.last_page) throw notFound(`Page ${page} does not exist: ${what} has ${pages.last_page} page(s).`);
  return pages;
}

export default async function activityRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: FeedQuery }>(
    '/profile-posts/latest',
    { schema: { querystring: feedQuery, response: { 200: profilePostsResponseSchema } } },
    async (request): Promise<LatestProfilePostsResponse> => {
      const { page, vehicle_type_id } = request.query;
      const { rows, total } = await listLatestProfilePosts(app.db, {
        vehicleTypeId: vehicle_type_id,
        limit: PER_PAGE,
        offset: pageOffset(page, PER_PAGE),
      });
      const pages = checkPage(page, total, 'the list of profile posts');
      const now = nowSeconds();
      return {
        profile_posts: rows.map((row) => {
          const owner = toUserSummary(ownerFields(row), now);
          return {
            profile_post_id: row.profile_post_id,
            profile_user_id: row.profile_user_id,
            ProfileUser: owner,
            user_id: row.user_id,
            username: row.username,
            User: toUserSummary(authorFields(row), now),
            post_date: Number(row.post_date),
            message_html: row.message_html,
            message_state: row.message_state,
            vehicle_type_id: row.vehicle_type_id,
            view_url: `${memberUrl(owner.username, owner.user_id)}#profile-posts`,
          };
        }),
        pagination: pages,
      };
    },
  );

  app.get<{ Querystring: FeedQuery }>(
    '/users/news-feed',
    { schema: { querystring: feedQuery, response: { 200: newsFeedResponseSchema } } },
    async (request): Promise<NewsFeedResponse> => {
      const viewer = requireUser(request);
      const { page, vehicle_type_id } = request.query;
      const [{ rows, total }, followingCount] = await Promise.all([
        listNewsFeedPosts(app.db, { userId: viewer.user_id, vehicleTypeId: vehicle_type_id, limit: PER_PAGE, offset: pageOffset(page, PER_PAGE) }),
        countFollowing(app.db, viewer.user_id),
      ]);
      const pages = checkPage(page, total, 'your news feed');
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

  app.post<{ Params: IdParams }>('/users/:id/follow', { schema: { params: idParams } }, async (request): Promise<FollowResponse> => {
    const viewer = requireActiveUser(request);
    const target = await findUserById(app.db, request.params.id);
    if (!target) throw notFound('no user found');
    if (target.user_id === viewer.user_id) throw new ApiError(400, 'cannot_follow_self', 'You cannot follow yourself.');
    const isFollowed = await toggleFollow(app.db, viewer.user_id, target.user_id, nowSeconds());
    return { user_id: target.user_id, is_followed: isFollowed };
  });

  app.get<{ Querystring: { username: string } }>(
    '/users/find-name',
    { schema: { querystring: findNameQuery, response: { 200: findNameResponseSchema } } },
    async (request): Promise<FindNameResponse> => {
      const text = request.query.username.trim().replace(/^@/, '');
      // Spec §5: member lookups ask only for more than one character.
      if (text.length < MEMBER_LOOKUP_MIN_LENGTH) throw new ApiError(400, 'invalid_parameter', LOOKUP_TOO_SHORT);
      const now = nowSeconds();
      const rows = await findMembersByName(app.db, text, FIND_NAME_LIMIT);
      return { users: rows.map((row) => toUserSummary(row, now)) };
    },
  );
}
