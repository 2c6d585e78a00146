import { bus } from '@trailhead/shared-kernel/bus';
import type { LiveEvent } from '@trailhead/shared-kernel/live';
import type { UserProfile } from '@trailhead/shared-kernel/types';
import { apiQueryKey, queryClient } from '@trailhead/shared-kernel/query';
import { startLiveCounts } from './live-counts';
import { refreshCounts } from './session-service';

const member = { user_id: 3, username: 'member' } as UserProfile;
const rookie = { user_id: 4, username: 'rookie' } as UserProfile;

/** A fake stream opener: records each opened stream, lets the test push events, tracks closing. */
function fakeStreams() {
  const streams: { push(event: LiveEvent): void; closed: boolean }[] = [];
  const open = () => ({
    subscribe(next: (event: LiveEvent) => void) {
      const stream = { push: next, closed: false };
      streams.push(stream);
      return { unsubscribe: () => (stream.closed = true) };
    },
  });
  return { streams, open };
}

const counts = (alerts: number, conversations: number): LiveEvent => ({ type: 'counts', data: { alerts_unviewed: alerts, conversations_unread: conversations } });

beforeEach(() => {
  bus.session$.next({ status: null, user: null });
  bus.counts$.next({ alerts: 0, conversations: 0 });
});

it('opens no stream for a visitor', () => {
  const { streams, open } = fakeStreams();
  const stop = startLiveCounts(open);
  expect(streams).toHaveLength(0);
  stop();
});

it('publishes pushed counts on the bus while a member is signed in, and closes the stream at logout', () => {
  const { streams, open } = fakeStreams();
  const stop = startLiveCounts(open);
  bus.session$.next({ status: null, user: member });
  expect(streams).toHaveLength(1);
  streams[0].push(counts(4, 1));
  expect(bus.counts$.getValue()).toEqual({ alerts: 4, conversations: 1 });
  streams[0].push({ type: 'post', data: { thread_id: 1, post_id: 9, position: 2, user_id: 5 } });
  expect(bus.counts$.getValue()).toEqual({ alerts: 4, conversations: 1 });
  bus.session$.next({ status: null, user: null });
  expect(streams[0].closed).toBe(true);
  stop();
});

it('keeps one stream per member: the same member again opens nothing new, another member gets a fresh stream', () => {
  const { streams, open } = fakeStreams();
  const stop = startLiveCounts(open);
  bus.session$.next({ status: null, user: member });
  bus.session$.next({ status: null, user: { ...member } });
  expect(streams).toHaveLength(1);
  bus.session$.next({ status: null, user: rookie });
  expect(streams).toHaveLength(2);
  expect(streams[0].closed).toBe(true);
  stop();
  expect(streams[1].closed).toBe(true);
});

it("keeps pushed counts as the cached answer, so a route change's cached read does not bring back an older number", async () => {
  const { streams, open } = fakeStreams();
  const stop = startLiveCounts(open);
  bus.session$.next({ status: null, user: member });
  // The count the shell read a moment ago (fresh for 60 s)…
  queryClient.setQueryData(apiQueryKey('/me/counts'), { alerts_unviewed: 3, conversations_unread: 2 });
  // …then the member opened an alert and a conversation: the server pushes the new counts.
  streams[0].push(counts(2, 1));
  await refreshCounts();
  expect(bus.counts$.getValue()).toEqual({ alerts: 2, conversations: 1 });
  stop();
});
