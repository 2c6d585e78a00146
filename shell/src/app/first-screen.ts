import { bus } from '@trailhead/shared-kernel/bus';
import { FIRST_SCREEN_TAPS_GLOBAL } from '@trailhead/shared-kernel/constants';
import { queryClient, seedApiQueries } from '@trailhead/shared-kernel/query';

/** Data drawn longer ago than this is fetched again once the app is live. */
export const REFRESH_DRAWN_DATA_AFTER_MS = 60_000;

/** Longest the server's drawing stays in front of an app whose page never says it is ready. */
export const FIRST_SCREEN_TIMEOUT_MS = 10_000;

/**
 * For a page whose first screen the server drew (api/src/site/first-screen.ts): the app starts
 * from the same API answers, renders hidden behind that drawing, and takes its place as soon as
 * its page says it is drawn (bus.pageReady), an area fails, or the time is up. Since both draw
 * the same thing from the same data, the swap moves nothing on screen.
 * Returns whether a drawn first screen is waiting to be taken over.
 */
export function takeOverFirstScreen(doc: Document = document, timeoutMs = FIRST_SCREEN_TIMEOUT_MS): boolean {
  const screen = doc.getElementById('first-screen');
  const root = doc.getElementById('root');
  if (!screen || !root) return false;
  const dataElement = doc.getElementById('first-screen-data');
  let seeded: string[] = [];
  let ageMs = 0;
  try {
    const drawn = JSON.parse(dataElement?.textContent ?? '{}') as { ageMs?: number; data?: Record<string, unknown> };
    seedApiQueries(queryClient, drawn.data ?? {});
    seeded = Object.keys(drawn.data ?? {});
    ageMs = drawn.ageMs ?? 0;
  } catch (error) {
    console.warn('The first screen came without readable data', error);
  }

  let done = false;
  const swap = () => {
    if (done) return;
    done = true;
    ready.unsubscribe();
    failed.unsubscribe();
    clearTimeout(timer);
    screen.remove();
    dataElement?.remove();
    root.hidden = false;
    doc.documentElement.dataset.live = 'true';
    replayLastTap(root, doc.defaultView);
    // A drawing kept a while on the server (stale while revalidate): what is on screen is fetched again.
    if (ageMs > REFRESH_DRAWN_DATA_AFTER_MS) seeded.forEach((url) => void queryClient.invalidateQueries({ queryKey: [url], exact: true }));
  };
  const ready = bus.pageReady.subscribe(swap);
  const failed = bus.remoteError.subscribe(swap);
  const timer = setTimeout(swap, timeoutMs);
  return true;
}

/** A button tapped on the drawing (Log in, say) is pressed again on the live page. */
function replayLastTap(root: HTMLElement, view: (Window & { [FIRST_SCREEN_TAPS_GLOBAL]?: string[] }) | null): void {
  const taps = view?.[FIRST_SCREEN_TAPS_GLOBAL];
  const label = taps?.at(-1);
  if (view) delete view[FIRST_SCREEN_TAPS_GLOBAL];
  if (!label) return;
  const matching = [...root.querySelectorAll('button')].filter((candidate) => (candidate.getAttribute('aria-label') ?? candidate.textContent ?? '').trim() === label);
  // The one shown at this screen size (a label can also sit in a part hidden at this width).
  (matching.find((candidate) => candidate.offsetParent !== null) ?? matching[0])?.click();
}
