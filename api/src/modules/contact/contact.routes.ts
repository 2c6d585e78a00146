import type { FastifyInstance } from 'fastify';
import type { ContactRequest, StatusResponse } from '@trailhead/shared-kernel/types';
import { contactSchema } from '@trailhead/shared-kernel/schemas';
import { nowSeconds } from '../../clock';
import { ApiError } from '../../http/api-error';
import { textField, validateForm } from '../../http/form-validation';
import { statusResponseSchema } from '../../http/response-schemas';
import { checkedBody } from '../../http/schemas';
import { escapeHtml, mailLayout } from '../../mail/mail-html';
import { captchaInvalid } from '../captcha/captcha';
import { insertContactMessage } from './contact.repository';

const CONTACT_CODES = {
  username: 'invalid_name',
  email: 'invalid_email',
  subject: 'invalid_subject',
  message: 'invalid_message',
  captcha: 'captcha_invalid',
};
const LIMITS = { email: 254, subject: 200, message: 10_000 } as const;

type Body = Partial<Record<keyof ContactRequest, unknown>>;

const contactBody = checkedBody("The contact form; a member's name and address come from the account.", {
  username: 'the name, 3 to 100 characters (guests)',
  email: 'an e-mail address (guests)',
  subject: 'text, at least 3 characters',
  message: 'text, at least 3 characters',
  captcha: "the captcha widget's payload (guests)",
});

export default async function contactRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: Body }>('/contact', { schema: { body: contactBody, response: { 200: statusResponseSchema } } }, async (request): Promise<StatusResponse> => {
    const member = request.user;
    const body = request.body;
    // A member's name and address come from the account (the form shows them disabled); guests type theirs.
    const form = await validateForm(
      contactSchema({ guest: !member }),
      {
        username: member ? member.username : textField(body, 'username'),
        email: member ? member.email : textField(body, 'email'),
        subject: textField(body, 'subject'),
        message: textField(body, 'message'),
        captcha: member ? undefined : textField(body, 'captcha'),
      },
      CONTACT_CODES,
    );
    for (const field of ['email', 'subject', 'message'] as const) {
      if (form[field].length > LIMITS[field]) {
        throw new ApiError(400, CONTACT_CODES[field], `The ${field} must be at most ${LIMITS[field]} characters long.`);
      }
    }
    if (!member && !(await app.captcha.verify(form.captcha ?? '', request.ip))) throw captchaInvalid();

    const now = nowSeconds();
    const id = await app.db.transaction().execute((trx) =>
      insertContactMessage(trx, {
        user_id: member?.user_id ?? null,
        username: form.username,
        email: form.email,
        subject: form.subject,
        message: form.message,
        ip: request.ip,
        created_at: now,
      }),
    );
    const from = `${form.username} <${form.email}>${member ? ` (member #${member.user_id})` : ' (guest)'}`;
    await app.mail.deliver({
      to: app.settings.supportEmail,
      replyTo: form.email,
      subject: `[Contact #${id}] ${form.subject.replace(/\s+/g, ' ')}`,
      text: `From: ${from}\n\n${form.message}\n`,
      html: mailLayout(
        `Contact form: ${form.subject}`,
        `<p><b>From:</b> ${escapeHtml(from)}</p>` + `<p style="white-space: pre-wrap">${escapeHtml(form.message)}</p>`,
      ),
    });
    return { status: 'ok', message: 'Thank you! Your message has been sent. We will get back to you soon.' };
  });
}
