import type { Kysely } from 'kysely';
import type { Alert } from '@trailhead/shared-kernel/types';
import { preparedListQuery } from '../../db/prepared-query';
import type { Database } from '../../db/tables';
import type { AlertContentType } from '../../db/tables/messaging.table';
import { CONTENT_BATCH, resolveProfileAlertContent } from '../activity/profile-alert-content';
import { MEMBERSHIP_TITLES } from '../membership/membership';
import { clubUrl, conversationUrl, eventUrl, memberUrl, nodeUrl, postUrl, threadUrl } from '../../view-urls';

export type AlertContent = NonNullable<Alert['Content']>;
export type ContentKey = `${AlertContentType}:${number}`;

const SNIPPET_LENGTH = 140;

function snippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > SNIPPET_LENGTH ? `${flat.slice(0, SNIPPET_LENGTH - 1)}…` : flat;
}

// What each kind of content is read by: one query per kind, compiled once for a page's worth of ids
// (preparedListQuery), since the bell and /alerts ask on every visit.
const postsIn = preparedListQuery(CONTENT_BATCH, (db, ids) =>
  db
    .selectFrom('posts')
    .innerJoin('threads', 'threads.thread_id', 'posts.thread_id')
    .select(['posts.post_id', 'posts.position', 'posts.message_parsed', 'threads.thread_id', 'threads.slug', 'threads.title'])
    .where('posts.post_id', 'in', ids)
    // A deleted or held post (or thread) is no longer the member's to open: the alert stays, without it.
    .where('posts.message_state', '=', 'visible')
    .where('threads.discussion_state', '=', 'visible'),
);
const threadsIn = preparedListQuery(CONTENT_BATCH, (db, ids) =>
  db.selectFrom('threads').select(['thread_id', 'slug', 'title']).where('thread_id', 'in', ids).where('discussion_state', '=', 'visible'),
);
const eventsIn = preparedListQuery(CONTENT_BATCH, (db, ids) => db.selectFrom('events').select(['event_id', 'title']).where('event_id', 'in', ids));
const viewersConversationsIn = preparedListQuery(
  CONTENT_BATCH,
  (db, ids, viewerId: number) =>
    db
      .selectFrom('conversations')
      .select(['conversations.conversation_id', 'conversations.title'])
      .where('conversations.conversation_id', 'in', ids)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('conversation_recipients as me').select('me.user_id').whereRef('me.conversation_id', '=', 'conversations.conversation_id').where('me.user_id', '=', viewerId),
        ),
      ),
  -1_000_001,
);
const viewersMessagesIn = preparedListQuery(
  CONTENT_BATCH,
  (db, ids, viewerId: number) =>
    db
      .selectFrom('conversation_messages as m')
      .innerJoin('conversations', 'conversations.conversation_id', 'm.conversation_id')
      .select(['m.message_id', 'm.message_parsed', 'conversations.conversation_id', 'conversations.title'])
      .where('m.message_id', 'in', ids)
      // A subquery, not a join: with a page's worth of ids SQLite would otherwise walk all the viewer's conversations.
      .where(({ exists, selectFrom }) =>
        exists(selectFrom('conversation_recipients as me').select('me.user_id').whereRef('me.conversation_id', '=', 'm.conversation_id').where('me.user_id', '=', viewerId)),
      ),
  -1_000_001,
);
const usersIn = preparedListQuery(CONTENT_BATCH, (db, ids) => db.selectFrom('users').select(['user_id', 'username']).where('user_id', 'in', ids));
const clubsIn = preparedListQuery(CONTENT_BATCH, (db, ids) => db.selectFrom('clubs').select(['club_id', 'slug', 'name']).where('club_id', 'in', ids));
const awardsIn = preparedListQuery(CONTENT_BATCH, (db, ids) => db.selectFrom('awards').select(['award_id', 'title']).where('award_id', 'in', ids));
const nodesIn = preparedListQuery(CONTENT_BATCH, (db, ids) => db.selectFrom('nodes').select(['node_id', 'slug', 'title']).where('node_id', 'in', ids));
const periodsIn = preparedListQuery(CONTENT_BATCH, (db, ids) =>
  db.selectFrom('membership_periods').select(['period_id', 'membership_code']).where('period_id', 'in', ids),
);

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
  const [posts, threads, events, conversations, messages, users, clubs, awards, nodes, periods, profileContent] = await Promise.all([
    postsIn(db, ids('post')),
    threadsIn(db, ids('thread')),
    eventsIn(db, ids('event')),
    viewerId === undefined ? [] : viewersConversationsIn(db, ids('conversation'), viewerId),
    viewerId === undefined ? [] : viewersMessagesIn(db, ids('conversation_message'), viewerId),
    usersIn(db, ids('user')),
    clubsIn(db, ids('club')),
    awardsIn(db, ids('award')),
    nodesIn(db, ids('node')),
    periodsIn(db, ids('membership')),
    resolveProfileAlertContent(db, ids('profile_post'), ids('profile_comment')),
  ]);
  for (const row of posts) {
    found.set(`post:${row.post_id}`, { view_url: postUrl(row.slug, row.thread_id, row.position, row.post_id), title: row.title, message: snippet(row.message_parsed) });
  }
  for (const row of threads) found.set(`thread:${row.thread_id}`, { view_url: threadUrl(row.slug, row.thread_id), title: row.title, message: null });
  for (const row of events) found.set(`event:${row.event_id}`, { view_url: eventUrl(row.event_id), title: row.title, message: null });
  for (const row of conversations) {
    found.set(`conversation:${row.conversation_id}`, { view_url: conversationUrl(row.conversation_id), title: row.title, message: null });
  }
  for (const row of messages) {
    found.set(`conversation_message:${row.message_id}`, {
      view_url: `${conversationUrl(row.conversation_id)}#message-${row.message_id}`,
      title: row.title,
      message: snippet(row.message_parsed),
    });
  }
  for (const row of users) found.set(`user:${row.user_id}`, { view_url: memberUrl(row.username, row.user_id), title: row.username, message: null });
  for (const row of clubs) found.set(`club:${row.club_id}`, { view_url: clubUrl(row.slug), title: row.name, message: null });
  for (const row of awards) found.set(`award:${row.award_id}`, { view_url: '/awards', title: row.title, message: null });
  for (const row of nodes) found.set(`node:${row.node_id}`, { view_url: nodeUrl(row.slug, row.node_id), title: row.title, message: null });
  // subscription_update / subscription_downgrade: the membership period, shown on My Subscriptions.
  for (const row of periods) found.set(`membership:${row.period_id}`, { view_url: '/subscriptions', title: MEMBERSHIP_TITLES[row.membership_code], message: null });
  for (const [key, content] of profileContent) found.set(key, content);
  return found;
}
