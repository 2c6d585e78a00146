// PLACEHOLDER written by the lead (the profile-posts helper replaces it): the posts on a profile
// as a viewer sees them, for GET /users/{id}?withPosts=1 (users module) and the profile-posts routes.
import type { Kysely } from 'kysely';
import type { Pagination, ProfilePostWithComments } from '@trailhead/shared-kernel/types';
import type { Database } from '../../db/tables';
import type { UserRow } from '../../db/tables/users.table';

/** A page (20) of the posts on profileUserId's profile, newest first, each with its newest comments. Throws 404 past the last page. */
export async function profilePostsPage(
  _db: Kysely<Database>,
  _viewer: UserRow | null,
  _profileUserId: number,
  page: number,
): Promise<{ profile_posts: ProfilePostWithComments[]; pagination: Pagination }> {
  return { profile_posts: [], pagination: { current_page: page, last_page: 1, per_page: 20, total: 0 } };
}
