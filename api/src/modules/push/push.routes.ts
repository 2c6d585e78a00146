// Web push (spec §3 push subscription, §4 subscribe/unsubscribe, §7 POST /update-push-notifications):
// GET hands the browser the site's VAPID public key and whether this member may turn push on; POST
// saves or (unsubscribed: true) forgets this browser's subscription. The sender (push-sender.ts)
// listens to this process's count publishes and pushes the member's new alerts and messages.
import type { FastifyInstance } from 'fastify';
import type { PushSettingsResponse, PushSubscriptionRequest, PushSubscriptionResponse } from '@trailhead/shared-kernel/types';
import { nowSeconds } from '../../clock';
import { ACTIVE_MEMBER, guarded, memberOf } from '../../http/access';
import { ApiError } from '../../http/api-error';
import { noQuery } from '../../http/schemas';
import { isValidAccount } from '../users/user-privacy';
import { PushSender } from './push-sender';
import { checkedEndpoint, checkedSubscription, ENDPOINT_MAX_LENGTH, KEY_MAX_LENGTH, TOKEN_MAX_LENGTH } from './push-subscription';
import { deleteSubscription, saveSubscription, subscriptionsOf } from './push.repository';
import { loadOrCreateVapidKeys, vapidSubject, type VapidKeys } from './vapid-keys';

export const PUSH_NEEDS_VALID_ACCOUNT = 'Please complete and confirm your account before you turn on notifications.';

const settingsResponse = {
  type: 'object',
  required: ['public_key', 'can_enable_push_notifications'],
  properties: {
    public_key: { type: 'string', description: "the site's VAPID public key, base64url (pushManager.subscribe's applicationServerKey)" },
    can_enable_push_notifications: { type: 'boolean', description: 'whether this member may turn push notifications on (a valid account)' },
  },
} as const;

const subscriptionBody = {
  type: 'object',
  description: 'A browser push subscription (PushSubscription.toJSON(): endpoint, keys.p256dh as key, keys.auth as token)',
  required: ['endpoint'],
  properties: {
    endpoint: { type: 'string', maxLength: ENDPOINT_MAX_LENGTH, description: "the push service's https URL for this browser" },
    key: { type: 'string', maxLength: KEY_MAX_LENGTH, description: "the browser's P-256 public key (p256dh), base64url" },
    token: { type: 'string', maxLength: TOKEN_MAX_LENGTH, description: "the browser's auth secret, base64url" },
    encoding: { type: 'string', maxLength: 20, description: "'aes128gcm'" },
    unsubscribed: { type: 'boolean', description: 'true: forget this subscription' },
  },
} as const;

const subscriptionResponse = {
  type: 'object',
  required: ['subscribed'],
  properties: { subscribed: { type: 'boolean', description: 'whether the server now holds this subscription' } },
} as const;

async function pushRoutes(app: FastifyInstance): Promise<void> {
  // Made on first start (the first process to write them wins) and read once per process.
  let keys: Promise<VapidKeys> | null = null;
  const vapidKeys = () => {
    keys ??= loadOrCreateVapidKeys(app.db, nowSeconds()).catch((error: unknown) => {
      keys = null;
      throw error;
    });
    return keys;
  };
  app.addHook('onReady', async () => {
    await vapidKeys();
  });

  const sender = new PushSender({ db: app.db, log: app.log, keys: vapidKeys, subject: vapidSubject(app.settings), now: nowSeconds });
  const stopListening = app.live.onCountsPublished((userId) => sender.notify(userId));
  app.pushes.settled = () => sender.settled();
  app.addHook('onClose', async () => {
    stopListening();
    await sender.settled();
  });

  app.get('/update-push-notifications', { schema: { querystring: noQuery, response: { 200: settingsResponse } } }, async (request): Promise<PushSettingsResponse> => ({
    public_key: (await vapidKeys()).publicKey,
    can_enable_push_notifications: isValidAccount(memberOf(request)),
  }));

  app.post<{ Body: Partial<PushSubscriptionRequest> }>(
    '/update-push-notifications',
    { schema: { querystring: noQuery, body: subscriptionBody, response: { 200: subscriptionResponse } } },
    async (request): Promise<PushSubscriptionResponse> => {
      const user = memberOf(request);
      const body = request.body;
      if (body.unsubscribed === true) {
        // Anyone may stop their own pushes, even where they could not turn them on.
        await deleteSubscription(app.db, user.user_id, checkedEndpoint(body.endpoint, app.settings.pushEndpointHosts));
        return { subscribed: false };
      }
      if (!isValidAccount(user)) throw new ApiError(403, 'account_incomplete', PUSH_NEEDS_VALID_ACCOUNT);
      await saveSubscription(app.db, user.user_id, checkedSubscription(body, app.settings.pushEndpointHosts), nowSeconds());
      return { subscribed: true };
    },
  );

  if (app.settings.e2eTestHooks) await app.register(testHookRoutes);
}

const testSubscriptionsResponse = {
  type: 'object',
  properties: { endpoints: { type: 'array', items: { type: 'string' } } },
} as const;

/** The e2e suite reads which browsers the server would push to (E2E_TEST_HOOKS=1); the route does not exist otherwise. */
async function testHookRoutes(app: FastifyInstance): Promise<void> {
  app.get('/update-push-notifications/test/subscriptions', { schema: { hide: true, querystring: noQuery, response: { 200: testSubscriptionsResponse } } }, async (request) => ({
    endpoints: (await subscriptionsOf(app.db, memberOf(request).user_id)).map((row) => row.endpoint),
  }));
}

export default guarded(ACTIVE_MEMBER, pushRoutes);
