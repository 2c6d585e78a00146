import type { ClubDetail } from '@trailhead/shared-kernel/types';
import { Alert } from '@trailhead/shared-kernel/ui';
import { accountIncomplete } from '../membership-state';

/**
 * Spec §6 limited access: a banned follower and an incomplete account read the club (about,
 * members, events, discussions) but take no part; they are told so once, above the tabs.
 */
export function ClubAccessNotice({ club }: { club: ClubDetail }) {
  if (club.member_state === 'banned') {
    return (
      <Alert.Root status="warning" data-testid="club-limited-access">
        <Alert.Indicator />
        <Alert.Description>You have been banned from this club. You can still read about it, but you cannot take part in its discussions or events.</Alert.Description>
      </Alert.Root>
    );
  }
  if (accountIncomplete(club) && !club.can_post) {
    return (
      <Alert.Root status="info" data-testid="club-limited-access">
        <Alert.Indicator />
        <Alert.Description>Your account is incomplete, so you can read this club but not join it or take part yet.</Alert.Description>
      </Alert.Root>
    );
  }
  return null;
}
