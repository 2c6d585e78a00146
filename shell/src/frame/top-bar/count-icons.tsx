import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link as RouterLink } from '@trailhead/shared-kernel/router';
import type { Counts } from '@trailhead/shared-kernel/bus';
import { BellIcon, Box, EnvelopeIcon, HStack } from '@trailhead/shared-kernel/ui';

// The motion code comes only when a count changes, never with the first paint.
const Pop = lazy(() => import('@trailhead/shared-kernel/motion').then((motion) => ({ default: motion.Pop })));

/** The unread number; it pops when it changes while the page is open (a new alert or message). */
function CountNumber({ count }: { count: number }) {
  const [first] = useState(count);
  const text = count > 99 ? '99+' : String(count);
  if (count === first) return <>{text}</>;
  return (
    <Suspense fallback={text}>
      <Pop value={count}>{text}</Pop>
    </Suspense>
  );
}

function CountIcon({ to, label, count, children }: { to: string; label: string; count: number; children: ReactNode }) {
  const name = count > 0 ? `${label}, ${count} unread` : label;
  return (
    <RouterLink to={to} aria-label={name} title={name}>
      <Box position="relative" color="white" p="1.5">
        {children}
        {count > 0 && (
          <Box as="span" position="absolute" top="0" right="0" minW="4" h="4" px="1" borderRadius="full" bg="brand.redDark" color="white" fontSize="2xs" fontWeight="bold" lineHeight="1rem" textAlign="center" data-testid={`${label.toLowerCase()}-badge`}>
            <CountNumber count={count} />
          </Box>
        )}
      </Box>
    </RouterLink>
  );
}

/** The alerts bell and conversations envelope with their unread badges. */
export function CountIcons({ counts }: { counts: Counts }) {
  return (
    <HStack gap="1">
      <CountIcon to="/alerts" label="Alerts" count={counts.alerts}>
        <BellIcon />
      </CountIcon>
      <CountIcon to="/conversations" label="Conversations" count={counts.conversations}>
        <EnvelopeIcon />
      </CountIcon>
    </HStack>
  );
}
