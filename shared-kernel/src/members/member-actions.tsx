// PLACEHOLDER written by the lead (the username-popup helper replaces it): follow / unfollow,
// ignore / unignore and start a conversation, each only where can_follow, can_ignore, can_converse
// say so (spec §6); the same buttons in the hover popup and on the profile.
import type { MemberProfile } from '@trailhead/shared-kernel/types';

export type MemberActionsUser = Pick<MemberProfile, 'user_id' | 'username' | 'can_follow' | 'can_ignore' | 'can_converse' | 'is_followed' | 'is_ignored'>;

export interface MemberActionsProps {
  user: MemberActionsUser;
  size?: 'xs' | 'sm' | 'md';
}

export function MemberActions(_props: MemberActionsProps) {
  return null;
}
