import { lazy, Suspense, useState } from 'react';
import { Box } from '@trailhead/shared-kernel/ui';

// The motion code comes only when a count changes, never with the first paint.
const Pop = lazy(() => import('@trailhead/shared-kernel/motion').then((motion) => ({ default: motion.Pop })));

/** What a badge reads: the number, or 99+ past 99 (so three characters at most). */
export const countText = (count: number) => (count > 99 ? '99+' : String(count));

/** The accessible name of a count's icon or tab: 'Alerts, 3 unviewed'; the label alone at 0. */
export const countName = (label: string, count: number, state: string) => (count > 0 ? `${label}, ${count} ${state}` : label);

/** The number; it pops when it changes while the page is open (a new alert or message). */
function CountNumber({ count }: { count: number }) {
  const [first] = useState(count);
  const text = countText(count);
  if (count === first) return <>{text}</>;
  return (
    <Suspense fallback={text}>
      <Pop value={count}>{text}</Pop>
    </Suspense>
  );
}

/**
 * An unread count drawn beside its icon (never over it): white on the darker brand red (5.4:1),
 * 12 px bold, wide enough for '99+'. Hidden at 0. The name of the icon's link or tab carries the
 * count for screen readers, so the badge itself is not read twice.
 */
export function CountBadge({ count, testId }: { count: number; testId: string }) {
  if (count <= 0) return null;
  return (
    <Box
      as="span"
      aria-hidden="true"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      flexShrink={0}
      minW="20px"
      h="18px"
      px="5px"
      borderRadius="full"
      bg="brand.redDark"
      color="white"
      fontSize="12px"
      fontWeight="bold"
      lineHeight="18px"
      fontVariantNumeric="tabular-nums"
      whiteSpace="nowrap"
      data-testid={testId}
    >
      <CountNumber count={count} />
    </Box>
  );
}
