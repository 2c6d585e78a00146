import { bus } from '@trailhead/shared-kernel/bus';
import { DRAWING_CLOCK_GLOBAL, DRAWING_KEPT_MS, FIRST_SCREEN_DATA_ID, FIRST_SCREEN_TAPS_GLOBAL, type DrawingClock } from '@trailhead/shared-kernel/constants';
import { queryClient, seedApiQueries } from '@trailhead/shared-kernel/query';
import { parseRemotesJson, type RemoteDescriptor } from '@trailhead/shared-kernel/remotes';

/** Data drawn longer ago than this is fetched again once the app is live (the server sends no older drawing). */
export const REFRESH_DRAWN_DATA_AFTER_MS = DRAWING_KEPT_MS;

/** Longest the app waits for the drawn page to say it is live before marking it live anyway. */
export const FIRST_SCREEN_TIMEOUT_MS = 10_000;

/** What a page drawn by the server carries beside the drawing (api/src/site/first-screen.ts). */
export interface FirstScreenData {
  /** How old the drawing was when sent (drawings are kept a while: stale while revalidate). */
  ageMs: number;
  /** Every API answer the drawing read, by query key. */
  data: Record<string, unknown>;
  clock: DrawingClock;
  /** remotes.json, so the app need not ask for it before taking the page over. */
  remotes: unknown;
}

export interface DrawnPage {
  remotes: RemoteDescriptor[];
  ageMs: number;
  seeded: string[];
}

/**
 * For a page the server drew: puts the answers it was drawn with into the cache (so nothing is asked
 * again), and sets the clock its dates were written by. Null when the browser draws the page itself.
 */
export function readFirstScreen(doc: Document = document): DrawnPage | null {
  const element = doc.getElementById(FIRST_SCREEN_DATA_ID);
  if (!element) return null;
  element.remove();
  try {
    const drawn = JSON.parse(element.textContent ?? '') as FirstScreenData;
    seedApiQueries(queryClient, drawn.data);
    (globalThis as { [DRAWING_CLOCK_GLOBAL]?: DrawingClock })[DRAWING_CLOCK_GLOBAL] = drawn.clock;
    return { remotes: parseRemotesJson(drawn.remotes), ageMs: drawn.ageMs, seeded: Object.keys(drawn.data) };
  } catch (error) {
    console.warn('The first screen came without readable data: the browser draws the page', error);
    return null;
  }
}

/**
 * Once the drawn page is live (its page says so, its area fails, or the time is up): marks it live,
 * presses again a button tapped before, and fetches again what was drawn long ago.
 */
export function whenDrawnPageLive(drawn: DrawnPage, doc: Document = document, timeoutMs = FIRST_SCREEN_TIMEOUT_MS): void {
  // From here on React handles taps itself: the one tapped before is pressed again once it works.
  const tapped = takeTappedButton(doc.defaultView);
  let done = false;
  const live = () => {
    if (done) return;
    done = true;
    ready.unsubscribe();
    failed.unsubscribe();
    clearTimeout(timer);
    doc.documentElement.dataset.live = 'true';
    if (tapped?.isConnected) tapped.click();
    // A drawing kept a while on the server (stale while revalidate): what is on screen is fetched again.
    if (drawn.ageMs > REFRESH_DRAWN_DATA_AFTER_MS) drawn.seeded.forEach((url) => void queryClient.invalidateQueries({ queryKey: [url], exact: true }));
  };
  const ready = bus.pageReady.subscribe(live);
  const failed = bus.remoteError.subscribe(live);
  const timer = setTimeout(live, timeoutMs);
}

/** The button last tapped on the drawing before the app's code ran (Log in, say), and no more remembering. */
function takeTappedButton(view: (Window & { [FIRST_SCREEN_TAPS_GLOBAL]?: Element[] }) | null): HTMLElement | null {
  const tapped = view?.[FIRST_SCREEN_TAPS_GLOBAL]?.at(-1);
  if (view) delete view[FIRST_SCREEN_TAPS_GLOBAL];
  return tapped instanceof HTMLElement ? tapped : null;
}
