import { useState } from 'react';
import { apiRequest } from '@trailhead/shared-kernel/api';
import type { CaptchaChallenge } from '@trailhead/shared-kernel/types';
import { Box, Checkbox, HStack, Spinner, Text } from '@trailhead/shared-kernel/ui';

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Finds the number the server hid in the challenge: the work that keeps scripts from signing up in bulk. */
export async function solveChallenge(challenge: CaptchaChallenge): Promise<string> {
  for (let number = 0; number <= challenge.maxnumber; number += 1) {
    if ((await sha256Hex(`${challenge.salt}${number}`)) === challenge.challenge) {
      return btoa(JSON.stringify({ algorithm: challenge.algorithm, challenge: challenge.challenge, number, salt: challenge.salt, signature: challenge.signature }));
    }
  }
  throw new Error('The challenge has no solution');
}

type CaptchaState = 'idle' | 'solving' | 'solved' | 'failed';

/** The captcha widget: ticking the box solves a proof-of-work challenge from the API. */
export function Captcha({ onChange, invalid }: { onChange: (solution: string) => void; invalid?: boolean }) {
  const [state, setState] = useState<CaptchaState>('idle');
  const start = async () => {
    if (state === 'solving' || state === 'solved') return;
    setState('solving');
    try {
      const challenge = await apiRequest<CaptchaChallenge>('/captcha/challenge');
      onChange(await solveChallenge(challenge));
      setState('solved');
    } catch (error) {
      // Spec §8: a captcha failure is only logged; the person can try again.
      console.warn('Captcha failed', error);
      setState('failed');
      onChange('');
    }
  };
  return (
    <Box borderWidth="1px" borderColor={invalid ? 'red.500' : 'gray.300'} borderRadius="md" px="3" py="2" data-testid="captcha" data-state={state}>
      <HStack justify="space-between">
        <Checkbox.Root checked={state === 'solved'} disabled={state === 'solving' || state === 'solved'} onCheckedChange={() => void start()}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>I'm not a robot</Checkbox.Label>
        </Checkbox.Root>
        {state === 'solving' && <Spinner size="sm" aria-label="Checking" />}
      </HStack>
      {state === 'failed' && <Text fontSize="sm" color="red.700">The check did not work. Tick the box to try again.</Text>}
    </Box>
  );
}
