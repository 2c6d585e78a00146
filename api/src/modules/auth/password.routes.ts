import type { FastifyInstance } from 'fastify';
import type {
  ChangePasswordRequest,
  LostPasswordInitResponse,
  LostPasswordSetRequest,
  StatusResponse,
} from '@trailhead/shared-kernel/types';
import { MESSAGES, registerSchema } from '@trailhead/shared-kernel/schemas';
import { nowSeconds } from '../../clock';
import { guarded, MEMBER, memberOf } from '../../http/access';
import { ApiError } from '../../http/api-error';
import { textField, validateForm } from '../../http/form-validation';
import { statusResponseSchema } from '../../http/response-schemas';
import { checkedBody } from '../../http/schemas';
import { findUserByEmail, setPasswordHash } from '../users/users.repository';
import { passwordResetMail } from './account-mails';
import { checkCode, issueToken, tokenIssuedSince, useToken } from './account-tokens.repository';
import { clearLoginFailures, loginKeyOf } from './login-throttle.repository';
import { hashPassword, verifyPassword } from './password';
import { deleteUserSessions } from './sessions.repository';

export const RESET_CODE_LIFETIME_SECONDS = 3600;
/** One reset e-mail per account a minute at most, so the form cannot be used to flood an inbox. */
export const RESET_RESEND_INTERVAL_SECONDS = 60;
const LOST_PASSWORD_SENT =
  'If an account uses this e-mail address, we sent it a code to reset the password. The code is valid for one hour.';

const invalidCode = () => new ApiError(400, 'invalidCode', 'Invalid Code');

const EMAIL_CODES = { email: 'invalid_email' };
const NEW_PASSWORD_CODES = { password: 'invalid_password', confirmPassword: 'password_mismatch' };

/** The e-mail rule of the register form (spec §5), alone. */
const emailSchema = () => registerSchema().pick(['email']);
/** The password rules and the confirmation of the register form, alone (passwordSchema('normal') and 'Password must match'). */
const newPasswordSchema = () => registerSchema().pick(['password', 'confirmPassword']);

type Body = Record<string, unknown>;

const NEW_PASSWORD = 'the new password (spec §5 password rules)';
const lostPasswordInitBody = checkedBody('The address to send a reset code to.', { email: 'an e-mail address' });
const lostPasswordSetBody = checkedBody('The code from the e-mail and the new password.', {
  email: 'an e-mail address',
  code: 'the 6-character code',
  password: NEW_PASSWORD,
  password_confirmation: 'the same password again',
});
const changePasswordBody = checkedBody('The current password and the new one.', {
  current_password: 'text',
  new_password: NEW_PASSWORD,
  new_password_confirmation: 'the same password again',
});

async function passwordReset(app: FastifyInstance): Promise<void> {
  // The same answer whether or not the address has an account; the e-mail goes out after the reply.
  app.post<{ Body: Body }>(
    '/lost-password/init',
    { schema: { body: lostPasswordInitBody, response: { 200: statusResponseSchema } } },
    async (request): Promise<LostPasswordInitResponse> => {
      const { email } = await validateForm(emailSchema(), { email: textField(request.body, 'email') }, EMAIL_CODES);
      const user = await findUserByEmail(app.db, email);
      const now = nowSeconds();
      if (user && !(await tokenIssuedSince(app.db, user.user_id, 'password_reset', now - RESET_RESEND_INTERVAL_SECONDS))) {
        const { code } = await app.db
          .transaction()
          .execute((trx) => issueToken(trx, { userId: user.user_id, purpose: 'password_reset', withKey: false, lifetimeSeconds: RESET_CODE_LIFETIME_SECONDS, now }));
        // The page of spec §2 /resetPassword, with the address and the code filled in.
        const link = `${app.settings.siteUrl}/resetPassword?${new URLSearchParams({ email: user.email, code })}`;
        app.mail.deliverLater(passwordResetMail({ email: user.email, username: user.username, code, link }));
      }
      return { status: 'sent', message: LOST_PASSWORD_SENT };
    },
  );

  app.post<{ Body: Body }>('/lost-password/set', { schema: { body: lostPasswordSetBody, response: { 200: statusResponseSchema } } }, async (request): Promise<StatusResponse> => {
    const body = request.body as Partial<Record<keyof LostPasswordSetRequest, unknown>>;
    const { email } = await validateForm(emailSchema(), { email: textField(body, 'email') }, EMAIL_CODES);
    const { password } = await validateForm(
      newPasswordSchema(),
      { password: textField(body, 'password'), confirmPassword: textField(body, 'password_confirmation') },
      NEW_PASSWORD_CODES,
    );
    const code = textField(body, 'code')?.trim() ?? '';
    if (!/^[A-Za-z0-9]{6}$/.test(code)) throw invalidCode();
    const user = await findUserByEmail(app.db, email);
    if (!user) throw invalidCode();
    const now = nowSeconds();
    const check = await checkCode(app.db, { userId: user.user_id, purpose: 'password_reset', code, now });
    if (check.result !== 'valid') throw invalidCode();

    const passwordHash = await hashPassword(password);
    await app.db.transaction().execute(async (trx) => {
      if (!(await useToken(trx, check.token.token_id, now))) throw invalidCode();
      await setPasswordHash(trx, user.user_id, passwordHash);
      // Whoever knew the old password is logged out everywhere.
      await deleteUserSessions(trx, user.user_id);
      await clearLoginFailures(trx, loginKeyOf(user.username));
      await clearLoginFailures(trx, loginKeyOf(user.email));
    });
    return { status: 'ok', message: 'Your password has been reset. You can now log in with your new password.' };
  });
}

async function passwordChange(app: FastifyInstance): Promise<void> {
  app.post<{ Body: Body }>('/change-password', { schema: { body: changePasswordBody, response: { 200: statusResponseSchema } } }, async (request): Promise<StatusResponse> => {
    const user = memberOf(request);
    const body = request.body as Partial<Record<keyof ChangePasswordRequest, unknown>>;
    const current = textField(body, 'current_password') ?? '';
    if (current === '') throw new ApiError(400, 'old_password_required', MESSAGES.oldPasswordRequired);
    const { password } = await validateForm(
      newPasswordSchema(),
      { password: textField(body, 'new_password'), confirmPassword: textField(body, 'new_password_confirmation') },
      NEW_PASSWORD_CODES,
    );
    if (!(await verifyPassword(current, user.password_hash))) {
      throw new ApiError(400, 'wrongOldPassword', 'The old password is not correct.');
    }
    const passwordHash = await hashPassword(password);
    await app.db.transaction().execute(async (trx) => {
      await setPasswordHash(trx, user.user_id, passwordHash);
      // Other devices log in again; this one stays logged in.
      await deleteUserSessions(trx, user.user_id, request.sessionId);
    });
    return { status: 'ok', message: 'Changes saved' };
  });
}

export default async function passwordRoutes(app: FastifyInstance): Promise<void> {
  await app.register(passwordReset);
  await app.register(guarded(MEMBER, passwordChange));
}
