import { lazy } from 'react';
import type { RouteObject } from '@trailhead/shared-kernel/router';
import { lazyPage } from '@trailhead/shared-kernel/ui';
import { LEADERBOARD_ROUTES } from './features/leaderboards/leaderboard-routes';

const MembersPage = lazy(() => import('./features/members/components/members-page').then((m) => ({ default: m.MembersPage })));
const LeaderboardPage = lazy(() => import('./features/leaderboards/components/leaderboard-page').then((m) => ({ default: m.LeaderboardPage })));
const ProfilePage = lazy(() => import('./features/profile/components/profile-page').then((m) => ({ default: m.ProfilePage })));
const FollowingPage = lazy(() => import('./features/follows/components/following-page').then((m) => ({ default: m.FollowingPage })));
const IgnoringPage = lazy(() => import('./features/follows/components/ignoring-page').then((m) => ({ default: m.IgnoringPage })));
const NewsFeedPage = lazy(() => import('./features/news-feed/components/news-feed-page').then((m) => ({ default: m.NewsFeedPage })));
const ReactionsPage = lazy(() => import('./features/reactions/components/reactions-page').then((m) => ({ default: m.ReactionsPage })));
const AwardsPage = lazy(() => import('./features/awards/components/awards-page').then((m) => ({ default: m.AwardsPage })));
const AccountConfirmationPage = lazy(() => import('./features/account/components/account-confirmation-page').then((m) => ({ default: m.AccountConfirmationPage })));
const RegisterValidationPage = lazy(() => import('./features/account/components/register-validation-page').then((m) => ({ default: m.RegisterValidationPage })));
const ResetPasswordPage = lazy(() => import('./features/account/components/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })));
const ChangePasswordPage = lazy(() => import('./features/account/components/change-password-page').then((m) => ({ default: m.ChangePasswordPage })));
// Your account and the membership (issue "10 of 12").
const AccountDetailsPage = lazy(() => import('./features/account-details/components/account-details-page').then((m) => ({ default: m.AccountDetailsPage })));
const PreferencesPage = lazy(() => import('./features/settings/components/preferences-page').then((m) => ({ default: m.PreferencesPage })));
const PrivacyPage = lazy(() => import('./features/settings/components/privacy-page').then((m) => ({ default: m.PrivacyPage })));
const SignaturePage = lazy(() => import('./features/settings/components/signature-page').then((m) => ({ default: m.SignaturePage })));
const SubscriptionsPage = lazy(() => import('./features/membership/components/subscriptions-page').then((m) => ({ default: m.SubscriptionsPage })));
const PastSubscriptionsPage = lazy(() => import('./features/membership/components/past-subscriptions-page').then((m) => ({ default: m.PastSubscriptionsPage })));
const BenefitsPage = lazy(() => import('./features/membership/components/benefits-page').then((m) => ({ default: m.BenefitsPage })));
const JoinUsPage = lazy(() => import('./features/membership/components/join-us-page').then((m) => ({ default: m.JoinUsPage })));
const GiveawayPage = lazy(() => import('./features/membership/components/giveaway-page').then((m) => ({ default: m.GiveawayPage })));
const ActivatePage = lazy(() => import('./features/membership/components/activate-page').then((m) => ({ default: m.ActivatePage })));
const AccountSecurityPage = lazy(() => import('./features/account-data/components/account-security-page').then((m) => ({ default: m.AccountSecurityPage })));
const AccountDataPage = lazy(() => import('./features/account-data/components/account-data-page').then((m) => ({ default: m.AccountDataPage })));

export const version = __BUILD_VERSION__;

export const routes: RouteObject[] = [
  { path: '/members', element: lazyPage(MembersPage) },
  // The leaderboards (features/leaderboards/leaderboard-routes.ts): the page reads its board from the path.
  ...LEADERBOARD_ROUTES.map(({ path }) => ({ path, element: lazyPage(LeaderboardPage) })),
  // A profile: /members/{username}.{userId} (the API's view_url adds a trailing slash; both match).
  { path: '/members/:profile', element: lazyPage(ProfilePage) },
  { path: '/following', element: lazyPage(FollowingPage) },
  { path: '/ignoring', element: lazyPage(IgnoringPage) },
  { path: '/newsFeed', element: lazyPage(NewsFeedPage) },
  { path: '/reactions', element: lazyPage(ReactionsPage) },
  { path: '/awards', element: lazyPage(AwardsPage) },
  { path: '/account-confirmation/:key', element: lazyPage(AccountConfirmationPage) },
  { path: '/registerValidation', element: lazyPage(RegisterValidationPage) },
  { path: '/changePassword', element: lazyPage(ChangePasswordPage) },
  { path: '/resetPassword', element: lazyPage(ResetPasswordPage) },
  // Your account (issue "10 of 12"): account-details, settings, membership and account-data features.
  { path: '/accountDetails', element: lazyPage(AccountDetailsPage) },
  { path: '/preferences', element: lazyPage(PreferencesPage) },
  { path: '/privacySettings', element: lazyPage(PrivacyPage) },
  { path: '/signature', element: lazyPage(SignaturePage) },
  { path: '/subscriptions', element: lazyPage(SubscriptionsPage) },
  { path: '/subscriptions-old', element: lazyPage(PastSubscriptionsPage) },
  { path: '/benefits', element: lazyPage(BenefitsPage) },
  { path: '/join-us', element: lazyPage(JoinUsPage) },
  { path: '/giveaway/:giveawayId', element: lazyPage(GiveawayPage) },
  { path: '/activate', element: lazyPage(ActivatePage) },
  { path: '/accountSecurity', element: lazyPage(AccountSecurityPage) },
  { path: '/accountData', element: lazyPage(AccountDataPage) },
];
