/** @jest-environment jsdom */
import { bus } from '@trailhead/shared-kernel/bus';
import { QueryObserver, queryClient } from '@trailhead/shared-kernel/query';
import { takeOverFirstScreen } from './first-screen';

const FEATURED = '/api/threads/featured?vehicle_type_id=0';

function drawnPage(data: unknown = { [FEATURED]: { threads: [{ thread_id: 7 }] } }, ageMs = 0) {
  document.documentElement.removeAttribute('data-live');
  document.body.innerHTML = `
    <div id="first-screen"><h2>Featured</h2></div>
    <div id="root" hidden></div>
    <script type="application/json" id="first-screen-data">${JSON.stringify({ ageMs, data })}</script>`;
}

beforeEach(() => {
  jest.useFakeTimers();
  queryClient.clear();
});

/** A component on screen reading the featured threads: it fetches when the cache has nothing fresh. */
function readOnScreen(fetcher: () => Promise<unknown>) {
  const observer = new QueryObserver(queryClient, { queryKey: [FEATURED], queryFn: fetcher });
  return observer.subscribe(() => undefined);
}
afterEach(() => jest.useRealTimers());

it('does nothing for a page the server did not draw', () => {
  document.body.innerHTML = '<div id="root"></div>';
  expect(takeOverFirstScreen(document)).toBe(false);
  expect(document.getElementById('root')!.hidden).toBe(false);
});

it('starts the app from the answers the server drew with, then swaps when the page is ready', () => {
  drawnPage();
  expect(takeOverFirstScreen(document)).toBe(true);
  expect(queryClient.getQueryState([FEATURED])).toMatchObject({ status: 'success', data: { threads: [{ thread_id: 7 }] } });
  // Until the page says it is drawn, the drawing stays in front of the hidden app.
  expect(document.getElementById('first-screen')).not.toBeNull();
  expect(document.getElementById('root')!.hidden).toBe(true);

  bus.pageReady.next({ path: '/' });
  expect(document.getElementById('first-screen')).toBeNull();
  expect(document.getElementById('first-screen-data')).toBeNull();
  expect(document.getElementById('root')!.hidden).toBe(false);
  expect(document.documentElement.dataset.live).toBe('true');
});

it('presses again on the live page the button last tapped on the drawing', () => {
  drawnPage();
  takeOverFirstScreen(document);
  const pressed = jest.fn();
  const live = document.createElement('button');
  live.textContent = 'Log in';
  live.addEventListener('click', pressed);
  document.getElementById('root')!.append(live);
  (window as unknown as Record<string, string[]>).__TRAILHEAD_FIRST_SCREEN_TAPS__ = ['Open menu', 'Log in'];
  bus.pageReady.next({ path: '/' });
  expect(pressed).toHaveBeenCalledTimes(1);
  expect(window).not.toHaveProperty('__TRAILHEAD_FIRST_SCREEN_TAPS__');
});

it('fetches again, once live, what a drawing kept a while on the server shows', async () => {
  drawnPage(undefined, 90_000);
  takeOverFirstScreen(document);
  const fetcher = jest.fn().mockResolvedValue({ threads: [{ thread_id: 8 }] });
  const stop = readOnScreen(fetcher);
  expect(fetcher).not.toHaveBeenCalled();
  bus.pageReady.next({ path: '/' });
  expect(fetcher).toHaveBeenCalledTimes(1);
  stop();
});

it('does not fetch again what was drawn just now', async () => {
  drawnPage(undefined, 2_000);
  takeOverFirstScreen(document);
  const fetcher = jest.fn().mockResolvedValue({ threads: [] });
  const stop = readOnScreen(fetcher);
  bus.pageReady.next({ path: '/' });
  expect(fetcher).not.toHaveBeenCalled();
  stop();
});

it('shows the app at once when an area fails, so its error panel is seen', () => {
  drawnPage();
  takeOverFirstScreen(document);
  bus.remoteError.next({ remote: 'mfe-forum', version: null, error: 'boom' });
  expect(document.getElementById('first-screen')).toBeNull();
  expect(document.getElementById('root')!.hidden).toBe(false);
});

it('shows the app after the time limit when its page never says it is ready', () => {
  drawnPage();
  takeOverFirstScreen(document, 10_000);
  jest.advanceTimersByTime(9_999);
  expect(document.getElementById('root')!.hidden).toBe(true);
  jest.advanceTimersByTime(1);
  expect(document.getElementById('root')!.hidden).toBe(false);
});

it('still takes over when the data cannot be read (the app then asks the API itself)', () => {
  drawnPage();
  document.getElementById('first-screen-data')!.textContent = '{not json';
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  expect(takeOverFirstScreen(document)).toBe(true);
  expect(queryClient.getQueryCache().getAll()).toEqual([]);
  bus.pageReady.next({ path: '/' });
  expect(document.getElementById('root')!.hidden).toBe(false);
});
