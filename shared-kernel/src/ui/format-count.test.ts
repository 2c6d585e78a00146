import { countText, formatCount } from './format-count';

describe('formatCount', () => {
  it('groups thousands with commas, exactly as US English does', () => {
    const counts = [0, 1, 7, 12, 999, 1000, 1001, 12345, 100000, 999999, 1000000, 2147483647, Number.MAX_SAFE_INTEGER, -1, -1000, -1234567];
    for (const count of counts) expect(formatCount(count)).toBe(count.toLocaleString('en-US'));
    expect(formatCount(1234567)).toBe('1,234,567');
  });

  it('leaves what is not a whole count to the locale rules', () => {
    expect(formatCount(1234.5)).toBe('1,234.5');
  });
});

describe('countText', () => {
  it('says one thing in the singular and any other count in the plural, grouped', () => {
    expect(countText(1, 'reply', 'replies')).toBe('1 reply');
    expect(countText(0, 'reply', 'replies')).toBe('0 replies');
    expect(countText(1234, 'member')).toBe('1,234 members');
  });
});
