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
const ChangePasswordPage = lazy(() => import('./features/account/components/change-password-page').then((m) => ({ default: m.ChangePasswordPage })));

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
];
