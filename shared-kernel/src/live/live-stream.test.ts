/** @jest-environment jsdom */
import { openLiveStream, type LiveEvent } from './live-stream';

class FakeSource {
  static made: FakeSource[] = [];
  readyState = 1;
  closed = false;
  private listeners = new Map<string, Set<(event: unknown) => void>>();
  constructor(readonly url: string) {
    FakeSource.made.push(this);
  }
  addEventListener(type: string, listener: (event: unknown) => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
  }
  removeEventListener(type: string, listener: (event: unknown) => void) {
    this.listeners.get(type)?.delete(listener);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  emit(type: string, data?: unknown, lastEventId = '') {
    this.listeners.get(type)?.forEach((listener) => listener({ data: JSON.stringify(data), lastEventId }));
  }
}

const factory = (url: string) => new FakeSource(url) as unknown as EventSource;
const post = (postId: number) => ({ thread_id: 7, post_id: postId, position: postId, user_id: 2 });

beforeEach(() => {
  FakeSource.made = [];
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

it('opens /api/live for the thread and emits typed post and counts events', () => {
  const seen: LiveEvent[] = [];
  const subscription = openLiveStream({ threadId: 7 }, factory).subscribe((event) => seen.push(event));
  const source = FakeSource.made[0];
  expect(source.url).toBe('/api/live?thread_id=7');
  source.emit('post', post(10), '10');
  source.emit('counts', { alerts_unviewed: 2, conversations_unread: 0 });
  expect(seen).toEqual([
    { type: 'post', data: post(10) },
    { type: 'counts', data: { alerts_unviewed: 2, conversations_unread: 0 } },
  ]);
  subscription.unsubscribe();
  expect(source.closed).toBe(true);
});

it('asks for the member map\'s changes with map=1 and emits typed map events', () => {
  const seen: LiveEvent[] = [];
  const subscription = openLiveStream({ map: true }, factory).subscribe((event) => seen.push(event));
  const source = FakeSource.made[0];
  expect(source.url).toBe('/api/live?map=1');
  source.emit('map', { layer: 'locations' });
  expect(seen).toEqual([{ type: 'map', data: { layer: 'locations' } }]);
  subscription.unsubscribe();
  expect(source.closed).toBe(true);
});

it("opens /api/live for an event and emits its typed rsvp events; they stop once unsubscribed", () => {
  const seen: LiveEvent[] = [];
  const subscription = openLiveStream({ eventId: 12 }, factory).subscribe((event) => seen.push(event));
  const source = FakeSource.made[0];
  expect(source.url).toBe('/api/live?event_id=12');
  const rsvp = { event_id: 12, attending_count: 3, waitlist_count: 1, rigs_no: 3, is_cancelled: false };
  source.emit('rsvp', rsvp);
  source.emit('rsvp', undefined);
  expect(seen).toEqual([{ type: 'rsvp', data: rsvp }]);
  subscription.unsubscribe();
  source.emit('rsvp', rsvp);
  expect(seen).toHaveLength(1);
});

it('reopens from the last event id when the network comes back and drops replayed posts', () => {
  const seen: LiveEvent[] = [];
  openLiveStream({ threadId: 7 }, factory).subscribe((event) => seen.push(event));
  FakeSource.made[0].emit('post', post(10), '10');
  window.dispatchEvent(new Event('online'));
  const second = FakeSource.made[1];
  expect(FakeSource.made[0].closed).toBe(true);
  expect(second.url).toBe('/api/live?thread_id=7&last_event_id=10');
  second.emit('post', post(10), '10');
  second.emit('post', post(11), '11');
  expect(seen.map((event) => (event.type === 'post' ? event.data.post_id : 0))).toEqual([10, 11]);
});

it('reopens after the browser gave up on the stream', () => {
  openLiveStream({ threadId: 7, retryMs: 1000 }, factory).subscribe();
  const first = FakeSource.made[0];
  first.readyState = 2;
  first.emit('error');
  expect(FakeSource.made).toHaveLength(1);
  jest.advanceTimersByTime(1000);
  expect(FakeSource.made).toHaveLength(2);
});

it('reopens when the page wakes after sleeping longer than sleepMs', () => {
  openLiveStream({ threadId: 7, sleepMs: 5000 }, factory).subscribe();
  const visibility = jest.spyOn(document, 'visibilityState', 'get');
  visibility.mockReturnValue('hidden');
  document.dispatchEvent(new Event('visibilitychange'));
  jest.setSystemTime(Date.now() + 6000);
  visibility.mockReturnValue('visible');
  document.dispatchEvent(new Event('visibilitychange'));
  expect(FakeSource.made).toHaveLength(2);
  visibility.mockRestore();
});
