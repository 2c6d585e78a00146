/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { bus, type SnackbarMessage } from '@trailhead/shared-kernel/bus';
import { apiQueryKey } from '@trailhead/shared-kernel/query';
import { renderInSite, SiteProviders } from '@trailhead/shared-kernel/testing';
import type { MemberCard, UserProfile } from '@trailhead/shared-kernel/types';
import { MemberActions, type MemberActionsUser } from './member-actions';
import { fakeMembersApi, memberCard } from './member-fixtures.test-kit';

const target = (changes: Partial<MemberActionsUser> = {}): MemberActionsUser => ({
  user_id: 12,
  username: 'trail boss',
  can_follow: true,
  can_ignore: true,
  can_converse: true,
  is_followed: false,
  is_ignored: false,
  ...changes,
});

function signIn(user_id = 3, ignored_user_ids: number[] = []) {
  bus.session$.next({
    status: { status: 'valid', permission: 'full', message: null, details: null },
    user: { user_id, username: 'member', ignored_user_ids } as unknown as UserProfile,
  });
}

afterEach(() => bus.session$.next({ status: null, user: null }));

describe('MemberActions', () => {
  it('shows each button only where the flags allow it', () => {
    signIn();
    const { client, rerender } = renderInSite(<MemberActions user={target({ can_ignore: false, can_converse: false })} />);
    expect(screen.getByRole('button', { name: 'Follow trail boss' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Ignore/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Start conversation' })).toBeNull();

    rerender(<SiteProviders client={client}><MemberActions user={target({ can_follow: false })} /></SiteProviders>);
    expect(screen.queryByRole('button', { name: /Follow/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Ignore trail boss' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start conversation' }).getAttribute('href')).toBe('/manageConversation?conversationUsers=trail%20boss');
  });

  it('labels follow and ignore by what is already so', () => {
    signIn();
    renderInSite(<MemberActions user={target({ is_followed: true, is_ignored: true })} />);
    expect(screen.getByRole('button', { name: 'Unfollow trail boss' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Unignore trail boss' })).toBeTruthy();
  });

  it('shows nothing to visitors, nor to the member about themselves', () => {
    const { client, container, rerender } = renderInSite(<MemberActions user={target()} />);
    expect(container.querySelector('[data-testid="member-actions"]')).toBeNull();
    act(() => signIn(12));
    rerender(<SiteProviders client={client}><MemberActions user={target()} /></SiteProviders>);
    expect(container.querySelector('[data-testid="member-actions"]')).toBeNull();
  });

  it("follows at once, notes it on the member's cached card and marks their profile out of date", async () => {
    signIn();
    const calls = fakeMembersApi(memberCard());
    const { client } = renderInSite(<MemberActions user={target()} />);
    client.setQueryData(apiQueryKey('/users/12/card'), memberCard());
    client.setQueryData(apiQueryKey('/users/12', { followers: 1 }), {});
    client.setQueryData(apiQueryKey('/users/120/card'), memberCard({ user_id: 120 }));
    fireEvent.click(screen.getByRole('button', { name: 'Follow trail boss' }));
    expect(await screen.findByRole('button', { name: 'Unfollow trail boss' })).toBeTruthy();
    await waitFor(() => expect(client.getQueryState(apiQueryKey('/users/12', { followers: 1 }))?.isInvalidated).toBe(true));
    // Not asked again: the browser may still hold the card from before the follow for a few seconds.
    expect(client.getQueryData<MemberCard>(apiQueryKey('/users/12/card'))?.user.is_followed).toBe(true);
    expect(client.getQueryState(apiQueryKey('/users/12/card'))?.isInvalidated).toBe(false);
    expect(client.getQueryState(apiQueryKey('/users/120/card'))?.isInvalidated).toBe(false);
    expect(calls).toContainEqual({ url: '/api/users/12/follow', method: 'POST' });
  });

  it('ignoring adds the member to the session ignore list and says so, unignoring takes them off', async () => {
    signIn(3, [40]);
    const said: SnackbarMessage[] = [];
    const subscription = bus.snackbar.subscribe((message) => said.push(message));
    fakeMembersApi(memberCard());
    renderInSite(<MemberActions user={target()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ignore trail boss' }));
    await screen.findByRole('button', { name: 'Unignore trail boss' });
    await waitFor(() => expect(bus.session$.getValue().user?.ignored_user_ids).toEqual([40, 12]));
    fireEvent.click(screen.getByRole('button', { name: 'Unignore trail boss' }));
    await waitFor(() => expect(bus.session$.getValue().user?.ignored_user_ids).toEqual([40]));
    expect(said).toEqual([
      { status: 'success', message: 'You ignore trail boss now: their posts are hidden.' },
      { status: 'success', message: 'You no longer ignore trail boss.' },
    ]);
    subscription.unsubscribe();
  });

  it('a refused follow puts the label back and says why in a red snackbar', async () => {
    signIn();
    const said: SnackbarMessage[] = [];
    const subscription = bus.snackbar.subscribe((message) => said.push(message));
    let answer: (reply: { status: number; body: unknown }) => void = () => undefined;
    global.fetch = jest.fn(
      () =>
        new Promise((resolve) => {
          answer = ({ status, body }) => resolve({ ok: false, status, json: async () => body } as Response);
        }),
    ) as unknown as typeof fetch;
    renderInSite(<MemberActions user={target()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Follow trail boss' }));
    const pending = await screen.findByRole('button', { name: 'Unfollow trail boss' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    await act(async () => answer({ status: 403, body: { errors: [{ code: 'forbidden', message: 'You may not follow this member.' }] } }));
    expect(await screen.findByRole('button', { name: 'Follow trail boss' })).toBeTruthy();
    expect(said).toEqual([{ status: 'error', message: 'You may not follow this member.' }]);
    subscription.unsubscribe();
  });
});
