// Push subscriptions, and what has already been pushed to each member (push_cursors).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import type { CheckedSubscription } from './push-subscription';

type Db = Kysely<Database>;

export interface StoredSubscription {
  subscription_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushCursor {
  last_alert_id: number;
  last_message_id: number;
}

/** The newest alert and conversation message that exist now for the member: a new subscription starts after them. */
async function latestIds(db: Db, userId: number): Promise<PushCursor> {
  const alert = await db.selectFrom('alerts').select((eb) => eb.fn.max('alert_id').as('id')).where('user_id', '=', userId).executeTakeFirst();
  const message = await db.selectFrom('conversation_messages').select((eb) => eb.fn.max('message_id').as('id')).executeTakeFirst();
  return { last_alert_id: Number(alert?.id ?? 0), last_message_id: Number(message?.id ?? 0) };
}

/**
 * Saves the browser's subscription for the member (an endpoint that belonged to another member
 * moves to this one: the browser was signed in as them before). A member's first subscription
 * starts the cursor at what exists now, so turning push on does not replay old alerts.
 */
export async function saveSubscription(db: Db, userId: number, subscription: CheckedSubscription, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('push_subscriptions').select('subscription_id').where('user_id', '=', userId).executeTakeFirst();
    if (!existing) {
      const latest = await latestIds(trx, userId);
      await trx
        .insertInto('push_cursors')
        .values({ user_id: userId, ...latest })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(latest))
        .execute();
    }
    await trx
      .insertInto('push_subscriptions')
      .values({ user_id: userId, endpoint: subscription.endpoint, p256dh: subscription.p256dh, auth: subscription.auth, encoding: 'aes128gcm', created_at: now })
      .onConflict((oc) =>
        oc.column('endpoint').doUpdateSet({ user_id: userId, p256dh: subscription.p256dh, auth: subscription.auth, encoding: 'aes128gcm', failure_count: 0 }),
      )
      .execute();
  });
}

/** Forgets the member's subscription at this endpoint (another member's stays). */
export async function deleteSubscription(db: Db, userId: number, endpoint: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('user_id', '=', userId).where('endpoint', '=', endpoint).execute();
}

export async function subscriptionsOf(db: Db, userId: number): Promise<StoredSubscription[]> {
  return db
    .selectFrom('push_subscriptions')
    .select(['subscription_id', 'endpoint', 'p256dh', 'auth'])
    .where('user_id', '=', userId)
    .orderBy('subscription_id')
    .execute();
}

export async function countSubscriptions(db: Db, userId: number): Promise<number> {
  const row = await db.selectFrom('push_subscriptions').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function cursorOf(db: Db, userId: number): Promise<PushCursor> {
  const row = await db.selectFrom('push_cursors').select(['last_alert_id', 'last_message_id']).where('user_id', '=', userId).executeTakeFirst();
  return row ?? { last_alert_id: 0, last_message_id: 0 };
}

/**
 * Moves the member's cursor from `from` to `to`; true only for the caller that moved it. Several
 * processes may hear of the same change: only the one whose update wins sends the pushes.
 */
export async function advanceCursor(db: Db, userId: number, from: PushCursor, to: PushCursor): Promise<boolean> {
  const result = await db
    .updateTable('push_cursors')
    .set({ last_alert_id: to.last_alert_id, last_message_id: to.last_message_id })
    .where('user_id', '=', userId)
    .where('last_alert_id', '=', from.last_alert_id)
    .where('last_message_id', '=', from.last_message_id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The member's alerts after the cursor: the newest id, and the unviewed ones (oldest first, at most `limit`). */
export async function alertsAfter(db: Db, userId: number, afterId: number, limit: number) {
  const newest = await db
    .selectFrom('alerts')
    .select((eb) => eb.fn.max('alert_id').as('id'))
    .where('user_id', '=', userId)
    .where('alert_id', '>', afterId)
    .executeTakeFirst();
  const rows = await db
    .selectFrom('alerts')
    .leftJoin('users as from_user', 'from_user.user_id', 'alerts.from_user_id')
    .select(['alerts.alert_id', 'alerts.action', 'alerts.content_type', 'alerts.content_id', 'alerts.extra_data', 'from_user.username as from_username'])
    .where('alerts.user_id', '=', userId)
    .where('alerts.alert_id', '>', afterId)
    .where('alerts.is_viewed', '=', false)
    .orderBy('alerts.alert_id', 'desc')
    .limit(limit)
    .execute();
  return { newestId: newest?.id == null ? afterId : Number(newest.id), rows: rows.reverse() };
}

/**
 * Messages from others after the cursor in the conversations the member takes part in now (a left
 * conversation no longer notifies), unread by them, from members they do not ignore.
 */
export async function messagesAfter(db: Db, userId: number, afterId: number, limit: number) {
  const newest = await db.selectFrom('conversation_messages').select((eb) => eb.fn.max('message_id').as('id')).where('message_id', '>', afterId).executeTakeFirst();
  const rows = await db
    .selectFrom('conversation_messages as m')
    .innerJoin('conversation_recipients as me', (join) => join.onRef('me.conversation_id', '=', 'm.conversation_id').on('me.user_id', '=', userId))
    .innerJoin('conversations as c', 'c.conversation_id', 'm.conversation_id')
    .select(['m.message_id', 'm.conversation_id', 'm.username', 'm.message_parsed', 'm.message_html', 'c.title'])
    .where('m.message_id', '>', afterId)
    .where('m.user_id', '!=', userId)
    .where('me.is_unread', '=', true)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('user_ignores').select('ignored_user_id').where('user_ignores.user_id', '=', userId).whereRef('user_ignores.ignored_user_id', '=', 'm.user_id'))),
    )
    .orderBy('m.message_id', 'desc')
    .limit(limit)
    .execute();
  return { newestId: newest?.id == null ? afterId : Number(newest.id), rows: rows.reverse() };
}

export async function recordPushed(db: Db, subscriptionId: number, now: number): Promise<void> {
  await db.updateTable('push_subscriptions').set({ last_push_at: now, failure_count: 0 }).where('subscription_id', '=', subscriptionId).execute();
}

export async function recordFailure(db: Db, subscriptionId: number): Promise<void> {
  await db
    .updateTable('push_subscriptions')
    .set((eb) => ({ failure_count: eb('failure_count', '+', 1) }))
    .where('subscription_id', '=', subscriptionId)
    .execute();
}

export async function deleteSubscriptionById(db: Db, subscriptionId: number): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('subscription_id', '=', subscriptionId).execute();
}
