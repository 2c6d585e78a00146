import { CLUB_MESSAGES } from '@trailhead/shared-kernel/constants';
import type { ClubDetail } from '@trailhead/shared-kernel/types';
import { Button, RouterLink, Stack, Text } from '@trailhead/shared-kernel/ui';
import { Dialog, DialogFrame } from '@trailhead/shared-kernel/ui-overlays';


interface ChoiceProps {
  club: ClubDetail;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Spec §2 join modal: what joining means, or (spec §4) why an incomplete account cannot join yet. */
export function JoinClubDialog({ club, incomplete, pending, onConfirm, onClose }: ChoiceProps & { incomplete: boolean }) {
  if (incomplete) {
    return (
      <DialogFrame testId="club-join-dialog" title="Complete your account to join" onClose={onClose}>
        <Dialog.Body>
          <Stack gap="3">
            <Text data-testid="club-join-incomplete">{club.join_refusal ?? CLUB_MESSAGES.accountIncomplete}</Text>
            <Text fontSize="sm">
              Until then you can read {club.name}: its members, events and discussions.{' '}
              <RouterLink to="/accountDetails" color="brand.redDark" fontWeight="semibold">
                Complete your account
              </RouterLink>
            </Text>
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
        </Dialog.Footer>
      </DialogFrame>
    );
  }
  return (
    <DialogFrame testId="club-join-dialog" title={`Join ${club.name}?`} onClose={onClose}>
      <Dialog.Body>
        <Stack gap="2" fontSize="sm">
          <Text>As a member of this club you can:</Text>
          <Stack as="ul" gap="1" pl="5" listStyleType="disc">
            <li>start and reply to its discussions,</li>
            <li>RSVP to and host its events,</li>
            <li>appear in its list of followers.</li>
          </Stack>
          <Text>The club’s owner can remove or ban members. You can leave the club at any time from its Settings menu.</Text>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button bg="brand.redDark" color="white" onClick={onConfirm} loading={pending} disabled={pending} data-testid="club-join-confirm">
          Join club
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}

/** Spec §2 leave modal. */
export function LeaveClubDialog({ club, pending, onConfirm, onClose }: ChoiceProps) {
  return (
    <DialogFrame testId="club-leave-dialog" title={`Leave ${club.name}?`} onClose={onClose}>
      <Dialog.Body>
        <Text fontSize="sm">You will no longer take part in its discussions and events, and you leave its list of followers. You can join again later.</Text>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={pending}>
          Stay in the club
        </Button>
        <Button colorPalette="red" onClick={onConfirm} loading={pending} disabled={pending} data-testid="club-leave-confirm">
          Leave club
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
