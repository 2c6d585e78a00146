import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { DRAWING_KEPT_MS } from '@trailhead/shared-kernel/constants';
import { seedDemo } from '../seed';
import { build, get, json, loginAs, post, type TestApp } from '../../test/helper';
import { MAX_DRAWINGS, withFirstScreen, withNonce } from './first-screen';
import { changesDrawnPages, registerSite } from './site.plugin';
// The real build step of the shell's and the forum's server entries.
import { buildServerEntry } from '../../../tooling/build-server';

const repoRoot = path.resolve(__dirname, '..', '..', '..');
const INDEX_HTML =
  '<!doctype html><html><head><title>Trailhead</title><script defer="defer" src="/main.0123456789.js"></script></head>' +
  '<body><noscript>Trailhead needs JavaScript to run.</noscript><div id="root"></div></body></html>';

/** The page as the shell's template has it: the undrawn page, but for its scripts' nonce. */
const undrawn = (body: string) => body.replace(/ nonce="[^"]+"/g, '').replace(/<meta name="csp-nonce" content="[^"]+">/, '');


describe('the first screen drawn on the server', () => {
  let t: TestApp;
  let dir: string;
  let releasesDir: string;

  const page = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
  const drawn = (html: string) => JSON.parse(/<script type="application\/json" id="first-screen-data">(.*?)<\/script>/s.exec(html)![1]!) as { ageMs: number; data: Record<string, unknown> };
  const drawnData = (html: string) => drawn(html).data;
  const forumPaths = { prefixes: ['forums', 'news'], paths: ['/'], catchAll: true };
  const setCurrentForum = (version: string) =>
    fs.writeFileSync(path.join(releasesDir, 'remotes.json'), JSON.stringify({ remotes: { 'mfe-forum': { name: 'forum', paths: forumPaths, current: version, fallback: null } } }));
  const { version: siteVersion } = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string };

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trailhead-first-screen-'));
    const shellDir = path.join(dir, 'shell');
    releasesDir = path.join(dir, 'releases');
    await buildServerEntry({ appDir: path.join(repoRoot, 'shell'), outputPath: shellDir, version: 'test', siteVersion });
    await buildServerEntry({ appDir: path.join(repoRoot, 'mfe-forum'), outputPath: path.join(releasesDir, 'mfe-forum', 'v1'), version: 'v1', siteVersion });
    fs.writeFileSync(path.join(shellDir, 'index.html'), INDEX_HTML);
    setCurrentForum('v1');
    t = await build({ seed: (db) => seedDemo(db), registerSite: (app) => registerSite(app, { shellDir, releasesDir, repoRoot }) });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('draws the frame and the home page for a visitor, with the answers it drew from', async () => {
    const response = await page('/');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const featured = json(await get(t.app, '/api/threads/featured?vehicle_type_id=0')).threads as { title: string }[];
    expect(featured.length).toBeGreaterThan(0);

    const drawn = (/<div id="root">(.*)<\/div><script type="application\/json" id="first-screen-data">/s.exec(html)?.[1] ?? '').replace(/<!-- -->/g, '');
    const expected = ['Featured', 'Create a Free Account', `Version ${siteVersion}`, ...featured.map((thread) => escapeHtml(thread.title))];
    expect(expected.filter((text) => !drawn.includes(text))).toEqual([]);
    // Styled on arrival: the style rules come in <head>, once, not beside each element.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(drawn).not.toContain('<style');
    const rules = /<style nonce="[^"]+" data-drawn-styles="">(.*?)<\/style>/s.exec(head)?.[1] ?? '';
    const drawnClass = /class="(css-[a-z0-9]+)/.exec(drawn)![1]!;
    expect(rules).toContain(`.${drawnClass}{`);

    // The app starts from exactly what was drawn, without asking again.
    const data = drawnData(html);
    expect(data['/api/threads/featured?vehicle_type_id=0']).toEqual(json(await get(t.app, '/api/threads/featured?vehicle_type_id=0')));
    expect(Object.keys(data)).toEqual(expect.arrayContaining(['/api/nav', '/api/vehicles', '/api/trending?vehicle_type_id=0&page=1']));

    // The script downloads at once but starts after the drawing is painted.
    expect(undrawn(html)).toContain('<link rel="preload" as="script" href="/main.0123456789.js" fetchpriority="low">');
    expect(html).not.toContain('<script defer');
    expect(html).toContain('["/main.0123456789.js"]');
  });

  it("draws the visitor's saved vehicle type", async () => {
    const types = json(await get(t.app, '/api/vehicles')).vehicle_types as { vehicle_type_id: number }[];
    const typeId = types.find((type) => type.vehicle_type_id !== 0)!.vehicle_type_id;
    const data = drawnData((await page('/', `th_vehicle_type=${typeId}`)).body);
    expect(data).toHaveProperty([`/api/threads/featured?vehicle_type_id=${typeId}`]);
    expect(data).not.toHaveProperty(['/api/threads/featured?vehicle_type_id=0']);
  });

  it("leaves a member's page to their browser (their frame is theirs alone)", async () => {
    const cookie = await loginAs(t.app, 'member', 'Trailhead#2026');
    const response = await page('/', cookie);
    expect(undrawn(response.body)).toBe(INDEX_HTML);
  });

  it('draws the pages the forum declares (thread pages, forums, search), and leaves the others to the browser', async () => {
    const thread = json(await get(t.app, '/api/threads/68')) as { thread: { title: string; view_url: string } };
    const path = new URL(thread.thread.view_url, 'http://site').pathname;
    const second = await page(`${path}page-2`);
    expect(second.body.replace(/<!-- -->/g, '')).toContain('Page 2 of');
    expect(Object.keys(drawnData(second.body))).toContain('/api/threads/68/posts?page=2');
    expect((await page('/forums')).body).toContain('id="first-screen-data"');
    // A category and a forum, which share their URLs' shape: each drawn from the node tree, and nothing asked that failed.
    const { nodes } = json(await get(t.app, '/api/nodes/all')) as { nodes: { node_id: number; node_type_id: string; title: string; view_url: string }[] };
    for (const kind of ['Category', 'Forum']) {
      const node = nodes.find((candidate) => candidate.node_type_id === kind)!;
      const html = (await page(new URL(node.view_url, 'http://site').pathname)).body;
      expect(html).toContain('id="first-screen-data"');
      expect(html).toContain(escapeHtml(node.title));
      const asked = Object.keys(drawnData(html));
      expect(asked).toContain('/api/nodes/all');
      expect(asked.some((key) => key.startsWith(`/api/forums/${node.node_id}/threads`))).toBe(kind === 'Forum');
    }
    // The search words are part of what is drawn; a query parameter the page does not read is not.
    const search = drawnData((await page('/search?searchText=trail&login=true')).body);
    expect(Object.keys(search).filter((key) => key.startsWith('/api/search?'))).toEqual([expect.stringContaining('keywords=trail')]);
    expect(undrawn((await page('/events')).body)).toBe(INDEX_HTML);
    expect(undrawn((await page('/account/details')).body)).toBe(INDEX_HTML);
  });

  it("forgets the drawings when a write changes what they show: the next visitor sees a member's reply", async () => {
    const lastPageOf68 = async () => {
      const { thread } = json(await get(t.app, '/api/threads/68')) as { thread: { reply_count: number; view_url: string } };
      return `${new URL(thread.view_url, 'http://site').pathname}page-${Math.ceil((thread.reply_count + 1) / 20)}`;
    };
    const before = await page(await lastPageOf68());
    expect(before.body).toContain('id="first-screen-data"');
    const cookie = await loginAs(t.app, 'member', 'Trailhead#2026');
    const reply = await post(t.app, '/api/posts', { thread_id: 68, message_html: '<p>Drawn pages forget what a reply changes</p>' }, cookie);
    expect([reply.statusCode, reply.statusCode < 300 ? '' : reply.body]).toEqual([200, '']);
    // Within the 5 s a drawing is fresh for, and on the very page the reply lands on.
    expect((await page(await lastPageOf68())).body).toContain('Drawn pages forget what a reply changes');
  });

  it('sends the page as before when the remote has no server bundle or a broken one', async () => {
    fs.mkdirSync(path.join(releasesDir, 'mfe-forum', 'v2', 'server'), { recursive: true });
    setCurrentForum('v2');
    try {
      expect(undrawn((await page('/')).body)).toBe(INDEX_HTML);
      fs.writeFileSync(path.join(releasesDir, 'mfe-forum', 'v2', 'server', 'first-screen.cjs'), 'this is not javascript (');
      const response = await page('/');
      expect(response.statusCode).toBe(200);
      expect(undrawn(response.body)).toBe(INDEX_HTML);
    } finally {
      setCurrentForum('v1');
    }
    expect((await page('/')).body).toContain('id="first-screen-data"');
  });

  it('sends a kept drawing at once and redraws it for the next visitor when it is older than 5 s', async () => {
    const first = drawn((await page('/')).body);
    // The clock is the test's: 30 s later, then moved on only as the test says (no waiting on real time).
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'], now: Date.now() + 30_000 });
    try {
      // Stale: sent at once, with its age, so that the app fetches again what it shows.
      const stale = drawn((await page('/')).body);
      expect(stale.ageMs).toBeGreaterThanOrEqual(30_000 - 1_000);
      expect(stale.data).toEqual(first.data);
      // While requests keep coming (the page's scripts and data), the redraw waits: still the stale one.
      for (let ask = 0; ask < 5; ask += 1) {
        jest.advanceTimersByTime(100);
        expect(drawn((await page('/')).body).ageMs).toBeGreaterThanOrEqual(30_000 - 1_000);
      }
      // Once the server has been quiet, a new drawing is made: the next visitor gets it as soon as it has landed.
      jest.advanceTimersByTime(1_000);
      let fresh = stale;
      for (let turn = 0; fresh.ageMs >= 1_000 && turn < 1_000; turn += 1) {
        await new Promise((resolve) => setImmediate(resolve));
        fresh = drawn((await page('/')).body);
      }
      expect(fresh.ageMs).toBeLessThan(1_000);
    } finally {
      jest.useRealTimers();
    }
  });

  it('never sends a drawing the app would have to fetch again at once: one that old is drawn anew', async () => {
    const FRESH = 5_000;
    // A page no earlier test has moved the clock for.
    expect(drawn((await page('/forums')).body).ageMs).toBeLessThan(FRESH);
    const later = Date.now() + DRAWING_KEPT_MS + 1_000;
    jest.spyOn(Date, 'now').mockImplementation(() => later);
    try {
      expect(drawn((await page('/forums')).body).ageMs).toBe(0);
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('compresses the drawn page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('cookie');
    const html = brotliDecompressSync(response.rawPayload).toString('utf8');
    expect(html).toContain('id="first-screen-data"');
    expect(response.rawPayload.length).toBeLessThan(html.length / 4);
  });

  it('never serves the server bundles to browsers', async () => {
    expect((await get(t.app, '/server/first-screen.cjs')).statusCode).toBe(404);
    expect((await get(t.app, '/releases/mfe-forum/v1/server/first-screen.cjs')).statusCode).toBe(404);
  });

  it('draws a page whatever its query string, but never for a vehicle type that does not exist (a cookie anyone can set)', async () => {
    expect((await page('/?login=true')).body).toContain('id="first-screen-data"');
    for (const typeId of [1000, 1001, 99999]) expect(undrawn((await page('/', `th_vehicle_type=${typeId}`)).body)).toBe(INDEX_HTML);
    expect(MAX_DRAWINGS).toBeLessThanOrEqual(500);
  });
});

describe('withFirstScreen', () => {
  it("puts the drawing in the root and what goes with it (its styles) into <head>, painted only once the frame above the main content is whole", () => {
    const indexHtml = '<html><head><title>Trailhead</title></head><body><div id="root"></div></body></html>';
    const screen = { html: '<p class="css-a">x</p>', head: '<style data-drawn-styles="">.css-a{color:red}</style>', drawnAt: Date.now(), timeZone: 'UTC', data: {} };
    const page = withFirstScreen(indexHtml, { screen, remotes: { remotes: {} }, remoteEntry: null }, 'n0nce');
    expect(page).toContain('<title>Trailhead</title><meta name="csp-nonce" content="n0nce"><style nonce="n0nce" data-drawn-styles="">.css-a{color:red}</style><link rel="expect" href="#main" blocking="render"></head>');
    expect(page).toContain('<div id="root"><p class="css-a">x</p></div>');
  });

  it("gives the page's own scripts the response's nonce, and never a script in the drawing", () => {
    const indexHtml = '<html><head><script defer="defer" src="/main.js"></script></head><body><div id="root"></div></body></html>';
    // A drawing never holds a script (members' HTML is sanitised), but were one to slip in, it stays without the nonce.
    const screen = { html: '<p>x</p><script>alert(1)</script>', head: '', drawnAt: Date.now(), timeZone: 'UTC', data: {} };
    const page = withFirstScreen(indexHtml, { screen, remotes: { remotes: {} }, remoteEntry: '/releases/mfe-forum/1/remoteEntry.js' }, 'n0nce');
    expect(page).toContain('<link rel="preload" as="script" nonce="n0nce" href="/main.js"');
    expect(page).toContain('<link rel="preload" as="script" nonce="n0nce" href="/releases/mfe-forum/1/remoteEntry.js"');
    expect(page).toMatch(/<\/script><script nonce="n0nce">\(function\(\)\{var scripts=\["\/main.js"\]/);
    expect(page).toContain('<p>x</p><script>alert(1)</script>');
    expect(withNonce(indexHtml, 'n0nce')).toContain('<script nonce="n0nce" defer="defer" src="/main.js"></script>');
    // Named in the head too, for the code that adds script and style elements.
    expect(page).toMatch(/<meta name="csp-nonce" content="n0nce">[^]*<\/head>/);
  });

  it('keeps the data inside its script element whatever the text says', () => {
    const data = { '/api/x': { title: '</script><script>alert(1)</script><!--' } };
    const page = withFirstScreen('<div id="root"></div>', { screen: { html: '<p>x</p>', head: '', drawnAt: Date.now(), timeZone: 'UTC', data }, remotes: { remotes: {} }, remoteEntry: null }, 'n0nce');
    const script = /<script type="application\/json" id="first-screen-data">(.*?)<\/script>/s.exec(page)![1]!;
    expect(script).not.toContain('<');
    expect(JSON.parse(script).data).toEqual({ '/api/x': { title: '</script><script>alert(1)</script><!--' } });
  });
});

describe('which writes forget the drawings', () => {
  it('forgets them for a write visitors would see, not for a private one or a refused one', () => {
    expect(changesDrawnPages('POST', '/api/posts', 200)).toBe(true);
    expect(changesDrawnPages('PATCH', '/api/threads/4', 200)).toBe(true);
    expect(changesDrawnPages('POST', '/api/posts/9/react', 200)).toBe(true);
    expect(changesDrawnPages('POST', '/api/posts', 403)).toBe(false);
    expect(changesDrawnPages('GET', '/api/threads/4', 200)).toBe(false);
    for (const url of ['/api/login', '/api/threads/draft', '/api/threads/4/watch', '/api/posts/9/report', '/api/conversations', '/api/me/settings', '/api/alerts/read'])
      expect([url, changesDrawnPages('POST', url, 200)]).toEqual([url, false]);
  });
});

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}
