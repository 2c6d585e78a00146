/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
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
      whoReacted={(close) => (
        <div role="dialog" aria-label="Who reacted">
          <button type="button" onClick={close}>
            Close
          </button>
        </div>
      )}
      {...props}
    />,
  );
  return onReact;
}

it('shows the counts, and who reacted on a click until it is closed', async () => {
  open();
  expect(screen.getByTestId('reaction-count-1').getAttribute('aria-label')).toBe('Like 2');
  expect(screen.getByTestId('reaction-count-3').getAttribute('aria-label')).toBe('Haha 1');
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'See who reacted (3)' })));
  const dialog = screen.getByRole('dialog', { name: 'Who reacted' });
  await act(async () => void fireEvent.click(within(dialog).getByRole('button', { name: 'Close' })));
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('offers the six reactions, sends the one chosen and closes the picker; with the site’s titles', async () => {
  const onReact = open({ titles: new Map([[2, 'Heart']]) });
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'React' })));
  const picker = screen.getByRole('group', { name: 'Reactions' });
  expect(within(picker).getAllByRole('button').map((button) => button.textContent?.trim())).toEqual(['👍 Like', '❤️ Heart', '😆 Haha', '😮 Wow', '😢 Sad', '😠 Angry']);
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
