import { useCallback, useEffect, useState } from 'react';
import { pushState, subscribePush, unsubscribePush, type PushState } from './push-subscription';

export interface PushNotifications {
  /** null while this browser's state is read. */
  state: PushState | null;
  busy: boolean;
  /** The last attempt to turn them on ended without a subscription (permission not given, or the push service failed). */
  failed: boolean;
  turnOn(): Promise<PushState>;
  turnOff(): Promise<PushState>;
}

/** This browser's web push state, with the actions that change it (one at a time). */
export function usePushNotifications(): PushNotifications {
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    pushState()
      .then((found) => live && setState(found))
      .catch(() => live && setState('unsupported'));
    return () => {
      live = false;
    };
  }, []);

  const run = useCallback(async (action: () => Promise<PushState>, wanted: PushState) => {
    setBusy(true);
    try {
      const next = await action();
      setState(next);
      setFailed(next !== wanted);
      return next;
    } finally {
      setBusy(false);
    }
  }, []);

  return {
    state,
    busy,
    failed,
    turnOn: useCallback(() => run(subscribePush, 'on'), [run]),
    turnOff: useCallback(() => run(unsubscribePush, 'off'), [run]),
  };
}
