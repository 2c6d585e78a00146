// "Notifications in this browser: On/Off" (the preferences page): shown only where the server says
// this member may turn push on (can_enable_push_notifications).
import { bus } from '@trailhead/shared-kernel/bus';
import { apiQueryOptions, useQuery } from '@trailhead/shared-kernel/query';
import type { PushSettingsResponse } from '@trailhead/shared-kernel/types';
import { Button, HStack, Stack, Text } from '@trailhead/shared-kernel/ui';
import { usePushNotifications } from './use-push-notifications';

export const pushSettingsQuery = () => ({ ...apiQueryOptions<PushSettingsResponse>('/update-push-notifications'), staleTime: 5 * 60_000 });

export const PUSH_TEXTS = {
  unsupported: 'This browser cannot show notifications from Trailhead.',
  denied: "Notifications from Trailhead are blocked in this browser's settings.",
  failed: 'Notifications could not be turned on in this browser.',
  turnedOn: 'Notifications are on in this browser',
  turnedOff: 'Notifications are off in this browser',
} as const;

export function PushToggle() {
  const settings = useQuery(pushSettingsQuery());
  const push = usePushNotifications();
  if (!settings.data?.can_enable_push_notifications || push.state === null) return null;

  if (push.state === 'unsupported' || push.state === 'denied') {
    return (
      <Text fontSize="sm" data-testid="push-toggle">
        {PUSH_TEXTS[push.state]}
      </Text>
    );
  }
  const on = push.state === 'on';
  const change = async () => {
    const next = on ? await push.turnOff() : await push.turnOn();
    if (next === 'on') bus.snackbar.next({ status: 'success', message: PUSH_TEXTS.turnedOn });
    else if (on && next === 'off') bus.snackbar.next({ status: 'success', message: PUSH_TEXTS.turnedOff });
  };
  return (
    <Stack gap="1" data-testid="push-toggle">
      <HStack gap="3" flexWrap="wrap">
        <Text fontSize="sm" fontWeight="medium">
          Notifications in this browser: {on ? 'On' : 'Off'}
        </Text>
        <Button size="sm" variant="outline" loading={push.busy} disabled={push.busy} onClick={() => void change()}>
          {on ? 'Turn off notifications' : 'Turn on notifications'}
        </Button>
      </HStack>
      {push.failed && !on ? (
        <Text fontSize="sm" color="red.700" role="status">
          {PUSH_TEXTS.failed}
        </Text>
      ) : null}
    </Stack>
  );
}
