import type { Kysely } from 'kysely';
import type { CaptchaChallenge } from '@trailhead/shared-kernel/types';
import { MESSAGES } from '@trailhead/shared-kernel/schemas';
import type { SiteSettings } from '../../config';
import type { Database } from '../../db/tables';
import { ApiError } from '../../http/api-error';
import { ProofOfWorkCaptcha } from './proof-of-work-captcha';
import { RecaptchaVerifier } from './recaptcha-verifier';

/** The one check behind every form that asks "are you a robot" (register, contact, /validation/recaptcha). */
export interface CaptchaVerifier {
  readonly kind: 'proof_of_work' | 'recaptcha';
  /** True once for a good solution or token; a replayed one is refused. Never throws. */
  verify(solution: string, remoteIp?: string): Promise<boolean>;
  /** Proof of work only: a fresh puzzle for the browser. */
  createChallenge?(): Promise<CaptchaChallenge>;
}

export function captchaInvalid(): ApiError {
  return new ApiError(400, 'captcha_invalid', MESSAGES.captcha);
}

/** reCAPTCHA when RECAPTCHA_SECRET is set, else the self-hosted proof of work (key: CAPTCHA_SECRET or one made and stored once). */
export function captchaFor(db: Kysely<Database>, settings: Pick<SiteSettings, 'captchaSecret' | 'recaptchaSecret'>): CaptchaVerifier {
  if (settings.recaptchaSecret) return new RecaptchaVerifier({ secret: settings.recaptchaSecret });
  return new ProofOfWorkCaptcha(db, { secret: settings.captchaSecret ?? undefined });
}
