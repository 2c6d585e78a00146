import { readFileSync, statSync } from 'node:fs';
import Module from 'node:module';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { FIRST_SCREEN_TAPS_GLOBAL, VEHICLE_TYPE_COOKIE } from '@trailhead/shared-kernel/constants';
import { LOGIN_STATE_COOKIE } from '@trailhead/shared-kernel/types';

/**
 * The visitor's first screen, drawn on the server (ARCHITECTURE §6, embedded default).
 *
 * The shell and each remote may build a server entry beside their browser code
 * (`server/first-screen.cjs`, see tooling/build-server.mjs). For a visitor asking for a page that
 * the owning remote can draw, the server draws the frame and that page with the API's own answers
 * and puts the HTML in index.html; the browser app starts hidden from the same answers and takes
 * the screen over when its page is ready. Anything missing or failing here only means the page is
 * sent as before: the browser draws everything.
 */

/** What the shell's server bundle offers (shell/src/server.tsx). */
interface ShellServerEntry {
  remoteForPath(pathname: string): string;
  drawFirstScreen(input: { url: string; vehicleTypeId: number; routes: unknown[]; data: Record<string, unknown> }):
    | { status: 'drawn'; html: string; data: Record<string, unknown> }
    | { status: 'needs-data'; keys: string[] }
    | { status: 'not-drawn' };
}

/** What a remote's server bundle offers (e.g. mfe-forum/src/server.tsx). */
interface RemoteServerEntry {
  firstScreenRoutes: unknown[];
}

export interface FirstScreen {
  html: string;
  data: Record<string, unknown>;
}

export const SERVER_BUNDLE = path.join('server', 'first-screen.cjs');
/** Every visitor sees the same first screen: it is drawn at most once per this many ms and page. */
const CACHE_MS = 5_000;
/**
 * At most this many drawings are kept at once (pages × vehicle types). Past it, a request for yet
 * another one gets the plain page: made-up paths or cookies cannot make the server draw without end.
 */
const MAX_DRAWINGS = 50;
/** A page reads its data in at most this many rounds (frame and page, then what they reveal). */
const MAX_ROUNDS = 4;

interface LoadedBundle {
  modifiedAt: number;
  exports: unknown;
}

export class FirstScreenRenderer {
  private readonly bundles = new Map<string, LoadedBundle>();
  private readonly drawn = new Map<string, { at: number; screen: Promise<FirstScreen | null> }>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly paths: { shellDir: string; releasesDir: string; repoRoot: string },
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The first screen for this request, or null when the browser should draw the page itself. */
  async forRequest(request: FastifyRequest): Promise<FirstScreen | null> {
    const cookies = parseCookies(request.headers.cookie);
    // A member's frame (menus, counts, own content) is theirs alone: their browser draws it.
    if (cookies[LOGIN_STATE_COOKIE]) return null;
    const savedType = Number(cookies[VEHICLE_TYPE_COOKIE]);
    const vehicleTypeId = Number.isInteger(savedType) && savedType >= 0 ? savedType : 0;
    try {
      const shell = this.load<ShellServerEntry>(path.join(this.paths.shellDir, SERVER_BUNDLE));
      if (!shell) return null;
      // A first screen depends on the path alone; the query (?login=true…) is the app's business.
      const pathname = new URL(request.url, 'http://site').pathname;
      const remoteId = shell.entry.remoteForPath(pathname);
      const remoteFile = this.remoteBundle(remoteId);
      const remote = remoteFile ? this.load<RemoteServerEntry>(remoteFile) : null;
      if (!remote) return null;
      const cacheKey = `${pathname}\n${vehicleTypeId}\n${shell.version}\n${remoteFile}:${remote.version}`;
      const cached = this.drawn.get(cacheKey);
      if (cached && Date.now() - cached.at < CACHE_MS) return await cached.screen;
      this.forgetOld();
      if (!cached && this.drawn.size >= MAX_DRAWINGS) return null;
      const screen = this.draw(shell.entry, remote.entry, pathname, vehicleTypeId);
      this.drawn.set(cacheKey, { at: Date.now(), screen });
      return await screen;
    } catch (error) {
      this.log.warn({ err: error, url: request.url }, 'first screen not drawn');
      return null;
    }
  }

  /** Loads the bundles in the background so that the first visitor does not wait for Node to read React and Chakra. */
  warmUp(): void {
    setImmediate(() => {
      try {
        this.load(path.join(this.paths.shellDir, SERVER_BUNDLE));
        this.remoteBundle('mfe-forum');
      } catch (error) {
        this.log.warn({ err: error }, 'first screen bundles not loaded');
      }
    });
  }

  private async draw(shell: ShellServerEntry, remote: RemoteServerEntry, url: string, vehicleTypeId: number): Promise<FirstScreen | null> {
    const data: Record<string, unknown> = {};
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      const result = shell.drawFirstScreen({ url, vehicleTypeId, routes: remote.firstScreenRoutes, data });
      if (result.status === 'not-drawn') return null;
      if (result.status === 'drawn') return { html: result.html, data: result.data };
      const answers = await Promise.all(result.keys.map((key) => this.ask(key)));
      // A page whose data cannot be read as a visitor reads it is left to the browser (it says why there).
      if (answers.some((answer) => answer === undefined)) return null;
      result.keys.forEach((key, index) => (data[key] = answers[index]));
    }
    return null;
  }

  /** One API answer, from this very process (no network), as a visitor. */
  private async ask(key: string): Promise<unknown> {
    if (!key.startsWith('/api/')) return undefined;
    const response = await this.app.inject({ method: 'GET', url: key, headers: { accept: 'application/json' } });
    if (response.statusCode !== 200) return undefined;
    return response.json() as unknown;
  }

  /** The server bundle of the remote's current version (remotes.json), if that version has one. */
  private remoteBundle(remoteId: string): string | null {
    const manifest = JSON.parse(readFileSync(path.join(this.paths.releasesDir, 'remotes.json'), 'utf8')) as {
      remotes?: Record<string, { current?: string | null }>;
    };
    const current = manifest.remotes?.[remoteId]?.current;
    if (!current || !/^[\w.-]+$/.test(current)) return null;
    return path.join(this.paths.releasesDir, remoteId, current, SERVER_BUNDLE);
  }

  /** Loads a bundle once per file version. Its npm imports resolve from the repository's node_modules. */
  private load<T>(file: string): { entry: T; version: number } | null {
    let modifiedAt: number;
    try {
      modifiedAt = statSync(file).mtimeMs;
    } catch {
      return null;
    }
    let loaded = this.bundles.get(file);
    if (!loaded || loaded.modifiedAt !== modifiedAt) {
      const bundle = new Module(file);
      bundle.filename = file;
      bundle.paths = (Module as unknown as { _nodeModulePaths(from: string): string[] })._nodeModulePaths(this.paths.repoRoot);
      (bundle as unknown as { _compile(code: string, name: string): void })._compile(readFileSync(file, 'utf8'), file);
      loaded = { modifiedAt, exports: bundle.exports };
      this.bundles.set(file, loaded);
    }
    return { entry: loaded.exports as T, version: loaded.modifiedAt };
  }

  private forgetOld(): void {
    const now = Date.now();
    for (const [key, value] of this.drawn) if (now - value.at >= CACHE_MS) this.drawn.delete(key);
  }
}

/** index.html with the drawn screen in front of the (hidden) app root, and the data the app starts from. */
export function withFirstScreen(indexHtml: string, screen: FirstScreen): string {
  const marker = '<div id="root"></div>';
  if (!indexHtml.includes(marker)) return indexHtml;
  // JSON inside a script element: nothing in it may close the element or open a comment.
  const json = JSON.stringify(screen.data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  // The drawing is on screen before any code runs: the app's scripts download at once (preload)
  // but start only after the browser has painted it.
  const scripts: string[] = [];
  const html = indexHtml.replace(/<script defer="defer" src="([^"]+)"><\/script>/g, (_tag, src: string) => {
    scripts.push(src);
    return `<link rel="preload" as="script" href="${src}" fetchpriority="low">`;
  });
  const startAfterPaint = `<script>${startScriptsAfterPaint(scripts)}${rememberTaps}</script>`;
  return html.replace(
    marker,
    () =>
      `<div id="first-screen">${screen.html}</div><div id="root" hidden></div>` +
      `<script type="application/json" id="first-screen-data">${json}</script>${startAfterPaint}`,
  );
}

/**
 * Starts the app's scripts once their code is here (the preloads have loaded) and the drawing has
 * been painted (two frames after it was parsed): never earlier, so the paint does not wait for them,
 * and no later, so the page is live as soon as it can be.
 */
function startScriptsAfterPaint(scripts: string[]): string {
  return (
    `(function(){var scripts=${JSON.stringify(scripts)},waiting=scripts.length+1;` +
    `function go(){if(--waiting)return;scripts.forEach(function(src){var s=document.createElement('script');s.src=src;s.async=false;document.head.appendChild(s)})}` +
    `requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})});` +
    `scripts.forEach(function(src){var link=document.querySelector('link[rel="preload"][href="'+src+'"]');` +
    `if(!link||performance.getEntriesByName(link.href).length)return go();link.addEventListener('load',go);link.addEventListener('error',go)})})();`
  );
}

/** A button tapped before the app is live is remembered (links work on their own); the shell presses it again. */
const rememberTaps =
  `(function(){var taps=window[${JSON.stringify(FIRST_SCREEN_TAPS_GLOBAL)}]=[];document.getElementById('first-screen').addEventListener('click',function(e){` +
  `var b=e.target.closest&&e.target.closest('button');if(b)taps.push((b.getAttribute('aria-label')||b.textContent||'').trim())})})();`;

function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    const value = part.slice(index + 1).trim();
    try {
      cookies[part.slice(0, index).trim()] = decodeURIComponent(value);
    } catch {
      cookies[part.slice(0, index).trim()] = value;
    }
  }
  return cookies;
}
