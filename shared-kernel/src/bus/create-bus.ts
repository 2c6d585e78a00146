import { BehaviorSubject, Subject } from 'rxjs';
import type { AccountStatus, UserProfile } from '@trailhead/shared-kernel/types';
import { DEFAULT_VEHICLE_TYPE_ID } from '@trailhead/shared-kernel/constants';

export interface SessionState {
  /** Null until the shell has fetched the account status once. */
  status: AccountStatus | null;
  user: UserProfile | null;
}

export interface Counts {
  alerts: number;
  conversations: number;
}

export interface SnackbarMessage {
  message: string;
  status: 'info' | 'success' | 'error';
}

export interface AnalyticsEvent {
  name: string;
  data?: Record<string, unknown>;
}

export interface RemoteErrorEvent {
  remote: string;
  version: string | null;
  error: string;
}

/**
 * What a widget one remote lends another did (ARCHITECTURE §2: props in, bus events out), so the
 * host page can follow (a club's discussion list after a reply, leaving a deleted thread).
 */
export type WidgetEvent =
  | { type: 'forum:reply-posted'; threadId: number; postId: number; position: number }
  | { type: 'forum:thread-changed'; threadId: number }
  | { type: 'forum:thread-deleted'; threadId: number; hard: boolean };

/**
 * The typed topics of ARCHITECTURE §4. State topics are BehaviorSubjects (late subscribers get the
 * latest value); happenings are plain Subjects (no replay).
 */
export interface Bus {
  session$: BehaviorSubject<SessionState>;
  vehicleType$: BehaviorSubject<number>;
  counts$: BehaviorSubject<Counts>;
  snackbar: Subject<SnackbarMessage>;
  analytics: Subject<AnalyticsEvent>;
  remoteError: Subject<RemoteErrorEvent>;
  /**
   * A page's code is in and its content is live (rendered, or taken over from the server's drawing):
   * the shell then marks the page live and presses again a button tapped before (app/first-screen.ts).
   */
  pageReady: Subject<{ path: string }>;
  /** How many route or content loads are under way; the shell's progress bar shows while > 0. */
  loading$: BehaviorSubject<number>;
  /** Happenings inside widgets (WidgetEvent). */
  widgetEvents: Subject<WidgetEvent>;
}

export function createBus(): Bus {
  return {
    session$: new BehaviorSubject<SessionState>({ status: null, user: null }),
    vehicleType$: new BehaviorSubject<number>(DEFAULT_VEHICLE_TYPE_ID),
    counts$: new BehaviorSubject<Counts>({ alerts: 0, conversations: 0 }),
    snackbar: new Subject<SnackbarMessage>(),
    analytics: new Subject<AnalyticsEvent>(),
    remoteError: new Subject<RemoteErrorEvent>(),
    pageReady: new Subject<{ path: string }>(),
    loading$: new BehaviorSubject<number>(0),
    widgetEvents: new Subject<WidgetEvent>(),
  };
}

/** Logged in means a user record exists or the status is not anonymous (spec §4). */
export function isLoggedIn(session: SessionState): boolean {
  return session.user !== null || (session.status !== null && session.status.permission !== 'public');
}

/** Counts one load on the bus until the returned function is called (once). */
export function trackLoading(target: Pick<Bus, 'loading$'>): () => void {
  target.loading$.next(target.loading$.getValue() + 1);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    target.loading$.next(Math.max(0, target.loading$.getValue() - 1));
  };
}
