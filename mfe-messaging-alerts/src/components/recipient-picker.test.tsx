import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import type { UserSummary } from '@trailhead/shared-kernel/types';
import { RecipientPicker } from './recipient-picker';
import { RECIPIENT_SEARCH_DELAY_MS } from './find-recipients';
import { fakeApi, person } from './test-kit';

const amy = person(11, 'AppalachianAmy');
const andy = person(14, 'AndyRocks');

function Picker({ start = [] as UserSummary[], max = 25 }) {
  const [value, setValue] = useState(start);
  return <RecipientPicker label="Participants" value={value} onChange={setValue} max={max} excludeIds={[1]} />;
}

const chips = () => screen.queryAllByTestId('recipient-chip-name').map((chip) => chip.textContent);

describe('RecipientPicker', () => {
  afterEach(() => jest.useRealTimers());

  it('asks the conversation search only once typing has paused 500 ms (spec §9), then arrows and Enter pick', async () => {
    jest.useFakeTimers();
    const calls = fakeApi({ 'GET /api/users/find-name-for-conversation': { body: { users: [amy, andy, person(1, 'member')] } } });
    renderInSite(<Picker />);
    const field = screen.getByRole('combobox', { name: 'Participants' });
    fireEvent.change(field, { target: { value: 'A' } });
    fireEvent.change(field, { target: { value: 'An' } });
    await act(async () => jest.advanceTimersByTime(RECIPIENT_SEARCH_DELAY_MS - 1));
    expect(calls).toEqual([]);
    await act(async () => jest.advanceTimersByTime(1));
    expect(calls.map((call) => call.url)).toEqual(['/api/users/find-name-for-conversation?username=An']);
    // The member themself is never offered.
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['AAppalachianAmy', 'AAndyRocks']);
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(chips()).toEqual(['AndyRocks']);
    expect((field as HTMLInputElement).value).toBe('');
  });

  it('removes a chip by its button or by Backspace in the empty field, and stops taking names at the limit', () => {
    fakeApi({});
    renderInSite(<Picker start={[amy, andy]} max={2} />);
    const field = screen.getByRole('combobox', { name: 'Participants' }) as HTMLInputElement;
    expect(field.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove AppalachianAmy' }));
    expect(chips()).toEqual(['AndyRocks']);
    expect(field.disabled).toBe(false);
    fireEvent.keyDown(field, { key: 'Backspace' });
    expect(chips()).toEqual([]);
  });
});
