import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { seedDemo } from '../seed';
import { build, get, json, loginAs, type TestApp } from '../../test/helper';
import { withFirstScreen } from './first-screen';
import { registerSite } from './site.plugin';
// The real build step of the shell's and the forum's server entries.
import { buildServerEntry } from '../../../tooling/build-server';

const repoRoot = path.resolve(__dirname, '..', '..', '..');
const INDEX_HTML =
  '<!doctype html><html><head><title>Trailhead</title><script defer="defer" src="/main.0123456789.js"></script></head>' +
  '<body><noscript>Trailhead needs JavaScript to run.</noscript><div id="root"></div></body></html>';

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

    const drawn = (/<div id="first-screen">(.*)<\/div><div id="root" hidden><\/div>/s.exec(html)?.[1] ?? '').replace(/<!-- -->/g, '');
    // Styled on arrival: the style rules come with the HTML.
    const expected = ['Featured', 'Create a Free Account', `Version ${siteVersion}`, '<style data-emotion=', ...featured.map((thread) => escapeHtml(thread.title))];
    expect(expected.filter((text) => !drawn.includes(text))).toEqual([]);

    // The app starts from exactly what was drawn, without asking again.
    const data = drawnData(html);
    expect(data['/api/threads/featured?vehicle_type_id=0']).toEqual(json(await get(t.app, '/api/threads/featured?vehicle_type_id=0')));
    expect(Object.keys(data)).toEqual(expect.arrayContaining(['/api/nav', '/api/vehicles', '/api/trending?vehicle_type_id=0&page=1']));

    // The script downloads at once but starts after the drawing is painted.
    expect(html).toContain('<link rel="preload" as="script" href="/main.0123456789.js" fetchpriority="low">');
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
    expect(response.body).toBe(INDEX_HTML);
  });

  it('leaves pages that the remote does not draw to the browser', async () => {
    expect((await page('/forums')).body).toBe(INDEX_HTML);
    expect((await page('/events')).body).toBe(INDEX_HTML);
  });

  it('sends the page as before when the remote has no server bundle or a broken one', async () => {
    fs.mkdirSync(path.join(releasesDir, 'mfe-forum', 'v2', 'server'), { recursive: true });
    setCurrentForum('v2');
    try {
      expect((await page('/')).body).toBe(INDEX_HTML);
      fs.writeFileSync(path.join(releasesDir, 'mfe-forum', 'v2', 'server', 'first-screen.cjs'), 'this is not javascript (');
      const response = await page('/');
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
    } finally {
      setCurrentForum('v1');
    }
    expect((await page('/')).body).toContain('<div id="first-screen">');
  });

  it('sends a kept drawing at once and redraws it for the next visitor when it is older than 5 s', async () => {
    const first = drawn((await page('/')).body);
    const realNow = Date.now;
    const later = realNow() + 30_000;
    jest.spyOn(Date, 'now').mockImplementation(() => later);
    try {
      // Stale: sent at once, with its age, so that the app fetches again what it shows.
      const stale = drawn((await page('/')).body);
      expect(stale.ageMs).toBeGreaterThanOrEqual(30_000 - 1_000);
      expect(stale.data).toEqual(first.data);
      // Meanwhile a new drawing was made: the next visitor gets it.
      // The redraw runs beside the requests: ask again, yielding to it, until it has landed.
      let fresh = stale;
      const deadline = realNow() + 5_000;
      while (fresh.ageMs >= 1_000 && realNow() < deadline) {
        await new Promise((resolve) => setImmediate(resolve));
        fresh = drawn((await page('/')).body);
      }
      expect(fresh.ageMs).toBeLessThan(1_000);
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('compresses the drawn page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('cookie');
    const html = brotliDecompressSync(response.rawPayload).toString('utf8');
    expect(html).toContain('<div id="first-screen">');
    expect(response.rawPayload.length).toBeLessThan(html.length / 4);
  });

  it('never serves the server bundles to browsers', async () => {
    expect((await get(t.app, '/server/first-screen.cjs')).statusCode).toBe(404);
    expect((await get(t.app, '/releases/mfe-forum/v1/server/first-screen.cjs')).statusCode).toBe(404);
  });

  // Last: it fills the drawings' bound for the next 5 s.
  it('draws a page whatever its query string, and never more than a bounded number of drawings', async () => {
    const plain = await page('/?login=true');
    expect(plain.body).toContain('<div id="first-screen">');
    // Made-up vehicle types (a cookie anyone can set) would each be a new drawing: past the bound, the plain page.
    const bodies = [];
    for (let typeId = 1000; typeId < 1060; typeId += 1) bodies.push((await page('/', `th_vehicle_type=${typeId}`)).body);
    expect(bodies.filter((body) => body === INDEX_HTML).length).toBeGreaterThan(0);
    expect(bodies.filter((body) => body.includes('<div id="first-screen">')).length).toBeLessThanOrEqual(50);
  });
});

describe('withFirstScreen', () => {
  it('keeps the data inside its script element whatever the text says', () => {
    const page = withFirstScreen('<div id="root"></div>', { html: '<p>x</p>', drawnAt: Date.now(), data: { '/api/x': { title: '</script><script>alert(1)</script><!--' } } });
    const script = /<script type="application\/json" id="first-screen-data">(.*?)<\/script>/s.exec(page)![1]!;
    expect(script).not.toContain('<');
    expect(JSON.parse(script).data).toEqual({ '/api/x': { title: '</script><script>alert(1)</script><!--' } });
  });
});

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}
