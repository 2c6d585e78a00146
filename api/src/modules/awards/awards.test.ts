// Spec §7 Awards as each role meets them: the lists (awards, categories 20 a page, recent holders),
// a member's request ('You must to add reason!', the 'error request award' refusals), the
// moderators' queue and review (grant: the award once, its points, the 'award' and level-up
// alerts; refuse: the reason reaches the member). Every refusal is checked to have written nothing.
import type {
  AlertsResponse,
  AwardCategoriesResponse,
  AwardRecentResponse,
  AwardRequestResponse,
  AwardRequestsResponse,
  AwardsResponse,
  MemberProfileResponse,
} from '@trailhead/shared-kernel/types';
import { MAX_ID, MEMBER_MESSAGES } from '@trailhead/shared-kernel/schemas';
import type { LightMyRequestResponse } from 'fastify';
import { DAY, nowSeconds } from '../../clock';
import type { UserRow } from '../../db/tables/users.table';
import { makeUser, PASSWORD } from '../../../test/fixtures';
import { build, get, json, loginAs, post, type TestApp } from '../../../test/helper';
import { awardsOfUser } from './awards.repository';
import { AWARD_MESSAGES, grantAward } from './awards.service';

const ROLES = ['visitor', 'outlaw', 'newbie', 'rookie', 'member', 'moderator', 'admin'] as const;
type Role = (typeof ROLES)[number];
type Account = Exclude<Role, 'visitor'>;

/** Tables a refused call must leave as they were. */
const WRITTEN = ['award_requests', 'user_awards', 'alerts'] as const;

describe('awards', () => {
  let t: TestApp;
  const now = nowSeconds();
  const users = {} as Record<Account, UserRow>;
  const cookies = {} as Record<Role, string>;
  /** Award ids by title. */
  const awards = {} as Record<'firstTrail' | 'rockCrawler' | 'founding' | 'helper' | 'big', number>;

  async function snapshot() {
    const counts: Record<string, number> = {};
    for (const table of WRITTEN) {
      const row = await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      counts[table] = Number(row.n);
    }
    const points = await t.db.selectFrom('users').select(['user_id', 'trophy_points']).orderBy('user_id').execute();
    const states = await t.db.selectFrom('award_requests').select(['award_request_id', 'request_state']).orderBy('award_request_id').execute();
    return { counts, points, states };
  }

  /** Runs the call and expects it refused with this status and message, and nothing written. */
  async function expectRefused(call: () => Promise<LightMyRequestResponse>, status: number, message?: string) {
    const before = await snapshot();
    const response = await call();
    expect(response.statusCode).toBe(status);
    if (message) expect(json(response).errors[0].message).toBe(message);
    expect(await snapshot()).toEqual(before);
    return response;
  }

  const pointsOf = async (userId: number) =>
    (await t.db.selectFrom('users').select('trophy_points').where('user_id', '=', userId).executeTakeFirstOrThrow()).trophy_points;
  const alertsOf = (userId: number) =>
    t.db.selectFrom('alerts').select(['action', 'content_type', 'content_id', 'extra_data', 'from_user_id']).where('user_id', '=', userId).orderBy('alert_id').execute();

  beforeAll(async () => {
    t = await build({
      seed: async (db) => {
        const accounts: Record<Account, Parameters<typeof makeUser>[1]> = {
          outlaw: { account_state: 'banned' },
          newbie: { account_state: 'account_incomplete', email_confirmed: false },
          rookie: { membership_code: 'free_membership' },
          member: { membership_code: 'premium_membership' },
          moderator: { membership_code: 'premium_membership', is_moderator: true, is_staff: true },
          admin: { is_admin: true, is_staff: true, is_super_admin: true },
        };
        for (const [role, values] of Object.entries(accounts)) users[role as Account] = await makeUser(db, { username: role, ...values });
        const category = async (title: string, order: number) =>
          (await db.insertInto('award_categories').values({ title, description: `${title} awards`, display_order: order }).returning('award_category_id').executeTakeFirstOrThrow())
            .award_category_id;
        // Community is made first but shown second: display order decides.
        const community = await category('Community', 2);
        const trail = await category('Trail', 1);
        for (let n = 1; n <= 20; n++) await category(`Extra ${n}`, 100 + n);
        const award = async (award_category_id: number, title: string, points: number, can_request: boolean, display_order: number) =>
          (await db.insertInto('awards').values({ award_category_id, title, description: `${title}.`, icon_url: null, points, can_request, display_order }).returning('award_id').executeTakeFirstOrThrow())
            .award_id;
        awards.helper = await award(community, 'Helping Hand', 5, true, 1);
        awards.founding = await award(community, 'Founding Member', 50, false, 2);
        awards.rockCrawler = await award(trail, 'Rock Crawler', 20, true, 2);
        awards.firstTrail = await award(trail, 'First Trail', 10, true, 1);
        awards.big = await award(trail, 'Big Trip', 40, true, 3);
        // member holds First Trail (given 30 days ago) and Rock Crawler (given 10 days ago).
        await grantAward(db, { awardId: awards.firstTrail, userId: users.member.user_id, givenBy: users.moderator.user_id, reason: 'First run', now: now - 30 * DAY });
        await grantAward(db, { awardId: awards.rockCrawler, userId: users.member.user_id, givenBy: users.moderator.user_id, reason: 'Cleared the Wall', now: now - 10 * DAY });
        await grantAward(db, { awardId: awards.firstTrail, userId: users.admin.user_id, givenBy: null, reason: 'First run', now: now - 5 * DAY });
      },
    });
    cookies.visitor = '';
    for (const role of ROLES) if (role !== 'visitor') cookies[role] = await loginAs(t.app, role, PASSWORD);
  });
  afterAll(async () => t?.close());

  describe('GET /awards', () => {
    it('lists every award in its category’s order, with holder counts, 20 a page', async () => {
      const response = await get(t.app, '/api/awards');
      expect(response.statusCode).toBe(200);
      const body = json<AwardsResponse>(response);
      expect(body.awards.map((a) => a.title)).toEqual(['First Trail', 'Rock Crawler', 'Big Trip', 'Helping Hand', 'Founding Member']);
      expect(body.awards[0]).toMatchObject({ points: 10, can_request: true, holder_count: 2, viewer_state: 'none', icon_url: null });
      expect(body.awards.find((a) => a.title === 'Founding Member')).toMatchObject({ can_request: false, holder_count: 0 });
      expect(body.pagination).toEqual({ current_page: 1, last_page: 1, per_page: 20, total: 5 });
      expect(json<AwardsResponse>(await get(t.app, '/api/awards?page=2')).awards).toEqual([]);
    });

    it('tells a signed-in member which awards they hold', async () => {
      const body = json<AwardsResponse>(await get(t.app, '/api/awards', cookies.member));
      expect(Object.fromEntries(body.awards.map((a) => [a.title, a.viewer_state]))).toMatchObject({ 'First Trail': 'held', 'Rock Crawler': 'held', 'Helping Hand': 'none' });
    });

    it.each(['0', '-1', 'abc', '100001'])('refuses page=%s with a 400', async (page) => {
      const response = await get(t.app, `/api/awards?page=${page}`);
      expect(response.statusCode).toBe(400);
      expect(json(response).errors[0].message).toMatch(/page/);
    });
  });

  describe('GET /awards/categories', () => {
    it('pages categories 20 at a time, each with its awards in display order', async () => {
      const first = json<AwardCategoriesResponse>(await get(t.app, '/api/awards/categories'));
      expect(first.categories).toHaveLength(20);
      expect(first.pagination).toEqual({ current_page: 1, last_page: 2, per_page: 20, total: 22 });
      expect(first.categories[0]).toMatchObject({ title: 'Trail', description: 'Trail awards' });
      expect(first.categories[0].awards.map((a) => [a.title, a.holder_count])).toEqual([['First Trail', 2], ['Rock Crawler', 1], ['Big Trip', 0]]);
      expect(first.categories[1].awards.map((a) => a.title)).toEqual(['Helping Hand', 'Founding Member']);
      expect(first.categories[2]).toMatchObject({ title: 'Extra 1', awards: [] });
      const second = json<AwardCategoriesResponse>(await get(t.app, '/api/awards/categories?page=2'));
      expect(second.categories.map((c) => c.title)).toEqual(['Extra 19', 'Extra 20']);
    });

    it('carries the viewer’s state on each award', async () => {
      const body = json<AwardCategoriesResponse>(await get(t.app, '/api/awards/categories', cookies.admin));
      expect(body.categories[0].awards.map((a) => a.viewer_state)).toEqual(['held', 'none', 'none']);
    });
  });

  describe('GET /awards/{id}/recent', () => {
    it('lists the newest holders first', async () => {
      const response = await get(t.app, `/api/awards/${awards.firstTrail}/recent`);
      expect(response.statusCode).toBe(200);
      const body = json<AwardRecentResponse>(response);
      expect(body.award).toMatchObject({ award_id: awards.firstTrail, title: 'First Trail', holder_count: 2 });
      expect(body.recipients.map((r) => [r.User.username, r.award_date])).toEqual([['admin', now - 5 * DAY], ['member', now - 30 * DAY]]);
      expect(body.recipients[0].User.view_url).toBe(`/members/admin.${users.admin.user_id}/`);
    });

    it('answers an award nobody holds with no recipients', async () => {
      expect(json<AwardRecentResponse>(await get(t.app, `/api/awards/${awards.founding}/recent`)).recipients).toEqual([]);
    });

    it("answers an unknown award with 404 'no awards found'", async () => {
      const response = await get(t.app, `/api/awards/${MAX_ID}/recent`);
      expect(response.statusCode).toBe(404);
      expect(json(response).errors[0].message).toBe(AWARD_MESSAGES.noAwards);
    });

    it.each(['0', 'abc', String(MAX_ID + 1), '1.5'])('refuses the id %s with a 400', async (id) => {
      expect((await get(t.app, `/api/awards/${id}/recent`)).statusCode).toBe(400);
    });
  });

  describe('POST /awards/{id}/request', () => {
    const ask = (role: Role, awardId: number, body: unknown = { award_reason: 'Ran the Rubicon last month.' }) =>
      post(t.app, `/api/awards/${awardId}/request`, body, cookies[role] || undefined);

    it.each([
      ['visitor', 401],
      ['outlaw', 403],
      ['newbie', 403],
    ] as const)('refuses a %s (%i) and writes nothing', async (role, status) => {
      await expectRefused(() => ask(role, awards.helper), status);
    });

    it("refuses an empty or blank reason with 'You must to add reason!'", async () => {
      for (const body of [{}, { award_reason: '' }, { award_reason: '   ' }, { award_reason: null }]) {
        await expectRefused(() => ask('rookie', awards.helper, body), 400, MEMBER_MESSAGES.awardReason);
      }
    });

    it('refuses a reason that is too long or not text', async () => {
      await expectRefused(() => ask('rookie', awards.helper, { award_reason: 'x'.repeat(1001) }), 400, MEMBER_MESSAGES.awardReasonTooLong);
      await expectRefused(() => ask('rookie', awards.helper, { award_reason: 42 }), 400, "The field 'award_reason' must be text.");
      await expectRefused(() => ask('rookie', awards.helper, { award_reason: ['a'] }), 400);
      const jsonText = (payload: string) =>
        t.app.inject({ method: 'POST', url: `/api/awards/${awards.helper}/request`, payload, headers: { cookie: cookies.rookie, 'content-type': 'application/json' } });
      await expectRefused(() => jsonText('"a reason"'), 400);
      await expectRefused(() => jsonText('{"award_reason":'), 400);
    });

    it("refuses an award that cannot be requested or is already held ('error request award')", async () => {
      await expectRefused(() => ask('rookie', awards.founding), 409, AWARD_MESSAGES.notRequestable);
      await expectRefused(() => ask('member', awards.firstTrail), 409, AWARD_MESSAGES.alreadyHeld);
      await expectRefused(() => ask('rookie', MAX_ID), 404, AWARD_MESSAGES.noAwards);
      await expectRefused(() => ask('rookie', 0), 400);
    });

    it('records a pending request once; asking again is refused', async () => {
      const response = await ask('rookie', awards.helper, { award_reason: '  Helped three members fix their winches.  ' });
      expect(response.statusCode).toBe(200);
      const { request } = json<AwardRequestResponse>(response);
      expect(request).toMatchObject({
        award: { award_id: awards.helper, viewer_state: 'requested' },
        User: { user_id: users.rookie.user_id, username: 'rookie' },
        award_reason: 'Helped three members fix their winches.',
        request_state: 'pending',
        refuse_reason: null,
      });
      expect(request.request_date).toBeGreaterThanOrEqual(now);
      await expectRefused(() => ask('rookie', awards.helper), 409, AWARD_MESSAGES.alreadyRequested);
      const listed = json<AwardsResponse>(await get(t.app, '/api/awards', cookies.rookie));
      expect(listed.awards.find((a) => a.award_id === awards.helper)?.viewer_state).toBe('requested');
      // Nobody else sees it as theirs.
      const others = json<AwardsResponse>(await get(t.app, '/api/awards', cookies.member));
      expect(others.awards.find((a) => a.award_id === awards.helper)?.viewer_state).toBe('none');
    });
  });

  describe('the moderators’ queue and review', () => {
    let pendingId: number;

    beforeAll(async () => {
      const asked = await post(t.app, `/api/awards/${awards.big}/request`, { award_reason: 'Drove to Alaska and back.' }, cookies.member);
      expect(asked.statusCode).toBe(200);
      pendingId = json<AwardRequestResponse>(asked).request.award_request_id;
    });

    it.each([
      ['visitor', 401],
      ['outlaw', 403],
      ['newbie', 403],
      ['rookie', 403],
      ['member', 403],
    ] as const)('keeps the queue from a %s (%i)', async (role, status) => {
      const response = await get(t.app, '/api/awards/requests', cookies[role] || undefined);
      expect(response.statusCode).toBe(status);
      if (role === 'rookie' || role === 'member') expect(json(response).errors[0].message).toBe(AWARD_MESSAGES.notReviewer);
    });

    it.each(['moderator', 'admin'] as const)('shows a %s the pending requests, oldest first', async (role) => {
      const response = await get(t.app, '/api/awards/requests', cookies[role]);
      expect(response.statusCode).toBe(200);
      const body = json<AwardRequestsResponse>(response);
      expect(body.requests.map((r) => [r.User.username, r.award.title, r.request_state])).toEqual([
        ['rookie', 'Helping Hand', 'pending'],
        ['member', 'Big Trip', 'pending'],
      ]);
      expect(body.pagination.total).toBe(2);
    });

    it.each([
      ['visitor', 401],
      ['outlaw', 403],
      ['newbie', 403],
      ['rookie', 403],
      ['member', 403],
    ] as const)('refuses a review by a %s (%i) and writes nothing', async (role, status) => {
      await expectRefused(() => post(t.app, `/api/awards/requests/${pendingId}/review`, { decision: 'grant' }, cookies[role] || undefined), status);
    });

    it('refuses bad decisions, a refusal without a reason and unknown requests', async () => {
      const review = (body: unknown, id: number = pendingId) => post(t.app, `/api/awards/requests/${id}/review`, body, cookies.moderator);
      await expectRefused(() => review({ decision: 'refuse' }), 400, MEMBER_MESSAGES.refuseReason);
      await expectRefused(() => review({ decision: 'refuse', reason: '  ' }), 400, MEMBER_MESSAGES.refuseReason);
      await expectRefused(() => review({ decision: 'maybe' }), 400);
      await expectRefused(() => review({}), 400);
      await expectRefused(() => review({ decision: 'grant', reason: 'x'.repeat(1001) }), 400, MEMBER_MESSAGES.awardReasonTooLong);
      await expectRefused(() => review({ decision: 7 }), 400);
      await expectRefused(() => review({ decision: 'grant' }, MAX_ID), 404, AWARD_MESSAGES.noRequest);
      await expectRefused(() => post(t.app, `/api/awards/requests/${MAX_ID + 1}/review`, { decision: 'grant' }, cookies.moderator), 400);
    });

    it('grants once: the award, its points, the award alert and the level-up alert', async () => {
      const before = await pointsOf(users.member.user_id);
      const trophies = async () =>
        json<MemberProfileResponse>(await get(t.app, `/api/users/${users.member.user_id}?withTrophies=1`, cookies.member)).trophies?.map((held) => held.award.title);
      expect(await trophies()).toEqual(['Rock Crawler', 'First Trail']);
      // Two moderators at once: one grant, one refusal, the points added once.
      const [a, b] = await Promise.all([
        post(t.app, `/api/awards/requests/${pendingId}/review`, { decision: 'grant' }, cookies.moderator),
        post(t.app, `/api/awards/requests/${pendingId}/review`, { decision: 'grant' }, cookies.admin),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const refused = a.statusCode === 409 ? a : b;
      expect(json(refused).errors[0].message).toBe(AWARD_MESSAGES.alreadyReviewed);
      const granted = json<AwardRequestResponse>(a.statusCode === 200 ? a : b).request;
      expect(granted).toMatchObject({ request_state: 'granted', refuse_reason: null, award: { award_id: awards.big, viewer_state: 'held', holder_count: 1 } });
      expect(await pointsOf(users.member.user_id)).toBe(before + 40);
      const held = await t.db.selectFrom('user_awards').selectAll().where('award_id', '=', awards.big).execute();
      expect(held).toHaveLength(1);
      expect(held[0]).toMatchObject({ user_id: users.member.user_id, award_reason: 'Drove to Alaska and back.' });
      // The member's profile, whose trophies were read just before, shows it at once.
      expect(await trophies()).toEqual(['Big Trip', 'Rock Crawler', 'First Trail']);
      // 30 points (First Trail, Rock Crawler) + 40 = 70: level 3 (25) → level 4 (50).
      const alerts = (await alertsOf(users.member.user_id)).filter((alert) => alert.content_id === awards.big);
      expect(alerts.map((alert) => [alert.action, alert.content_type, JSON.parse(alert.extra_data)])).toEqual([
        ['award', 'award', { title: 'Big Trip' }],
        ['af_as_level_up', 'award', { level: 4, title: 'Big Trip' }],
      ]);
      // Reviewed once is reviewed: a later grant or refusal is refused too.
      await expectRefused(() => post(t.app, `/api/awards/requests/${pendingId}/review`, { decision: 'refuse', reason: 'Changed my mind' }, cookies.moderator), 409, AWARD_MESSAGES.alreadyReviewed);
    });

    it('shows the award alert on the member’s alerts page, linked to /awards', async () => {
      const body = json<AlertsResponse>(await get(t.app, '/api/alerts', cookies.member));
      const award = body.alerts.find((alert) => alert.action === 'award' && alert.Content?.title === 'Big Trip');
      expect(award?.Content).toMatchObject({ view_url: '/awards', title: 'Big Trip' });
      expect(body.alerts.find((alert) => alert.action === 'af_as_level_up')?.extra_data.level).toBe(4);
    });

    it('refuses with a reason that reaches the member, and gives nothing', async () => {
      const rookieRequest = json<AwardRequestsResponse>(await get(t.app, '/api/awards/requests', cookies.moderator)).requests[0];
      const before = await pointsOf(users.rookie.user_id);
      const response = await post(t.app, `/api/awards/requests/${rookieRequest.award_request_id}/review`, { decision: 'refuse', reason: ' Please link the threads. ' }, cookies.admin);
      expect(response.statusCode).toBe(200);
      expect(json<AwardRequestResponse>(response).request).toMatchObject({ request_state: 'refused', refuse_reason: 'Please link the threads.', award: { viewer_state: 'none' } });
      expect(await pointsOf(users.rookie.user_id)).toBe(before);
      expect(await t.db.selectFrom('user_awards').selectAll().where('user_id', '=', users.rookie.user_id).execute()).toEqual([]);
      const alerts = await alertsOf(users.rookie.user_id);
      expect(alerts.map((alert) => [alert.action, alert.from_user_id, JSON.parse(alert.extra_data)])).toEqual([
        ['award_refused', users.admin.user_id, { title: 'Helping Hand', reason: 'Please link the threads.' }],
      ]);
      // The queue is empty now, and the member may ask again.
      expect(json<AwardRequestsResponse>(await get(t.app, '/api/awards/requests', cookies.moderator)).requests).toEqual([]);
      expect((await post(t.app, `/api/awards/${awards.helper}/request`, { award_reason: 'Links: thread 1, thread 2.' }, cookies.rookie)).statusCode).toBe(200);
    });
  });

  describe('grantAward', () => {
    it('gives an award once: a second grant adds no points and no alert', async () => {
      const target = await makeUser(t.db, { username: 'twice' });
      const first = await t.db.transaction().execute((trx) => grantAward(trx, { awardId: awards.helper, userId: target.user_id, givenBy: users.admin.user_id, reason: 'Kind', now }));
      const second = await t.db.transaction().execute((trx) => grantAward(trx, { awardId: awards.helper, userId: target.user_id, givenBy: users.moderator.user_id, reason: 'Kind', now }));
      expect(first).toEqual({ granted: true, alerted: [target.user_id] });
      expect(second).toEqual({ granted: false, alerted: [] });
      expect(await pointsOf(target.user_id)).toBe(5);
      // 0 → 5 points stays at level 1: the award alert only.
      expect((await alertsOf(target.user_id)).map((alert) => alert.action)).toEqual(['award']);
    });

    it('alerts a level-up only when the points cross a threshold', async () => {
      const target = await makeUser(t.db, { username: 'climber', trophy_points: 8 });
      await t.db.transaction().execute((trx) => grantAward(trx, { awardId: awards.helper, userId: target.user_id, givenBy: null, reason: '', now }));
      expect((await alertsOf(target.user_id)).map((alert) => [alert.action, JSON.parse(alert.extra_data).level])).toEqual([['award', undefined], ['af_as_level_up', 2]]);
    });
  });

  describe('awardsOfUser', () => {
    it('lists a member’s awards newest first, as the viewer sees them', async () => {
      const held = await awardsOfUser(t.db, users.member.user_id, users.admin.user_id);
      expect(held.map((h) => [h.award.title, h.award_reason, h.award.viewer_state])).toEqual([
        ['Big Trip', 'Drove to Alaska and back.', 'none'],
        ['Rock Crawler', 'Cleared the Wall', 'none'],
        ['First Trail', 'First run', 'held'],
      ]);
      expect(held[2].award_date).toBe(now - 30 * DAY);
      // On their own profile the member holds every one.
      expect((await awardsOfUser(t.db, users.member.user_id, users.member.user_id)).map((h) => h.award.viewer_state)).toEqual(['held', 'held', 'held']);
      expect(await awardsOfUser(t.db, users.rookie.user_id, null)).toEqual([]);
    });
  });
});

describe('award requests at the site’s own rate limit', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await build({
      settings: { rateLimitFactor: 1 },
      seed: async (db) => {
        await makeUser(db, { username: 'eager' });
        const { award_category_id } = await db.insertInto('award_categories').values({ title: 'Trail' }).returning('award_category_id').executeTakeFirstOrThrow();
        for (let n = 1; n <= 6; n++) await db.insertInto('awards').values({ award_category_id, title: `Award ${n}`, icon_url: null, points: 5, display_order: n }).execute();
      },
    });
  });
  afterAll(async () => t?.close());

  it('lets a member ask five times an hour, then says to wait', async () => {
    const cookie = await loginAs(t.app, 'eager', PASSWORD);
    const ids = (await t.db.selectFrom('awards').select('award_id').orderBy('award_id').execute()).map((row) => row.award_id);
    for (const id of ids.slice(0, 5)) expect((await post(t.app, `/api/awards/${id}/request`, { award_reason: 'Because.' }, cookie)).statusCode).toBe(200);
    const refused = await post(t.app, `/api/awards/${ids[5]}/request`, { award_reason: 'Because.' }, cookie);
    expect(refused.statusCode).toBe(429);
    expect(json(refused).errors[0].message).toMatch(/^Too many award requests\. Please wait \d+ minutes and try again\.$/);
    expect(await t.db.selectFrom('award_requests').select('award_id').execute()).toHaveLength(5);
  });
});
