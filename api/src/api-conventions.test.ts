// The API's conventions (ARCHITECTURE §5), held for every route registered under /api, including
// routes added later: each has a request and a response schema, is served by the one module that
// owns its first path segment, and is in the OpenAPI document; SQL lives in repositories only.
import fs from 'node:fs';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { build, get, json, type TestApp } from '../test/helper';
import { API_MODULES } from './app';

interface OpenApiOperation {
  tags?: string[];
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  'x-access'?: string;
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, unknown> };
}

const REQUEST_PARTS = ['params', 'querystring', 'body', 'headers'] as const;
/** @fastify/swagger-ui's own routes: the page and its static files, not API calls. */
const isDocsPage = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');

describe('API conventions', () => {
  let t: TestApp;
  const routes: RouteOptions[] = [];
  let document: OpenApiDocument;

  beforeAll(async () => {
    // At start, as the site does: every response schema of every route is compiled on every run
    // (other files compile only those they call, see http/lazy-serializers.ts).
    t = await build({ onRoute: (route) => void routes.push(route), compileSerializers: 'at-start' });
    document = json<OpenApiDocument>(await get(t.app, '/api/openapi.json'));
  });
  afterAll(() => t.close());

  /** Every API call: one entry per method and URL (HEAD is GET's twin), without the docs page. */
  const apiRoutes = () =>
    routes
      .filter((route) => route.url.startsWith('/api/') && !isDocsPage(route.url))
      .flatMap((route) => [route.method].flat().map((method) => ({ ...route, method })))
      .filter((route) => route.method !== 'HEAD');

  it('collects every route of the API', () => {
    expect(apiRoutes().length).toBeGreaterThan(80);
    expect(apiRoutes().map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining(['GET /api/threads/:id/posts', 'POST /api/posts', 'GET /api/openapi.json', 'POST /api/attachments', 'GET /api/live']),
    );
  });

  it('gives every route a request schema and a response schema for its success', () => {
    const missing = apiRoutes().flatMap((route) => {
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      const problems: string[] = [];
      if (!REQUEST_PARTS.some((part) => schema[part])) problems.push('no request schema');
      if (route.url.includes(':') && !schema.params) problems.push('no params schema');
      const response = (schema.response ?? {}) as Record<string, unknown>;
      if (!Object.keys(response).some((status) => /^2(\d\d|xx)$/.test(status))) problems.push('no 2xx response schema');
      if (!response['4xx'] || !response['5xx']) problems.push('no error response schema');
      return problems.map((problem) => `${route.method} ${route.url}: ${problem}`);
    });
    expect(missing).toEqual([]);
  });

  it('serves each first path segment from one module, the one that declares it', () => {
    const owners = new Map<string, Set<string>>();
    for (const route of apiRoutes()) {
      if (route.url === '/api/openapi.json') continue;
      const segment = route.url.split('/')[2];
      const tags = ((route.schema as { tags?: string[] } | undefined)?.tags ?? ['(untagged)']).join(',');
      owners.set(segment, new Set([...(owners.get(segment) ?? []), tags]));
    }
    const declared = new Map(API_MODULES.flatMap(([name, , segments]) => segments.map((segment) => [segment, name] as const)));
    const served = [...owners].map(([segment, modules]) => [segment, [...modules].join(' + ')]);
    expect(Object.fromEntries(served)).toEqual(Object.fromEntries([...declared].filter(([segment]) => owners.has(segment))));
    // Every declared segment has routes, and no segment is declared twice.
    expect([...declared.keys()].filter((segment) => !owners.has(segment))).toEqual([]);
    expect(declared.size).toBe(API_MODULES.flatMap(([, , segments]) => segments).length);
  });

  it('checks who may call a route once per group: every guarded route names its rule', () => {
    const guarded = apiRoutes().filter((route) => route.config?.access);
    expect(guarded.map((route) => `${route.method} ${route.url} ${route.config?.access}`)).toEqual(
      expect.arrayContaining([
        'GET /api/me member',
        'POST /api/me active-member',
        'POST /api/posts poster',
        'POST /api/attachments poster',
        'DELETE /api/attachments/:id member',
        'GET /api/users/map paid-member',
        'GET /api/nav/admin moderator',
        'GET /api/alerts active-member',
      ]),
    );
    // The thread page (benchmarked) has no access hook.
    expect(apiRoutes().find((route) => route.url === '/api/threads/:id/posts')?.config?.access).toBeUndefined();
  });

  describe('GET /api/openapi.json', () => {
    it('is an OpenAPI 3 document of the Trailhead API', () => {
      expect(document.openapi).toMatch(/^3\.\d+\.\d+$/);
      expect(document.info).toMatchObject({ title: 'Trailhead API', version: expect.any(String) });
      expect(document.tags.map((tag) => tag.name)).toEqual(API_MODULES.map(([name]) => name));
      expect(Object.keys(document.components.schemas)).toEqual(
        expect.arrayContaining(['ApiError', 'Pagination', 'UserSummary', 'UserProfile', 'Thread', 'Post', 'Attachment', 'ForumNode', 'ContentItem', 'Alert', 'Conversation', 'TrailEvent', 'Club']),
      );
    });

    it('lists every registered route, with its parameters, its request and a 2xx answer with a schema', () => {
      const problems: string[] = [];
      for (const route of apiRoutes()) {
        if (route.url === '/api/openapi.json') continue; // the document does not describe itself
        const openApiPath = route.url.replace(/:([A-Za-z_]+)/g, '{$1}');
        const operation = document.paths[openApiPath]?.[route.method.toLowerCase()];
        const name = `${route.method} ${route.url}`;
        if (!operation) {
          problems.push(`${name}: not in the document`);
          continue;
        }
        if (operation.tags?.length !== 1) problems.push(`${name}: not tagged with its module`);
        for (const [, param] of route.url.matchAll(/:([A-Za-z_]+)/g)) {
          if (!operation.parameters?.some((p) => p.in === 'path' && p.name === param)) problems.push(`${name}: path parameter ${param} missing`);
        }
        const success = Object.entries(operation.responses ?? {}).filter(([status]) => /^2(\d\d|XX)$/.test(status));
        if (!success.some(([, answer]) => Object.values(answer.content ?? {}).some((media) => media.schema))) problems.push(`${name}: no 2xx content schema`);
        if (!operation.responses?.['4XX'] && !operation.responses?.['4xx']) problems.push(`${name}: errors not described`);
        const schema = route.schema as { body?: unknown; querystring?: { properties?: object }; headers?: { properties?: object } };
        if (schema.body && !operation.requestBody) problems.push(`${name}: body not described`);
        for (const [part, where] of [['querystring', 'query'], ['headers', 'header']] as const) {
          for (const param of Object.keys(schema[part]?.properties ?? {})) {
            if (!operation.parameters?.some((p) => p.in === where && p.name === param)) problems.push(`${name}: ${where} parameter ${param} missing`);
          }
        }
      }
      expect(problems).toEqual([]);
    });

    it('points only at components it has', () => {
      const refs = [...JSON.stringify(document).matchAll(/"\$ref":"([^"]+)"/g)].map((match) => match[1]);
      expect(refs.length).toBeGreaterThan(50);
      const dangling = [...new Set(refs)].filter((ref) => !(ref.startsWith('#/components/schemas/') && ref.slice(21) in document.components.schemas));
      expect(dangling).toEqual([]);
    });

    it('says who may call a limited route', () => {
      expect(document.paths['/api/posts'].post['x-access']).toBe('poster');
      expect(document.paths['/api/threads/{id}/posts'].get['x-access']).toBeUndefined();
    });

    it('is browsable at /api/docs', async () => {
      const page = await get(t.app, '/api/docs/');
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
    });
  });

  it('keeps SQL in repositories: no query is built in a route file', () => {
    const modules = path.join(__dirname, 'modules');
    const offenders = fs
      .readdirSync(modules, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.routes.ts'))
      .flatMap((file) => {
        const text = fs.readFileSync(path.join(modules, file), 'utf8');
        return [...text.matchAll(/\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(|\bsql`|\.(where|orderBy|innerJoin|leftJoin)\(/g)].map(
          (match) => `${file}: ${match[0]}`,
        );
      });
    expect(offenders).toEqual([]);
  });
});
