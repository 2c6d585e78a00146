/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { REACTION_SPRITE_URL } from '@trailhead/shared-kernel/constants';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import { ReactionBar, type ReactionBarProps } from './reaction-bar';

function open(props: Partial<ReactionBarProps> = {}) {
  const onReact = jest.fn();
  renderInSite(
    <ReactionBar
      reactions={[
        { reaction_id: 1, count: 2 },
        { reaction_id: 3, count: 1 },
      ]}
      mine={null}
      canReact
      busy={false}
      onReact={onReact}
      reactorsPath="/posts/5/reactions"
      {...props}
    />,
  );
  return onReact;
}

const asked: string[] = [];
const reactor = (user_id: number, username: string, reaction_id: number) => ({
  reaction_id,
  reaction_date: 1_700_000_000,
  User: { user_id, username, avatar_urls: { h: null }, is_online: false, user_title: '', view_url: `/members/${username}.${user_id}/`, is_admin: false, is_moderator: false, is_staff: false },
});

beforeEach(() => {
  asked.length = 0;
  global.fetch = jest.fn(async (url: string) => {
    asked.push(url);
    const filter = new URL(url, 'http://site').searchParams.get('reaction_id');
    const reactions = [reactor(3, 'member', 1), reactor(4, 'rookie', 1), reactor(5, 'admin', 3)].filter((entry) => !filter || String(entry.reaction_id) === filter);
    return { ok: true, status: 200, json: async () => ({ reactions, pagination: { current_page: 1, last_page: 1, per_page: 20, total: reactions.length } }) } as Response;
  }) as unknown as typeof fetch;
});

it('shows the counts, and who reacted on a click (all, then one reaction) until it is closed', async () => {
  open();
  expect(screen.getByTestId('reaction-count-1').getAttribute('aria-label')).toBe('Like 2');
  expect(screen.getByTestId('reaction-count-3').getAttribute('aria-label')).toBe('Haha 1');
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'See who reacted (3)' })));
  const dialog = await screen.findByRole('dialog', { name: 'Who reacted' });
  await waitFor(() => expect(within(dialog).getAllByTestId('reactor').map((row) => row.textContent)).toEqual([expect.stringContaining('member'), expect.stringContaining('rookie'), expect.stringContaining('admin')]));
  expect(asked).toEqual(['/api/posts/5/reactions?page=1']);
  await act(async () => void fireEvent.click(within(dialog).getByRole('button', { name: 'Haha 1' })));
  await waitFor(() => expect(within(dialog).getAllByTestId('reactor')).toHaveLength(1));
  expect(asked[1]).toBe('/api/posts/5/reactions?reaction_id=3&page=1');
  await act(async () => void fireEvent.click(within(dialog).getByRole('button', { name: 'Close' })));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

it('offers the six reactions, sends the one chosen and closes the picker; with the site’s titles', async () => {
  const onReact = open({ titles: new Map([[2, 'Heart']]) });
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'React' })));
  const picker = screen.getByRole('group', { name: 'Reactions' });
  expect(within(picker).getAllByRole('button').map((button) => button.textContent?.trim())).toEqual(['Like', 'Heart', 'Haha', 'Wow', 'Sad', 'Angry']);
  // Each drawn from its cell of the sprite (no emoji: a machine without an emoji font showed boxes).
  const icons = within(picker).getAllByRole('button').map((button) => button.querySelector<HTMLElement>('[data-reaction-icon]'));
  expect(icons.map((icon) => icon?.style.backgroundPosition)).toEqual(['0px 0px', '0px -16px', '0px -32px', '0px -48px', '0px -64px', '0px -80px']);
  expect(icons[0]?.style.backgroundImage).toBe(`url("${REACTION_SPRITE_URL}")`);
  await act(async () => void fireEvent.click(within(picker).getByRole('button', { name: 'Wow' })));
  expect(onReact).toHaveBeenCalledWith(4);
  expect(screen.queryByRole('group', { name: 'Reactions' })).toBeNull();
});

it('lets the member take their own reaction back', async () => {
  const onReact = open({ mine: 1 });
  expect(screen.getByRole('button', { name: 'Change reaction' })).toBeTruthy();
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Remove your reaction Like' })));
  expect(onReact).toHaveBeenCalledWith(1);
});

it('shows no picker to who may not react', async () => {
  open({ canReact: false });
  expect(screen.queryByRole('button', { name: 'React' })).toBeNull();
});

it('refuses a second reaction while one is on its way', async () => {
  const onReact = open({ mine: 2, busy: true });
  expect(screen.getByRole('button', { name: 'Remove your reaction Love' }).hasAttribute('disabled')).toBe(true);
  expect(screen.getByRole('button', { name: 'Change reaction' }).hasAttribute('disabled')).toBe(true);
  expect(onReact).not.toHaveBeenCalled();
});
