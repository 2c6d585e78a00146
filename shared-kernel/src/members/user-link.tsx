// PLACEHOLDER written by the lead (the username-popup helper replaces it): every username on the
// site, coloured by role (spec §6), opening the member's hover popup (spec §2, §9 timings).
import type { ReactNode } from 'react';
import type { UserSummary } from '@trailhead/shared-kernel/types';
import { toSitePath } from '@trailhead/shared-kernel/urls';
import { RouterLink } from '../ui/router-link';
import { usernameColour } from '../ui/user-identity';

export interface UserLinkProps {
  user: Pick<UserSummary, 'user_id' | 'username' | 'view_url'> & Partial<Pick<UserSummary, 'is_admin' | 'is_moderator'>>;
  /** What the link shows; the username by default. */
  children?: ReactNode;
  fontWeight?: string;
  fontSize?: string;
}

export function UserLink({ user, children, fontWeight = 'semibold', fontSize }: UserLinkProps) {
  return (
    <RouterLink to={toSitePath(user.view_url)} fontWeight={fontWeight} fontSize={fontSize} style={{ color: usernameColour(user) }}>
      {children ?? user.username}
    </RouterLink>
  );
}
