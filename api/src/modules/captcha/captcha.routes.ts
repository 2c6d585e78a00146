import type { FastifyInstance } from 'fastify';
import type { CaptchaChallenge, CaptchaValidationResponse } from '@trailhead/shared-kernel/types';
import { MESSAGES } from '@trailhead/shared-kernel/schemas';
import { ApiError } from '../../http/api-error';
import { textField } from '../../http/form-validation';
import { checkedBody, noQuery } from '../../http/schemas';

const challengeResponseSchema = {
  type: 'object',
  description: 'An ALTCHA (v2) proof-of-work puzzle, as the altcha widget fetches it.',
  properties: {
    parameters: {
      type: 'object',
      // Open: the parameters are signed as they are; one lost on the way would fail the check.
      additionalProperties: true,
      properties: {
        algorithm: { type: 'string' },
        nonce: { type: 'string' },
        salt: { type: 'string' },
        cost: { type: 'integer' },
        keyLength: { type: 'integer' },
        keyPrefix: { type: 'string' },
        keySignature: { type: 'string' },
        expiresAt: { type: 'integer' },
      },
    },
    signature: { type: 'string' },
  },
} as const;

const validationResponseSchema = {
  type: 'object',
  properties: { hasErrors: { type: 'boolean' }, message: { type: 'string' }, status: { type: 'string', enum: ['valid', 'invalid'] } },
} as const;

const validationBody = checkedBody('A captcha answer to check (it works once).', { token: "the widget's payload, or a reCAPTCHA token" });

export default async function captchaRoutes(app: FastifyInstance): Promise<void> {
  app.get('/captcha/challenge', { schema: { querystring: noQuery, response: { 200: challengeResponseSchema } } }, async (_request, reply): Promise<CaptchaChallenge> => {
    if (!app.captcha.createChallenge) {
      throw new ApiError(404, 'not_found', 'This site checks with reCAPTCHA: there is no proof-of-work challenge.');
    }
    void reply.header('cache-control', 'no-store');
    return app.captcha.createChallenge();
  });

  // Spec §7: answers hasErrors, message and status; a refused token is an answer, not a failure.
  app.post<{ Body: Record<string, unknown> }>(
    '/validation/recaptcha',
    { schema: { body: validationBody, response: { 200: validationResponseSchema } } },
    async (request): Promise<CaptchaValidationResponse> => {
      const token = textField(request.body, 'token') ?? '';
      if (token === '') throw new ApiError(400, 'captcha_invalid', MESSAGES.captcha);
      const valid = await app.captcha.verify(token, request.ip);
      return valid
        ? { hasErrors: false, message: 'Verified', status: 'valid' }
        : { hasErrors: true, message: MESSAGES.captcha, status: 'invalid' };
    },
  );
}
