import type { RouteOptions } from 'fastify';
import { buildApp } from '../app';
import { build, countRows, json, loginAs, type TestApp } from '../../test/helper';
import { makeNode, makeThread, makeUser, PASSWORD } from '../../test/fixtures';
import { countRequest } from './rate-limit-store';
import { RATE_LIMITS, rateLimitOf, waitText } from './rate-limits';

const search = (t: TestApp, remoteAddress: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/search?keywords=trail', remoteAddress, ...(cookie ? { headers: { cookie } } : {}) });

describe('rate limits', () => {
  let t: TestApp;
  const routes: RouteOptions[] = [];

  beforeAll(async () => {
    // The site's own limits (tests otherwise run with them a thousand times looser).
    t = await build({ settings: { rateLimitFactor: 1 }, onRoute: (route) => routes.push(route) });
  });
  afterAll(() => t.close());

  it('limits every route that writes, without a line per route: a new one is covered by the last rule', () => {
    const writes = routes.filter((route) => [route.method].flat().some((method) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)));
    expect(writes.length).toBeGreaterThan(20);
    for (const route of writes) expect([`${route.method} ${route.url}`, route.config?.limit]).toEqual([`${route.method} ${route.url}`, expect.any(String)]);
    expect(rateLimitOf('POST', '/api/clubs/:id/join')?.name).toBe('writes');
    expect(rateLimitOf('GET', '/api/threads/:id')).toBeNull();
    // The list, each by its own rule.
    const named = {
      'POST /api/register': 'register',
      'POST /api/lost-password/init': 'lost-password',
      'POST /api/contact': 'contact',
      'GET /api/search': 'search',
      'POST /api/attachments': 'uploads',
      'POST /api/posts': 'posting',
      'POST /api/threads': 'posting',
      'POST /api/posts/:id/react': 'reactions',
      'POST /api/conversations': 'conversation-starts',
      'POST /api/conversations/:id/invite': 'invites',
      'POST /api/posts/:id/report': 'reports',
    };
    for (const [route, name] of Object.entries(named)) {
      const [method, url] = route.split(' ') as [string, string];
      expect([route, rateLimitOf(method, url)?.name]).toEqual([route, name]);
    }
  });

  it("refuses the search past its limit with the spec's kind of message and Retry-After; another address still searches", async () => {
    const rule = RATE_LIMITS.find((candidate) => candidate.name === 'search')!;
    for (let n = 0; n < rule.perAddress; n += 1) expect((await search(t, '198.51.100.1')).statusCode).toBe(200);
    const refused = await search(t, '198.51.100.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(json(refused).errors[0]).toEqual({ code: 'too_many_requests', message: expect.stringMatching(/^Too many searches\. Please wait (\d+ seconds|a minute) and try again\.$/) });
    expect((await search(t, '198.51.100.2')).statusCode).toBe(200);
  });

  it('refuses the sixth sign-up from one address in an hour before it is looked at, and writes nothing', async () => {
    const users = await countRows(t.db, 'users');
    const register = () => t.app.inject({ method: 'POST', url: '/api/register', remoteAddress: '198.51.100.7', payload: { username: 'x' } });
    for (let n = 0; n < 5; n += 1) expect((await register()).statusCode).toBe(400);
    const refused = await register();
    expect(refused.statusCode).toBe(429);
    expect(json(refused).errors[0].message).toMatch(/^Too many sign-ups from your address\. Please wait \d+ minutes and try again\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(await countRows(t.db, 'users')).toBe(users);
  });

  it('counts a member apart from the others at the same address, and refuses a visitor nothing it did not do', async () => {
    const node = await makeNode(t.db, { title: 'Limits' });
    const author = await makeUser(t.db, { username: 'limit_author' });
    const threadId = await makeThread(t.db, { node_id: node, author, title: 'Counted replies' });
    const [first, second] = [await makeUser(t.db, { username: 'eager_one' }), await makeUser(t.db, { username: 'eager_two' })];
    const cookies = [await loginAs(t.app, first.username, PASSWORD), await loginAs(t.app, second.username, PASSWORD)];
    const reply = (cookie: string) =>
      t.app.inject({ method: 'POST', url: '/api/posts', remoteAddress: '198.51.100.9', headers: { cookie }, payload: { thread_id: threadId, message_html: '<p>Another reply</p>' } });
    const posting = RATE_LIMITS.find((candidate) => candidate.name === 'posting')!;
    for (let n = 0; n < posting.perMember!; n += 1) expect((await reply(cookies[0]!)).statusCode).toBe(200);
    const posts = await countRows(t.db, 'posts');
    const refused = await reply(cookies[0]!);
    expect([refused.statusCode, json(refused).errors[0].message]).toEqual([429, expect.stringMatching(/^You are posting too quickly\. Please wait/)]);
    expect(await countRows(t.db, 'posts')).toBe(posts);
    expect((await reply(cookies[1]!)).statusCode).toBe(200);
  });

  it('keeps its counts in the database: a second API process over it refuses what the first counted', async () => {
    const second = await buildApp({ database: { db: t.db, dialect: t.dialect, destroy: async () => undefined }, env: {}, settings: { rateLimitFactor: 1, databaseUrl: null } });
    try {
      for (let n = 0; n < 60; n += 1) await search(t, '198.51.100.20');
      const refused = await second.inject({ method: 'GET', url: '/api/search?keywords=trail', remoteAddress: '198.51.100.20' });
      expect(refused.statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });

  it('counts in one statement, so that processes counting at once lose nothing', async () => {
    const counts = await Promise.all(Array.from({ length: 25 }, () => countRequest(t.db, 'race:a:203.0.113.1', 60_000)));
    expect(counts.map((count) => count.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, n) => n + 1));
    // A window that has ended starts again at one.
    expect((await countRequest(t.db, 'race:a:203.0.113.1', 60_000, Date.now() + 61_000)).current).toBe(1);
  });

  it('says how long to wait in words', () => {
    expect([1, 30, 50, 60, 89, 90, 600, 3600].map(waitText)).toEqual(['1 second', '30 seconds', 'a minute', 'a minute', 'a minute', '2 minutes', '10 minutes', '60 minutes']);
  });
});
