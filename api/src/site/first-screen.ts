import { readFileSync, statSync } from 'node:fs';
import Module from 'node:module';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { FIRST_SCREEN_TAPS_GLOBAL, VEHICLE_TYPE_COOKIE, vehicleTypeFromCookie } from '@trailhead/shared-kernel/constants';
import { ownerOfPath, parseRemotesJson } from '@trailhead/shared-kernel/remotes';
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
  /** When it was drawn (ms since the epoch). */
  drawnAt: number;
}

export const SERVER_BUNDLE = path.join('server', 'first-screen.cjs');
/** Every visitor sees the same first screen: it is drawn at most once per this many ms and page… */
const FRESH_MS = 5_000;
/**
 * …and an older drawing is still sent at once while a new one is made for the next visitor
 * (stale while revalidate), up to this age; the app refreshes what it shows when it is old.
 */
const KEEP_MS = 5 * 60_000;
/**
 * At most this many drawings are kept at once (pages × vehicle types). Past it, a request for yet
 * another one gets the plain page: made-up paths or cookies cannot make the server draw without end.
 */
const MAX_DRAWINGS = 50;
/** A page reads its data in at most this many rounds (frame and page, then what they reveal). */
const MAX_ROUNDS = 4;

interface Drawing {
  at: number;
  screen: Promise<FirstScreen | null>;
  redrawing: boolean;
}

export class FirstScreenRenderer {
  private readonly files = new Map<string, { value: unknown; modifiedAt: number }>();
  private readonly drawn = new Map<string, Drawing>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly paths: { shellDir: string; releasesDir: string; repoRoot: string },
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The first screen for this request, or null when the browser should draw the page itself. */
  async forRequest(request: FastifyRequest): Promise<FirstScreen | null> {
    // A member's frame (menus, counts, own content) is theirs alone: their browser draws it.
    if (request.cookies[LOGIN_STATE_COOKIE]) return null;
    // A first screen depends on the path alone; the query (?login=true…) is the app's business.
    return this.firstScreenFor(new URL(request.url, 'http://site').pathname, vehicleTypeFromCookie(request.cookies[VEHICLE_TYPE_COOKIE]));
  }

  private async firstScreenFor(pathname: string, vehicleTypeId: number): Promise<FirstScreen | null> {
    try {
      const shell = this.load<ShellServerEntry>(path.join(this.paths.shellDir, SERVER_BUNDLE));
      if (!shell) return null;
      const remoteFile = this.remoteBundle(pathname);
      const remote = remoteFile ? this.load<RemoteServerEntry>(remoteFile) : null;
      if (!remote) return null;
      const cacheKey = `${pathname}\n${vehicleTypeId}\n${shell.version}\n${remoteFile}:${remote.version}`;
      return await this.drawing(cacheKey, () => this.draw(shell.entry, remote.entry, pathname, vehicleTypeId));
    } catch (error) {
      this.log.warn({ err: error, pathname }, 'first screen not drawn');
      return null;
    }
  }

  /** The kept drawing for this key: fresh, or stale while a new one is made, or made now. */
  private drawing(key: string, draw: () => Promise<FirstScreen | null>): Promise<FirstScreen | null> {
    this.forgetOld();
    const kept = this.drawn.get(key);
    if (kept) {
      if (Date.now() - kept.at >= FRESH_MS && !kept.redrawing) {
        kept.redrawing = true;
        void draw()
          .then((screen) => this.drawn.set(key, { at: Date.now(), screen: Promise.resolve(screen), redrawing: false }))
          .catch((error: unknown) => {
            this.log.warn({ err: error }, 'first screen not redrawn');
            this.drawn.delete(key);
          });
      }
      return kept.screen;
    }
    if (this.drawn.size >= MAX_DRAWINGS) return Promise.resolve(null);
    const screen = draw();
    this.drawn.set(key, { at: Date.now(), screen, redrawing: false });
    screen.catch(() => this.drawn.delete(key));
    return screen;
  }

  /** Draws the home page in the background, so that the first visitor waits neither for Node to read React and Chakra nor for the drawing. */
  warmUp(): void {
    setImmediate(() => void this.firstScreenFor('/', 0));
  }

  private async draw(shell: ShellServerEntry, remote: RemoteServerEntry, url: string, vehicleTypeId: number): Promise<FirstScreen | null> {
    const data: Record<string, unknown> = {};
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      const result = shell.drawFirstScreen({ url, vehicleTypeId, routes: remote.firstScreenRoutes, data });
      if (result.status === 'not-drawn') return null;
      if (result.status === 'drawn') return { html: result.html, data: result.data, drawnAt: Date.now() };
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

  /** The server bundle of the current version (remotes.json) of the remote that serves the path, if that version has one. */
  private remoteBundle(pathname: string): string | null {
    const remotes = this.whenChanged(path.join(this.paths.releasesDir, 'remotes.json'), (file) => parseRemotesJson(JSON.parse(readFileSync(file, 'utf8'))));
    // No manifest: nothing is published yet.
    const owner = remotes && ownerOfPath(pathname, remotes.value);
    const current = owner?.current?.version;
    if (!owner || !current || !/^[\w.-]+$/.test(current)) return null;
    return path.join(this.paths.releasesDir, owner.id, current, SERVER_BUNDLE);
  }

  /** Loads a bundle once per file version. Its npm imports resolve from the repository's node_modules. */
  private load<T>(file: string): { entry: T; version: number } | null {
    const loaded = this.whenChanged(file, () => {
      const bundle = new Module(file);
      bundle.filename = file;
      bundle.paths = (Module as unknown as { _nodeModulePaths(from: string): string[] })._nodeModulePaths(this.paths.repoRoot);
      (bundle as unknown as { _compile(code: string, name: string): void })._compile(readFileSync(file, 'utf8'), file);
      return bundle.exports as unknown;
    });
    return loaded && { entry: loaded.value as T, version: loaded.modifiedAt };
  }

  /** What `read` makes of a file, made again only when the file changes; null when it is missing. */
  private whenChanged<T>(file: string, read: (file: string) => T): { value: T; modifiedAt: number } | null {
    let modifiedAt: number;
    try {
      modifiedAt = statSync(file).mtimeMs;
    } catch {
      return null;
    }
    const known = this.files.get(file);
    if (known && known.modifiedAt === modifiedAt) return known as { value: T; modifiedAt: number };
    const fresh = { value: read(file), modifiedAt };
    this.files.set(file, fresh);
    return fresh;
  }

  private forgetOld(): void {
    const now = Date.now();
    for (const [key, value] of this.drawn) if (now - value.at >= KEEP_MS && !value.redrawing) this.drawn.delete(key);
  }
}

/** index.html with the drawn screen in front of the (hidden) app root, and the data the app starts from. */
export function withFirstScreen(indexHtml: string, screen: FirstScreen): string {
  const marker = '<div id="root"></div>';
  if (!indexHtml.includes(marker)) return indexHtml;
  // JSON inside a script element: nothing in it may close the element or open a comment.
  const json = JSON.stringify({ ageMs: Math.max(0, Date.now() - screen.drawnAt), data: screen.data }).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
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
