import { isLoggedIn, type SessionState } from '@trailhead/shared-kernel/bus';
import { CLUB_MESSAGES } from '@trailhead/shared-kernel/constants';

/** The API's words (club-permissions.ts registerRefusal), so the page says what the API would answer. */
export const REGISTER_MESSAGES = {
  login: 'Please log in to register a club.',
  account: CLUB_MESSAGES.registerInvalidAccount,
  paid: CLUB_MESSAGES.registerPaidOnly,
} as const;

export interface RegisterRefusal {
  kind: keyof typeof REGISTER_MESSAGES;
  message: string;
}

/** Why this visitor or member may not register a club (sg_can_add_group, spec §5–§6), or null. */
export function registerRefusalOf(session: SessionState): RegisterRefusal | null {
  const refuse = (kind: RegisterRefusal['kind']): RegisterRefusal => ({ kind, message: REGISTER_MESSAGES[kind] });
  if (!isLoggedIn(session) || !session.user) return refuse('login');
  if (session.user.sg_can_add_group) return null;
  const status = session.status?.status;
  if (status && status !== 'valid') return refuse('account');
  return refuse('paid');
}
