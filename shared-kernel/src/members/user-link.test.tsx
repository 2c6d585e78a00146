/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { bus } from '@trailhead/shared-kernel/bus';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import type { UserProfile } from '@trailhead/shared-kernel/types';
import { UserAvatar } from '@trailhead/shared-kernel/ui';
import { fakeMembersApi, memberCard } from './member-fixtures.test-kit';
import { USER_POPUP_CLOSE_MS, USER_POPUP_OPEN_MS } from './popup-timings';
import { userIdFromViewUrl, UserLink } from './user-link';

const member = { user_id: 12, username: 'trailboss', view_url: '/members/trailboss.12/', is_moderator: true };

const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const popup = () => screen.queryByRole('dialog', { name: 'About trailboss' });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('UserLink', () => {
  it('links the name to the profile in the role colour and asks nothing before a hover', async () => {
    const calls = fakeMembersApi(memberCard());
    renderInSite(<UserLink user={member} fontSize="sm" />);
    const link = screen.getByRole('link', { name: 'trailboss' });
    expect(link.getAttribute('href')).toBe('/members/trailboss.12/');
    expect(link.style.color).toBe('rgb(43, 108, 176)');
    await wait(5000);
    expect(calls).toEqual([]);
    expect(popup()).toBeNull();
  });

  it("shows a member who deleted their account as 'Deleted member', with no link and no card", async () => {
    const calls = fakeMembersApi(memberCard());
    renderInSite(<UserLink user={{ user_id: 40, username: 'Deleted member', view_url: '/members/deleted-member-40.40/', is_deleted: true }} />);
    const name = screen.getByText('Deleted member');
    expect(screen.queryByRole('link')).toBeNull();
    fireEvent.pointerEnter(name);
    await wait(5000);
    expect(calls).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  describe('a banned or disabled member, whose profile is for staff only', () => {
    const blocked = { user_id: 34, username: 'CampfireCarla', view_url: '/members/campfirecarla.34/', is_blocked: true };
    afterEach(() => act(() => bus.session$.next({ status: null, user: null })));

    it('is the name without a link or a card for a visitor or a member (their profile would be a 404)', async () => {
      const calls = fakeMembersApi(memberCard());
      bus.session$.next({ status: null, user: { user_id: 3, username: 'member', is_admin: false, is_moderator: false } as UserProfile });
      renderInSite(<UserLink user={blocked} />);
      const name = screen.getByText('CampfireCarla');
      expect(screen.queryByRole('link')).toBeNull();
      expect(name.hasAttribute('data-blocked-member')).toBe(true);
      fireEvent.pointerEnter(name);
      await wait(5000);
      expect(calls).toEqual([]);
    });

    it('still links a moderator to the profile', () => {
      bus.session$.next({ status: null, user: { user_id: 2, username: 'moderator', is_admin: false, is_moderator: true } as UserProfile });
      renderInSite(<UserLink user={blocked} />);
      expect(screen.getByRole('link', { name: 'CampfireCarla' }).getAttribute('href')).toBe('/members/campfirecarla.34/');
    });
  });

  it('opens the card after 1200 ms of hovering, not before', async () => {
    const calls = fakeMembersApi(memberCard());
    renderInSite(<UserLink user={member} />);
    fireEvent.pointerEnter(screen.getByRole('link', { name: 'trailboss' }));
    await wait(USER_POPUP_OPEN_MS - 1);
    expect(popup()).toBeNull();
    expect(calls).toEqual([]);
    await wait(1);
    expect(popup()).not.toBeNull();
    await wait(10);
    expect(await screen.findByText('Rock crawler')).toBeTruthy();
    expect(screen.getByText('1,234')).toBeTruthy();
    expect(screen.getByText('From Moab, UT')).toBeTruthy();
    expect(screen.getByText('Premium')).toBeTruthy();
    expect(calls.map((call) => call.url)).toEqual(['/api/users/12/card']);
  });

  it('does not open when the pointer leaves before 1200 ms', async () => {
    fakeMembersApi(memberCard());
    renderInSite(<UserLink user={member} />);
    const link = screen.getByRole('link', { name: 'trailboss' });
    fireEvent.pointerEnter(link);
    await wait(USER_POPUP_OPEN_MS - 100);
    fireEvent.pointerLeave(link);
    await wait(USER_POPUP_OPEN_MS * 2);
    expect(popup()).toBeNull();
  });

  it('closes 200 ms after the pointer leaves, and stays open while it is over the popup', async () => {
    fakeMembersApi(memberCard());
    renderInSite(<UserLink user={member} />);
    const link = screen.getByRole('link', { name: 'trailboss' });
    fireEvent.pointerEnter(link);
    await wait(USER_POPUP_OPEN_MS);
    const card = popup()!;

    // From the name onto the popup: the close that leaving started is called off.
    fireEvent.pointerLeave(link);
    await wait(USER_POPUP_CLOSE_MS - 50);
    fireEvent.pointerEnter(card);
    await wait(USER_POPUP_CLOSE_MS * 10);
    expect(popup()).not.toBeNull();

    fireEvent.pointerLeave(card);
    await wait(USER_POPUP_CLOSE_MS - 1);
    expect(popup()).not.toBeNull();
    await wait(1);
    expect(popup()).toBeNull();
  });

  it('closes on Escape', async () => {
    fakeMembersApi(memberCard());
    renderInSite(<UserLink user={member} />);
    fireEvent.pointerEnter(screen.getByRole('link', { name: 'trailboss' }));
    await wait(USER_POPUP_OPEN_MS);
    expect(popup()).not.toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(popup()).toBeNull();
  });

  it('opens at once when the avatar is tapped, and a tap elsewhere closes it', async () => {
    fakeMembersApi(memberCard());
    renderInSite(<UserLink user={member} avatar={<UserAvatar username="trailboss" size="sm" />} />);
    fireEvent.click(screen.getByRole('button', { name: 'About trailboss' }));
    await wait(0);
    expect(popup()).not.toBeNull();
    fireEvent.pointerDown(document.body);
    expect(popup()).toBeNull();
  });

  it('finds the member id in a view_url', () => {
    expect(userIdFromViewUrl('/members/trail-boss.12/')).toBe(12);
    expect(userIdFromViewUrl('http://localhost/members/a.b.7')).toBe(7);
    expect(userIdFromViewUrl('/forums/')).toBeNull();
  });
});
