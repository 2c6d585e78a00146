import { CLUB_REASON_MAX, clubBanSchema } from '@trailhead/shared-kernel/schemas';
import type { ClubMember } from '@trailhead/shared-kernel/types';
import { Button, Text } from '@trailhead/shared-kernel/ui';
import { Dialog, DialogFrame, TextDialog } from '@trailhead/shared-kernel/ui-overlays';

/**
 * Ban with a reason (checked by the very clubBanSchema POST /clubs/members/{id}/ban uses, spec §5
 * messages): the reason is kept with the ban and shown to those who run the club. A refused ban
 * keeps the dialog and what was typed.
 */
export function BanMemberDialog({ clubId, member, onBan, onClose }: { clubId: number; member: ClubMember; onBan: (reason: string) => Promise<void>; onClose: () => void }) {
  const name = member.User.username;
  return (
    <TextDialog
      title={`Ban ${name}?`}
      testId="club-ban-dialog"
      intro={`${name} stays listed as banned: they can read the club but can no longer take part in its discussions and events, nor join it again.`}
      label="Reason"
      maxLength={CLUB_REASON_MAX}
      rows={3}
      check={(reason) => clubBanSchema.validate({ club_id: clubId, reason })}
      send={onBan}
      submitLabel="Ban member"
      onClose={onClose}
    />
  );
}

/** Removing asks first: the member leaves the list (and may join again, unlike a ban). */
export function RemoveMemberDialog({ member, pending, onRemove, onClose }: { member: ClubMember; pending: boolean; onRemove: () => void; onClose: () => void }) {
  const name = member.User.username;
  return (
    <DialogFrame testId="club-remove-dialog" title={`Remove ${name}?`} onClose={() => !pending && onClose()}>
      <Dialog.Body>
        <Text fontSize="sm">{name} will no longer be a member of the club. They can join it again later; ban them instead to keep them out.</Text>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button colorPalette="red" onClick={onRemove} loading={pending} disabled={pending} data-testid="club-remove-confirm">
          Remove member
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
