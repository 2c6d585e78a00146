import { AVATAR_PALETTE, avatarColour, initials, usernameColour } from './user-identity';

describe('avatar colour (spec §9)', () => {
  it('has 19 colours and picks by character-code sum modulo 19', () => {
    expect(AVATAR_PALETTE).toHaveLength(19);
    // 'ab' = 97 + 98 = 195; 195 % 19 = 5
    expect(avatarColour('ab')).toBe(AVATAR_PALETTE[5]);
    expect(avatarColour('member')).toBe(avatarColour('member'));
  });

  it('takes up to two initials', () => {
    expect(initials('trail boss rider')).toBe('TB');
    expect(initials('mudlark')).toBe('M');
    expect(initials('  ')).toBe('');
  });
});

describe('username colour (spec §6)', () => {
  it('is orange for admins, blue for moderators, dark otherwise', () => {
    expect(usernameColour({ is_admin: true, is_moderator: true })).toBe('#B04A1A');
    expect(usernameColour({ is_moderator: true })).toBe('#2B6CB0');
    expect(usernameColour({})).toBe('#202020');
  });
});

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b2] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b2;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

describe('username colour contrast', () => {
  it.each([{ is_admin: true }, { is_moderator: true }, {}])('keeps 4.5:1 on white and on the grey rows of lists (%o)', (user) => {
    for (const background of ['#ffffff', '#fafafa', '#f4f4f5']) expect(contrast(usernameColour(user), background)).toBeGreaterThanOrEqual(4.5);
  });
});
