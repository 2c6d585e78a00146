import type { ClubDetail } from '@trailhead/shared-kernel/types';
import { Alert, Box } from '@trailhead/shared-kernel/ui';

/**
 * A club that is not approved is seen only by its owner and the moderators (the API hides it from
 * everyone else): they are told where its review stands.
 */
export function ClubReviewBanner({ club }: { club: ClubDetail }) {
  if (club.club_state === 'approved') return null;
  if (club.club_state === 'pending') {
    return (
      <Alert.Root status="info" data-testid="club-review-state">
        <Alert.Indicator />
        <Box>
          <Alert.Title>Waiting for review</Alert.Title>
          <Alert.Description>A moderator will review this club soon. Until it is approved, only its owner and the moderators can see it, and nobody can join.</Alert.Description>
        </Box>
      </Alert.Root>
    );
  }
  return (
    <Alert.Root status="error" data-testid="club-review-state">
      <Alert.Indicator />
      <Box>
        <Alert.Title>Rejected{club.reject_reason ? `: ${club.reject_reason}` : ''}</Alert.Title>
        <Alert.Description>Only its owner and the moderators can see this club. Edit it to answer the reason.</Alert.Description>
      </Box>
    </Alert.Root>
  );
}
