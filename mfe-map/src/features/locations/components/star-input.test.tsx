import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import { StarInput } from './star-input';

function Stars() {
  const [value, setValue] = useState(0);
  return <StarInput label="Your rating" value={value} onChange={setValue} />;
}

const checked = () => screen.getAllByRole('radio').find((star) => star.getAttribute('aria-checked') === 'true')?.getAttribute('aria-label') ?? null;

describe('the star input', () => {
  it('is one radio group named for the screen reader, each star named by its count', () => {
    renderInSite(<Stars />);
    expect(screen.getByRole('radiogroup', { name: 'Your rating' })).toBeTruthy();
    expect(screen.getAllByRole('radio').map((star) => star.getAttribute('aria-label'))).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
    // Tab reaches one star only: the first while none is chosen.
    expect(screen.getAllByRole('radio').map((star) => star.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    expect(checked()).toBeNull();
  });

  it('chooses by keyboard: arrows, Home, End and digits, the focus following', () => {
    renderInSite(<Stars />);
    const first = screen.getByRole('radio', { name: '1 star' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(checked()).toBe('2 stars');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '2 stars' }));
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(checked()).toBe('5 stars');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(checked()).toBe('5 stars');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(checked()).toBe('4 stars');
    fireEvent.keyDown(document.activeElement!, { key: '2' });
    expect(checked()).toBe('2 stars');
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(checked()).toBe('1 star');
    expect(screen.getByRole('radio', { name: '1 star' }).tabIndex).toBe(0);
  });
});
