import { lazy } from 'react';
import type { RouteObject } from '@trailhead/shared-kernel/router';
import { lazyPage } from '@trailhead/shared-kernel/ui';

const MembersPage = lazy(() => import('./features/members/components/members-page').then((m) => ({ default: m.MembersPage })));

export const version = __BUILD_VERSION__;

export const routes: RouteObject[] = [{ path: '/members', element: lazyPage(MembersPage) }];
