// The e-mails about an account: confirm a new address, reset a forgotten password.
import { escapeHtml, mailLayout } from '../../mail/mail-html';
import type { MailMessage } from '../../mail/mailer';

export function confirmationMail(options: { email: string; username: string; link: string; code: string }): MailMessage {
  const { email, username, link, code } = options;
  return {
    to: email,
    subject: 'Confirm your Trailhead account',
    text: [
      `Hi ${username},`,
      '',
      'Welcome to Trailhead! Confirm your e-mail address by opening this link:',
      link,
      '',
      `Or enter your code on the site. Your code is: ${code}`,
      '',
      'The link and the code are valid for 24 hours. If you did not create an account, ignore this e-mail.',
    ].join('\n'),
    html: mailLayout(
      'Confirm your Trailhead account',
      `<p>Hi ${escapeHtml(username)},</p>` +
        '<p>Welcome to Trailhead! Confirm your e-mail address by opening this link:</p>' +
        `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` +
        `<p>Or enter your code on the site. Your code is: <b style="font-size: 18px; letter-spacing: 2px">${escapeHtml(code)}</b></p>` +
        '<p>The link and the code are valid for 24 hours. If you did not create an account, ignore this e-mail.</p>',
    ),
  };
}

export function passwordResetMail(options: { email: string; username: string; code: string; link: string }): MailMessage {
  const { email, username, code, link } = options;
  return {
    to: email,
    subject: 'Your Trailhead password reset code',
    text: [
      `Hi ${username},`,
      '',
      `Someone (hopefully you) asked to reset the password of your Trailhead account. Your code is: ${code}`,
      '',
      'Choose your new password here:',
      link,
      '',
      'The code is valid for one hour. If you did not ask for it, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
    html: mailLayout(
      'Reset your password',
      `<p>Hi ${escapeHtml(username)},</p>` +
        '<p>Someone (hopefully you) asked to reset the password of your Trailhead account. Your code is:</p>' +
        `<p><b style="font-size: 18px; letter-spacing: 2px">${escapeHtml(code)}</b></p>` +
        `<p>Choose your new password here: <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` +
        '<p>The code is valid for one hour. If you did not ask for it, ignore this e-mail: your password stays as it is.</p>',
    ),
  };
}
