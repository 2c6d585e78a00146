import type { AccountStatus } from '@trailhead/shared-kernel/types';
import type { UserRow } from '../../db/tables/users.table';
import { escapeHtml } from '../../mail/mail-html';

/** Banner of a new account whose e-mail address is not confirmed yet (spec §4: partial, message shown). */
export function confirmEmailMessage(email: string): string {
  return `Please confirm your e-mail address. We sent a link to <b>${escapeHtml(email)}</b>. <a href="/registerValidation">Enter your code</a>`;
}

/** GET /account: what the site lets this visitor or member do (spec §4 permission values). */
export function accountStatusOf(user: UserRow | null): AccountStatus {
  if (!user) return { status: 'user_not_logged', permission: 'public', message: null, details: null };
  const details = { user_id: user.user_id, username: user.username };
  switch (user.account_state) {
    case 'valid':
      return { status: 'valid', permission: 'full', message: null, details };
    case 'account_incomplete':
      if (!user.email_confirmed) {
        return { status: 'account_incomplete', permission: 'partial', message: confirmEmailMessage(user.email), details };
      }
      return {
        status: 'account_incomplete',
        permission: 'partial',
        message:
          'Your account is incomplete. Please <a href="/accountDetails">complete your account details</a> to get full access.',
        details,
      };
    case 'not_valid':
      return {
        status: 'not_valid',
        permission: 'partial',
        message:
          'Your e-mail address is not confirmed yet. Please follow the link in the e-mail we sent you, or <a href="/accountDetails">check your address</a>.',
        details,
      };
    case 'disabled':
      return {
        status: 'your_account_has_been_disabled',
        permission: 'none',
        message: 'Your account has been disabled.',
        details,
      };
    case 'banned':
      return { status: 'you_have_been_banned', permission: 'none', message: 'You have been banned.', details };
    case 'deleted':
      // A deleted account signs in no more (its sessions went with it): a visitor.
      return { status: 'user_not_logged', permission: 'public', message: null, details: null };
  }
}
