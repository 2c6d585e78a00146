// After a member's message in a conversation, offers to turn on notifications for this browser
// (only where can_enable_push_notifications; not when push is unsupported, blocked, already on, or
// the member dismissed the offer: remembered in localStorage). The conversation page renders it.
import { useState } from 'react';
import { bus } from '@trailhead/shared-kernel/bus';
import { PUSH_TEXTS, pushSettingsQuery, usePushNotifications } from '@trailhead/shared-kernel/push';
import { useQuery } from '@trailhead/shared-kernel/query';
import { Box, Button, CloseButton, HStack, Stack, Text } from '@trailhead/shared-kernel/ui';

export const PUSH_PROMPT_DISMISSED_KEY = 'trailhead:push-prompt-dismissed';
export const PUSH_PROMPT_TEXT = 'Get notified of new messages even when Trailhead is closed';

function wasDismissed(): boolean {
  try {
    return localStorage.getItem(PUSH_PROMPT_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function PushPrompt() {
  const settings = useQuery(pushSettingsQuery());
  const push = usePushNotifications();
  const [dismissed, setDismissed] = useState(wasDismissed);
  if (dismissed || !settings.data?.can_enable_push_notifications || push.state !== 'off') return null;

  const dismiss = () => {
    try {
      localStorage.setItem(PUSH_PROMPT_DISMISSED_KEY, '1');
    } catch {
      // Private mode without storage: the offer comes back next time, no harm done.
    }
    setDismissed(true);
  };
  const turnOn = async () => {
    if ((await push.turnOn()) === 'on') bus.snackbar.next({ status: 'success', message: PUSH_TEXTS.turnedOn });
  };

  return (
    <Box role="region" aria-label="Notifications" borderWidth="1px" borderRadius="md" p="3" bg="gray.50" data-testid="push-prompt">
      <HStack align="start" gap="3">
        <Stack gap="2" flex="1">
          <Text fontSize="sm">{PUSH_PROMPT_TEXT}</Text>
          <HStack gap="2" flexWrap="wrap">
            <Button size="sm" loading={push.busy} disabled={push.busy} onClick={() => void turnOn()}>
              Turn on notifications
            </Button>
          </HStack>
          {push.failed ? (
            <Text fontSize="sm" color="red.700" role="status">
              {PUSH_TEXTS.failed}
            </Text>
          ) : null}
        </Stack>
        <CloseButton size="sm" aria-label="Dismiss the notifications offer" onClick={dismiss} />
      </HStack>
    </Box>
  );
}
