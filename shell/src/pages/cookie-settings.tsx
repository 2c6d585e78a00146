import { useState } from 'react';
import { useObservable } from '@trailhead/shared-kernel/bus';
import { cookieModalOpen$ } from './cookie-settings-state';
import { Box, Button, Checkbox, Heading, Stack, Text } from '@trailhead/shared-kernel/ui';
import { Dialog, DialogFrame } from '@trailhead/shared-kernel/ui-overlays';
import { readCookie, writeCookie } from '../session/cookies';

const CONSENT_COOKIE = 'th_cookie_consent';

export function readConsent(): { analytics: boolean } {
  return { analytics: readCookie(CONSENT_COOKIE) === 'analytics' };
}

function CookieChoices({ onSaved }: { onSaved?: () => void }) {
  const [analytics, setAnalytics] = useState(readConsent().analytics);
  const [saved, setSaved] = useState(false);
  const save = () => {
    writeCookie(CONSENT_COOKIE, analytics ? 'analytics' : 'necessary', 365);
    setSaved(true);
    onSaved?.();
  };
  return (
    <Stack gap="4">
      <Text>Strictly necessary cookies keep you signed in and remember your vehicle type. They are always on.</Text>
      <Checkbox.Root checked={analytics} onCheckedChange={(details) => setAnalytics(details.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Analytics cookies: help us see which pages people use</Checkbox.Label>
      </Checkbox.Root>
      <Box>
        <Button bg="brand.redDark" color="white" onClick={save}>
          Save my choices
        </Button>
      </Box>
      {saved && <Text role="status">Changes saved</Text>}
    </Stack>
  );
}

/** The modal opened from the footer when no consent tool is present. */
export function CookieSettingsModal() {
  const open = useObservable(cookieModalOpen$);
  const close = () => cookieModalOpen$.next(false);
  return (
    <DialogFrame title="Cookie Settings" open={open} onClose={close} placement="center" closeButton>
      <Dialog.Body pb="6">
        <CookieChoices onSaved={() => setTimeout(close, 800)} />
      </Dialog.Body>
    </DialogFrame>
  );
}

/** /cookieSettings */
export function CookieSettingsPage() {
  return (
    <Stack gap="4" maxW="2xl">
      <Heading as="h1" size="2xl">
        Cookies Settings
      </Heading>
      <CookieChoices />
    </Stack>
  );
}
