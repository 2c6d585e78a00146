import type { Kysely } from 'kysely';
import type { Alert } from '@trailhead/shared-kernel/types';
import type { Database } from '../../db/tables';
import type { AlertContentType } from '../../db/tables/messaging.table';
import { resolveProfileAlertContent } from '../activity/profile-alert-content';
import { MEMBERSHIP_TITLES } from '../membership/membership';
import { clubUrl, conversationUrl, eventUrl, memberUrl, postUrl, threadUrl } from '../../view-urls';

export type AlertContent = NonNullable<Alert['Content']>;
export type ContentKey = `${AlertContentType}:${number}`;

const SNIPPET_LENGTH = 140;

function snippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > SNIPPET_LENGTH ? `${flat.slice(0, SNIPPET_LENGTH - 1)}…` : flat;
}

/**
 * Title, link and excerpt of everything the alerts point at: one query per content type, never
 * one per alert. Content that no longer exists is simply absent.
 */
export async function resolveAlertContent(
  db: Kysely<Database>,
  refs: { content_type: AlertContentType; content_id: number | null }[],
): Promise<Map<ContentKey, AlertContent>> {
  const ids = (type: AlertContentType) => [
    ...new Set(refs.filter((ref) => ref.content_type === type && ref.content_id !== null).map((ref) => ref.content_id as number)),
  ];
  const found = new Map<ContentKey, AlertContent>();
  const postIds = ids('post');
  const threadIds = ids('thread');
  const eventIds = ids('event');
  const conversationIds = ids('conversation');
  const userIds = ids('user');
  const clubIds = ids('club');
  const awardIds = ids('award');

  if (postIds.length) {
    const rows = await db
      .selectFrom('posts')
      .innerJoin('threads', 'threads.thread_id', 'posts.thread_id')
      .select(['posts.post_id', 'posts.position', 'posts.message_parsed', 'threads.thread_id', 'threads.slug', 'threads.title'])
      .where('posts.post_id', 'in', postIds)
      .execute();
    for (const row of rows) {
      found.set(`post:${row.post_id}`, {
        view_url: postUrl(row.slug, row.thread_id, row.position, row.post_id),
        title: row.title,
        message: snippet(row.message_parsed),
      });
    }
  }
  if (threadIds.length) {
    const rows = await db.selectFrom('threads').select(['thread_id', 'slug', 'title']).where('thread_id', 'in', threadIds).execute();
    for (const row of rows) {
      found.set(`thread:${row.thread_id}`, { view_url: threadUrl(row.slug, row.thread_id), title: row.title, message: null });
    }
  }
  if (eventIds.length) {
    const rows = await db.selectFrom('events').select(['event_id', 'title']).where('event_id', 'in', eventIds).execute();
    for (const row of rows) {
      found.set(`event:${row.event_id}`, { view_url: eventUrl(row.event_id), title: row.title, message: null });
    }
  }
  if (conversationIds.length) {
    const rows = await db
      .selectFrom('conversations')
      .select(['conversation_id', 'title'])
      .where('conversation_id', 'in', conversationIds)
      .execute();
    for (const row of rows) {
      found.set(`conversation:${row.conversation_id}`, {
        view_url: conversationUrl(row.conversation_id),
        title: row.title,
        message: null,
      });
    }
  }
  if (userIds.length) {
    const rows = await db.selectFrom('users').select(['user_id', 'username']).where('user_id', 'in', userIds).execute();
    for (const row of rows) {
      found.set(`user:${row.user_id}`, { view_url: memberUrl(row.username, row.user_id), title: row.username, message: null });
    }
  }
  if (clubIds.length) {
    const rows = await db.selectFrom('clubs').select(['club_id', 'slug', 'name']).where('club_id', 'in', clubIds).execute();
    for (const row of rows) {
      found.set(`club:${row.club_id}`, { view_url: clubUrl(row.slug), title: row.name, message: null });
    }
  }
  if (awardIds.length) {
    const rows = await db.selectFrom('awards').select(['award_id', 'title']).where('award_id', 'in', awardIds).execute();
    for (const row of rows) found.set(`award:${row.award_id}`, { view_url: '/awards', title: row.title, message: null });
  }
  const periodIds = ids('membership');
  if (periodIds.length) {
    // subscription_update / subscription_downgrade: the membership period, shown on My Subscriptions.
    const rows = await db.selectFrom('membership_periods').select(['period_id', 'membership_code']).where('period_id', 'in', periodIds).execute();
    for (const row of rows) found.set(`membership:${row.period_id}`, { view_url: '/subscriptions', title: MEMBERSHIP_TITLES[row.membership_code], message: null });
  }
  for (const [key, content] of await resolveProfileAlertContent(db, ids('profile_post'), ids('profile_comment'))) found.set(key, content);
  return found;
}
