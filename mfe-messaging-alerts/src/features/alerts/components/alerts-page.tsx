import { useState, type MouseEvent } from 'react';
import { bus } from '@trailhead/shared-kernel/bus';
import { usePageParam, useSearchParams } from '@trailhead/shared-kernel/router';
import { ALERT_FILTERS, type Alert, type AlertFilter } from '@trailhead/shared-kernel/types';
import { RelativeDate } from '@trailhead/shared-kernel/dates';
import { Badge, Box, Button, Field, Flex, Heading, HStack, NativeSelect, Pager, QueryView, Stack, Text } from '@trailhead/shared-kernel/ui';
import { ConfirmDialog } from '@trailhead/shared-kernel/ui-overlays';
import { SignedInOnly } from '../../../components/signed-in-only';
import { isValidAlert } from '../alert-sentence';
import { ALERT_FILTER_LABELS, asAlertFilter, useAlerts, useMarkAlertViewed, useMarkAllAlertsRead } from '../api/get-alerts';
import { AlertSentence } from './alert-sentence-view';

/** Spec §2 /alerts: the member's alerts, paged, filtered by kind (in the URL), each one sentence. */
export function AlertsPage() {
  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        Alerts
      </Heading>
      <SignedInOnly>
        <Alerts />
      </SignedInOnly>
    </Stack>
  );
}

function hrefFor(page: number, filter: AlertFilter | null): string {
  const query = new URLSearchParams();
  if (filter) query.set('filter', filter);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `/alerts?${search}` : '/alerts';
}

function Alerts() {
  const page = usePageParam();
  const [params, setParams] = useSearchParams();
  const filter = asAlertFilter(params.get('filter'));
  const alerts = useAlerts(page, filter);
  const [confirming, setConfirming] = useState(false);
  const chooseFilter = (value: string) => {
    // A new filter starts again at its first page.
    const next = new URLSearchParams();
    const chosen = asAlertFilter(value);
    if (chosen) next.set('filter', chosen);
    setParams(next);
  };
  return (
    <Stack gap="4">
      <Flex gap="3" wrap="wrap" align="end" justify="space-between">
        <Field.Root minW="14rem" maxW="full" w="auto">
          <Field.Label fontSize="sm">Show</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={filter ?? ''} onChange={(event) => chooseFilter(event.currentTarget.value)} data-testid="alert-filter">
              <option value="">All kinds of alerts</option>
              {ALERT_FILTERS.map((name) => (
                <option key={name} value={name}>
                  {ALERT_FILTER_LABELS[name]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
          Mark read
        </Button>
      </Flex>
      <QueryView query={alerts} what="your alerts">
        {({ alerts: list, pagination }) => {
          const shown = list.filter(isValidAlert);
          return (
            <>
              {shown.length === 0 ? (
                <Text data-testid="alerts-empty">{filter ? 'No alerts of this kind.' : 'You have no alerts.'}</Text>
              ) : (
                <Box as="ul" listStyleType="none" borderWidth="1px" borderRadius="md" overflow="hidden" data-testid="alert-list">
                  {shown.map((alert) => (
                    <AlertRow key={alert.alert_id} alert={alert} />
                  ))}
                </Box>
              )}
              <Pager pagination={pagination} hrefFor={(n) => hrefFor(n, filter)} />
            </>
          );
        }}
      </QueryView>
      {confirming && <MarkAllDialog onClose={() => setConfirming(false)} />}
    </Stack>
  );
}

/** A row is not a link: its sentence holds the links, and following one marks the alert viewed. */
function AlertRow({ alert }: { alert: Alert }) {
  const markViewed = useMarkAlertViewed();
  const opened = (event: MouseEvent<HTMLElement>) => {
    if (alert.viewed || !(event.target instanceof Element) || !event.target.closest('a')) return;
    markViewed.mutate(alert.alert_id);
  };
  return (
    <Flex
      as="li"
      px="4"
      py="3"
      gap="3"
      borderTopWidth="1px"
      _first={{ borderTopWidth: 0 }}
      align={{ base: 'start', md: 'center' }}
      direction={{ base: 'column', md: 'row' }}
      bg={alert.viewed ? undefined : 'blue.50'}
      onClick={opened}
      data-testid="alert-row"
      data-kind={`${alert.action}:${alert.content_type}`}
      data-viewed={alert.viewed ? 'true' : 'false'}
    >
      <HStack flex="1" gap="2" align="start">
        {!alert.viewed && (
          <Badge colorPalette="red" variant="solid" flexShrink={0}>
            New
          </Badge>
        )}
        <AlertSentence alert={alert} />
      </HStack>
      <Text fontSize="sm" color="gray.700" flexShrink={0}>
        <RelativeDate seconds={alert.event_date} />
      </Text>
    </Flex>
  );
}

/** 'Mark read' asks first (spec §4), then marks every alert read and viewed: the bell resets. */
function MarkAllDialog({ onClose }: { onClose: () => void }) {
  const markAll = useMarkAllAlertsRead();
  const confirm = () =>
    markAll.mutate(undefined, {
      onSuccess: () => {
        bus.snackbar.next({ status: 'success', message: 'All alerts are marked read.' });
        onClose();
      },
    });
  return (
    <ConfirmDialog
      title="Mark all alerts read?"
      confirmLabel="Mark all read"
      pendingLabel="Marking…"
      pending={markAll.isPending}
      error={markAll.isError ? markAll.error.message : null}
      onConfirm={confirm}
      onClose={onClose}
      testId="mark-all-dialog"
    >
      <Text>Every alert will be marked read and no longer count as new.</Text>
    </ConfirmDialog>
  );
}
