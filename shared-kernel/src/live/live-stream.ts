import { Observable } from '@trailhead/shared-kernel/bus';
import { buildApiUrl } from '@trailhead/shared-kernel/api';
import type { LiveConversationEvent, LiveCountsEvent, LiveMapEvent, LivePostEvent, LiveRsvpEvent } from '@trailhead/shared-kernel/types';

export type LiveEvent =
  | { type: 'post'; data: LivePostEvent }
  | { type: 'counts'; data: LiveCountsEvent }
  | { type: 'rsvp'; data: LiveRsvpEvent }
  | { type: 'conversation'; data: LiveConversationEvent }
  | { type: 'map'; data: LiveMapEvent };

/** Query parameter carrying the last seen event id when the page reopens the stream itself (EventSource only sends the header on its own retries). */
export const LAST_EVENT_ID_PARAM = 'last_event_id';

export interface LiveStreamOptions {
  threadId?: number;
  /** The event whose RSVP changes to receive (`rsvp` events: counts, limit, cancellation). */
  eventId?: number;
  /** Changes to the member map's layers (`map` events; paid members and staff). */
  map?: boolean;
  /** Reopen after the page was hidden this long (a laptop lid closed, a phone locked). */
  sleepMs?: number;
  /** Wait before reopening a stream the browser gave up on. */
  retryMs?: number;
}

type EventSourceFactory = (url: string) => EventSource;

/**
 * GET /api/live as a stream of typed events. EventSource retries a dropped connection by itself
 * and sends Last-Event-ID; on top of that the stream is reopened (resuming from the last id) when
 * the browser closed it for good, when the network comes back, and when the page wakes after sleep.
 */
export function openLiveStream(options: LiveStreamOptions = {}, createSource: EventSourceFactory = (url) => new EventSource(url, { withCredentials: true })): Observable<LiveEvent> {
  const sleepMs = options.sleepMs ?? 30_000;
  const retryMs = options.retryMs ?? 3_000;
  return new Observable<LiveEvent>((subscriber) => {
    let source: EventSource | null = null;
    let lastEventId: string | null = null;
    let lastPostId = 0;
    let hiddenAt: number | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | null = null;

    const onPost = (event: MessageEvent<string>) => {
      if (event.lastEventId) lastEventId = event.lastEventId;
      const data = parse<LivePostEvent>(event.data);
      // Catch-up after a reconnect may overlap what already arrived: each post once.
      if (!data || data.post_id <= lastPostId) return;
      lastPostId = data.post_id;
      subscriber.next({ type: 'post', data });
    };
    const onCounts = (event: MessageEvent<string>) => {
      const data = parse<LiveCountsEvent>(event.data);
      if (data) subscriber.next({ type: 'counts', data });
    };
    const onRsvp = (event: MessageEvent<string>) => {
      const data = parse<LiveRsvpEvent>(event.data);
      if (data) subscriber.next({ type: 'rsvp', data });
    };
    const onConversation = (event: MessageEvent<string>) => {
      const data = parse<LiveConversationEvent>(event.data);
      if (data) subscriber.next({ type: 'conversation', data });
    };
    const onMap = (event: MessageEvent<string>) => {
      const data = parse<LiveMapEvent>(event.data);
      if (data) subscriber.next({ type: 'map', data });
    };
    const onError = () => {
      // CONNECTING means the browser is retrying on its own; CLOSED means it gave up.
      if (source?.readyState === 2) scheduleReopen();
    };

    const open = () => {
      close();
      const url = buildApiUrl('/live', { thread_id: options.threadId, event_id: options.eventId, map: options.map ? 1 : undefined, [LAST_EVENT_ID_PARAM]: lastEventId });
      source = createSource(url);
      source.addEventListener('post', onPost as EventListener);
      source.addEventListener('counts', onCounts as EventListener);
      source.addEventListener('rsvp', onRsvp as EventListener);
      source.addEventListener('conversation', onConversation as EventListener);
      source.addEventListener('map', onMap as EventListener);
      source.addEventListener('error', onError);
    };
    const close = () => {
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      if (!source) return;
      source.removeEventListener('post', onPost as EventListener);
      source.removeEventListener('counts', onCounts as EventListener);
      source.removeEventListener('rsvp', onRsvp as EventListener);
      source.removeEventListener('conversation', onConversation as EventListener);
      source.removeEventListener('map', onMap as EventListener);
      source.removeEventListener('error', onError);
      source.close();
      source = null;
    };
    const scheduleReopen = () => {
      if (retryTimer) return;
      retryTimer = setTimeout(() => {
        retryTimer = null;
        open();
      }, retryMs);
    };
    const onOnline = () => open();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        hiddenAt = Date.now();
        return;
      }
      const slept = hiddenAt !== null && Date.now() - hiddenAt >= sleepMs;
      hiddenAt = null;
      if (slept || !source || source.readyState === 2) open();
    };

    open();
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisibility);
      close();
    };
  });
}

function parse<T>(text: string): T | null {
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}
