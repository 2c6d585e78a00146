import { profileIdFrom, tabFromHash } from './profile-url';

describe('profileIdFrom', () => {
  it('takes the id after the last dot, with or without the trailing slash', () => {
    expect(profileIdFrom('trailboss.7')).toBe(7);
    expect(profileIdFrom('trailboss.7/')).toBe(7);
    expect(profileIdFrom('j.r.smith.42')).toBe(42);
  });
  it('refuses what has no usable id', () => {
    expect(profileIdFrom('trailboss')).toBeNull();
    expect(profileIdFrom('trailboss.')).toBeNull();
    expect(profileIdFrom('trailboss.0')).toBeNull();
    expect(profileIdFrom('trailboss.7x')).toBeNull();
    expect(profileIdFrom('trailboss.99999999999')).toBeNull();
    expect(profileIdFrom(undefined)).toBeNull();
  });
});

describe('tabFromHash', () => {
  it('selects the section the hash names, profile posts otherwise', () => {
    expect(tabFromHash('#about')).toBe('about');
    expect(tabFromHash('#awards')).toBe('awards');
    expect(tabFromHash('')).toBe('profile-posts');
    expect(tabFromHash('#nonsense')).toBe('profile-posts');
  });
});
