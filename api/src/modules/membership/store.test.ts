// The gear store: single sign-on (GET /store/go), the signed webhook (POST /store/webhook),
// activation codes (POST /membership/activate), and the legacy membership redirect.
import type { LightMyRequestResponse } from 'fastify';
import { nowSeconds } from '../../clock';
import { makeUser, PASSWORD } from '../../../test/fixtures';
import { build, countRows, json, loginAs, type TestApp } from '../../../test/helper';
import { verifyStoreToken } from './store-sso';
import { signWebhook } from './store-webhook';
import { registerLegacyMembershipRedirect } from './store-legacy-redirect';
import { makeRoleAccounts, ROLES, type Role } from './store-test-kit';

const SECRET = 'test-store-secret-0123456789';
const STORE = 'https://shop.test';

let t: TestApp;
const as: Partial<Record<Role, string>> = {};
const ids: Partial<Record<Role | 'buyer', number>> = {};

beforeAll(async () => {
  t = await build({
    settings: { store: { url: STORE, ssoSecret: SECRET }, siteUrl: 'https://trailhead.test' },
    registerSite: async (app) => registerLegacyMembershipRedirect(app),
    seed: async (db) => {
      Object.assign(ids, await makeRoleAccounts(db));
      ids.buyer = (await makeUser(db, { username: 'buyer', email_confirmed: true, membership_code: 'free_membership' })).user_id;
    },
  });
  for (const role of ROLES) as[role] = await loginAs(t.app, role, PASSWORD);
});

afterAll(async () => {
  await t.close();
});

const go = (to: string | undefined, cookie?: string, json = false) =>
  t.app.inject({
    method: 'GET',
    url: to === undefined ? '/api/store/go' : `/api/store/go?to=${encodeURIComponent(to)}`,
    headers: { ...(cookie ? { cookie } : {}), ...(json ? { accept: 'application/json' } : {}) },
  });

function tokenOf(response: LightMyRequestResponse): string | null {
  return new URL(response.headers.location as string).searchParams.get('sso');
}

describe('GET /api/store/go (single sign-on)', () => {
  it('sends a member to the store with a token the store verifies with the shared secret', async () => {
    const response = await go('/products/lift-kit?color=red', as.member);
    expect(response.statusCode).toBe(302);
    expect(response.headers['cache-control']).toBe('no-store');
    const location = new URL(response.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(`${STORE}/products/lift-kit`);
    expect(location.searchParams.get('color')).toBe('red');
    const claims = verifyStoreToken(tokenOf(response)!, SECRET, nowSeconds());
    expect(claims).toMatchObject({ sub: ids.member, email: 'member@example.test', username: 'member', membership: 'premium_membership', discount_percent: 10 });
    expect(claims!.exp - claims!.iat).toBe(300);
    expect(claims!.nonce).toMatch(/^[\w-]{16,}$/);
  });

  it('gives a free member a token without member pricing, and each token a new nonce', async () => {
    const first = verifyStoreToken(tokenOf(await go('/', as.rookie))!, SECRET, nowSeconds());
    const second = verifyStoreToken(tokenOf(await go('/', as.rookie))!, SECRET, nowSeconds());
    expect(first).toMatchObject({ sub: ids.rookie, membership: 'free_membership', discount_percent: 0 });
    expect(second!.nonce).not.toBe(first!.nonce);
  });

  it('answers JSON to a script that asks for it', async () => {
    const response = await go('/', as.member, true);
    expect(response.statusCode).toBe(200);
    const body = json(response);
    expect(body.signed_in).toBe(true);
    expect(body.url).toMatch(new RegExp(`^${STORE}/\\?sso=`));
  });

  it('refuses a token that was changed, signed with another secret or expired', async () => {
    const token = tokenOf(await go('/', as.member))!;
    const [payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = `${Buffer.from(JSON.stringify({ ...claims, sub: ids.admin })).toString('base64url')}.${signature}`;
    expect(verifyStoreToken(forged, SECRET, nowSeconds())).toBeNull();
    expect(verifyStoreToken(token, 'another-secret', nowSeconds())).toBeNull();
    expect(verifyStoreToken(token, SECRET, nowSeconds() + 301)).toBeNull();
    expect(verifyStoreToken('garbage', SECRET, nowSeconds())).toBeNull();
  });

  it.each([
    ['a visitor', undefined],
    ['an unconfirmed account', 'newbie'],
    ['a banned member', 'outlaw'],
  ] as const)('sends %s to the plain store', async (_who, role) => {
    const response = await go('/cart', role ? as[role] : undefined);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`${STORE}/cart`);
  });

  it('goes to the store front without a path', async () => {
    const response = await go(undefined);
    expect(response.headers.location).toBe(`${STORE}/`);
  });

  it.each([
    ['another site', 'https://evil.test/phish'],
    ['a protocol-relative URL', '//evil.test/phish'],
    ['a backslash host', '/\\evil.test'],
    ['a UNC-like path', '\\\\evil.test'],
    ['a script URL', 'javascript:alert(1)'],
    ['a relative path', 'products'],
    ['a control character', '/a\nb'],
    ['a leading space', ' /x'],
    ['a path of 600 characters', `/${'a'.repeat(600)}`],
  ])('never leads to another site: refuses %s', async (_name, to) => {
    const response = await go(to, as.member);
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
    expect(json(response).errors[0].message).toMatch(/path on the store|at most 500 characters/);
  });

  it('stays on the store for a path that only looks like another host', async () => {
    for (const to of ['/@evil.test', '/..//evil.test', '/%2F%2Fevil.test']) {
      const response = await go(to, as.member);
      expect(response.statusCode).toBe(302);
      expect(new URL(response.headers.location as string).origin).toBe(STORE);
    }
  });
});

describe('without a secret', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await build({ settings: { store: { url: STORE, ssoSecret: null } }, seed: async (db) => void (await makeUser(db, { username: 'paid', email_confirmed: true, membership_code: 'premium_membership' })) });
  });
  afterAll(async () => {
    await plain.close();
  });

  it('links members to the plain store URL and refuses every webhook', async () => {
    const cookie = await loginAs(plain.app, 'paid', PASSWORD);
    const response = await plain.app.inject({ method: 'GET', url: '/api/store/go?to=/', headers: { cookie } });
    expect(response.headers.location).toBe(`${STORE}/`);
    const body = JSON.stringify({ id: 'evt_plain', type: 'order.completed', data: { customer_email: 'paid@example.test' } });
    const webhook = await plain.app.inject({ method: 'POST', url: '/api/store/webhook', headers: { 'content-type': 'application/json', 'store-signature': signWebhook(body, 'anything', nowSeconds()) }, payload: body });
    expect(webhook.statusCode).toBe(401);
    expect(json(webhook).errors[0].message).toMatch(/not configured/);
    expect(await countRows(plain.db, 'store_webhook_events')).toBe(0);
  });
});

describe('POST /api/store/webhook', () => {
  let counter = 0;
  const eventId = () => `evt_${Date.now()}_${++counter}`;

  function deliver(event: object, options: { secret?: string; t?: number; signature?: string | null; raw?: string } = {}) {
    const raw = options.raw ?? JSON.stringify(event);
    const signature = options.signature === undefined ? signWebhook(raw, options.secret ?? SECRET, options.t ?? nowSeconds()) : options.signature;
    return t.app.inject({
      method: 'POST',
      url: '/api/store/webhook',
      headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'store-signature': signature }) },
      payload: raw,
    });
  }

  const userRow = (userId: number) => t.db.selectFrom('users').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
  const alertsOf = async (userId: number, type: string) =>
    (await t.db.selectFrom('alerts').select('alert_id').where('user_id', '=', userId).where('action', '=', type).execute()).length;

  it('upgrades the member the store names by e-mail, raises the alert, and applies an event once', async () => {
    const expiresAt = nowSeconds() + 365 * 86_400;
    const event = { id: eventId(), type: 'membership.purchased', data: { customer_email: 'BUYER@example.test', membership_code: 'premium_membership', expires_at: expiresAt, order_id: 'order-1' } };
    const alertsBefore = await alertsOf(ids.buyer!, 'subscription_update');
    const response = await deliver(event);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ received: true, outcome: 'applied' });
    const buyer = await userRow(ids.buyer!);
    expect(buyer).toMatchObject({ membership_code: 'premium_membership' });
    expect(Number(buyer.membership_expires_at)).toBe(expiresAt);
    expect(await alertsOf(ids.buyer!, 'subscription_update')).toBe(alertsBefore + 1);
    const periods = await t.db.selectFrom('membership_periods').selectAll().where('user_id', '=', ids.buyer!).where('store_order_id', '=', 'order-1').execute();
    expect(periods).toHaveLength(1);

    // The same event again (the store retries): 200, nothing changes.
    const repeat = await deliver(event);
    expect(repeat.statusCode).toBe(200);
    expect(json(repeat).outcome).toBe('duplicate');
    expect(await alertsOf(ids.buyer!, 'subscription_update')).toBe(alertsBefore + 1);
    expect(await t.db.selectFrom('membership_periods').selectAll().where('user_id', '=', ids.buyer!).where('store_order_id', '=', 'order-1').execute()).toHaveLength(1);
  });

  it('finds the member by the id of the single-sign-on token, and ends the membership when the store cancels it', async () => {
    const renewed = await deliver({ id: eventId(), type: 'membership.renewed', data: { user_id: ids.buyer, membership_code: 'digital_membership', expires_at: nowSeconds() + 30 * 86_400 } });
    expect(json(renewed).outcome).toBe('applied');
    expect((await userRow(ids.buyer!)).membership_code).toBe('digital_membership');
    const downgrades = await alertsOf(ids.buyer!, 'subscription_downgrade');
    const cancelled = await deliver({ id: eventId(), type: 'membership.cancelled', data: { user_id: ids.buyer } });
    expect(json(cancelled).outcome).toBe('applied');
    expect((await userRow(ids.buyer!)).membership_code).toBe('free_membership');
    expect(await alertsOf(ids.buyer!, 'subscription_downgrade')).toBe(downgrades + 1);
  });

  it('adds an order’s points for a member who linked the points programme', async () => {
    await t.db.updateTable('users').set({ fpr_email: 'points@example.test', fpr_points_pending_total: 5 }).where('user_id', '=', ids.rookie!).execute();
    const response = await deliver({ id: eventId(), type: 'order.completed', data: { customer_email: 'rookie@example.test', order_id: 'order-2', points: 120 } });
    expect(json(response).outcome).toBe('applied');
    expect(Number((await userRow(ids.rookie!)).fpr_points_pending_total)).toBe(125);
    await t.db.updateTable('users').set({ fpr_email: null, fpr_points_pending_total: 0 }).where('user_id', '=', ids.rookie!).execute();
  });

  it('acknowledges an event of a kind it does not know, and one for nobody here', async () => {
    expect(json(await deliver({ id: eventId(), type: 'coupon.created', data: {} })).outcome).toBe('ignored');
    expect(json(await deliver({ id: eventId(), type: 'membership.expired', data: { customer_email: 'nobody@example.test' } })).outcome).toBe('no_member');
  });

  describe('refuses, writing nothing,', () => {
    const base = () => ({ id: eventId(), type: 'membership.purchased', data: { customer_email: 'rookie@example.test', membership_code: 'premium_membership', expires_at: nowSeconds() + 86_400 } });

    async function expectRefused(response: LightMyRequestResponse, status: number, message: RegExp) {
      expect(response.statusCode).toBe(status);
      expect(json(response).errors[0].message).toMatch(message);
      expect((await userRow(ids.rookie!)).membership_code).toBe('free_membership');
    }

    let eventsBefore = 0;
    beforeEach(async () => {
      eventsBefore = await countRows(t.db, 'store_webhook_events');
    });
    afterEach(async () => {
      expect(await countRows(t.db, 'store_webhook_events')).toBe(eventsBefore);
    });

    it('an unsigned request', async () => {
      await expectRefused(await deliver(base(), { signature: null }), 401, /not signed/);
    });

    it('a forged signature (another secret)', async () => {
      await expectRefused(await deliver(base(), { secret: 'not-the-secret' }), 401, /does not match/);
    });

    it('a body changed after signing', async () => {
      const event = base();
      const signature = signWebhook(JSON.stringify(event), SECRET, nowSeconds());
      const changed = JSON.stringify({ ...event, data: { ...event.data, customer_email: 'moderator@example.test' } });
      await expectRefused(await deliver(event, { signature, raw: changed }), 401, /does not match/);
      expect((await userRow(ids.moderator!)).membership_code).toBe('premium_membership');
    });

    it('a replay of a request signed more than five minutes ago (or ahead)', async () => {
      await expectRefused(await deliver(base(), { t: nowSeconds() - 301 }), 401, /too old/);
      await expectRefused(await deliver(base(), { t: nowSeconds() + 301 }), 401, /too old/);
    });

    it.each([
      ['no v1', (raw: string) => signWebhook(raw, SECRET, nowSeconds()).split(',')[0]],
      ['no t', (raw: string) => signWebhook(raw, SECRET, nowSeconds()).split(',')[1]],
      ['a short signature', () => `t=${nowSeconds()},v1=abc`],
      ['garbage', () => 'garbage'],
    ])('a malformed signature header: %s', async (_name, header) => {
      const event = base();
      await expectRefused(await deliver(event, { signature: header(JSON.stringify(event)) }), 401, /malformed/);
    });

    it.each([
      ['no id', (e: ReturnType<typeof base>) => ({ ...e, id: undefined })],
      ['a huge id', (e: ReturnType<typeof base>) => ({ ...e, id: 'x'.repeat(201) })],
      ['an unknown membership', (e: ReturnType<typeof base>) => ({ ...e, data: { ...e.data, membership_code: 'gold_membership' } })],
      ['a bad e-mail', (e: ReturnType<typeof base>) => ({ ...e, data: { ...e.data, customer_email: 'not-an-email' } })],
      ['a user id out of range', (e: ReturnType<typeof base>) => ({ ...e, data: { ...e.data, user_id: 2 ** 40 } })],
      ['a purchase without its membership', (e: ReturnType<typeof base>) => ({ ...e, data: { customer_email: 'rookie@example.test' } })],
      ['an end in the past', (e: ReturnType<typeof base>) => ({ ...e, data: { ...e.data, expires_at: nowSeconds() - 10 } })],
    ])('a signed event with %s (400)', async (_name, change) => {
      await expectRefused(await deliver(change(base())), 400, /.+/);
    });

    it('a body that is not JSON', async () => {
      await expectRefused(await deliver({}, { raw: '{"id": ' }), 400, /not valid JSON/);
    });
  });

  it('e-mails an activation code for a purchase by an e-mail with no account, which a member redeems once at /activate', async () => {
    const expiresAt = nowSeconds() + 200 * 86_400;
    const response = await deliver({ id: eventId(), type: 'membership.purchased', data: { customer_email: 'Gift@Example.test', membership_code: 'digital_membership', expires_at: expiresAt, order_id: 'order-gift' } });
    expect(json(response).outcome).toBe('activation_sent');
    const mail = await t.lastMailTo('gift@example.test');
    expect(mail?.subject).toBe('Activate your Trailhead membership');
    const code = /\b([A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})\b/.exec(mail!.text)![1];
    expect(mail!.text).toContain('https://trailhead.test/activate');

    const activate = (cookie: string | undefined, body: unknown) => t.app.inject({ method: 'POST', url: '/api/membership/activate', payload: body as object, headers: cookie ? { cookie } : {} });
    // Refusals first: nothing is used up.
    expect((await activate(undefined, { code })).statusCode).toBe(401);
    expect((await activate(as.outlaw, { code })).statusCode).toBe(403);
    for (const body of [{}, { code: '' }, { code: 'x'.repeat(41) }, { code: 'WRONG-CODE-HERE' }, { code: '<script>' }, { code: 12 }]) {
      const refused = await activate(as.rookie, body);
      expect(refused.statusCode).toBe(400);
      expect(json(refused).errors[0].message).toBeTruthy();
    }
    expect((await userRow(ids.rookie!)).membership_code).toBe('free_membership');

    const done = await activate(as.rookie, { code: code.toLowerCase().replace(/-/g, ' ') });
    expect(done.statusCode).toBe(200);
    expect(json(done).message).toBe('Your membership is active.');
    const rookie = await userRow(ids.rookie!);
    expect(rookie.membership_code).toBe('digital_membership');
    expect(Number(rookie.membership_expires_at)).toBe(expiresAt);

    const again = await activate(as.member, { code });
    expect(again.statusCode).toBe(400);
    expect(json(again).errors[0].message).toBe('This activation code is not valid or was already used.');
    expect((await userRow(ids.member!)).membership_code).toBe('premium_membership');
    // Back to free for the other tests.
    await t.db.updateTable('users').set({ membership_code: 'free_membership', membership_expires_at: null }).where('user_id', '=', ids.rookie!).execute();
  });
});

describe('the legacy membership route', () => {
  it.each(['/membership', '/membership/', '/membership?ref=old-link'])('answers %s with a permanent redirect to the store product page', async (url) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(`${STORE}/products/membership`);
  });
});
