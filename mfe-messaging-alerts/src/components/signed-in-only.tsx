import type { ReactNode } from 'react';
import { bus, isLoggedIn, useObservable } from '@trailhead/shared-kernel/bus';
import { Alert, Center, Spinner } from '@trailhead/shared-kernel/ui';

/** Conversations and alerts belong to a member: wait for the shell's session, then ask a visitor to log in. */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const session = useObservable(bus.session$);
  if (session.status === null) {
    return (
      <Center py="10" role="status" aria-label="Checking your session">
        <Spinner color="brand.red" />
      </Center>
    );
  }
  if (!isLoggedIn(session)) {
    return (
      <Alert.Root status="info" data-testid="login-required">
        <Alert.Indicator />
        <Alert.Title>Please login in to see the content of the page.</Alert.Title>
      </Alert.Root>
    );
  }
  return <>{children}</>;
}
