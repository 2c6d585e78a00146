import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CaptchaChallenge } from '@trailhead/shared-kernel/types';
import { nowSeconds } from '../../clock';
import type { Database } from '../../db/tables';
import type { CaptchaVerifier } from './captcha';
import { loadOrCreateSecret, markCaptchaUsed } from './captcha.repository';

export interface ProofOfWorkOptions {
  /** HMAC key; without one, a key is made once and kept in the database. */
  secret?: string;
  /** The hidden number is drawn from 0..maxNumber: the browser tries up to that many hashes. */
  maxNumber?: number;
  lifetimeSeconds?: number;
  now?: () => number;
}

const SECRET_NAME = 'captcha_hmac_key';
const HEX_64 = /^[0-9a-f]{64}$/;

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/** What the browser sends back: base64 of this JSON (the ALTCHA payload). */
interface Solution {
  algorithm: string;
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

function parseSolution(encoded: string): Solution | null {
  if (typeof encoded !== 'string' || encoded.length === 0 || encoded.length > 2000) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
    if (!value || typeof value !== 'object') return null;
    const { algorithm, challenge, number, salt, signature } = value as Record<string, unknown>;
    if (algorithm !== 'SHA-256' || typeof challenge !== 'string' || typeof salt !== 'string' || typeof signature !== 'string') return null;
    if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 0) return null;
    if (!HEX_64.test(challenge) || !HEX_64.test(signature) || salt.length > 200) return null;
    return { algorithm, challenge, number, salt, signature };
  } catch {
    return null;
  }
}

/** The expiry the server wrote into the salt (`<hex>?expires=<unix seconds>`). */
function expiryOf(salt: string): number | null {
  const query = salt.indexOf('?');
  if (query < 0) return null;
  const expires = Number(new URLSearchParams(salt.slice(query + 1)).get('expires'));
  return Number.isSafeInteger(expires) && expires > 0 ? expires : null;
}

/**
 * Self-hosted proof of work in the ALTCHA format: the server hides a number in a salted SHA-256,
 * signs the puzzle with an HMAC, and the browser must find the number. Solutions work once.
 */
export class ProofOfWorkCaptcha implements CaptchaVerifier {
  readonly kind = 'proof_of_work';
  private readonly maxNumber: number;
  private readonly lifetimeSeconds: number;
  private readonly now: () => number;
  private key: Promise<string> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    options: ProofOfWorkOptions = {},
  ) {
    this.maxNumber = options.maxNumber ?? 50_000;
    this.lifetimeSeconds = options.lifetimeSeconds ?? 300;
    this.now = options.now ?? nowSeconds;
    if (options.secret) this.key = Promise.resolve(options.secret);
  }

  private secret(): Promise<string> {
    this.key ??= loadOrCreateSecret(this.db, SECRET_NAME, this.now()).catch((error: unknown) => {
      this.key = undefined; // try again next time rather than remember a failure
      throw error;
    });
    return this.key;
  }

  private async sign(challenge: string): Promise<string> {
    return createHmac('sha256', await this.secret()).update(challenge).digest('hex');
  }

  async createChallenge(): Promise<CaptchaChallenge> {
    const salt = `${randomBytes(12).toString('hex')}?expires=${this.now() + this.lifetimeSeconds}`;
    const number = randomInt(0, this.maxNumber + 1);
    const challenge = sha256Hex(`${salt}${number}`);
    return { algorithm: 'SHA-256', challenge, maxnumber: this.maxNumber, salt, signature: await this.sign(challenge) };
  }

  async verify(encoded: string): Promise<boolean> {
    const solution = parseSolution(encoded);
    if (!solution) return false;
    const expected = Buffer.from(await this.sign(solution.challenge), 'hex');
    if (!timingSafeEqual(expected, Buffer.from(solution.signature, 'hex'))) return false;
    if (sha256Hex(`${solution.salt}${solution.number}`) !== solution.challenge) return false;
    const expires = expiryOf(solution.salt);
    const now = this.now();
    if (expires === null || expires <= now) return false;
    return markCaptchaUsed(this.db, solution.signature, expires, now);
  }
}
