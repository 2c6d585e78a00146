import { lazy, Suspense, useState } from 'react';
import { bus, isLoggedIn, useObservable } from '@trailhead/shared-kernel/bus';
import { invalidateApiQueries, useQueryClient } from '@trailhead/shared-kernel/query';
import { useNavigate, usePageParam } from '@trailhead/shared-kernel/router';
import type { ClubFormPayload, ClubMember } from '@trailhead/shared-kernel/types';
import { Alert, Box, Button, Center, Heading, Pager, QueryView, Spinner, Stack, Text } from '@trailhead/shared-kernel/ui';
import type { ClubImageFiles } from '../../club-form';
import { ClubMemberRow, useClubMembers } from '../../club-followers';
import { putClub, useClubContext } from '../../club-layout';
import { editClub } from '../api/edit-club';
import { ADMIN_MEMBER_STATES, useMemberAction } from '../api/member-actions';
import { BanMemberDialog, RemoveMemberDialog } from './member-dialogs';

// The club form carries the site's editor: it loads only for someone who runs the club.
const ClubForm = lazy(() => import('../../club-form').then((m) => ({ default: m.ClubForm })));

export const LOGIN_NEEDED = 'Please login in to see the content of the page.';
/** The API's own refusal (CLUB_MESSAGES.notAdmin), said before anything is asked. */
export const NOT_CLUB_ADMIN = 'Only the owner of this club, an admin or a super moderator can do that.';
export const CLUB_SAVED = 'Changes saved';

const loading = (
  <Center py="10" role="status" aria-label="Loading">
    <Spinner color="brand.red" />
  </Center>
);

/** /clubs/{slug}/admin: edit the club and manage its members (owner, admin, super moderator; spec §6). */
export function ClubAdminPage() {
  const { club } = useClubContext();
  const session = useObservable(bus.session$);
  if (!club.can_admin) {
    return (
      <Alert.Root status="warning" data-testid="club-admin-refused">
        <Alert.Indicator />
        <Alert.Description>{isLoggedIn(session) ? NOT_CLUB_ADMIN : LOGIN_NEEDED}</Alert.Description>
      </Alert.Root>
    );
  }
  return (
    <Stack gap="8" data-testid="club-admin">
      <ClubMembersAdmin />
      <EditClubSection />
    </Stack>
  );
}

function EditClubSection() {
  const { club } = useClubContext();
  const client = useQueryClient();
  const navigate = useNavigate();
  const save = async (payload: ClubFormPayload, files: ClubImageFiles) => {
    const { club: saved } = await editClub(club.id, payload, files);
    putClub(client, club.slug, saved);
    // The lists of clubs show its name, place and pictures too.
    void invalidateApiQueries(client, '/api/clubs/?');
    bus.snackbar.next({ status: 'success', message: CLUB_SAVED });
    // A new name can mean a new address: the page follows it.
    if (saved.slug !== club.slug) navigate(`/clubs/${saved.slug}/admin`, { replace: true });
  };
  return (
    <Box as="section" aria-labelledby="club-edit-heading">
      <Heading as="h2" id="club-edit-heading" size="lg" mb="3">
        Edit the club
      </Heading>
      <Suspense fallback={loading}>
        <ClubForm initial={club} submitLabel="Save changes" onSubmit={save} />
      </Suspense>
    </Box>
  );
}

function ClubMembersAdmin() {
  const { club, refresh } = useClubContext();
  const page = usePageParam();
  const members = useClubMembers(club.slug, [...ADMIN_MEMBER_STATES], page);
  const action = useMemberAction(club, club.slug, page, refresh);
  const [dialog, setDialog] = useState<{ kind: 'ban' | 'remove'; member: ClubMember } | null>(null);
  const [busyWith, setBusyWith] = useState<number | null>(null);

  const run = (kind: 'ban' | 'lift-ban' | 'remove', member: ClubMember, reason = '') => {
    const userId = member.User.user_id;
    const name = member.User.username;
    setBusyWith(userId);
    return new Promise<void>((resolve, reject) =>
      action.mutate(kind === 'ban' ? { kind, userId, reason } : { kind, userId }, {
        onSuccess: () => {
          const message = kind === 'ban' ? `${name} has been banned from the club.` : kind === 'lift-ban' ? `${name}'s ban has been lifted.` : `${name} has been removed from the club.`;
          bus.snackbar.next({ status: 'success', message });
          setDialog(null);
          resolve();
        },
        onError: (error) => {
          bus.snackbar.next({ status: 'error', message: error.message });
          reject(error);
        },
        onSettled: () => setBusyWith(null),
      }),
    );
  };

  const root = `/clubs/${club.slug}/admin`;
  return (
    <Box as="section" aria-labelledby="club-members-heading">
      <Heading as="h2" id="club-members-heading" size="lg" mb="1">
        Members
      </Heading>
      <Text fontSize="sm" color="gray.700" mb="2">
        Banned members can still read the club but cannot take part. The owner cannot be banned or removed.
      </Text>
      <QueryView query={members} what="the members" notFound={<Text>This club has no members yet.</Text>}>
        {({ members: list, pagination }) => (
          <>
            <Box as="ul" listStyleType="none" m="0" p="0" data-testid="club-admin-members">
              {list.map((member) => (
                <ClubMemberRow
                  key={member.User.user_id}
                  member={member}
                  actions={
                    member.is_owner ? undefined : (
                      <MemberActions
                        member={member}
                        busy={busyWith === member.User.user_id}
                        onBan={() => setDialog({ kind: 'ban', member })}
                        onLift={() => void run('lift-ban', member).catch(() => undefined)}
                        onRemove={() => setDialog({ kind: 'remove', member })}
                      />
                    )
                  }
                />
              ))}
            </Box>
            {list.length === 0 && <Text>This club has no members yet.</Text>}
            <Pager pagination={pagination} hrefFor={(n) => `${root}?page=${n}`} />
          </>
        )}
      </QueryView>
      {dialog?.kind === 'ban' && (
        <BanMemberDialog clubId={club.id} member={dialog.member} onBan={(reason) => run('ban', dialog.member, reason)} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'remove' && (
        <RemoveMemberDialog member={dialog.member} pending={action.isPending} onRemove={() => void run('remove', dialog.member).catch(() => setDialog(null))} onClose={() => setDialog(null)} />
      )}
    </Box>
  );
}

function MemberActions({ member, busy, onBan, onLift, onRemove }: { member: ClubMember; busy: boolean; onBan: () => void; onLift: () => void; onRemove: () => void }) {
  const name = member.User.username;
  return (
    <>
      {member.member_state === 'banned' ? (
        <Button size="sm" variant="outline" onClick={onLift} loading={busy} disabled={busy} aria-label={`Lift the ban on ${name}`}>
          Lift ban
        </Button>
      ) : (
        <Button size="sm" variant="outline" colorPalette="red" onClick={onBan} disabled={busy} aria-label={`Ban ${name}`}>
          Ban
        </Button>
      )}
      <Button size="sm" variant="ghost" colorPalette="red" onClick={onRemove} disabled={busy} aria-label={`Remove ${name} from the club`}>
        Remove
      </Button>
    </>
  );
}
