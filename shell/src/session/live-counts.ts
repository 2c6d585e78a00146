import { bus } from '@trailhead/shared-kernel/bus';
import { openLiveStream, type LiveEvent } from '@trailhead/shared-kernel/live';

type Subscription = { unsubscribe(): void };
type OpenStream = () => { subscribe(next: (event: LiveEvent) => void): Subscription };

/**
 * While a member is signed in, the server's live stream pushes their alert and conversation
 * counts the moment they change (a reply in a watched thread, a mention, a new message), so the
 * bell and the envelope don't wait for the next route change. Returns a stop function.
 */
export function startLiveCounts(open: OpenStream = () => openLiveStream()): () => void {
  let stream: Subscription | null = null;
  let streamUserId: number | null = null;
  const session = bus.session$.subscribe(({ user }) => {
    const userId = user?.user_id ?? null;
    if (userId === streamUserId) return;
    stream?.unsubscribe();
    stream = null;
    streamUserId = userId;
    if (userId === null) return;
    stream = open().subscribe((event) => {
      if (event.type === 'counts') bus.counts$.next({ alerts: event.data.alerts_unviewed, conversations: event.data.conversations_unread });
    });
  });
  return () => {
    session.unsubscribe();
    stream?.unsubscribe();
  };
}
