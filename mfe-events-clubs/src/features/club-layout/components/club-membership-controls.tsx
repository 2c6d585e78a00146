import { useEffect, useRef, useState } from 'react';
import { bus, isLoggedIn, useObservable, type SnackbarMessage } from '@trailhead/shared-kernel/bus';
import { useLocation, useNavigate } from '@trailhead/shared-kernel/router';
import type { ClubDetail } from '@trailhead/shared-kernel/types';
import { Button, ChevronDownIcon, Flex, RouterLink, Text } from '@trailhead/shared-kernel/ui';
import { Menu, Portal } from '@trailhead/shared-kernel/ui-overlays';
import { useClubMembership } from '../api/membership';
import { accountIncomplete, joinEnabled, membershipButton } from '../membership-state';
import { JoinClubDialog, LeaveClubDialog } from './membership-dialogs';

/**
 * The header's join / member / banned button and the settings menu with Leave (spec §2 overlays,
 * §4 club membership): each change is confirmed in a modal; success says so, goes back to the club
 * page and shows the club as it is now; a failure is a red snackbar with the API's message (§8).
 */
export function ClubMembershipControls({ slug, club }: { slug: string; club: ClubDetail }) {
  const session = useObservable(bus.session$);
  const membership = useClubMembership(slug);
  const [dialog, setDialog] = useState<'join' | 'leave' | null>(null);
  const afterChange = useBackToClubWith(`/clubs/${slug}`);
  if (!isLoggedIn(session)) {
    // The join button is for logged-in members (spec §6); a visitor is told how to get one.
    if (session.status === null) return null;
    return (
      <Text fontSize="sm" color="gray.700" data-testid="club-join-login">
        <RouterLink to="?login=true" color="brand.redDark" fontWeight="semibold">
          Log in
        </RouterLink>{' '}
        to join this club.
      </Text>
    );
  }

  const state = membershipButton(club);
  const incomplete = state === 'join' && !club.can_join && accountIncomplete(club);
  const change = (action: 'join' | 'leave') =>
    membership.mutate(action, {
      onSuccess: ({ club: now }) => {
        setDialog(null);
        afterChange({ status: 'success', message: action === 'join' ? `You have joined ${now.name}.` : `You have left ${now.name}.` });
      },
      onError: (error) => {
        setDialog(null);
        bus.snackbar.next({ status: 'error', message: error.message });
      },
    });

  return (
    <Flex direction="column" align={{ base: 'stretch', md: 'flex-end' }} gap="1" w={{ base: 'full', md: 'auto' }} data-testid="club-membership">
      <Flex gap="2" justify={{ base: 'flex-start', md: 'flex-end' }}>
        {state === 'join' && (
          <Button
            bg="brand.redDark"
            color="white"
            onClick={() => setDialog('join')}
            disabled={!joinEnabled(club) || membership.isPending}
            data-testid="club-join-button"
          >
            Join club
          </Button>
        )}
        {state === 'member' && (
          <Button variant="outline" disabled data-testid="club-member-button">
            Member
          </Button>
        )}
        {state === 'banned' && (
          <Button variant="outline" colorPalette="red" disabled data-testid="club-banned-button">
            Banned
          </Button>
        )}
        {state === 'member' && !club.is_owner && (
          <Menu.Root onSelect={(details) => details.value === 'leave' && setDialog('leave')}>
            <Menu.Trigger asChild>
              <Button variant="outline" data-testid="club-settings">
                Settings <ChevronDownIcon size={16} />
              </Button>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content>
                  <Menu.Item value="leave" color="red.700">
                    Leave club…
                  </Menu.Item>
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        )}
      </Flex>
      {state === 'join' && !club.can_join && !incomplete && club.join_refusal && (
        <Text fontSize="sm" color="gray.700" maxW="xs" data-testid="club-join-refusal">
          {club.join_refusal}
        </Text>
      )}
      {dialog === 'join' && (
        <JoinClubDialog club={club} incomplete={incomplete} pending={membership.isPending} onConfirm={() => change('join')} onClose={() => !membership.isPending && setDialog(null)} />
      )}
      {dialog === 'leave' && <LeaveClubDialog club={club} pending={membership.isPending} onConfirm={() => change('leave')} onClose={() => !membership.isPending && setDialog(null)} />}
    </Flex>
  );
}

/**
 * Spec §4: after a join or a leave, back to the club page with a snackbar. The shell hides a
 * snackbar on each route change, so when the page has to change first, the message waits for it.
 */
function useBackToClubWith(clubPath: string) {
  const location = useLocation();
  const navigate = useNavigate();
  const waiting = useRef<{ message: SnackbarMessage; leftKey: string } | null>(null);
  useEffect(() => {
    const notice = waiting.current;
    if (!notice || location.key === notice.leftKey) return;
    waiting.current = null;
    bus.snackbar.next(notice.message);
  }, [location.key]);
  return (message: SnackbarMessage) => {
    if (location.pathname.replace(/\/+$/, '') === clubPath) {
      bus.snackbar.next(message);
      return;
    }
    waiting.current = { message, leftKey: location.key };
    navigate(clubPath);
  };
}
