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
    expect(usernameColour({ is_admin: true, is_moderator: true })).toBe('#C05621');
    expect(usernameColour({ is_moderator: true })).toBe('#2B6CB0');
    expect(usernameColour({})).toBe('#202020');
  });
});
