import type { FastifyInstance } from 'fastify';
import type { CaptchaChallenge, CaptchaValidationResponse } from '@trailhead/shared-kernel/types';
import { MESSAGES } from '@trailhead/shared-kernel/schemas';
import { ApiError } from '../../http/api-error';
import { objectBody, textField } from '../../http/form-validation';

export default async function captchaRoutes(app: FastifyInstance): Promise<void> {
  app.get('/captcha/challenge', async (_request, reply): Promise<CaptchaChallenge> => {
    if (!app.captcha.createChallenge) {
      throw new ApiError(404, 'not_found', 'This site checks with reCAPTCHA: there is no proof-of-work challenge.');
    }
    void reply.header('cache-control', 'no-store');
    return app.captcha.createChallenge();
  });

  // Spec §7: answers hasErrors, message and status; a refused token is an answer, not a failure.
  app.post<{ Body: Record<string, unknown> }>(
    '/validation/recaptcha',
    { schema: { body: objectBody } },
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
