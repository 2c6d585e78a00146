import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { cacheControlFor } from './cache-headers';
import { sitePaths } from './site-paths';

const setHeaders = (reply: { setHeader: (name: string, value: string) => void }, filePath: string) =>
  reply.setHeader('cache-control', cacheControlFor(path.basename(filePath)));

/**
 * The embedded default (ARCHITECTURE §6): the shell, /remotes.json and releases/ on the API's
 * own origin. Every page path that is not a file gets the shell's index.html.
 */
export async function registerSite(app: FastifyInstance, paths = sitePaths()): Promise<void> {
  const { releasesDir, shellDir } = paths;
  const indexFile = path.join(shellDir, 'index.html');

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
    setHeaders,
  });

  // Files of the shell; anything else falls through to the not-found handler below.
  await app.register(fastifyStatic, { root: shellDir, prefix: '/', index: false, wildcard: true, cacheControl: false, preCompressed: true, setHeaders });

  const sendShell = async (reply: FastifyReply) => {
    const html = await readFile(indexFile).catch(() => null);
    if (!html) return reply.code(503).type('text/plain').send('The site is not built yet: run `npm run build` (npm start does it for you).');
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };

  app.get('/', (_request, reply) => sendShell(reply));
  app.setNotFoundHandler((request, reply) => {
    // A browser navigating to a page of the single-page app asks for HTML; a missing file does not.
    const isPage =
      request.method === 'GET' && !request.url.startsWith('/api/') && !request.url.startsWith('/releases/') && (request.headers.accept ?? '').includes('text/html');
    if (isPage) return sendShell(reply);
    return reply.code(404).send({ errors: [{ code: 'not_found', message: 'This page could not be found' }] });
  });
}
