import { readFileSync } from 'node:fs';
import Module from 'node:module';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { API_BASE_META, DRAWING_KEPT_MS, FIRST_SCREEN_DATA_ID, FIRST_SCREEN_TAPS_GLOBAL, MAIN_CONTENT_ID, NONCE_META, VEHICLE_TYPE_COOKIE, vehicleTypeFromCookie } from '@trailhead/shared-kernel/constants';
import { ownerOfPath, parseRemotesJson, type RemoteDescriptor } from '@trailhead/shared-kernel/remotes';
import { LOGIN_STATE_COOKIE, type RemoteServerModule, type ShellServerModule } from '@trailhead/shared-kernel/types';
import { FilesWhenChanged } from './files-when-changed';

/**
 * A visitor's page, drawn on the server (ARCHITECTURE §6, embedded default).
 *
 * The shell and each remote may build a server entry beside their browser code
 * (`server/first-screen.cjs`, see tooling/build-server.ts). A remote's entry declares which of its
 * routes are drawn for visitors (`drawnRoutes`); for such a page the server draws the whole app
 * (frame and page) with the API's own answers and puts it in index.html's root, with those
 * answers beside it, and the browser takes that drawing over by hydration. Anything missing or
 * failing here only means the page is sent as before: the browser draws everything.
 */

export interface FirstScreen {
  html: string;
  /** What goes into <head> with it: its styles. */
  head: string;
  data: Record<string, unknown>;
  /** When it was drawn (ms since the epoch), and in which time zone its dates are written. */
  drawnAt: number;
  timeZone: string;
}

/** A drawn page and what goes with it into index.html. */
export interface DrawnPage {
  screen: FirstScreen;
  /** remotes.json as it is now (the app needs it to take the page over), and the page's remote entry. */
  remotes: unknown;
  remoteEntry: string | null;
}

export const SERVER_BUNDLE = path.join('server', 'first-screen.cjs');
/** Every visitor sees the same drawing of a page: it is made at most once per this many ms… */
const FRESH_MS = 5_000;
/**
 * …and an older drawing is still sent at once while a new one is made for the next visitor
 * (stale while revalidate), up to this age. Past it the page is drawn anew: the app would fetch
 * again everything on an older drawing as soon as it is live, which costs a phone far more.
 */
const KEEP_MS = DRAWING_KEPT_MS;
/**
 * A stale drawing's redraw waits until the server has had no request for this long (but no longer
 * than REDRAW_WITHIN_MS): the page it was sent with asks for its scripts and data at once, and
 * drawing keeps this process busy for ~100 ms, which they should not wait behind.
 */
const QUIET_MS = 300;
const REDRAW_WITHIN_MS = 5_000;
/** At most this many drawings are kept (pages × vehicle types); past it the least recently sent goes. */
export const MAX_DRAWINGS = 200;
/** A page reads its data and code in at most this many rounds (frame and page, then what they reveal). */
const MAX_ROUNDS = 8;

interface Drawing {
  at: number;
  screen: Promise<FirstScreen | null>;
  redrawing: boolean;
  /** The writes it may not show: made before forgetAll() was called this many times. */
  generation: number;
  /** Drawn again because of a write: the next write's redraw waits WRITE_REDRAW_SPACING_MS after it. */
  afterWrite?: boolean;
}

/**
 * Under steady writes every drawing is outdated as soon as it is made: a page is drawn again at
 * most once per this many ms then (each drawing keeps the process busy ~100 ms), and visitors in
 * between get the drawing before. The first write after a quiet spell is drawn at once.
 */
const WRITE_REDRAW_SPACING_MS = 1_000;

export class FirstScreenRenderer {
  private readonly files = new FilesWhenChanged();
  /** In the order they were last sent: the first is the next to go. */
  private readonly drawn = new Map<string, Drawing>();
  private vehicleTypes: { at: number; ids: Promise<Set<number>> } | null = null;
  private readonly timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  /** When the last request arrived (performance.now()): redraws wait for a quiet moment. */
  private lastRequestAt = 0;
  /** How many times a write has outdated every drawing (forgetAll). */
  private generation = 0;

  constructor(
    private readonly app: FastifyInstance,
    private readonly paths: { shellDir: string; releasesDir: string; repoRoot: string },
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The drawn page for this request, or null when the browser should draw the page itself. */
  async forRequest(request: FastifyRequest): Promise<DrawnPage | null> {
    // A member's frame (menus, counts, own content) is theirs alone: their browser draws it.
    if (request.cookies[LOGIN_STATE_COOKIE]) return null;
    return this.pageFor(request.url, vehicleTypeFromCookie(request.cookies[VEHICLE_TYPE_COOKIE]));
  }

  /** Every request the server receives, so that redraws can wait for a quiet moment. */
  noteRequest(): void {
    this.lastRequestAt = performance.now();
  }

  /** Forgets every drawing: a write changed what pages show (a reply, an edit, a moderation action). */
  forgetAll(): void {
    // Kept, but outdated: the next visitor waits for a new drawing, and the visitors who come while
    // it is made get this one at once (under steady writes they would all have waited, ~1 s at 200 users).
    this.generation += 1;
  }

  private async pageFor(url: string, vehicleTypeId: number): Promise<DrawnPage | null> {
    try {
      const shell = this.load<ShellServerModule>(path.join(this.paths.shellDir, SERVER_BUNDLE));
      const remotes = this.files.read(path.join(this.paths.releasesDir, 'remotes.json'), (file) => {
        const raw = JSON.parse(readFileSync(file, 'utf8')) as unknown;
        return { raw, descriptors: parseRemotesJson(raw) };
      });
      if (!shell || !remotes) return null;
      const owner = ownerOfPath(new URL(url, 'http://site').pathname, remotes.value.descriptors);
      const current = owner?.current;
      if (!owner || !current || !/^[\w.-]+$/.test(current.version)) return null;
      const remoteFile = path.join(this.paths.releasesDir, owner.id, current.version, SERVER_BUNDLE);
      const remote = this.load<RemoteServerModule>(remoteFile);
      const location = remote && shell.entry.drawingLocation(url, remote.entry.drawnRoutes ?? []);
      if (!remote || !location) return null;
      // A saved vehicle type that does not exist (a cookie anyone can set) is not worth a drawing of its own.
      if (vehicleTypeId !== 0 && !(await this.knownVehicleTypes()).has(vehicleTypeId)) return null;
      const key = [location, vehicleTypeId, shell.modifiedAt, remoteFile, remote.modifiedAt].join('\n');
      const screen = await this.drawing(key, () => this.draw(shell.entry, { id: owner.id, module: remote.entry }, remotes.value.descriptors, location, vehicleTypeId));
      return screen && { screen, remotes: remotes.value.raw, remoteEntry: current.entry };
    } catch (error) {
      this.log.warn({ err: error, url }, 'page not drawn');
      return null;
    }
  }

  /** The kept drawing for this key: fresh, or stale while a new one is made, or made now. */
  private drawing(key: string, draw: () => Promise<FirstScreen | null>): Promise<FirstScreen | null> {
    this.forgetOld();
    const kept = this.drawn.get(key);
    if (kept && kept.generation < this.generation) {
      if (kept.redrawing || (kept.afterWrite && Date.now() - kept.at < WRITE_REDRAW_SPACING_MS)) return kept.screen;
      kept.redrawing = true;
      return this.drawAnew(key, draw);
    }
    if (kept) {
      // The most recently sent goes last: the least recently sent is the first to make room.
      this.drawn.delete(key);
      this.drawn.set(key, kept);
      if (Date.now() - kept.at >= FRESH_MS && !kept.redrawing) {
        kept.redrawing = true;
        this.whenQuiet(() => {
          const generation = this.generation;
          return draw()
            .then((screen) => this.drawn.has(key) && this.drawn.set(key, { at: Date.now(), screen: Promise.resolve(screen), redrawing: false, generation }))
            .catch((error: unknown) => {
              this.log.warn({ err: error }, 'page not redrawn');
              this.drawn.delete(key);
            });
        });
      }
      return kept.screen;
    }
    for (const oldest of this.drawn.keys()) {
      if (this.drawn.size < MAX_DRAWINGS) break;
      this.drawn.delete(oldest);
    }
    const screen = draw();
    this.drawn.set(key, { at: Date.now(), screen, redrawing: false, generation: this.generation });
    screen.catch(() => this.drawn.delete(key));
    return screen;
  }

  /** Draws an outdated page again for this visitor; the old drawing stays for the others until it is done. */
  private drawAnew(key: string, draw: () => Promise<FirstScreen | null>): Promise<FirstScreen | null> {
    const generation = this.generation;
    const screen = draw();
    screen.then(
      () => this.drawn.has(key) && this.drawn.set(key, { at: Date.now(), screen, redrawing: false, generation, afterWrite: true }),
      () => this.drawn.delete(key),
    );
    return screen;
  }

  /** Draws the home page in the background, so that the first visitor waits neither for Node to read React and Chakra nor for the drawing. */
  warmUp(): void {
    setImmediate(() => void this.pageFor('/', 0));
  }

  private async draw(shell: ShellServerModule, remote: { id: string; module: RemoteServerModule }, remotes: RemoteDescriptor[], location: string, vehicleTypeId: number): Promise<FirstScreen | null> {
    const data: Record<string, unknown> = {};
    const clock = { now: Date.now(), timeZone: this.timeZone };
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      const result = shell.drawFirstScreen({ location, vehicleTypeId, remotes, remote, data, clock });
      if (result.status === 'drawn') return { html: result.html, head: result.head, data: result.data, drawnAt: clock.now, timeZone: clock.timeZone };
      if (result.status === 'code-pending') {
        // A lazily loaded page's code is read on the next turn of the event loop.
        await new Promise((resolve) => setImmediate(resolve));
        continue;
      }
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

  private knownVehicleTypes(): Promise<Set<number>> {
    if (!this.vehicleTypes || Date.now() - this.vehicleTypes.at >= FRESH_MS) {
      const ids = this.ask('/api/vehicles').then((answer) => new Set(((answer as { vehicle_types?: { vehicle_type_id: number }[] })?.vehicle_types ?? []).map((type) => type.vehicle_type_id)));
      this.vehicleTypes = { at: Date.now(), ids };
    }
    return this.vehicleTypes.ids;
  }

  /** Loads a bundle once per file version. Its npm imports resolve from the repository's node_modules. */
  private load<T>(file: string): { entry: T; modifiedAt: number } | null {
    const loaded = this.files.read(file, () => {
      const bundle = new Module(file);
      bundle.filename = file;
      bundle.paths = (Module as unknown as { _nodeModulePaths(from: string): string[] })._nodeModulePaths(this.paths.repoRoot);
      (bundle as unknown as { _compile(code: string, name: string): void })._compile(readFileSync(file, 'utf8'), file);
      return bundle.exports as unknown;
    });
    return loaded && { entry: loaded.value as T, modifiedAt: loaded.modifiedAt };
  }

  /** Runs the work once no request has come for QUIET_MS, or REDRAW_WITHIN_MS from now at the latest. */
  private whenQuiet(work: () => void): void {
    const latest = performance.now() + REDRAW_WITHIN_MS;
    const check = () => {
      const now = performance.now();
      const quietFor = now - this.lastRequestAt;
      if (quietFor >= QUIET_MS || now >= latest) work();
      else setTimeout(check, Math.min(QUIET_MS - quietFor, latest - now)).unref();
    };
    setTimeout(check, QUIET_MS).unref();
  }

  private forgetOld(): void {
    const now = Date.now();
    for (const [key, value] of this.drawn) if (now - value.at >= KEEP_MS && !value.redrawing) this.drawn.delete(key);
  }
}

/**
 * index.html with the drawn page in the app's root (the browser takes it over by hydration), and
 * beside it what it was drawn from.
 */
export function withFirstScreen(indexHtml: string, page: DrawnPage, nonce: string): string {
  const marker = '<div id="root"></div>';
  if (!indexHtml.includes(marker)) return indexHtml;
  const { screen } = page;
  const data = { ageMs: Math.max(0, Date.now() - screen.drawnAt), data: screen.data, clock: { now: screen.drawnAt, timeZone: screen.timeZone }, remotes: page.remotes };
  // JSON inside a script element: nothing in it may close the element or open a comment.
  const json = JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  // The drawing is on screen before any code runs: the app's scripts (and the page's remote entry)
  // download at once (preload) but start only after the browser has painted it.
  const scripts: string[] = [];
  let html = indexHtml.replace(/<script defer="defer" src="([^"]+)"><\/script>/g, (_tag, src: string) => {
    scripts.push(src);
    return `<link rel="preload" as="script" href="${src}" fetchpriority="low">`;
  });
  if (page.remoteEntry && /^\/[\w./-]+$/.test(page.remoteEntry)) html = html.replace('</head>', `<link rel="preload" as="script" href="${page.remoteEntry}" fetchpriority="low"></head>`);
  // The drawing's styles are the server's own (never members' text): they carry the nonce. And the
  // browser paints nothing before the frame above the main content is whole: a paint between two
  // pieces of the HTML would show the top bar's right-hand group half built, and then move it.
  const head = `${screen.head.replace(/<style\b/g, `<style nonce="${nonce}"`)}<link rel="expect" href="#${MAIN_CONTENT_ID}" blocking="render">`;
  html = withNonce(html, nonce).replace('</head>', () => `${head}</head>`);
  const startAfterPaint = `<script nonce="${nonce}">${startScriptsAfterPaint(scripts)}${rememberTaps}</script>`;
  return html.replace(
    marker,
    () => `<div id="root">${screen.html}</div><script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${json}</script>${startAfterPaint}`,
  );
}

const htmlAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * With the API served elsewhere (API_BASE_URL), the page names it for the shell and the remotes
 * (shared-kernel/api reads <meta name="trailhead-api">); otherwise the page is left as it is and
 * they call /api on its own origin.
 */
export function withApiBase(templateHtml: string, apiBaseUrl: string | null): string {
  if (!apiBaseUrl) return templateHtml;
  return templateHtml.replace('</head>', () => `<meta name="${API_BASE_META}" content="${htmlAttribute(apiBaseUrl)}"></head>`);
}

/**
 * The page's own script elements, script preloads and style elements carry the response's nonce,
 * and its head names it for the code that writes more (emotion, webpack's chunk loading): the
 * Content-Security-Policy (http/security-headers.ts) allows nothing else. Only for the page's
 * template: never for a drawing, whose text came partly from members.
 */
export function withNonce(templateHtml: string, nonce: string): string {
  return templateHtml
    .replace(/<script\b/g, `<script nonce="${nonce}"`)
    .replace(/<link rel="preload" as="script"/g, `<link rel="preload" as="script" nonce="${nonce}"`)
    .replace(/<style\b/g, `<style nonce="${nonce}"`)
    .replace('</head>', () => `<meta name="${NONCE_META}" content="${nonce}"></head>`);
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

/**
 * A button tapped before the app's code runs is remembered (links work on their own); the shell
 * stops this when it starts taking the page over, and presses the last one again once it is live.
 */
const rememberTaps =
  `(function(){var key=${JSON.stringify(FIRST_SCREEN_TAPS_GLOBAL)};window[key]=[];document.getElementById('root').addEventListener('click',function(e){` +
  `var b=e.target.closest&&e.target.closest('button');if(b&&window[key])window[key].push(b)})})();`;
