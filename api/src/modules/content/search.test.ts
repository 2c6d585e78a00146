import type { SearchResponse } from '@trailhead/shared-kernel/types';
import { nowSeconds } from '../../clock';
import { makeNode, makeThread, makeUser } from '../../../test/fixtures';
import { build, get, json, type TestApp } from '../../../test/helper';

const DAY = 86_400;

describe('GET /search', () => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  const now = nowSeconds();

  const setMessage = async (threadId: number, position: number, text: string) => {
    await t.db.updateTable('posts').set({ message_parsed: text, message_html: `<p>${text}</p>` }).where('thread_id', '=', threadId).where('position', '=', position).execute();
  };

  beforeAll(async () => {
    t = await build({
      seed: async (db) => {
        const alice = await makeUser(db, { username: 'alice' });
        const bob = await makeUser(db, { username: 'bob' });
        const forum = await makeNode(db, { title: 'Recovery' });
        ids.winch = await makeThread(db, { node_id: forum, title: 'Winch line snapped', author: alice, posts: 3, start: now - 10 * DAY, repliers: [bob] });
        ids.tires = await makeThread(db, { node_id: forum, title: 'Tire pressure on slickrock', author: bob, posts: 2, start: now - 5 * DAY, repliers: [alice] });
        ids.hidden = await makeThread(db, { node_id: forum, title: 'Hidden winch thread', author: bob, start: now - 2 * DAY, discussion_state: 'deleted' });
        ids.xss = await makeThread(db, { node_id: forum, title: '<b>Bold</b> & winch', author: bob, start: now - 3 * DAY });
        ids.mega = await makeThread(db, { node_id: forum, title: 'Gazetteer megathread', author: alice, posts: 1005, start: now - 400 * DAY, repliers: [bob] });
        for (let i = 0; i < 25; i++) ids[`bulk${i}`] = await makeThread(db, { node_id: forum, title: `Bulk carburetor thread ${i}`, author: alice, start: now - (30 + i) * DAY });
      },
    });
    // Written after the migration: the triggers must index them.
    await setMessage(ids.winch, 1, 'My synthetic winch line snapped on the first pull.');
    await setMessage(ids.winch, 2, 'Use a damper on any winch line, steel or synthetic.');
    await setMessage(ids.winch, 3, 'Glad nobody got hurt.');
    await setMessage(ids.tires, 1, 'What pressure do you run? Someone said winch too.');
    await setMessage(ids.tires, 2, 'About 15 psi <script>alert(1)</script> and a winch.');
    await setMessage(ids.xss, 1, 'Nothing to see <img src=x onerror=alert(1)>.');
  });
  afterAll(() => t.close());

  const search = async (query: string): Promise<SearchResponse> => {
    const response = await get(t.app, `/api/search?${query}`);
    expect(response.statusCode).toBe(200);
    return json<SearchResponse>(response);
  };

  it('finds titles and posts, best match first, with highlighted escaped excerpts', async () => {
    const body = await search('keywords=winch');
    expect(body.keywords).toBe('winch');
    const threadIds = body.results.map((r) => r.thread.thread_id);
    expect(threadIds).not.toContain(ids.hidden);
    expect(body.pagination.total).toBe(body.results.length);
    expect(body.results).toHaveLength(5);
    // The first post of the winch thread matches in title and text: it ranks first.
    expect(body.results[0]).toMatchObject({ content_type: 'thread', post_id: null, thread: { thread_id: ids.winch }, User: { username: 'alice' } });
    expect(body.results[0].title_html).toBe('<mark>Winch</mark> line snapped');
    expect(body.results[0].snippet_html).toBe('My synthetic <mark>winch</mark> line snapped on the first pull.');
    const reply = body.results.find((r) => r.content_type === 'post' && r.thread.thread_id === ids.winch);
    expect(reply).toMatchObject({ User: { username: 'bob' }, view_url: expect.stringMatching(/#post-\d+$/) });
    expect(reply?.post_id).toEqual(expect.any(Number));
    const xss = body.results.find((r) => r.thread.thread_id === ids.xss);
    expect(xss?.title_html).toBe('&lt;b&gt;Bold&lt;/b&gt; &amp; <mark>winch</mark>');
    const script = body.results.find((r) => r.snippet_html.includes('script'));
    expect(script?.snippet_html).toBe('About 15 psi &lt;script&gt;alert(1)&lt;/script&gt; and a <mark>winch</mark>.');
  });

  it('needs every word (AND) and matches case-insensitively', async () => {
    const body = await search('keywords=SYNTHETIC%20Winch');
    expect(body.results.map((r) => r.content_type)).toEqual(['thread', 'post']);
    expect(body.results[1].snippet_html).toContain('<mark>synthetic</mark>');
  });

  it('searches titles only when asked', async () => {
    const body = await search('keywords=winch&c[title_only]=1');
    expect(body.results.map((r) => r.thread.thread_id).sort()).toEqual([ids.winch, ids.xss].sort());
    expect(body.results.every((r) => r.content_type === 'thread')).toBe(true);
    const none = await search('keywords=pull&c[title_only]=1');
    expect(none.results).toEqual([]);
  });

  it('limits to the members named, and unknown members give nothing', async () => {
    const bob = await search('keywords=winch&c[users]=bob');
    expect(bob.results.map((r) => r.User.username)).toEqual(expect.arrayContaining(['bob']));
    expect(new Set(bob.results.map((r) => r.User.username))).toEqual(new Set(['bob']));
    const both = await search('keywords=winch&c[users]=%20Alice%20,bob,');
    expect(both.results).toHaveLength(5);
    const nobody = await search('keywords=winch&c[users]=nobody');
    expect(nobody.results).toEqual([]);
    const onlyMember = await search('c[users]=alice');
    expect(onlyMember.results.length).toBeGreaterThan(0);
    expect(onlyMember.results.every((r) => r.User.username === 'alice')).toBe(true);
    expect(onlyMember.results[0].post_date).toBeGreaterThanOrEqual(onlyMember.results[1].post_date);
  });

  it('pages 20 at a time', async () => {
    const first = await search('keywords=carburetor');
    expect(first.results).toHaveLength(20);
    expect(first.pagination).toEqual({ current_page: 1, last_page: 2, per_page: 20, total: 25 });
    const second = await search('keywords=carburetor&page=2');
    expect(second.results).toHaveLength(5);
    const past = await search('keywords=carburetor&page=5');
    expect(past.results).toEqual([]);
    expect(past.pagination.total).toBe(25);
  });

  it('counts at most 1,000 matches: 50 pages', async () => {
    const first = await search('keywords=gazetteer');
    expect(first.pagination).toEqual({ current_page: 1, last_page: 50, per_page: 20, total: 1000 });
    expect(first.results[0]).toMatchObject({ content_type: 'thread', thread: { thread_id: ids.mega } });
    const last = await search('keywords=gazetteer&page=50');
    expect(last.results).toHaveLength(20);
    expect(last.pagination.total).toBe(1000);
    const past = await search('keywords=gazetteer&page=51');
    expect(past.results).toEqual([]);
    expect(past.pagination.total).toBe(1000);
    const bob = await search('keywords=gazetteer&c[users]=bob');
    expect(bob.pagination.total).toBe(1000);
    expect(bob.results.every((r) => r.User.username === 'bob')).toBe(true);
  });

  it("finds a member's match however many newer matches others wrote", async () => {
    // Alice's opening post is older than the 1,004 replies that also say gazetteer: past the
    // candidates an unfiltered search ranks, still found when the search is limited to her.
    const alice = await search('keywords=gazetteer&c[users]=alice');
    expect(alice.pagination.total).toBe(1);
    expect(alice.results[0]).toMatchObject({ content_type: 'thread', thread: { thread_id: ids.mega }, User: { username: 'alice' } });
  });

  it('asks for words or a member, and refuses bad parameters', async () => {
    for (const query of ['', 'keywords=', 'keywords=%20%20', 'c[users]=%20,']) {
      const response = await get(t.app, `/api/search?${query}`);
      expect(response.statusCode).toBe(400);
      expect(json(response).errors[0].message).toBe('Enter words to search for, or a member.');
    }
    for (const [query, name] of [['keywords=a&page=0', 'page'], ['keywords=a&c[title_only]=2', 'c[title_only]']]) {
      const response = await get(t.app, `/api/search?${query}`);
      expect(response.statusCode).toBe(400);
      expect(json(response).errors[0].message).toContain(`'${name}'`);
    }
  });

  it('never fails on search syntax or odd input', async () => {
    const inputs = ['"', '""', 'AND', 'OR', 'NOT', '*', '(', ')', '-', '-winch', 'NEAR(', 'NEAR(winch line, 2)', 'winch*', 'title:winch', '^winch', "'; drop table posts; --",
      '{title}:winch', 'winch AND', 'OR OR', '!', '\\', '%', '&', '<script>', '越野 車', 'café', '🚙', 'x'.repeat(500), 'winch '.repeat(100), 'a"b"c', '+winch', 'winch OR line'];
    for (const keywords of inputs) {
      const response = await get(t.app, `/api/search?keywords=${encodeURIComponent(keywords)}`);
      expect({ keywords, status: response.statusCode }).toEqual({ keywords, status: 200 });
      const body = json<SearchResponse>(response);
      for (const result of body.results) {
        expect(result.snippet_html.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
        expect(result.title_html.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
      }
    }
    const operators = await search(`keywords=${encodeURIComponent('"winch" AND (line')}`);
    // Operators are plain words: "and" is in no post, so nothing matches all the words.
    expect(operators.results).toEqual([]);
    const quoted = await search(`keywords=${encodeURIComponent('"winch" (line')}`);
    expect(quoted.results.length).toBe(2);
    // A NUL is refused before any search (PostgreSQL cannot hold one in text): a 400 that says so.
    const nul = await get(t.app, `/api/search?keywords=${encodeURIComponent('winch\u0000')}`);
    expect([nul.statusCode, json(nul).errors[0].code]).toEqual([400, 'invalid_text']);
  });

  it('sees posts written, edited and deleted after the migration', async () => {
    const { first_post_id } = await t.db.selectFrom('threads').select('first_post_id').where('thread_id', '=', ids.tires).executeTakeFirstOrThrow();
    const post = await t.db
      .insertInto('posts')
      .values({ thread_id: ids.tires, user_id: 1, username: 'alice', post_date: now, position: 3, message_html: '<p>zygomorphic</p>', message_parsed: 'zygomorphic diff cover' })
      .returning('post_id')
      .executeTakeFirstOrThrow();
    expect((await search('keywords=zygomorphic')).results.map((r) => r.post_id)).toEqual([post.post_id]);
    await t.db.updateTable('posts').set({ message_parsed: 'plain diff cover' }).where('post_id', '=', post.post_id).execute();
    expect((await search('keywords=zygomorphic')).results).toEqual([]);
    expect((await search('keywords=plain%20diff')).results.map((r) => r.post_id)).toEqual([post.post_id]);
    await t.db.updateTable('threads').set({ title: 'Tire pressure quandary' }).where('thread_id', '=', ids.tires).execute();
    expect((await search('keywords=quandary&c[title_only]=1')).results.map((r) => r.thread.thread_id)).toEqual([ids.tires]);
    await t.db.deleteFrom('posts').where('post_id', '=', post.post_id).execute();
    expect((await search('keywords=plain')).results).toEqual([]);
    expect(first_post_id).toEqual(expect.any(Number));
  });
});

describe('GET /search by vehicle type', () => {
  let t: TestApp;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await build({
      seed: async (db) => {
        const alice = await makeUser(db, { username: 'alice' });
        const bob = await makeUser(db, { username: 'bob' });
        const all = await makeNode(db, { title: 'General', vehicle_type_id: 0 });
        const trekker = await makeNode(db, { title: 'Trekker Tech', vehicle_type_id: 1 });
        const basecamp = await makeNode(db, { title: 'Basecamp Tech', vehicle_type_id: 2 });
        ids.all = await makeThread(db, { node_id: all, title: 'Axle swap for everyone', author: alice });
        ids.trekker = await makeThread(db, { node_id: trekker, title: 'Axle swap on the Trekker', author: bob });
        ids.basecamp = await makeThread(db, { node_id: basecamp, title: 'Axle swap on the Basecamp', author: alice });
      },
    });
  });
  afterAll(() => t.close());

  const threadIds = async (query: string) => {
    const response = await get(t.app, `/api/search?${query}`);
    expect(response.statusCode).toBe(200);
    return json<SearchResponse>(response).results.map((r) => r.thread.thread_id).sort((a, b) => a - b);
  };

  it('0 (or none) searches every forum; a type keeps to its forums and those for all types', async () => {
    expect(await threadIds('keywords=axle')).toEqual([ids.all, ids.trekker, ids.basecamp]);
    expect(await threadIds('keywords=axle&vehicle_type_id=0')).toEqual([ids.all, ids.trekker, ids.basecamp]);
    expect(await threadIds('keywords=axle&vehicle_type_id=1')).toEqual([ids.all, ids.trekker]);
    expect(await threadIds('keywords=axle&c[title_only]=1&vehicle_type_id=2')).toEqual([ids.all, ids.basecamp]);
    expect(await threadIds('c[users]=bob&vehicle_type_id=2')).toEqual([]);
    expect(await threadIds('c[users]=alice,bob&c[title_only]=1&vehicle_type_id=1')).toEqual([ids.all, ids.trekker]);
  });

  it('refuses a bad vehicle type id', async () => {
    const response = await get(t.app, '/api/search?keywords=axle&vehicle_type_id=x');
    expect(response.statusCode).toBe(400);
    expect(json(response).errors[0].message).toContain('vehicle_type_id');
  });
});
