import { createHmac, randomInt } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Kysely } from 'kysely';
import type { CaptchaChallenge } from '@trailhead/shared-kernel/types';
import { nowSeconds } from '../../clock';
import type { Database } from '../../db/tables';
import type { CaptchaVerifier } from './captcha';
import { loadOrCreateSecret, markCaptchaUsed } from './captcha.repository';

export interface ProofOfWorkOptions {
  /** HMAC key; without one, a key is made once and kept in the database. */
  secret?: string;
  /** The browser tries counters from 0 up; the right one is drawn from maxCounter/10..maxCounter. */
  maxCounter?: number;
  lifetimeSeconds?: number;
  now?: () => number;
}

const SECRET_NAME = 'captcha_hmac_key';
/** One SHA-256 per counter tried: the work is the number of tries, as in ALTCHA's classic puzzle. */
const ALGORITHM = 'SHA-256';
const MAX_PAYLOAD_LENGTH = 4000;

interface Payload {
  challenge: Challenge;
  solution: Solution;
}

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** What the widget sends back: base64 of JSON { challenge: { parameters, signature }, solution }. */
function parsePayload(encoded: string): Payload | null {
  if (typeof encoded !== 'string' || encoded.length === 0 || encoded.length > MAX_PAYLOAD_LENGTH) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
    if (!isObject(value) || !isObject(value.challenge) || !isObject(value.solution)) return null;
    const { parameters, signature } = value.challenge;
    if (!isObject(parameters) || typeof signature !== 'string') return null;
    return value as unknown as Payload;
  } catch {
    return null;
  }
}

/**
 * The self-hosted proof of work, made and checked by altcha-lib: the server derives the key of a
 * counter it draws, signs the puzzle (HMAC) and the key, and the browser's widget must find the
 * counter. The expiry is inside the signed parameters; a solution works once (used signatures are
 * kept in the database until they expire, for every process).
 */
export class ProofOfWorkCaptcha implements CaptchaVerifier {
  readonly kind = 'proof_of_work';
  private readonly maxCounter: number;
  private readonly lifetimeSeconds: number;
  private readonly now: () => number;
  private key: Promise<string> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    options: ProofOfWorkOptions = {},
  ) {
    this.maxCounter = options.maxCounter ?? 50_000;
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

  /** The two keys altcha-lib signs with: the puzzle's, and (derived from it) the solution key's. */
  private async keys(): Promise<{ hmacSignatureSecret: string; hmacKeySignatureSecret: string }> {
    const hmacSignatureSecret = await this.secret();
    return { hmacSignatureSecret, hmacKeySignatureSecret: createHmac('sha256', hmacSignatureSecret).update('altcha key signature').digest('hex') };
  }

  async createChallenge(): Promise<CaptchaChallenge> {
    const challenge = await createChallenge({
      algorithm: ALGORITHM,
      cost: 1,
      counter: randomInt(Math.floor(this.maxCounter / 10), this.maxCounter + 1),
      deriveKey,
      expiresAt: this.now() + this.lifetimeSeconds,
      ...(await this.keys()),
    });
    return challenge as CaptchaChallenge;
  }

  async verify(encoded: string): Promise<boolean> {
    const payload = parsePayload(encoded);
    if (!payload) return false;
    const { challenge, solution } = payload;
    const expiresAt = challenge.parameters.expiresAt;
    const now = this.now();
    // Every puzzle of ours expires (altcha-lib checks against the wall clock; this is ours).
    if (typeof expiresAt !== 'number' || !Number.isSafeInteger(expiresAt) || expiresAt <= now) return false;
    const keys = await this.keys();
    try {
      const result = await verifySolution({ challenge, solution, deriveKey, ...keys });
      if (!result.verified) return false;
    } catch {
      return false; // a payload altcha-lib cannot even read is a wrong answer, never a 500
    }
    return markCaptchaUsed(this.db, challenge.signature as string, expiresAt, now);
  }
}
