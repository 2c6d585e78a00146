import { lazy, Suspense, useEffect } from 'react';
import { bus, useObservable } from '@trailhead/shared-kernel/bus';
import { contactModalOpen$ } from '../frame/frame-state';
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
  useEffect(() => {
    if (loggedIn && current) close();
  }, [loggedIn, current, close]);
  return (
    <Suspense fallback={null}>
      {!loggedIn && current === 'login' && <LoginModal />}
      {!loggedIn && current === 'register' && <RegisterModal />}
      {!loggedIn && current === 'forgotPassword' && <ForgotPasswordModal />}
      {contactOpen && <ContactModal />}
    </Suspense>
  );
}
