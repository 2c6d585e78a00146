import type { CaptchaVerifier } from './captcha';

export interface RecaptchaOptions {
  secret: string;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  verifyUrl?: string;
  timeoutMs?: number;
}

/** Google reCAPTCHA: asks siteverify about the token (Google makes each token single-use). */
export class RecaptchaVerifier implements CaptchaVerifier {
  readonly kind = 'recaptcha';
  private readonly fetch: typeof fetch;
  private readonly verifyUrl: string;
  private readonly timeoutMs: number;

  constructor(private readonly options: RecaptchaOptions) {
    this.fetch = options.fetch ?? fetch;
    this.verifyUrl = options.verifyUrl ?? 'https://www.google.com/recaptcha/api/siteverify';
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  async verify(token: string, remoteIp?: string): Promise<boolean> {
    if (typeof token !== 'string' || token.length === 0 || token.length > 4000) return false;
    const body = new URLSearchParams({ secret: this.options.secret, response: token });
    if (remoteIp) body.set('remoteip', remoteIp);
    try {
      const response = await this.fetch(this.verifyUrl, { method: 'POST', body, signal: AbortSignal.timeout(this.timeoutMs) });
      if (!response.ok) return false;
      const result = (await response.json()) as { success?: unknown };
      return result?.success === true;
    } catch {
      // Google unreachable or an odd answer: the person is asked to try again, never a 500.
      return false;
    }
  }
}
