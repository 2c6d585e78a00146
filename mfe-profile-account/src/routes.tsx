import { lazy } from 'react';
import type { RouteObject } from '@trailhead/shared-kernel/router';
import { lazyPage } from '@trailhead/shared-kernel/ui';

const MembersPage = lazy(() => import('./features/members/components/members-page').then((m) => ({ default: m.MembersPage })));
const AccountConfirmationPage = lazy(() => import('./features/account/components/account-confirmation-page').then((m) => ({ default: m.AccountConfirmationPage })));
const RegisterValidationPage = lazy(() => import('./features/account/components/register-validation-page').then((m) => ({ default: m.RegisterValidationPage })));
const ChangePasswordPage = lazy(() => import('./features/account/components/change-password-page').then((m) => ({ default: m.ChangePasswordPage })));

export const version = __BUILD_VERSION__;

export const routes: RouteObject[] = [
  { path: '/members', element: lazyPage(MembersPage) },
  { path: '/account-confirmation/:key', element: lazyPage(AccountConfirmationPage) },
  { path: '/registerValidation', element: lazyPage(RegisterValidationPage) },
  { path: '/changePassword', element: lazyPage(ChangePasswordPage) },
];
