// The membership core: what a membership gives (benefitsOf), starting and ending one, the trial
// (POST /membership/accept-trial), the expiry job, GET /me/membership and GET /options/subscriptions.
import type { MembershipResponse, SubscriptionOptionsResponse, UserProfile } from '@trailhead/shared-kernel/types';
import { DAY, nowSeconds } from '../../clock';
import type { UserRow } from '../../db/tables/users.table';
import { makeUser, PASSWORD } from '../../../test/fixtures';
import { build, countRows, get, json, loginAs, post, type TestApp } from '../../../test/helper';
import { benefitsOf, endMembership, MEMBER_DISCOUNT_PERCENT, startMembership, TRIAL_DAYS, trialEligible } from './membership';
import { endExpiredMemberships } from './membership-expiry';
import { TRIAL_REFUSED } from './trial.routes';

const ROLES = ['rookie', 'member', 'moderator', 'admin', 'newbie', 'outlaw'] as const;
const PARTNER = 'PARTNER-TEST-10';
const STORE = 'https://shop.test';

describe('benefitsOf', () => {
  const now = 1_800_000_000;
  it('gives every benefit to premium, digital and a trial still running', () => {
    for (const code of ['premium_membership', 'digital_membership', 'trial_membership'] as const) {
      expect(benefitsOf({ membership_code: code, membership_expires_at: now + 1 }, now)).toEqual({
        paid: true,
        discount_percent: MEMBER_DISCOUNT_PERCENT,
        map_access: true,
        priority_events: true,
        hosting: true,
        partner_discount_code: true,
      });
    }
    expect(benefitsOf({ membership_code: 'premium_membership', membership_expires_at: null }, now).paid).toBe(true);
  });

  it('gives nothing to free members, to no membership, and to one whose end has passed (before the job runs)', () => {
    const none = { paid: false, discount_percent: 0, map_access: false, priority_events: false, hosting: false, partner_discount_code: false };
    expect(benefitsOf({ membership_code: 'free_membership', membership_expires_at: null }, now)).toEqual(none);
    expect(benefitsOf({ membership_code: null, membership_expires_at: null }, now)).toEqual(none);
    expect(benefitsOf({ membership_code: 'trial_membership', membership_expires_at: now }, now)).toEqual(none);
    expect(benefitsOf({ membership_code: 'premium_membership', membership_expires_at: now - 1 }, now)).toEqual(none);
  });
});

describe('membership', () => {
  let t: TestApp;
  const cookies: Record<string, string> = {};
  const users: Record<string, UserRow> = {};
  const now = nowSeconds();

  beforeAll(async () => {
    t = await build({
      settings: { partnerDiscountCode: PARTNER, store: { url: STORE, ssoSecret: null } },
      seed: async (db) => {
        users.rookie = await makeUser(db, { username: 'rookie', membership_code: 'free_membership' });
        users.member = await makeUser(db, { username: 'member', membership_code: 'premium_membership', membership_expires_at: now + 200 * DAY, membership_started_at: now - 100 * DAY });
        users.moderator = await makeUser(db, { username: 'moderator', is_moderator: true, is_staff: true });
        users.admin = await makeUser(db, { username: 'admin', is_admin: true, is_staff: true });
        users.newbie = await makeUser(db, { username: 'newbie', membership_code: 'free_membership', account_state: 'account_incomplete', email_confirmed: false });
        users.outlaw = await makeUser(db, { username: 'outlaw', membership_code: 'free_membership', account_state: 'banned' });
        // A trial that ended an hour ago; the job has not run yet.
        users.lapsed = await makeUser(db, { username: 'lapsed', membership_code: 'trial_membership', membership_started_at: now - 30 * DAY, membership_expires_at: now - 3600 });
        await db
          .insertInto('membership_periods')
          .values({ user_id: users.lapsed.user_id, membership_code: 'trial_membership', source: 'trial', started_at: now - 30 * DAY, expires_at: now - 3600, ended_at: null, store_order_id: null })
          .execute();
        users.veteran = await makeUser(db, { username: 'veteran', membership_code: 'free_membership' });
        await db
          .insertInto('membership_periods')
          .values([
            { user_id: users.veteran.user_id, membership_code: 'trial_membership', source: 'trial', started_at: now - 500 * DAY, expires_at: now - 470 * DAY, ended_at: now - 470 * DAY, store_order_id: null },
            { user_id: users.veteran.user_id, membership_code: 'premium_membership', source: 'store', started_at: now - 400 * DAY, expires_at: now - 35 * DAY, ended_at: now - 35 * DAY, store_order_id: 'A-1' },
          ])
          .execute();
        users.taker = await makeUser(db, { username: 'taker', membership_code: 'free_membership' });
        users.racer = await makeUser(db, { username: 'racer', membership_code: null });
      },
    });
    for (const role of [...ROLES, 'lapsed', 'veteran', 'taker', 'racer']) cookies[role] = await loginAs(t.app, role, PASSWORD);
  });

  afterAll(async () => {
    await t.close();
  });

  const membershipOf = async (who: string) => {
    const response = await get(t.app, '/api/me/membership', cookies[who]);
    expect(response.statusCode).toBe(200);
    return json<MembershipResponse>(response);
  };
  const alertsOf = async (who: string) => json(await get(t.app, '/api/alerts', cookies[who])).alerts as { action: string; Content: { view_url: string; title: string } | null; extra_data: { title?: string } }[];

  describe('GET /me/membership', () => {
    it('needs a login', async () => {
      const response = await get(t.app, '/api/me/membership');
      expect(response.statusCode).toBe(401);
      expect(json(response).errors[0].message).toBe('Please login in to see the content of the page.');
    });

    it('shows a paid member their membership, what it gives and the partner discount code', async () => {
      const body = await membershipOf('member');
      expect(body.membership).toEqual({ code: 'premium_membership', title: 'Premium Membership', expires_at: now + 200 * DAY, discount_percent: 10, partner_discount_code: PARTNER });
      expect(body.current).toMatchObject({
        code: 'premium_membership',
        paid: true,
        since: now - 100 * DAY,
        until: now + 200 * DAY,
        discount_percent: 10,
        partner_discount_code: PARTNER,
        trial_eligible: false,
        trial_days: TRIAL_DAYS,
      });
      expect(body.current.benefits.map((benefit) => benefit.key)).toEqual(['member_pricing', 'map_access', 'priority_events', 'hosting', 'partner_discount_code']);
      expect(body.past).toEqual([]);
    });

    it('shows a free member the trial offer and no partner code', async () => {
      const body = await membershipOf('rookie');
      expect(body.membership).toBeNull();
      expect(body.current).toMatchObject({ code: 'free_membership', title: 'Free Membership', paid: false, until: null, benefits: [], discount_percent: 0, partner_discount_code: null, trial_eligible: true });
    });

    it('offers no trial to an account that is not valid, nor to one who had a membership', async () => {
      expect((await membershipOf('newbie')).current.trial_eligible).toBe(false);
      expect((await membershipOf('outlaw')).current.trial_eligible).toBe(false);
      expect((await membershipOf('veteran')).current.trial_eligible).toBe(false);
    });

    it('lists the memberships that ended, newest first', async () => {
      const body = await membershipOf('veteran');
      expect(body.past).toEqual([
        expect.objectContaining({ code: 'premium_membership', title: 'Premium Membership', started_at: now - 400 * DAY, ended_at: now - 35 * DAY }),
        expect.objectContaining({ code: 'trial_membership', title: 'Trial Membership', started_at: now - 500 * DAY, ended_at: now - 470 * DAY }),
      ]);
    });

    it('counts a trial whose end has passed as free everywhere before the job runs', async () => {
      const body = await membershipOf('lapsed');
      expect(body.membership).toBeNull();
      expect(body.current).toMatchObject({ code: 'free_membership', paid: false, since: now - 3600, partner_discount_code: null, trial_eligible: false });
      const me = json<UserProfile>(await get(t.app, '/api/me', cookies.lapsed));
      expect(me.UserMembership).toBeNull();
      expect(me.can_create_events).toBe(false);
      expect(me.sg_can_add_group).toBe(false);
      expect(me.badges.map((badge) => badge.banner_text)).not.toContain('Member');
      expect((await get(t.app, '/api/users/map', cookies.lapsed)).statusCode).toBe(403);
      // The paid member still has it all.
      const paid = json<UserProfile>(await get(t.app, '/api/me', cookies.member));
      expect(paid.UserMembership).toEqual({ code: 'premium_membership' });
      expect(paid.can_create_events).toBe(true);
      expect((await get(t.app, '/api/users/map', cookies.member)).statusCode).toBe(200);
    });
  });

  describe('POST /membership/accept-trial', () => {
    const accept = (who?: string) => post(t.app, '/api/membership/accept-trial', undefined, who ? cookies[who] : undefined);

    it('refuses visitors (401), banned members (403), and members who may not have a trial (400), writing nothing', async () => {
      const periods = await countRows(t.db, 'membership_periods');
      const alerts = await countRows(t.db, 'alerts');
      expect((await accept()).statusCode).toBe(401);
      expect((await accept('outlaw')).statusCode).toBe(403);
      for (const who of ['newbie', 'member', 'veteran', 'lapsed']) {
        const response = await accept(who);
        expect(response.statusCode).toBe(400);
        expect(json(response).errors[0]).toEqual({ code: 'trial_not_eligible', message: TRIAL_REFUSED });
      }
      expect(TRIAL_REFUSED).toBe("Can't accept trial offer membership");
      expect(await countRows(t.db, 'membership_periods')).toBe(periods);
      expect(await countRows(t.db, 'alerts')).toBe(alerts);
      expect((await membershipOf('newbie')).current.code).toBe('free_membership');
    });

    it('gives an eligible free member the trial at once, for 30 days, with a subscription_update alert', async () => {
      expect((await get(t.app, '/api/users/map', cookies.taker)).statusCode).toBe(403);
      const response = await accept('taker');
      expect(response.statusCode).toBe(200);
      const { current } = json(response);
      expect(current).toMatchObject({ code: 'trial_membership', title: 'Trial Membership', paid: true, partner_discount_code: PARTNER, trial_eligible: false });
      expect(current.until - current.since).toBe(30 * DAY);
      expect(Math.abs(current.since - nowSeconds())).toBeLessThan(60);
      // The benefits are there at once.
      expect((await get(t.app, '/api/users/map', cookies.taker)).statusCode).toBe(200);
      expect(json<UserProfile>(await get(t.app, '/api/me', cookies.taker)).UserMembership).toEqual({ code: 'trial_membership' });
      const [alert] = await alertsOf('taker');
      expect(alert).toMatchObject({ action: 'subscription_update', Content: { view_url: '/subscriptions', title: 'Trial Membership' }, extra_data: { title: 'Trial Membership' } });
      expect(json(await get(t.app, '/api/me/counts', cookies.taker)).alerts_unviewed).toBe(1);
    });

    it('gives one trial only: the second answers 400 and changes nothing', async () => {
      const periods = await countRows(t.db, 'membership_periods');
      const response = await accept('taker');
      expect(response.statusCode).toBe(400);
      expect(json(response).errors[0].message).toBe(TRIAL_REFUSED);
      expect(await countRows(t.db, 'membership_periods')).toBe(periods);
    });

    it('gives one trial to two requests sent at once', async () => {
      const replies = await Promise.all([accept('racer'), accept('racer')]);
      expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 400]);
      const rows = await t.db.selectFrom('membership_periods').select('period_id').where('user_id', '=', users.racer.user_id).execute();
      expect(rows).toHaveLength(1);
    });
  });

  describe('the expiry job', () => {
    it('ends memberships past their end with a subscription_downgrade alert, once, whoever runs it', async () => {
      const runs = await Promise.all([endExpiredMemberships(t.db, now), endExpiredMemberships(t.db, now)]);
      expect(runs.flat()).toEqual([users.lapsed.user_id]);
      const row = await t.db.selectFrom('users').select(['membership_code', 'membership_expires_at']).where('user_id', '=', users.lapsed.user_id).executeTakeFirstOrThrow();
      expect(row).toEqual({ membership_code: 'free_membership', membership_expires_at: null });
      const [alert] = await alertsOf('lapsed');
      expect(alert).toMatchObject({ action: 'subscription_downgrade', Content: { view_url: '/subscriptions', title: 'Trial Membership' }, extra_data: { title: 'Trial Membership' } });
      expect((await alertsOf('lapsed')).filter((a) => a.action === 'subscription_downgrade')).toHaveLength(1);
      const body = await membershipOf('lapsed');
      expect(body.current.code).toBe('free_membership');
      expect(body.past).toEqual([expect.objectContaining({ code: 'trial_membership', ended_at: now })]);
      // A second run finds nothing to end.
      expect(await endExpiredMemberships(t.db, now)).toEqual([]);
    });

    it('leaves memberships that have not ended, and ends the trial when its day comes', async () => {
      expect(await endExpiredMemberships(t.db, now + DAY)).toEqual([]);
      const ended = await endExpiredMemberships(t.db, now + 31 * DAY);
      expect(ended.sort()).toEqual([users.taker.user_id, users.racer.user_id].sort());
      expect((await get(t.app, '/api/users/map', cookies.member)).statusCode).toBe(200);
      expect((await membershipOf('member')).current.code).toBe('premium_membership');
      expect((await get(t.app, '/api/users/map', cookies.taker)).statusCode).toBe(403);
      expect((await alertsOf('taker')).map((alert) => alert.action)).toEqual(['subscription_downgrade', 'subscription_update']);
    });

    it('has no test route unless E2E_TEST_HOOKS is on', async () => {
      const response = await post(t.app, '/api/membership/test/run-expiry', { at: now }, cookies.admin);
      expect(response.statusCode).toBe(404);
    });
  });

  describe('startMembership and endMembership', () => {
    it('replaces the current period and alerts; ending a free member does nothing', async () => {
      const id = users.veteran.user_id;
      await t.db.transaction().execute((trx) => startMembership(trx, id, { code: 'digital_membership', source: 'store', expiresAt: now + 365 * DAY, storeOrderId: 'B-2' }, now));
      const alerted = await t.db.transaction().execute((trx) => startMembership(trx, id, { code: 'premium_membership', source: 'store', expiresAt: null }, now + 10));
      expect(alerted).toEqual([id]);
      const open = await t.db.selectFrom('membership_periods').selectAll().where('user_id', '=', id).where('ended_at', 'is', null).execute();
      expect(open).toEqual([expect.objectContaining({ membership_code: 'premium_membership', started_at: now + 10, expires_at: null })]);
      expect((await membershipOf('veteran')).current).toMatchObject({ code: 'premium_membership', since: now + 10, until: null });
      expect(await t.db.transaction().execute((trx) => endMembership(trx, id, now + 20))).toEqual([id]);
      expect(await t.db.transaction().execute((trx) => endMembership(trx, id, now + 30))).toEqual([]);
      const me = await t.db.selectFrom('users').selectAll().where('user_id', '=', id).executeTakeFirstOrThrow();
      expect(me.membership_code).toBe('free_membership');
      expect(await trialEligible(t.db, me)).toBe(false);
      expect((await membershipOf('veteran')).past.map((period) => period.code)).toEqual(['premium_membership', 'digital_membership', 'premium_membership', 'trial_membership']);
    });
  });

  describe('GET /options/subscriptions', () => {
    it('lists the four tiers with what they give and where the store sells them, and no prices', async () => {
      const response = await get(t.app, '/api/options/subscriptions');
      expect(response.statusCode).toBe(200);
      const body = json<SubscriptionOptionsResponse>(response);
      expect(body.tiers.map((tier) => tier.code)).toEqual(['premium_membership', 'digital_membership', 'trial_membership', 'free_membership']);
      expect(body).toMatchObject({ discount_percent: 10, trial_days: 30, store_url: STORE });
      expect(body.tiers[0]).toMatchObject({ title: 'Premium Membership', paid: true, store_path: '/products/premium-membership', store_url: `${STORE}/products/premium-membership` });
      expect(body.tiers[0].benefits).toHaveLength(5);
      expect(body.tiers[0].benefits[0].description).toContain('10 %');
      expect(body.tiers[2]).toMatchObject({ paid: true, store_url: null, length_days: 30 });
      expect(body.tiers[3]).toMatchObject({ paid: false, benefits: [], store_url: null });
      expect(response.body).not.toMatch(/price|\$\d/i);
    });
  });
});

describe('the e2e test hook (E2E_TEST_HOOKS=1)', () => {
  let t: TestApp;
  const now = nowSeconds();
  beforeAll(async () => {
    t = await build({
      settings: { e2eTestHooks: true },
      seed: async (db) => {
        await makeUser(db, { username: 'ending', membership_code: 'trial_membership', membership_expires_at: now + DAY });
        await makeUser(db, { username: 'other', membership_code: 'trial_membership', membership_expires_at: now + DAY });
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('runs the expiry job as if at the time given, and refuses a bad time', async () => {
    const early = await post(t.app, '/api/membership/test/run-expiry', { at: now });
    expect(json(early)).toEqual({ ended_user_ids: [] });
    const { user_id: ending } = await t.db.selectFrom('users').select('user_id').where('username', '=', 'ending').executeTakeFirstOrThrow();
    const one = await post(t.app, '/api/membership/test/run-expiry', { at: now + 2 * DAY, user_id: ending });
    expect(one.statusCode).toBe(200);
    expect(json(one).ended_user_ids).toEqual([ending]);
    const later = await post(t.app, '/api/membership/test/run-expiry', { at: now + 2 * DAY });
    expect(json(later).ended_user_ids).toHaveLength(1);
    expect(json(later).ended_user_ids).not.toContain(ending);
    for (const body of [{ at: -1 }, { at: 'soon' }, { at: 1e15 }, {}, { at: now, user_id: 0 }]) expect((await post(t.app, '/api/membership/test/run-expiry', body)).statusCode).toBe(400);
  });
});
