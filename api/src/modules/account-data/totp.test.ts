import { base32Decode, base32Encode, hotp, matchTotp, newTotpSecret, otpauthUri, totpCode } from './totp';

const ascii = (text: string) => Buffer.from(text, 'ascii');

describe('TOTP (RFC 6238) and HOTP (RFC 4226)', () => {
  it('computes the HOTP values of RFC 4226 appendix D', () => {
    const key = ascii('12345678901234567890');
    const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
    expect(expected.map((_, counter) => hotp(key, counter))).toEqual(expected);
  });

  // RFC 6238 appendix B: 8-digit codes, one key per hash algorithm.
  it.each([
    [59, '94287082', '46119246', '90693936'],
    [1111111109, '07081804', '68084774', '25091201'],
    [1111111111, '14050471', '67062674', '99943326'],
    [1234567890, '89005924', '91819424', '93441116'],
    [2000000000, '69279037', '90698825', '38618901'],
    [20000000000, '65353130', '77737706', '47863826'],
  ])('at T=%d computes the RFC 6238 test vectors', (time, sha1, sha256, sha512) => {
    const step = Math.floor(time / 30);
    expect(hotp(ascii('12345678901234567890'), step, 8, 'sha1')).toBe(sha1);
    expect(hotp(ascii('12345678901234567890123456789012'), step, 8, 'sha256')).toBe(sha256);
    expect(hotp(ascii('1234567890123456789012345678901234567890123456789012345678901234'), step, 8, 'sha512')).toBe(sha512);
  });

  it('shows the 6-digit SHA-1 code of the RFC key for a base32 secret, as an authenticator app does', () => {
    const secret = base32Encode(ascii('12345678901234567890'));
    expect(secret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(totpCode(secret, 59)).toBe('287082');
    expect(totpCode(secret, 1111111109)).toBe('081804');
  });

  it('round-trips base32, reading any case, spaces and padding', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252, 253, 254, 255, 7, 8]);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    expect(base32Decode('mfrg gzdf mztw q2lk==')).toEqual(Buffer.from('abcdefghij'));
    expect(() => base32Decode('ABC1')).toThrow("'1' is not a base32 letter");
  });

  it('makes a new 160-bit secret each time', () => {
    const a = newTotpSecret();
    expect(a).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(a);
  });

  it('accepts the code of the current step and of one step either side, and nothing further', () => {
    const secret = newTotpSecret();
    const now = 1_800_000_015;
    const step = Math.floor(now / 30);
    expect(matchTotp(secret, totpCode(secret, now), now)).toBe(step);
    expect(matchTotp(secret, totpCode(secret, now - 30), now)).toBe(step - 1);
    expect(matchTotp(secret, totpCode(secret, now + 30), now)).toBe(step + 1);
    expect(matchTotp(secret, totpCode(secret, now - 60), now)).toBeNull();
    expect(matchTotp(secret, totpCode(secret, now + 60), now)).toBeNull();
  });

  it('reads a code typed with a space and refuses anything but six digits', () => {
    const secret = newTotpSecret();
    const code = totpCode(secret, 1000);
    expect(matchTotp(secret, `${code.slice(0, 3)} ${code.slice(3)}`, 1000)).not.toBeNull();
    expect(matchTotp(secret, code.slice(0, 5), 1000)).toBeNull();
    expect(matchTotp(secret, 'abcdef', 1000)).toBeNull();
    expect(matchTotp(secret, `${code}0`, 1000)).toBeNull();
  });

  it('writes the otpauth URI authenticator apps read', () => {
    expect(otpauthUri({ issuer: 'Trailhead', account: 'rider@example.test', secret: 'JBSWY3DPEHPK3PXP' })).toBe(
      'otpauth://totp/Trailhead%3Arider%40example.test?secret=JBSWY3DPEHPK3PXP&issuer=Trailhead&algorithm=SHA1&digits=6&period=30',
    );
  });
});
