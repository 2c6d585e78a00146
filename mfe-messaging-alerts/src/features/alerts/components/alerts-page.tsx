import { usePageParam } from '@trailhead/shared-kernel/router';
import type { Alert } from '@trailhead/shared-kernel/types';
import { toSitePath } from '@trailhead/shared-kernel/urls';
import { RelativeDate } from '@trailhead/shared-kernel/dates';
import { Badge, Box, Flex, Heading, Pager, QueryView, RouterLink, Stack, Text } from '@trailhead/shared-kernel/ui';
import { SignedInOnly } from '../../../components/signed-in-only';
import { describeAlert, useAlerts } from '../api/get-alerts';

export function AlertsPage() {
  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        Alerts
      </Heading>
      <SignedInOnly>
        <AlertList />
      </SignedInOnly>
    </Stack>
  );
}

function AlertList() {
  const page = usePageParam();
  const alerts = useAlerts(page);
  return (
    <QueryView query={alerts} what="your alerts">
      {({ alerts: list, pagination }) => (
        <>
          {list.length === 0 && <Text>You have no alerts.</Text>}
          <Box borderWidth="1px" borderRadius="md" overflow="hidden" data-testid="alert-list">
            {list.map((alert) => (
              <AlertRow key={alert.alert_id} alert={alert} />
            ))}
          </Box>
          <Pager pagination={pagination} hrefFor={(n) => `/alerts?page=${n}`} renderLink={(href, label) => <RouterLink to={href}>{label}</RouterLink>} />
        </>
      )}
    </QueryView>
  );
}

function AlertRow({ alert }: { alert: Alert }) {
  const sentence = describeAlert(alert);
  return (
    <Flex px="4" py="3" gap="3" borderTopWidth="1px" _first={{ borderTopWidth: 0 }} align="center" data-testid="alert-row">
      {!alert.read && <Badge colorPalette="red">New</Badge>}
      <Box flex="1">
        {alert.Content?.view_url ? <RouterLink to={toSitePath(alert.Content.view_url)}>{sentence}</RouterLink> : <Text>{sentence}</Text>}
      </Box>
      <Text fontSize="sm" color="gray.600">
        <RelativeDate seconds={alert.event_date} />
      </Text>
    </Flex>
  );
}
