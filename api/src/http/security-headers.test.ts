import { build, countRows, json, type TestApp } from '../../test/helper';
import { makeUser, PASSWORD } from '../../test/fixtures';
import { registerSite } from '../site/site.plugin';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The policy's directives by name. */
function directivesOf(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('security headers and the Content-Security-Policy', () => {
  let t: TestApp;
  let shellDir: string;

  beforeAll(async () => {
    shellDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trailhead-shell-'));
    fs.writeFileSync(path.join(shellDir, 'index.html'), '<html><head><script defer="defer" src="/main.js"></script></head><body><div id="root"></div></body></html>');
    t = await build({
      registerSite: (app) => registerSite(app, { repoRoot: shellDir, releasesDir: path.join(shellDir, 'releases'), shellDir }),
    });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(shellDir, { recursive: true, force: true });
  });

  it('sends the same headers on an API answer, a page, a file and a 404', async () => {
    for (const url of ['/api/health', '/', '/index.html', '/api/nope']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect([url, response.headers['x-content-type-options']]).toEqual([url, 'nosniff']);
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['permissions-policy']).toContain('camera=()');
      expect(response.headers['permissions-policy']).toContain('geolocation=(self)');
      expect(response.headers['strict-transport-security']).toBe('max-age=15552000');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['x-xss-protection']).toBe('0');
      expect(response.headers['cross-origin-embedder-policy']).toBeUndefined();
      const policy = directivesOf(String(response.headers['content-security-policy']));
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'none'"]);
      expect(policy.get('report-uri')).toEqual(['/api/csp-reports']);
    }
  });

  it("runs only the page's own scripts: a new nonce for each page, on each of its script elements", async () => {
    const first = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    const second = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    const nonces = [first, second].map((response) => {
      const scriptSrc = directivesOf(String(response.headers['content-security-policy'])).get('script-src')!;
      expect(scriptSrc).toContain("'strict-dynamic'");
      expect(scriptSrc.some((value) => value === "'unsafe-eval'")).toBe(false);
      const nonce = /^'nonce-([A-Za-z0-9+/=]{24,})'$/.exec(scriptSrc.find((value) => value.startsWith("'nonce-"))!)![1]!;
      expect(response.body).toContain(`<script nonce="${nonce}" defer="defer" src="/main.js"></script>`);
      // Style elements too need the nonce, which the page names for the code that adds elements.
      expect(directivesOf(String(response.headers['content-security-policy'])).get('style-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
      expect(response.body).toContain(`<meta name="csp-nonce" content="${nonce}">`);
      return nonce;
    });
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it("gives data (JSON) the policy that lets nothing load or run, with no nonce; pages and scripts the page's", async () => {
    for (const url of ['/api/health', '/api/nope']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const policy = directivesOf(String(response.headers['content-security-policy']));
      expect([url, policy.get('default-src'), policy.get('script-src')]).toEqual([url, ["'none'"], undefined]);
      expect(String(response.headers['content-security-policy'])).not.toContain('nonce-');
    }
    const page = directivesOf(String((await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })).headers['content-security-policy']));
    expect(page.get('default-src')).toEqual(["'self'"]);
    expect(page.get('script-src')?.[0]).toMatch(/^'nonce-/);
  });

  it('can send the policy report-only, to try a change out', async () => {
    const reportOnly = await build({ settings: { cspReportOnly: true } });
    try {
      const response = await reportOnly.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['content-security-policy']).toBeUndefined();
      expect(response.headers['content-security-policy-report-only']).toContain("frame-ancestors 'none'");
    } finally {
      await reportOnly.close();
    }
  });

  it("takes the browsers' violation reports, in both of their forms", async () => {
    const legacy = await t.app.inject({
      method: 'POST',
      url: '/api/csp-reports',
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify({ 'csp-report': { 'document-uri': 'http://localhost/', 'violated-directive': 'script-src', 'blocked-uri': 'inline' } }),
    });
    expect([legacy.statusCode, json(legacy)]).toEqual([200, { received: 1 }]);
    const reporting = await t.app.inject({
      method: 'POST',
      url: '/api/csp-reports',
      headers: { 'content-type': 'application/reports+json' },
      payload: JSON.stringify([{ type: 'csp-violation', body: { documentURL: 'http://localhost/', effectiveDirective: 'script-src-elem', blockedURL: 'https://evil.example/x.js' } }]),
    });
    expect([reporting.statusCode, json(reporting)]).toEqual([200, { received: 1 }]);
    const garbage = await t.app.inject({ method: 'POST', url: '/api/csp-reports', headers: { 'content-type': 'application/csp-report' }, payload: '{not json' });
    expect(garbage.statusCode).toBe(400);
    expect(json(garbage).errors[0].message).toBeTruthy();
  });
});

describe('requests from other sites', () => {
  let t: TestApp;
  const login = { login: 'origin_rider', password: PASSWORD };

  beforeAll(async () => {
    t = await build({ settings: { siteUrl: 'https://trailhead.example', allowedOrigins: ['https://www.trailhead.example'] } });
    await makeUser(t.db, { username: 'origin_rider' });
  });
  afterAll(() => t.close());

  const logIn = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/login', headers: { host: 'localhost:8080', ...headers }, payload: login });

  it("refuses a write sent by another site's page, before anything is written", async () => {
    const before = await countRows(t.db, 'sessions');
    for (const headers of <Record<string, string>[]>[
      { origin: 'https://evil.example' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
      { origin: 'http://localhost:8081' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ]) {
      const response = await logIn(headers);
      expect([headers, response.statusCode]).toEqual([headers, 403]);
      expect(json(response).errors[0]).toEqual({ code: 'cross_site_request', message: 'This request did not come from a Trailhead page. Please reload the page and try again.' });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/posts/1', headers: { origin: 'https://evil.example' }, payload: {} });
      expect([method, response.statusCode]).toEqual([method, 403]);
    }
    expect(await countRows(t.db, 'sessions')).toBe(before);
  });

  it("lets the site's own pages write, and the origins it names, and whatever sent no origin at all", async () => {
    for (const headers of <Record<string, string>[]>[
      { origin: 'http://localhost:8080' },
      { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:8080' },
      { 'sec-fetch-site': 'same-origin' },
      { origin: 'https://trailhead.example' },
      { origin: 'https://www.trailhead.example', 'sec-fetch-site': 'same-site' },
      {},
    ]) {
      const response = await logIn(headers);
      expect([headers, response.statusCode]).toEqual([headers, 200]);
    }
  });

  it('lets pages on the origins it names read its answers with credentials (CORS), and no other page', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/posts',
      headers: { origin: 'https://www.trailhead.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, idempotency-key' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers).toMatchObject({
      'access-control-allow-origin': 'https://www.trailhead.example',
      'access-control-allow-credentials': 'true',
      'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
      'access-control-allow-headers': 'Accept, Content-Type, Idempotency-Key',
      'access-control-max-age': '600',
    });
    const signedIn = await logIn({ origin: 'https://www.trailhead.example', 'sec-fetch-site': 'same-site' });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers).toMatchObject({ 'access-control-allow-origin': 'https://www.trailhead.example', 'access-control-allow-credentials': 'true', 'access-control-expose-headers': 'Retry-After, Content-Disposition' });
    expect(String(signedIn.headers.vary)).toMatch(/\bOrigin\b/);
    // A refusal is readable too: the page can show its message.
    const missing = await t.app.inject({ method: 'GET', url: '/api/threads/2147483647', headers: { origin: 'https://www.trailhead.example' } });
    expect([missing.statusCode, missing.headers['access-control-allow-origin']]).toEqual([404, 'https://www.trailhead.example']);

    for (const origin of ['https://evil.example', 'https://trailhead.example.evil.example', 'null']) {
      const refused = await t.app.inject({ method: 'OPTIONS', url: '/api/posts', headers: { origin, 'access-control-request-method': 'POST' } });
      expect([origin, refused.headers['access-control-allow-origin'], refused.headers['access-control-allow-credentials']]).toEqual([origin, undefined, undefined]);
      const read = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin } });
      expect(read.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('says nothing of CORS when no other origin is named: pages and API share one origin', async () => {
    const single = await build();
    try {
      const preflight = await single.app.inject({ method: 'OPTIONS', url: '/api/posts', headers: { origin: 'https://www.trailhead.example', 'access-control-request-method': 'POST' } });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      expect(preflight.statusCode).not.toBe(204);
    } finally {
      await single.close();
    }
  });

  it('lets anyone read', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(response.statusCode).toBe(200);
  });

  it('does not let a link or an image on another site sign a member out (GET /logout is checked as a write)', async () => {
    const signedIn = await logIn({ origin: 'http://localhost:8080' });
    const cookie = (signedIn.headers['set-cookie'] as string[]).map((value) => value.split(';')[0]).join('; ');
    const me = () => t.app.inject({ method: 'GET', url: '/api/me', headers: { host: 'localhost:8080', cookie } });
    expect((await me()).statusCode).toBe(200);
    for (const headers of <Record<string, string>[]>[{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }]) {
      const refused = await t.app.inject({ method: 'GET', url: '/api/logout', headers: { host: 'localhost:8080', cookie, ...headers } });
      expect([headers, refused.statusCode, json(refused).errors[0].code]).toEqual([headers, 403, 'cross_site_request']);
      expect(refused.headers['set-cookie']).toBeUndefined();
      expect((await me()).statusCode).toBe(200);
    }
    // The site's own page (and the person's own typing of the address) still signs out.
    const out = await t.app.inject({ method: 'GET', url: '/api/logout', headers: { host: 'localhost:8080', cookie, 'sec-fetch-site': 'same-origin' } });
    expect(out.statusCode).toBe(200);
    expect((await me()).statusCode).toBe(401);
  });

  it('takes the scheme and host the browser used from a proxy only when it is trusted (TRUST_PROXY)', async () => {
    const headers = { origin: 'https://forum.example', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'forum.example' };
    expect((await logIn(headers)).statusCode).toBe(403);
    const proxied = await build({ settings: { trustProxy: true } });
    try {
      await makeUser(proxied.db, { username: 'origin_rider' });
      const response = await proxied.app.inject({ method: 'POST', url: '/api/login', headers: { host: 'localhost:8080', ...headers }, payload: login });
      expect(response.statusCode).toBe(200);
      // Over https, the session cookie is a secure one.
      expect(String(response.headers['set-cookie'])).toMatch(/HttpOnly; Secure; SameSite=Lax|Secure; HttpOnly; SameSite=Lax|SameSite=Lax; Secure/);
    } finally {
      await proxied.close();
    }
  });
});

describe('the pages with the API served elsewhere (API_BASE_URL)', () => {
  let shellDir: string;
  let split: TestApp;
  let own: TestApp;
  beforeAll(async () => {
    shellDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trailhead-shell-'));
    fs.writeFileSync(path.join(shellDir, 'index.html'), '<html><head><script defer="defer" src="/main.js"></script></head><body><div id="root"></div></body></html>');
    const registerTheSite = (app: Parameters<typeof registerSite>[0]) => registerSite(app, { repoRoot: shellDir, releasesDir: path.join(shellDir, 'releases'), shellDir });
    split = await build({ settings: { apiBaseUrl: 'https://api.trailhead.example/api' }, registerSite: registerTheSite });
    own = await build({ registerSite: registerTheSite });
  });
  afterAll(async () => {
    await split.close();
    await own.close();
    fs.rmSync(shellDir, { recursive: true, force: true });
  });

  it('a page names it for its code, and its policy lets the page call it; without it, neither', async () => {
    const page = await split.app.inject({ method: 'GET', url: '/forums', headers: { accept: 'text/html' } });
    expect(page.body).toContain('<meta name="trailhead-api" content="https://api.trailhead.example/api">');
    expect(directivesOf(String(page.headers['content-security-policy'])).get('connect-src')).toEqual(["'self'", 'https://api.trailhead.example']);
    const plain = await own.app.inject({ method: 'GET', url: '/forums', headers: { accept: 'text/html' } });
    expect(plain.body).not.toContain('trailhead-api');
    expect(directivesOf(String(plain.headers['content-security-policy'])).get('connect-src')).toEqual(["'self'"]);
  });
});
