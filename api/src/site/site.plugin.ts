import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cacheControlFor } from './cache-headers';
import { cspNonce } from '../http/security-headers';
import { FilesWhenChanged } from './files-when-changed';
import { FirstScreenRenderer, withApiBase, withFirstScreen, withNonce } from './first-screen';
import { registerLegacyMembershipRedirect } from '../modules/membership/store-legacy-redirect';

const setHeaders = (reply: { setHeader: (name: string, value: string) => void }, filePath: string) =>
  reply.setHeader('cache-control', cacheControlFor(path.basename(filePath)));

/** The kinds of files the shell's build writes (tooling/webpack): a path ending so may be one of them. */
const SHELL_FILE = /\.(?:html|js|css|svg|png|ico|webmanifest|json|txt|woff2?)$/i;

/**
 * A browser opening a page of the app (it asks for HTML) at a path that names none of the shell's
 * kinds of files, such as /map or /members/Name.12. Such a request goes straight to the page: looking
 * for a file first (three stats, for the file and its compressed copies) costs little alone, but each
 * one waits a turn of a busy event loop (~0.4 s for /map at 40 visitors, where / took 70 ms).
 */
export function isPageRequest(url: string, accept: string | undefined): boolean {
  const pathName = url.split('?', 1)[0];
  return (accept ?? '').includes('text/html') && !SHELL_FILE.test(pathName);
}

/** Where the built site lives: from the one configuration (api/src/config.ts, RELEASES_DIR and SHELL_DIST_DIR). */
export interface SitePaths {
  repoRoot: string;
  releasesDir: string;
  shellDir: string;
}

/**
 * The embedded default (ARCHITECTURE §6): the shell, /remotes.json and releases/ on the API's
 * own origin. Every page path that is not a file gets the shell's index.html.
 */
export async function registerSite(app: FastifyInstance, paths: SitePaths): Promise<void> {
  const { releasesDir, shellDir } = paths;
  const indexFile = path.join(shellDir, 'index.html');
  // Read again only when a build replaces it: an async read per page waited behind a busy event loop (~1 s at 200 users).
  const files = new FilesWhenChanged();
  const shellPage = () => {
    try {
      return files.read(indexFile, (file) => readFileSync(file, 'utf8'))?.value ?? null;
    } catch {
      return null; // replaced between its stat and its read: the next request reads the new one
    }
  };
  const firstScreens = new FirstScreenRenderer(app, paths, app.log);
  app.addHook('onReady', async () => firstScreens.warmUp());
  app.addHook('onRequest', async () => firstScreens.noteRequest());
  // A write that changes what visitors' pages show forgets the drawings of those pages.
  app.addHook('onResponse', async (request, reply) => {
    if (changesDrawnPages(request.method, request.url, reply.statusCode)) firstScreens.forgetAll();
  });
  // Server bundles (server/first-screen.cjs) are for this process, not for browsers.
  const allowedPath = (pathName: string) => !pathName.split('/').includes('server');

  app.get('/remotes.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    try {
      return JSON.parse(await readFile(path.join(releasesDir, 'remotes.json'), 'utf8'));
    } catch {
      // Nothing published yet: the shell starts and shows each area's error panel.
      return { remotes: {} };
    }
  });

  await app.register(fastifyStatic, {
    root: releasesDir,
    prefix: '/releases/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    preCompressed: true,
    wildcard: true,
    allowedPath,
    setHeaders,
  });

  // Files of the shell; anything else falls through to the not-found handler below.
  await app.register(fastifyStatic, {
    root: shellDir,
    prefix: '/',
    index: false,
    wildcard: true,
    cacheControl: false,
    preCompressed: true,
    allowedPath: (pathName, _root, request) => allowedPath(pathName) && !isPageRequest(request.url, request.headers.accept),
    setHeaders,
  });

  const sendShell = async (request: FastifyRequest, reply: FastifyReply) => {
    const template = shellPage();
    if (!template) return reply.code(503).type('text/plain').send('The site is not built yet: run `npm run build` (npm start does it for you).');
    const drawn = await firstScreens.forRequest(request);
    reply.header('cache-control', 'no-cache').header('vary', 'cookie, accept-encoding').type('text/html; charset=utf-8');
    const nonce = cspNonce(reply);
    const html = withApiBase(template, app.settings.apiBaseUrl);
    return sendCompressed(request, reply, drawn ? withFirstScreen(html, drawn, nonce) : withNonce(html, nonce));
  };

  app.get('/', (request, reply) => sendShell(request, reply));
  // Spec §2: the legacy membership route answers 301 to the store's product page.
  await registerLegacyMembershipRedirect(app);
  app.setNotFoundHandler((request, reply) => {
    // A browser navigating to a page of the single-page app asks for HTML; a missing file does not.
    const isPage =
      request.method === 'GET' && !request.url.startsWith('/api/') && !request.url.startsWith('/releases/') && (request.headers.accept ?? '').includes('text/html');
    if (isPage) return sendShell(request, reply);
    return reply.code(404).send({ errors: [{ code: 'not_found', message: 'This page could not be found' }] });
  });
}

/**
 * API paths whose writes change nothing a visitor's drawn page shows: a person's own session,
 * account, drafts, watches, reports, alerts and conversations, and the site's plumbing.
 */
const PRIVATE_WRITES =
  /^\/api\/(?:(?:account|login|logout|lost-password|change-password|register|registerValidation|registration|captcha|validation|me|custom-fields|conversations|alerts|contact|attachments|live)(?:[/?]|$)|threads\/draft|threads\/\d+\/(?:watch|unwatch)(?:[/?]|$)|posts\/\d+\/report(?:[/?]|$))/;

/** Whether a request was a write, that succeeded, to something visitors' pages show (threads, posts, reactions, moderation, events…). */
export function changesDrawnPages(method: string, url: string, status: number): boolean {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS' || status >= 400) return false;
  return url.startsWith('/api/') && !PRIVATE_WRITES.test(url);
}

/** A drawn first screen is ~140 KB of HTML, mostly repeated style rules: compressed it is ~15 KB. */
function sendCompressed(request: FastifyRequest, reply: FastifyReply, body: string) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (body.length < 1024) return reply.send(body);
  if (/\bbr\b/.test(accepted)) {
    return reply.header('content-encoding', 'br').send(brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }));
  }
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(gzipSync(body));
  return reply.send(body);
}
