import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('stores scrypt$N$r$p$salt$hash with N=2^15, r=8, p=1 and a random salt', async () => {
    const [a, b] = await Promise.all([hashPassword('Trailhead#2026'), hashPassword('Trailhead#2026')]);
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Trailhead#2026');
    await expect(verifyPassword('Trailhead#2026', stored)).resolves.toBe(true);
    await expect(verifyPassword('trailhead#2026', stored)).resolves.toBe(false);
  });

  it('refuses malformed or abusive stored hashes instead of throwing', async () => {
    await expect(verifyPassword('x', 'plain-text')).resolves.toBe(false);
    await expect(verifyPassword('x', 'scrypt$1073741824$8$1$c2FsdA==$aGFzaA==')).resolves.toBe(false);
    await expect(verifyPassword('x', 'scrypt$32768$8$1$c2FsdA==$short')).resolves.toBe(false);
  });
});
