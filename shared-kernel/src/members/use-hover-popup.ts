import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { USER_POPUP_CLOSE_MS, USER_POPUP_OPEN_MS } from './popup-timings';

/**
 * Spec §9 popup timings over a set of elements that count as one place (the link, its avatar and the
 * popup itself): the popup opens after the pointer has rested USER_POPUP_OPEN_MS on any of them and
 * closes USER_POPUP_CLOSE_MS after it has left all of them. Touch pointers do not hover.
 */
export function useHoverPopup() {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const stop = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  const later = useCallback(
    (ms: number, next: boolean) => {
      stop();
      timer.current = setTimeout(() => {
        timer.current = null;
        setOpen(next);
      }, ms);
    },
    [stop],
  );
  useEffect(() => stop, [stop]);

  const onPointerEnter = useCallback((event: PointerEvent) => {
    if (event.pointerType === 'touch') return;
    if (open) stop();
    else later(USER_POPUP_OPEN_MS, true);
  }, [open, later, stop]);
  const onPointerLeave = useCallback((event: PointerEvent) => {
    if (event.pointerType === 'touch') return;
    if (open) later(USER_POPUP_CLOSE_MS, false);
    else stop();
  }, [open, later, stop]);
  const show = useCallback(() => {
    stop();
    setOpen(true);
  }, [stop]);
  const close = useCallback(() => {
    stop();
    setOpen(false);
  }, [stop]);

  return { open, show, close, hoverProps: { onPointerEnter, onPointerLeave } };
}
