// GET /profile-posts/latest: the newest profile posts (what-is-new, latest-profile tab); the profile
// posts and comments calls (profile-posts.routes.ts).
import type { FastifyInstance } from 'fastify';
import type { LatestProfilePostsResponse } from '@trailhead/shared-kernel/types';
import { nowSeconds } from '../../clock';
import { notFound } from '../../http/api-error';
import { pageOffset, pagination, PER_PAGE } from '../../http/pagination';
import { memberUrl } from '../../view-urls';
import { authorFields, toUserSummary } from '../users/user-mapper';
import { feedQuery, type FeedQuery } from '../users/users.schemas';
import { listLatestProfilePosts, ownerFields } from './activity.repository';
import { profilePostsResponseSchema } from './activity.schemas';
import { profilePostsRoutes } from './profile-posts.routes';

export default async function activityRoutes(app: FastifyInstance): Promise<void> {
  await app.register(profilePostsRoutes);
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
      const pages = pagination(page, PER_PAGE, total);
      if (page > pages.last_page) throw notFound(`Page ${page} does not exist: the list of profile posts has ${pages.last_page} page(s).`);
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
}
