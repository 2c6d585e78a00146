import { bus } from '@trailhead/shared-kernel/bus';
import type { LiveEvent } from '@trailhead/shared-kernel/live';
import { acceptCounts } from './session-service';

type Subscription = { unsubscribe(): void };
type OpenStream = () => { subscribe(next: (event: LiveEvent) => void): Subscription };

/** The live stream's code comes when a member signs in, not with every visitor's first paint. */
const openLiveStreamLazily: OpenStream = () => ({
  subscribe(next) {
    let stream: Subscription | null = null;
    let closed = false;
    void import('@trailhead/shared-kernel/live').then(({ openLiveStream }) => {
      if (!closed) stream = openLiveStream().subscribe(next);
    });
    return {
      unsubscribe() {
        closed = true;
        stream?.unsubscribe();
      },
    };
  },
});

/**
 * While a member is signed in, the server's live stream pushes their alert and conversation
 * counts the moment they change (a reply in a watched thread, a mention, a new message), so the
 * bell and the envelope don't wait for the next route change. Returns a stop function.
 */
export function startLiveCounts(open: OpenStream = openLiveStreamLazily): () => void {
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
      if (event.type === 'counts') acceptCounts(event.data);
    });
  });
  return () => {
    session.unsubscribe();
    stream?.unsubscribe();
  };
}
