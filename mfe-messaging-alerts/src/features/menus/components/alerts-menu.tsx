import { useState, type MouseEvent } from 'react';
import { useQueryClient } from '@trailhead/shared-kernel/query';
import type { Alert } from '@trailhead/shared-kernel/types';
import { RelativeDate } from '@trailhead/shared-kernel/dates';
import { Button, HStack, RouterLink, Text } from '@trailhead/shared-kernel/ui';
import type { MessagingMenuWidgetProps } from '@trailhead/shared-kernel/widgets';
import { AlertSentence } from '../../alerts';
import { markAlertViewed, useMarkAllAlertsRead, useMenuAlerts } from '../api/menu-alerts';
import { MenuList, MenuRow } from './menu-list';

/** Spec §2 alerts menu: the unviewed alerts, 'Show all', 'Mark read' (after a confirmation). */
export function AlertsMenu({ variant, onClose }: MessagingMenuWidgetProps) {
  const { alerts, loading } = useMenuAlerts();
  const [confirming, setConfirming] = useState(false);
  const markAll = useMarkAllAlertsRead(onClose);
  const footer = confirming ? (
    <HStack gap="2" wrap="wrap" w="full" justify="space-between">
      <Text fontSize="sm" fontWeight="semibold">
        Mark all alerts read?
      </Text>
      <HStack gap="2">
        <Button size="sm" variant="ghost" onClick={() => setConfirming(false)} disabled={markAll.isPending}>
          Cancel
        </Button>
        <Button size="sm" bg="brand.redDark" color="white" onClick={() => markAll.mutate()} loading={markAll.isPending} loadingText="Marking…" disabled={markAll.isPending}>
          Yes, mark read
        </Button>
      </HStack>
      {markAll.error && (
        <Text role="alert" fontSize="sm" color="red.700" w="full">
          {markAll.error.message}
        </Text>
      )}
    </HStack>
  ) : (
    <>
      <RouterLink to="/alerts" onClick={onClose} fontSize="sm" fontWeight="semibold">
        Show all
      </RouterLink>
      <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
        Mark read
      </Button>
    </>
  );
  return (
    <MenuList variant={variant} what="your new alerts" loading={loading} empty={alerts.length === 0 ? 'No new alerts.' : null} footer={footer}>
      {alerts.map((alert) => (
        <AlertItem key={alert.alert_id} alert={alert} onClose={onClose} />
      ))}
    </MenuList>
  );
}

/** Any link of the alert's sentence marks it viewed (spec §4) and closes the menu. */
function AlertItem({ alert, onClose }: { alert: Alert; onClose: () => void }) {
  const client = useQueryClient();
  const followed = (event: MouseEvent<HTMLElement>) => {
    if (!(event.target instanceof Element) || !event.target.closest('a')) return;
    void markAlertViewed(client, alert.alert_id);
    onClose();
  };
  return (
    <MenuRow onClick={followed} testId="menu-alert">
      <Text>
        <AlertSentence alert={alert} />
      </Text>
      <Text fontSize="xs" color="gray.600" mt="0.5">
        <RelativeDate seconds={alert.event_date} />
      </Text>
    </MenuRow>
  );
}
