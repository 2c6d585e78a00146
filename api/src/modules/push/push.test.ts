// Web push end to end: the API's routes, then real encrypted pushes to a local push service that
// decrypts them (test/push/push-receiver.ts), as a browser's would.
import type { Kysely } from 'kysely';
import { nowSeconds } from '../../clock';
import type { Database } from '../../db/database';
import type { UserRow } from '../../db/tables/users.table';
import { makeUser, PASSWORD } from '../../../test/fixtures';
import { build, countRows, get, json, loginAs, post, type TestApp } from '../../../test/helper';
import { startPushReceiver, trustReceiverCertificate, type PushReceiver } from '../../../test/push/push-receiver';
import { createAlerts } from '../alerts/alerts-writer';
import { loadOrCreateVapidKeys } from './vapid-keys';

const URL = '/api/update-push-notifications';

describe('web push', () => {
  let t: TestApp;
  const users: Record<string, UserRow> = {};
  const cookies: Record<string, string> = {};
  const receivers: PushReceiver[] = [];

  async function receiver(): Promise<PushReceiver> {
    const started = await startPushReceiver();
    receivers.push(started);
    return started;
  }

  beforeAll(async () => {
    trustReceiverCertificate();
    t = await build({
      settings: { pushEndpointHosts: ['127.0.0.1'] },
      seed: async (db) => {
        users.amy = await makeUser(db, { username: 'amy' });
        users.bo = await makeUser(db, { username: 'bo' });
        users.cy = await makeUser(db, { username: 'cy' });
        users.newbie = await makeUser(db, { username: 'newbie', account_state: 'not_valid' });
        users.outlaw = await makeUser(db, { username: 'outlaw' });
      },
    });
    for (const name of ['amy', 'bo', 'cy', 'newbie', 'outlaw']) cookies[name] = await loginAs(t.app, name, PASSWORD);
    // Banned after logging in: the session stays, the routes refuse it.
    await t.db.updateTable('users').set({ account_state: 'banned' }).where('user_id', '=', users.outlaw.user_id).execute();
  });
  afterAll(async () => {
    await t.close();
    await Promise.all(receivers.map((r) => r.close()));
  });

  async function subscriptionRows(userId?: number) {
    let query = t.db.selectFrom('push_subscriptions').selectAll();
    if (userId !== undefined) query = query.where('user_id', '=', userId);
    return query.execute();
  }

  describe('GET /update-push-notifications', () => {
    it('gives a valid member the VAPID public key and may-enable', async () => {
      const response = await get(t.app, URL, cookies.amy);
      expect(response.statusCode).toBe(200);
      const body = json(response);
      expect(body.can_enable_push_notifications).toBe(true);
      // An uncompressed P-256 point, base64url: what pushManager.subscribe takes.
      expect(Buffer.from(body.public_key, 'base64url')).toHaveLength(65);
      const stored = await loadOrCreateVapidKeys(t.db, nowSeconds());
      expect(body.public_key).toBe(stored.publicKey);
    });

    it('tells a member whose account is not valid that they may not enable push', async () => {
      const body = json(await get(t.app, URL, cookies.newbie));
      expect(body.can_enable_push_notifications).toBe(false);
    });

    it('refuses visitors (401) and banned members (403)', async () => {
      expect((await get(t.app, URL)).statusCode).toBe(401);
      expect((await get(t.app, URL, cookies.outlaw)).statusCode).toBe(403);
    });
  });

  describe('VAPID keys', () => {
    it('are made once: the first writer wins and everyone reads the same pair', async () => {
      const [a, b] = await Promise.all([loadOrCreateVapidKeys(t.db, 1), loadOrCreateVapidKeys(t.db, 2)]);
      expect(a).toEqual(b);
      expect(await t.db.selectFrom('app_secrets').select('name').where('name', '=', 'vapid').execute()).toHaveLength(1);
    });
  });

  describe('POST /update-push-notifications', () => {
    const good = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', key: '', token: '', encoding: 'aes128gcm' };
    beforeAll(async () => {
      const r = await receiver();
      good.key = r.subscription.key;
      good.token = r.subscription.token;
    });

    it('saves a subscription, and moves an endpoint to the member who sends it next', async () => {
      const saved = await post(t.app, URL, good, cookies.cy);
      expect(saved.statusCode).toBe(200);
      expect(json(saved)).toEqual({ subscribed: true });
      expect(await subscriptionRows(users.cy.user_id)).toMatchObject([{ endpoint: good.endpoint, p256dh: good.key, auth: good.token, encoding: 'aes128gcm' }]);

      expect((await post(t.app, URL, good, cookies.bo)).statusCode).toBe(200);
      expect(await subscriptionRows(users.cy.user_id)).toHaveLength(0);
      expect(await subscriptionRows(users.bo.user_id)).toHaveLength(1);
    });

    it('forgets it with unsubscribed: true (only the member’s own)', async () => {
      expect(json(await post(t.app, URL, { endpoint: good.endpoint, unsubscribed: true }, cookies.cy))).toEqual({ subscribed: false });
      expect(await subscriptionRows(users.bo.user_id)).toHaveLength(1);
      expect(json(await post(t.app, URL, { ...good, unsubscribed: true }, cookies.bo))).toEqual({ subscribed: false });
      expect(await subscriptionRows(users.bo.user_id)).toHaveLength(0);
    });

    it.each([
      ['a missing endpoint', () => ({ ...good, endpoint: undefined }), /endpoint/],
      ['an http endpoint', () => ({ ...good, endpoint: 'http://fcm.googleapis.com/x' }), 'The push endpoint must be an https URL.'],
      ['an endpoint that is not a URL', () => ({ ...good, endpoint: 'not a url' }), 'The push endpoint must be an https URL.'],
      ['an endpoint of no push service', () => ({ ...good, endpoint: 'https://internal.example/admin' }), 'The push endpoint must be an address of a browser push service.'],
      ['credentials in the endpoint', () => ({ ...good, endpoint: 'https://u:p@fcm.googleapis.com/x' }), 'The push endpoint must be an https URL.'],
      ['a huge endpoint', () => ({ ...good, endpoint: `https://fcm.googleapis.com/${'x'.repeat(2100)}` }), /endpoint/],
      ['another encoding', () => ({ ...good, encoding: 'aesgcm' }), "The push encoding must be 'aes128gcm'."],
      ['no encoding', () => ({ ...good, encoding: undefined }), "The push encoding must be 'aes128gcm'."],
      ['a short key', () => ({ ...good, key: good.key.slice(0, 40) }), "The push key must be the browser's P-256 public key (65 bytes, base64url)."],
      ['a key off the curve', () => ({ ...good, key: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url') }), "The push key must be the browser's P-256 public key (65 bytes, base64url)."],
      ['a key that is not base64url', () => ({ ...good, key: `${'!'.repeat(87)}` }), "The push key must be the browser's P-256 public key (65 bytes, base64url)."],
      ['a wrong-sized token', () => ({ ...good, token: 'AAAA' }), "The push token must be the browser's auth secret (16 bytes, base64url)."],
      ['a number as the key', () => ({ ...good, key: 12 }), /key/],
      ['unsubscribed that is not a boolean', () => ({ ...good, unsubscribed: 'yes' }), /unsubscribed/],
    ])('answers 400 to %s and writes nothing', async (_label, body, message) => {
      const before = await countRows(t.db, 'push_subscriptions');
      const cursorsBefore = await countRows(t.db, 'push_cursors');
      const response = await post(t.app, URL, body(), cookies.amy);
      expect(response.statusCode).toBe(400);
      const text = json(response).errors[0].message as string;
      if (typeof message === 'string') expect(text).toBe(message);
      else expect(text).toMatch(message);
      expect(await countRows(t.db, 'push_subscriptions')).toBe(before);
      expect(await countRows(t.db, 'push_cursors')).toBe(cursorsBefore);
    });

    it('refuses a visitor (401), a banned member and a member whose account is not valid (403), writing nothing', async () => {
      const before = await countRows(t.db, 'push_subscriptions');
      expect((await post(t.app, URL, good)).statusCode).toBe(401);
      expect((await post(t.app, URL, good, cookies.outlaw)).statusCode).toBe(403);
      const refused = await post(t.app, URL, good, cookies.newbie);
      expect(refused.statusCode).toBe(403);
      expect(json(refused).errors[0].message).toBe('Please complete and confirm your account before you turn on notifications.');
      expect(await countRows(t.db, 'push_subscriptions')).toBe(before);
    });
  });

  describe('sending', () => {
    let conversationId: number;
    let conversationTitle: string;

    async function sendMessage(db: Kysely<Database>, from: UserRow, to: UserRow[], text: string): Promise<number> {
      const now = nowSeconds();
      const { message_id } = await db
        .insertInto('conversation_messages')
        .values({ conversation_id: conversationId, user_id: from.user_id, username: from.username, message_date: now, message_html: `<p>${text}</p>`, message_parsed: text })
        .returning('message_id')
        .executeTakeFirstOrThrow();
      await db.updateTable('conversation_recipients').set({ is_unread: true }).where('conversation_id', '=', conversationId).where('user_id', 'in', to.map((u) => u.user_id)).execute();
      for (const member of to) t.app.live.publishCounts(member.user_id);
      return message_id;
    }

    beforeAll(async () => {
      const now = nowSeconds();
      conversationTitle = 'Moab in May';
      ({ conversation_id: conversationId } = await t.db
        .insertInto('conversations')
        .values({ title: conversationTitle, starter_user_id: users.amy.user_id, start_date: now, last_message_date: now, last_message_user_id: users.amy.user_id, last_message_username: 'amy', reply_count: 0 })
        .returning('conversation_id')
        .executeTakeFirstOrThrow());
      await t.db
        .insertInto('conversation_recipients')
        .values([users.amy, users.bo].map((u) => ({ conversation_id: conversationId, user_id: u.user_id, is_unread: false, is_starred: false, joined_date: now })))
        .execute();
    });

    it('pushes a new message, encrypted, to the member whose page is closed: exactly once, naming the sender and linking to the message', async () => {
      const bo = await receiver();
      expect((await post(t.app, URL, bo.subscription, cookies.bo)).statusCode).toBe(200);

      const messageId = await sendMessage(t.db, users.amy, [users.bo], 'Are you bringing the winch?');
      const push = await bo.nth(1);
      expect(push.payload).toEqual({
        title: 'New message',
        body: `amy in ${conversationTitle}: Are you bringing the winch?`,
        url: `/conversations/${conversationId}#message-${messageId}`,
        tag: `conversation-${conversationId}`,
      });
      expect(push.headers.ttl).toBe('86400');
      expect(push.claims.aud).toBe(new globalThis.URL(bo.subscription.endpoint).origin);

      // The same change heard again (another publish, another process) pushes nothing new: the
      // next push to arrive is the next message's.
      t.app.live.publishCounts(users.bo.user_id);
      const next = await sendMessage(t.db, users.amy, [users.bo], 'And snacks');
      expect((await bo.nth(2)).payload).toMatchObject({ url: `/conversations/${conversationId}#message-${next}` });
      expect(bo.received).toHaveLength(2);
      expect(bo.problems).toEqual([]);
      // The sender's own message is not pushed to them (amy has no subscription): nothing failed.
      await t.app.pushes.settled();
      const [row] = await subscriptionRows(users.bo.user_id);
      expect(row.failure_count).toBe(0);
      expect(row.last_push_at).not.toBeNull();
      await post(t.app, URL, { ...bo.subscription, unsubscribed: true }, cookies.bo);
    });

    it('pushes a new alert with its sentence and link', async () => {
      const amy = await receiver();
      expect((await post(t.app, URL, amy.subscription, cookies.amy)).statusCode).toBe(200);
      const alerted = await t.db.transaction().execute((trx) =>
        createAlerts(trx, [{ user_id: users.amy.user_id, from_user_id: users.cy.user_id, action: 'following', content_type: 'user', content_id: users.cy.user_id }], nowSeconds()),
      );
      for (const userId of alerted) t.app.live.publishCounts(userId);
      const push = await amy.nth(1);
      expect(push.payload).toMatchObject({ title: 'Trailhead', body: 'cy is now following you.' });
      expect((push.payload as { url: string }).url).toMatch(/^\//);
      expect(amy.problems).toEqual([]);
      await post(t.app, URL, { ...amy.subscription, unsubscribed: true }, cookies.amy);
    });

    it('pushes a conversation alert with the conversation’s title and link (resolved for the participant it is pushed to)', async () => {
      const amy = await receiver();
      expect((await post(t.app, URL, amy.subscription, cookies.amy)).statusCode).toBe(200);
      const alerted = await t.db.transaction().execute((trx) =>
        createAlerts(trx, [{ user_id: users.amy.user_id, from_user_id: users.bo.user_id, action: 'mention', content_type: 'conversation', content_id: conversationId }], nowSeconds()),
      );
      for (const userId of alerted) t.app.live.publishCounts(userId);
      const push = (await amy.nth(1)).payload as { body: string; url: string };
      expect(push.body).toContain(conversationTitle);
      expect(push.url).toBe(`/conversations/${conversationId}`);
      await post(t.app, URL, { ...amy.subscription, unsubscribed: true }, cookies.amy);
    });

    it('honours the member’s push flags: messages off, alerts still on', async () => {
      const bo = await receiver();
      await post(t.app, URL, bo.subscription, cookies.bo);
      await t.db.updateTable('users').set({ push_flags: JSON.stringify({ conversation_message: false }) }).where('user_id', '=', users.bo.user_id).execute();
      await sendMessage(t.db, users.amy, [users.bo], 'Not pushed');
      const alerted = await t.db.transaction().execute((trx) =>
        createAlerts(trx, [{ user_id: users.bo.user_id, from_user_id: users.amy.user_id, action: 'following', content_type: 'user', content_id: users.amy.user_id }], nowSeconds()),
      );
      for (const userId of alerted) t.app.live.publishCounts(userId);
      // The message came first: had it been pushed, it would be the first push.
      expect((await bo.nth(1)).payload).toMatchObject({ body: 'amy is now following you.' });
      expect(bo.received).toHaveLength(1);
      await t.db.updateTable('users').set({ push_flags: '{}' }).where('user_id', '=', users.bo.user_id).execute();
      await post(t.app, URL, { ...bo.subscription, unsubscribed: true }, cookies.bo);
    });

    it('sends nothing to an unsubscribed browser', async () => {
      const gone = await receiver();
      const kept = await receiver();
      await post(t.app, URL, gone.subscription, cookies.bo);
      await post(t.app, URL, { ...gone.subscription, unsubscribed: true }, cookies.bo);
      await post(t.app, URL, kept.subscription, cookies.bo);
      await sendMessage(t.db, users.amy, [users.bo], 'Only to the kept one');
      // Subscriptions are pushed to one after the other, oldest first: had the unsubscribed one
      // still been held, its push would have arrived before this one.
      expect((await kept.nth(1)).payload).toMatchObject({ body: `amy in ${conversationTitle}: Only to the kept one` });
      expect(gone.received).toHaveLength(0);
      await post(t.app, URL, { ...kept.subscription, unsubscribed: true }, cookies.bo);
    });

    it('forgets a subscription the push service says is gone (410), and keeps pushing to the others', async () => {
      const gone = await receiver();
      const kept = await receiver();
      await post(t.app, URL, gone.subscription, cookies.bo);
      await post(t.app, URL, kept.subscription, cookies.bo);
      gone.answerWith(410);
      await sendMessage(t.db, users.amy, [users.bo], 'Anyone there?');
      await kept.nth(1);
      await t.app.pushes.settled();
      expect((await subscriptionRows(users.bo.user_id)).map((row) => row.endpoint)).toEqual([kept.subscription.endpoint]);
      await post(t.app, URL, { ...kept.subscription, unsubscribed: true }, cookies.bo);
    });

    it('counts other failures without deleting the subscription', async () => {
      const failing = await receiver();
      const kept = await receiver();
      await post(t.app, URL, failing.subscription, cookies.bo);
      await post(t.app, URL, kept.subscription, cookies.bo);
      failing.answerWith(500);
      await sendMessage(t.db, users.amy, [users.bo], 'Hello?');
      await kept.nth(1);
      await t.app.pushes.settled();
      const rows = await subscriptionRows(users.bo.user_id);
      expect(rows.find((row) => row.endpoint === failing.subscription.endpoint)?.failure_count).toBe(1);
      for (const r of [failing, kept]) await post(t.app, URL, { ...r.subscription, unsubscribed: true }, cookies.bo);
    });

    it('does not push to a member who left the conversation', async () => {
      const bo = await receiver();
      await post(t.app, URL, bo.subscription, cookies.bo);
      await t.db.deleteFrom('conversation_recipients').where('conversation_id', '=', conversationId).where('user_id', '=', users.bo.user_id).execute();
      await sendMessage(t.db, users.amy, [users.bo], 'After you left');
      const alerted = await t.db.transaction().execute((trx) =>
        createAlerts(trx, [{ user_id: users.bo.user_id, from_user_id: users.cy.user_id, action: 'following', content_type: 'user', content_id: users.cy.user_id }], nowSeconds()),
      );
      for (const userId of alerted) t.app.live.publishCounts(userId);
      expect((await bo.nth(1)).payload).toMatchObject({ body: 'cy is now following you.' });
      expect(bo.received).toHaveLength(1);
    });
  });
});
