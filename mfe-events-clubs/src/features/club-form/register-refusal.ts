import { isLoggedIn, type SessionState } from '@trailhead/shared-kernel/bus';

/** The API's words (club-permissions.ts registerRefusal), so the page says what the API would answer. */
export const REGISTER_MESSAGES = {
  login: 'Please log in to register a club.',
  account: 'Please complete and confirm your account before you register a club.',
  paid: 'Registering a club is a benefit of paid membership. Upgrade your membership to register a club.',
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
