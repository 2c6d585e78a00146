import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { buildApiUrl } from '@trailhead/shared-kernel/api';
import { Box, Button, HStack, Spinner, Text } from '@trailhead/shared-kernel/ui';

/** unavailable: the widget's code could not be loaded (offline, a deploy in between). */
type CaptchaState = 'loading' | 'idle' | 'solving' | 'solved' | 'failed' | 'unavailable';

/** The widget's states (its `statechange` event), in this component's words. */
const STATES: Record<string, CaptchaState> = {
  unverified: 'idle',
  expired: 'idle',
  verifying: 'solving',
  verified: 'solved',
  error: 'failed',
};

/**
 * The captcha: ALTCHA's widget ("I'm not a robot"), which fetches a proof-of-work challenge from
 * the API and solves it in Web Workers, off the main thread. Its code loads only when a captcha is
 * shown. onChange gets the payload to send as `captcha`, and '' when there is none (again).
 */
export function Captcha({ onChange, invalid }: { onChange: (solution: string) => void; invalid?: boolean }) {
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<CaptchaState>('loading');
  const [attempt, setAttempt] = useState(0);
  // The latest onChange, without loading the widget again when the parent renders.
  const emit = useEffectEvent((solution: string) => onChange(solution));

  useEffect(() => {
    let gone = false;
    let widget: HTMLElement | null = null;
    const onStateChange = (event: Event) => {
      const next = STATES[(event as CustomEvent<{ state: string }>).detail?.state];
      if (next) setState(next);
    };
    const onVerified = (event: Event) => emit((event as CustomEvent<{ payload: string }>).detail.payload);
    // Spec §8: an expired captcha emits an expired event; the solution is gone, the box can be ticked again.
    const onExpired = () => emit('');
    const onError = (event: Event) => {
      const detail = (event as CustomEvent<{ state: string }>).detail;
      if (detail?.state !== 'error') return;
      // Spec §8: a captcha failure is only logged (the widget says what went wrong); the box can be ticked again.
      console.warn('Captcha failed', detail);
      emit('');
    };

    import('altcha')
      .then(() => {
        if (gone || !host.current) return;
        widget = document.createElement('altcha-widget');
        // Attributes, not configure(): the widget's methods exist only once it has mounted itself.
        widget.setAttribute('challenge', buildApiUrl('/captcha/challenge'));
        widget.setAttribute('type', 'checkbox');
        widget.setAttribute(
          'configuration',
          // credentials: the API may live on another origin (API_BASE_URL), and is called like every call.
          JSON.stringify({ credentials: 'include', hideFooter: true, hideLogo: true, humanInteractionSignature: false }),
        );
        widget.addEventListener('statechange', onStateChange);
        widget.addEventListener('statechange', onError);
        widget.addEventListener('verified', onVerified);
        widget.addEventListener('expired', onExpired);
        host.current.appendChild(widget);
        setState('idle');
      })
      .catch((error: unknown) => {
        console.warn('Captcha failed', error);
        if (!gone) setState('unavailable');
      });

    return () => {
      gone = true;
      if (!widget) return;
      widget.removeEventListener('statechange', onStateChange);
      widget.removeEventListener('statechange', onError);
      widget.removeEventListener('verified', onVerified);
      widget.removeEventListener('expired', onExpired);
      widget.remove();
    };
  }, [attempt]);

  return (
    // The widget draws its own box; a missing check colours its border (and the site's error text says why).
    <Box data-testid="captcha" data-state={state} css={{ '--altcha-border-color': invalid ? 'var(--chakra-colors-red-500)' : 'var(--chakra-colors-gray-300)' }}>
      {state === 'loading' && (
        <HStack gap="2">
          <Spinner size="sm" aria-hidden />
          <Text fontSize="sm">Loading the robot check…</Text>
        </HStack>
      )}
      <div ref={host} />
      {state === 'failed' && <Text fontSize="sm" color="red.700">The check did not work. Tick the box to try again.</Text>}
      {state === 'unavailable' && (
        <HStack gap="2" justify="space-between">
          <Text fontSize="sm" color="red.700">The robot check could not be loaded.</Text>
          <Button size="xs" variant="outline" onClick={() => {
              setState('loading');
              setAttempt((n) => n + 1);
            }}>
            Try again
          </Button>
        </HStack>
      )}
    </Box>
  );
}
