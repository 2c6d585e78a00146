// What alerts about profile posts and comments point at (the alerts module's resolveAlertContent
// asks): the profile's title ("<owner>'s profile"), its #profile-posts section and an excerpt. One
// query per kind of content, never one per alert; content that is gone is absent.
import type { Kysely } from 'kysely';
import { preparedListQuery } from '../../db/prepared-query';
import type { Database } from '../../db/tables';
import { PER_PAGE } from '../../http/pagination';
import { memberUrl } from '../../view-urls';

export interface ProfileAlertContent {
  view_url: string;
  title: string;
  message: string | null;
  /** Whose profile the post or comment is on. */
  ProfileUser: { username: string; view_url: string };
}

const SNIPPET_LENGTH = 140;
/** The ids the content queries are compiled for: a page of alerts or reactions. */
export const CONTENT_BATCH = PER_PAGE;

const profilePostsIn = preparedListQuery(CONTENT_BATCH, (db, ids) =>
  db
    .selectFrom('profile_posts')
    .innerJoin('users as owner', 'owner.user_id', 'profile_posts.profile_user_id')
    .select(['profile_posts.profile_post_id', 'profile_posts.message_parsed', 'profile_posts.message_state', 'owner.user_id', 'owner.username'])
    .where('profile_posts.profile_post_id', 'in', ids),
);
const profileCommentsIn = preparedListQuery(CONTENT_BATCH, (db, ids) =>
  db
    .selectFrom('profile_post_comments as c')
    .innerJoin('profile_posts', 'profile_posts.profile_post_id', 'c.profile_post_id')
    .innerJoin('users as owner', 'owner.user_id', 'profile_posts.profile_user_id')
    .select(['c.profile_post_comment_id', 'c.message_parsed', 'c.message_state', 'owner.user_id', 'owner.username'])
    .where('c.profile_post_comment_id', 'in', ids),
);

function snippet(text: string, state: string): string | null {
  if (state !== 'visible') return null;
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > SNIPPET_LENGTH ? `${flat.slice(0, SNIPPET_LENGTH - 1)}…` : flat;
}

export async function resolveProfileAlertContent(
  db: Kysely<Database>,
  postIds: number[],
  commentIds: number[],
): Promise<Map<`profile_post:${number}` | `profile_comment:${number}`, ProfileAlertContent>> {
  const found = new Map<`profile_post:${number}` | `profile_comment:${number}`, ProfileAlertContent>();
  const [posts, comments] = await Promise.all([profilePostsIn(db, postIds), profileCommentsIn(db, commentIds)]);
  const describe = (row: { message_parsed: string; message_state: string; user_id: number; username: string }): ProfileAlertContent => ({
    view_url: `${memberUrl(row.username, row.user_id)}#profile-posts`,
    title: `${row.username}'s profile`,
    message: snippet(row.message_parsed, row.message_state),
    ProfileUser: { username: row.username, view_url: memberUrl(row.username, row.user_id) },
  });
  for (const row of posts) found.set(`profile_post:${row.profile_post_id}`, describe(row));
  for (const row of comments) found.set(`profile_comment:${row.profile_post_comment_id}`, describe(row));
  return found;
}
