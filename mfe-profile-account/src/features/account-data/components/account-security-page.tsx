import { AccountLayout } from '../../account';
import { SessionsSection } from './sessions-section';
import { TwoFactorSection } from './two-factor-section';

/** /accountSecurity: where the member is signed in, and two-factor sign-in with an authenticator app. */
export function AccountSecurityPage() {
  return (
    <AccountLayout title="Sign-in and security">
      {() => (
        <>
          <SessionsSection />
          <TwoFactorSection />
        </>
      )}
    </AccountLayout>
  );
}
