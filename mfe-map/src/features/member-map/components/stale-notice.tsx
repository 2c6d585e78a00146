import { formatRelativeDate } from '@trailhead/shared-kernel/dates';
import { Alert } from '@trailhead/shared-kernel/ui';

/** The words of the notice when a refresh failed and the kept data is shown (spec §4 isSuccess false). */
export function staleText(savedAtMs: number, now = new Date()): string {
  const when = formatRelativeDate(Math.floor(savedAtMs / 1000), now);
  return `Showing map data from ${when.replace(/^(Today|Yesterday)/, (word) => word.toLowerCase())}; it could not be refreshed.`;
}

export function StaleNotice({ savedAt }: { savedAt: number }) {
  return (
    <Alert.Root status="warning" data-testid="stale-map-data">
      <Alert.Indicator />
      <Alert.Description>{staleText(savedAt)}</Alert.Description>
    </Alert.Root>
  );
}
