import { lazy, Suspense, useEffect } from 'react';
import { bus, useObservable } from '@trailhead/shared-kernel/bus';
import { contactModalOpen$ } from '../frame/frame-state';
import { useHydrated } from '@trailhead/shared-kernel/ui';
import { useAuthModals } from './use-auth-modals';

// Forms (react-hook-form, yup) load only when someone opens one.
const LoginModal = lazy(() => import('./login-modal'));
const RegisterModal = lazy(() => import('./register-modal'));
const ForgotPasswordModal = lazy(() => import('./forgot-password-modal'));
const ContactModal = lazy(() => import('./contact-modal'));

/** Opens the modal the query names (?login=true, ?register=true) and closes them once logged in. */
export function AuthModals() {
  const { current, close } = useAuthModals();
  const { user } = useObservable(bus.session$);
  const contactOpen = useObservable(contactModalOpen$);
  const loggedIn = !!user;
  const hydrated = useHydrated();
  useEffect(() => {
    if (loggedIn && current) close();
  }, [loggedIn, current, close]);
  // The query that opens a modal (?login=true) is not part of a drawn page: it opens once the page is live.
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      {!loggedIn && current === 'login' && <LoginModal />}
      {!loggedIn && current === 'register' && <RegisterModal />}
      {!loggedIn && current === 'forgotPassword' && <ForgotPasswordModal />}
      {contactOpen && <ContactModal />}
    </Suspense>
  );
}
