import type { ReactNode } from 'react';
import { bus, isLoggedIn, useObservable } from '@trailhead/shared-kernel/bus';
import type { UserProfile } from '@trailhead/shared-kernel/types';
import { Alert, Center, Spinner } from '@trailhead/shared-kernel/ui';

/** Spec §6: what a visitor reads on a member's own page. */
export const LOGIN_NEEDED = 'Please login in to see the content of the page.';

/** A member's own page: waits for the shell's session, asks a visitor to log in, else draws the page for the signed-in member. */
export function SignedInOnly({ children }: { children: (user: UserProfile) => ReactNode }) {
  const session = useObservable(bus.session$);
  if (session.status === null && session.user === null) {
    return (
      <Center py="10" role="status" aria-label="Checking your session">
        <Spinner color="brand.red" />
      </Center>
    );
  }
  if (!isLoggedIn(session) || !session.user) {
    return (
      <Alert.Root status="info" data-testid="login-required">
        <Alert.Indicator />
        <Alert.Title>{LOGIN_NEEDED}</Alert.Title>
      </Alert.Root>
    );
  }
  return <>{children(session.user)}</>;
}
