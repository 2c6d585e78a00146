import type { Kysely } from 'kysely';
import type { Alert } from '@trailhead/shared-kernel/types';
import type { Database } from '../../db/tables';
import type { AlertContentType } from '../../db/tables/messaging.table';
import { resolveProfileAlertContent } from '../activity/profile-alert-content';
import { MEMBERSHIP_TITLES } from '../membership/membership';
import { clubUrl, conversationUrl, eventUrl, memberUrl, nodeUrl, postUrl, threadUrl } from '../../view-urls';

export type AlertContent = NonNullable<Alert['Content']>;
export type ContentKey = `${AlertContentType}:${number}`;

const SNIPPET_LENGTH = 140;

function snippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > SNIPPET_LENGTH ? `${flat.slice(0, SNIPPET_LENGTH - 1)}…` : flat;
}

/**
 * Title, link and excerpt of everything the alerts point at: one query per content type, never
 * one per alert. Content that no longer exists is simply absent, and so is a conversation (or one
 * of its messages) that `viewerId` does not take part in (left, or never in it): its title is
 * for its participants only. Without a viewer no conversation is resolved.
 */
export async function resolveAlertContent(
  db: Kysely<Database>,
  refs: { content_type: AlertContentType; content_id: number | null }[],
  viewerId?: number,
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
      // A deleted or held post (or thread) is no longer the member's to open: the alert stays, without it.
      .where('posts.message_state', '=', 'visible')
      .where('threads.discussion_state', '=', 'visible')
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
    const rows = await db.selectFrom('threads').select(['thread_id', 'slug', 'title']).where('thread_id', 'in', threadIds).where('discussion_state', '=', 'visible').execute();
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
  const messageIds = ids('conversation_message');
  if (viewerId !== undefined && conversationIds.length) {
    const rows = await db
      .selectFrom('conversations')
      .innerJoin('conversation_recipients as me', (join) =>
        join.onRef('me.conversation_id', '=', 'conversations.conversation_id').on('me.user_id', '=', viewerId),
      )
      .select(['conversations.conversation_id', 'conversations.title'])
      .where('conversations.conversation_id', 'in', conversationIds)
      .execute();
    for (const row of rows) {
      found.set(`conversation:${row.conversation_id}`, {
        view_url: conversationUrl(row.conversation_id),
        title: row.title,
        message: null,
      });
    }
  }
  if (viewerId !== undefined && messageIds.length) {
    const rows = await db
      .selectFrom('conversation_messages as m')
      .innerJoin('conversations', 'conversations.conversation_id', 'm.conversation_id')
      .innerJoin('conversation_recipients as me', (join) => join.onRef('me.conversation_id', '=', 'm.conversation_id').on('me.user_id', '=', viewerId))
      .select(['m.message_id', 'm.message_parsed', 'conversations.conversation_id', 'conversations.title'])
      .where('m.message_id', 'in', messageIds)
      .execute();
    for (const row of rows) {
      found.set(`conversation_message:${row.message_id}`, {
        view_url: `${conversationUrl(row.conversation_id)}#message-${row.message_id}`,
        title: row.title,
        message: snippet(row.message_parsed),
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
  const nodeIds = ids('node');
  if (nodeIds.length) {
    const rows = await db.selectFrom('nodes').select(['node_id', 'slug', 'title']).where('node_id', 'in', nodeIds).execute();
    for (const row of rows) found.set(`node:${row.node_id}`, { view_url: nodeUrl(row.slug, row.node_id), title: row.title, message: null });
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
