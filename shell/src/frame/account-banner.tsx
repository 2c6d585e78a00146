import { useState } from 'react';
import { useLocation } from '@trailhead/shared-kernel/router';
import { bus, useObservable } from '@trailhead/shared-kernel/bus';
import { Button, Flex, UserContent } from '@trailhead/shared-kernel/ui';

/**
 * Spec §2: a partial account sees its status message (HTML from the server) in a banner that only
 * its Close button hides, and that comes back on every route change.
 */
export function AccountBanner() {
  const { status } = useObservable(bus.session$);
  // Every navigation has a key of its own: a banner closed on one page is back on the next.
  const { key } = useLocation();
  const [closedOn, setClosedOn] = useState<string | null>(null);

  if (status?.permission !== 'partial' || !status.message || closedOn === key) return null;
  return (
    <Flex role="status" bg="yellow.100" borderBottomWidth="1px" borderColor="yellow.300" px={{ base: '3', lg: '6' }} py="2" gap="3" align="center" data-testid="account-banner">
      {/* The message comes from our own API, written by us, not by members; drawn as written text is, so its link reads as one. */}
      <UserContent flex="1" fontSize="sm" html={status.message} />
      <Button size="xs" variant="outline" onClick={() => setClosedOn(key)}>
        Close
      </Button>
    </Flex>
  );
}
