// The e-mails of an e-mail change: the link to the new address, and a notice to the old one (so a
// member whose session was taken over learns of it while the old address still works).
import { escapeHtml, mailLayout } from '../../mail/mail-html';
import type { MailMessage } from '../../mail/mailer';

export function emailChangeMail(options: { email: string; username: string; link: string }): MailMessage {
  const { email, username, link } = options;
  return {
    to: email,
    subject: 'Confirm your new Trailhead e-mail address',
    text: [
      `Hi ${username},`,
      '',
      'You asked to use this address for your Trailhead account. Confirm it by opening this link:',
      link,
      '',
      'The link is valid for 24 hours. Until you open it, your account keeps its old address. If you did not ask for this, ignore this e-mail.',
    ].join('\n'),
    html: mailLayout(
      'Confirm your new e-mail address',
      `<p>Hi ${escapeHtml(username)},</p>` +
        '<p>You asked to use this address for your Trailhead account. Confirm it by opening this link:</p>' +
        `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` +
        '<p>The link is valid for 24 hours. Until you open it, your account keeps its old address. If you did not ask for this, ignore this e-mail.</p>',
    ),
  };
}

export function emailChangedNotice(options: { email: string; username: string; newEmail: string }): MailMessage {
  const { email, username, newEmail } = options;
  return {
    to: email,
    subject: 'Your Trailhead e-mail address is about to change',
    text: [
      `Hi ${username},`,
      '',
      `Someone signed in to your Trailhead account asked to change its e-mail address to ${newEmail}. It changes once the link we sent there is opened.`,
      '',
      'If this was not you, change your password now and contact us.',
    ].join('\n'),
    html: mailLayout(
      'Your e-mail address is about to change',
      `<p>Hi ${escapeHtml(username)},</p>` +
        `<p>Someone signed in to your Trailhead account asked to change its e-mail address to <b>${escapeHtml(newEmail)}</b>. It changes once the link we sent there is opened.</p>` +
        '<p>If this was not you, change your password now and contact us.</p>',
    ),
  };
}
