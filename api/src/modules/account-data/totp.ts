// Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP) as authenticator apps compute
// them: HMAC-SHA-1, 30-second steps, 6 digits. Written on node:crypto so no dependency holds the
// second factor of every account.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** A code of the step before or after is still accepted: phones' clocks drift and people type slowly. */
export const TOTP_WINDOW = 1;
/** 160 bits, the length RFC 4226 recommends for the shared secret. */
const SECRET_BYTES = 20;

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding: what authenticator apps expect in an otpauth:// URI. */
export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32_ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** Reads base32 as people copy it: any case, spaces and padding ignored. Throws on other letters. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=-]/g, '').toUpperCase();
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32_ALPHABET.indexOf(char);
    if (index === -1) throw new Error(`'${char}' is not a base32 letter`);
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

export function newTotpSecret(): string {
  return base32Encode(randomBytes(SECRET_BYTES));
}

/** RFC 4226 HOTP: the dynamically truncated HMAC of the counter, `digits` long. */
export function hotp(key: Buffer, counter: number, digits = TOTP_DIGITS, algorithm: 'sha1' | 'sha256' | 'sha512' = 'sha1'): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(message).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The time step a moment (Unix seconds) falls in. */
export function totpStep(nowSeconds: number): number {
  return Math.floor(nowSeconds / TOTP_STEP_SECONDS);
}

/** The code an authenticator app shows for this base32 secret at this moment. */
export function totpCode(secret: string, nowSeconds: number): string {
  return hotp(base32Decode(secret), totpStep(nowSeconds));
}

/** The time step a typed code matches (within ±TOTP_WINDOW of now), or null. */
export function matchTotp(secret: string, code: string, nowSeconds: number): number | null {
  const typed = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(typed)) return null;
  const key = base32Decode(secret);
  const step = totpStep(nowSeconds);
  for (let delta = -TOTP_WINDOW; delta <= TOTP_WINDOW; delta++) {
    const expected = hotp(key, step + delta);
    if (timingSafeEqual(Buffer.from(expected), Buffer.from(typed))) return step + delta;
  }
  return null;
}

/** The otpauth:// URI (Google Authenticator's Key Uri Format) an app reads from a QR code or a link. */
export function otpauthUri(options: { issuer: string; account: string; secret: string }): string {
  const label = encodeURIComponent(`${options.issuer}:${options.account}`);
  const params = new URLSearchParams({
    secret: options.secret,
    issuer: options.issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${params.toString()}`;
}
