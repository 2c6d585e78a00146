/** @jest-environment jsdom */
import { bus } from '@trailhead/shared-kernel/bus';
import { DRAWING_CLOCK_GLOBAL } from '@trailhead/shared-kernel/constants';
import { QueryObserver, queryClient } from '@trailhead/shared-kernel/query';
import { readFirstScreen, whenDrawnPageLive } from './first-screen';

const FEATURED = '/api/threads/featured?vehicle_type_id=0';
const CLOCK = { now: Date.UTC(2026, 10, 23, 12), timeZone: 'America/Denver' };
const REMOTES = { remotes: { 'mfe-forum': { name: 'forum', paths: { prefixes: ['forums'], paths: ['/'], catchAll: true }, current: 'v1', fallback: null } } };

function drawnPage(data: unknown = { [FEATURED]: { threads: [{ thread_id: 7 }] } }, ageMs = 0) {
  document.documentElement.removeAttribute('data-live');
  document.body.innerHTML = `
    <div id="root"><h2>Featured</h2><button>Log in</button></div>
    <script type="application/json" id="first-screen-data">${JSON.stringify({ ageMs, data, clock: CLOCK, remotes: REMOTES })}</script>`;
}

beforeEach(() => {
  jest.useFakeTimers();
  queryClient.clear();
});
afterEach(() => jest.useRealTimers());

/** A component on screen reading the featured threads: it fetches when the cache has nothing fresh. */
function readOnScreen(fetcher: () => Promise<unknown>) {
  const observer = new QueryObserver(queryClient, { queryKey: [FEATURED], queryFn: fetcher });
  return observer.subscribe(() => undefined);
}

it('is nothing for a page the server did not draw', () => {
  document.body.innerHTML = '<div id="root"></div>';
  expect(readFirstScreen(document)).toBeNull();
});

it('starts the app from the answers, the remotes and the clock the server drew with', () => {
  drawnPage();
  const drawn = readFirstScreen(document)!;
  expect(queryClient.getQueryState([FEATURED])).toMatchObject({ status: 'success', data: { threads: [{ thread_id: 7 }] } });
  expect(drawn.remotes.map((remote) => [remote.id, remote.current?.version])).toEqual([['mfe-forum', 'v1']]);
  expect((globalThis as Record<string, unknown>)[DRAWING_CLOCK_GLOBAL]).toEqual(CLOCK);
  // The data is read once; the drawing itself stays where it is, for the app to take over.
  expect(document.getElementById('first-screen-data')).toBeNull();
  expect(document.querySelector('#root h2')?.textContent).toBe('Featured');
});

it('marks the page live when its page is live, and presses again the button tapped before the code ran', () => {
  drawnPage();
  const drawn = readFirstScreen(document)!;
  const button = document.querySelector('button')!;
  const pressed = jest.fn();
  button.addEventListener('click', pressed);
  (window as unknown as Record<string, Element[]>).__TRAILHEAD_FIRST_SCREEN_TAPS__ = [document.querySelector('h2')!, button];
  whenDrawnPageLive(drawn, document);
  // From the start of the takeover, taps are React's: no more remembering.
  expect(window).not.toHaveProperty('__TRAILHEAD_FIRST_SCREEN_TAPS__');
  expect(pressed).not.toHaveBeenCalled();
  bus.pageReady.next({ path: '/' });
  expect(document.documentElement.dataset.live).toBe('true');
  expect(pressed).toHaveBeenCalledTimes(1);
});

it('fetches again, once live, what a drawing kept a while on the server shows', () => {
  drawnPage(undefined, 90_000);
  whenDrawnPageLive(readFirstScreen(document)!, document);
  const fetcher = jest.fn().mockResolvedValue({ threads: [{ thread_id: 8 }] });
  const stop = readOnScreen(fetcher);
  expect(fetcher).not.toHaveBeenCalled();
  bus.pageReady.next({ path: '/' });
  expect(fetcher).toHaveBeenCalledTimes(1);
  stop();
});

it('does not fetch again what was drawn just now', () => {
  drawnPage(undefined, 2_000);
  whenDrawnPageLive(readFirstScreen(document)!, document);
  const fetcher = jest.fn().mockResolvedValue({ threads: [] });
  const stop = readOnScreen(fetcher);
  bus.pageReady.next({ path: '/' });
  expect(fetcher).not.toHaveBeenCalled();
  stop();
});

it('is live at once when an area fails, and after the time limit when its page never says so', () => {
  drawnPage();
  whenDrawnPageLive(readFirstScreen(document)!, document);
  bus.remoteError.next({ remote: 'mfe-forum', version: null, error: 'boom' });
  expect(document.documentElement.dataset.live).toBe('true');

  drawnPage();
  whenDrawnPageLive(readFirstScreen(document)!, document, 10_000);
  jest.advanceTimersByTime(9_999);
  expect(document.documentElement.dataset.live).toBeUndefined();
  jest.advanceTimersByTime(1);
  expect(document.documentElement.dataset.live).toBe('true');
});

it('leaves the page to the browser when the data cannot be read', () => {
  drawnPage();
  document.getElementById('first-screen-data')!.textContent = '{not json';
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  expect(readFirstScreen(document)).toBeNull();
  expect(queryClient.getQueryCache().getAll()).toEqual([]);
});
