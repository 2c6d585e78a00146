// Pushes a member's new alerts and conversation messages to their browsers' subscriptions when this
// process publishes their counts (app.live.onCountsPublished). Fire and forget: a push never delays
// or fails the request that caused it, and its failures are only logged (spec §8).
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import webpush, { WebPushError } from 'web-push';
import type { PushPayload } from '@trailhead/shared-kernel/types';
import type { AlertContentType } from '../../db/tables/messaging.table';
import type { Database } from '../../db/tables';
import { resolveAlertContent } from '../alerts/alert-content.repository';
import { isValidAccount } from '../users/user-privacy';
import { alertPayload, messagePayload } from './push-payload';
import {
  advanceCursor,
  alertsAfter,
  countSubscriptions,
  cursorOf,
  deleteSubscriptionById,
  messagesAfter,
  recordFailure,
  recordPushed,
  subscriptionsOf,
  type StoredSubscription,
} from './push.repository';
import type { VapidKeys } from './vapid-keys';

/** A push service keeps an undelivered push this long (the browser may be offline for a night). */
export const PUSH_TTL_SECONDS = 86_400;
/** At most this many alerts a run, and one notification per conversation. */
const MAX_ALERTS = 5;
const MAX_MESSAGES = 20;

export interface PushSenderOptions {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  keys: () => Promise<VapidKeys>;
  subject: string;
  now: () => number;
}

function pushFlags(json: string): { alert: boolean; conversation_message: boolean } {
  try {
    const flags = JSON.parse(json) as Record<string, unknown>;
    return { alert: flags.alert !== false, conversation_message: flags.conversation_message !== false };
  } catch {
    return { alert: true, conversation_message: true };
  }
}

/** Moves of the cursor a run tries before leaving the rest to the runs that keep winning it. */
const MAX_CURSOR_TRIES = 5;

export class PushSender {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly options: PushSenderOptions) {}

  /** Starts a run for the member without waiting for it. */
  notify(userId: number): void {
    const run = this.run(userId)
      .catch((error: unknown) => this.options.log.error({ err: error, user_id: userId }, 'web push failed'))
      .finally(() => this.running.delete(run));
    this.running.add(run);
  }

  /** Resolves once every run started so far has ended (closing the app; tests). */
  async settled(): Promise<void> {
    while (this.running.size) await Promise.all([...this.running]);
  }

  private async run(userId: number): Promise<void> {
    const { db } = this.options;
    if ((await countSubscriptions(db, userId)) === 0) return;
    const member = await db.selectFrom('users').select(['user_id', 'account_state', 'is_admin', 'is_moderator', 'push_flags']).where('user_id', '=', userId).executeTakeFirst();
    if (!member || !isValidAccount(member)) return;

    // Only the run that moves the cursor sends: each alert and message is pushed once. A run that
    // loses the move to another (two publishes close together, another process) reads the cursor
    // again and sends what the winner's range did not hold, so nothing newer is dropped.
    let taken: { alerts: Awaited<ReturnType<typeof alertsAfter>>; messages: Awaited<ReturnType<typeof messagesAfter>> } | null = null;
    for (let attempt = 0; attempt < MAX_CURSOR_TRIES && !taken; attempt++) {
      const from = await cursorOf(db, userId);
      const alerts = await alertsAfter(db, userId, from.last_alert_id, MAX_ALERTS);
      const messages = await messagesAfter(db, userId, from.last_message_id, MAX_MESSAGES);
      const to = { last_alert_id: alerts.newestId, last_message_id: messages.newestId };
      if (to.last_alert_id === from.last_alert_id && to.last_message_id === from.last_message_id) return;
      if (await advanceCursor(db, userId, from, to)) taken = { alerts, messages };
    }
    if (!taken) return;
    const { alerts, messages } = taken;

    const flags = pushFlags(member.push_flags);
    const payloads: PushPayload[] = [];
    if (flags.conversation_message) {
      // The newest message of each conversation (its notification replaces the older ones anyway).
      const newestByConversation = new Map(messages.rows.map((row) => [row.conversation_id, row]));
      for (const row of newestByConversation.values()) payloads.push(messagePayload(row));
    }
    if (flags.alert && alerts.rows.length) {
      const content = await resolveAlertContent(
        db,
        alerts.rows.map((row) => ({ content_type: row.content_type as AlertContentType, content_id: row.content_id })),
        // A conversation alert's title and link are resolved only for a participant: the member pushed to.
        userId,
      );
      for (const row of alerts.rows) {
        const found = row.content_id !== null ? content.get(`${row.content_type as AlertContentType}:${row.content_id}`) : undefined;
        payloads.push(alertPayload({ ...row, content: found ? { title: found.title, view_url: found.view_url } : null }));
      }
    }
    if (!payloads.length) return;
    const subscriptions = await subscriptionsOf(db, userId);
    // One browser after the other: a member has few, and a gone one is forgotten before the next run.
    for (const subscription of subscriptions) {
      for (const payload of payloads) {
        if (!(await this.send(subscription, payload))) break;
      }
    }
  }

  /** Sends one push; false when the subscription is gone (and was deleted). */
  private async send(subscription: StoredSubscription, payload: PushPayload): Promise<boolean> {
    const { db, log } = this.options;
    const keys = await this.options.keys();
    try {
      await webpush.sendNotification(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(payload),
        {
          TTL: PUSH_TTL_SECONDS,
          contentEncoding: 'aes128gcm',
          vapidDetails: { subject: this.options.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          timeout: 10_000,
        },
      );
      await recordPushed(db, subscription.subscription_id, this.options.now());
      return true;
    } catch (error) {
      if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
        // The browser dropped the subscription (RFC 8030 §7.3): forget it.
        await deleteSubscriptionById(db, subscription.subscription_id);
        log.info({ subscription_id: subscription.subscription_id, status: error.statusCode }, 'push subscription gone, deleted');
        return false;
      }
      await recordFailure(db, subscription.subscription_id);
      log.warn({ err: error, subscription_id: subscription.subscription_id }, 'could not send a web push');
      return true;
    }
  }
}
