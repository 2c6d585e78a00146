import { useCallback } from 'react';
import { useSearchParams } from '@trailhead/shared-kernel/router';

export type AuthModal = 'login' | 'register' | 'forgotPassword';
const PARAMS: AuthModal[] = ['login', 'register', 'forgotPassword'];

/** Spec §2: ?login=true and ?register=true open the modals, and the query follows them. */
export function useAuthModals() {
  const [params, setParams] = useSearchParams();
  const current = PARAMS.find((name) => params.get(name) === 'true') ?? null;

  const open = useCallback(
    (modal: AuthModal) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        PARAMS.forEach((name) => next.delete(name));
        next.set(modal, 'true');
        return next;
      }),
    [setParams],
  );

  const close = useCallback(
    () =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          PARAMS.forEach((name) => next.delete(name));
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return { current, open, close };
}
