// The gear store tells the site about purchases and membership changes (POST /api/store/webhook).
//
// Signed like this (documented in README, "The gear store"):
//   Store-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, `${t}.${raw body}`)>
// A request is refused (401) without a configured secret, without the header, with a signature
// that does not match, or with a t more than five minutes from now (a replay of an old request).
// Each event is applied once: its id is recorded with its effect in one transaction, so a repeat
// answers 200 and changes nothing.
import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { UserRow } from '../../db/tables/users.table';
import { ApiError } from '../../http/api-error';
import { escapeHtml, mailLayout } from '../../mail/mail-html';
import type { MailMessage } from '../../mail/mailer';
import { endMembership, startMembership } from './membership';

export const SIGNATURE_HEADER = 'store-signature';
/** How far a signature's time may be from ours (either way). */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;
/** How long an activation code sent for a purchase stays good. */
export const ACTIVATION_TTL_SECONDS = 90 * 86_400;

const refused = (message: string) => new ApiError(401, 'bad_signature', message);

export function signWebhook(rawBody: string, secret: string, t: number): string {
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex')}`;
}

/** Throws the 401 a request that is not the store's, or is too old, gets. */
export function checkWebhookSignature(header: string | undefined, rawBody: string, secret: string | null, now: number): void {
  if (!secret) throw refused("The store's webhook is not configured on this site (STORE_SSO_SECRET).");
  if (!header) throw refused('The request is not signed (Store-Signature header missing).');
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const t = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isSafeInteger(t) || !/^[0-9a-f]{64}$/i.test(given)) throw refused('The Store-Signature header is malformed: expected t=<unix seconds>,v1=<hex>.');
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  if (!timingSafeEqual(Buffer.from(given, 'hex'), expected)) throw refused('The signature does not match the request.');
  if (Math.abs(now - t) > SIGNATURE_TOLERANCE_SECONDS) throw refused('The signature is too old (more than 5 minutes): the request may be a replay.');
}

export const STORE_EVENT_TYPES = ['membership.purchased', 'membership.renewed', 'membership.cancelled', 'membership.expired', 'order.completed'] as const;
export type StoreEventType = (typeof STORE_EVENT_TYPES)[number];
export const STORE_MEMBERSHIPS = ['premium_membership', 'digital_membership'] as const;

export interface StoreEvent {
  id: string;
  type: string;
  data: {
    customer_email?: string;
    user_id?: number;
    membership_code?: (typeof STORE_MEMBERSHIPS)[number];
    expires_at?: number | null;
    order_id?: string;
    points?: number;
  };
}

export type StoreEventOutcome = 'applied' | 'duplicate' | 'ignored' | 'no_member' | 'activation_sent';

export interface StoreEventResult {
  outcome: StoreEventOutcome;
  /** Members alerted (publish their counts after the commit). */
  alerted: number[];
  /** An activation code to e-mail (for a purchase by an e-mail with no account). */
  mail: MailMessage | null;
}

async function memberFor(trx: Transaction<Database>, data: StoreEvent['data']): Promise<UserRow | undefined> {
  if (data.user_id !== undefined) return trx.selectFrom('users').selectAll().where('user_id', '=', data.user_id).where('account_state', '!=', 'deleted').executeTakeFirst();
  if (!data.customer_email) return undefined;
  return trx.selectFrom('users').selectAll().where('email', '=', data.customer_email.trim().toLowerCase()).where('account_state', '!=', 'deleted').executeTakeFirst();
}

export function activationCodeHash(code: string): string {
  return createHash('sha256').update(`store-activation:${normalisedActivationCode(code)}`).digest('hex');
}

/** Codes are read back by people: case, spaces and dashes do not matter. */
export function normalisedActivationCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '');
}

const CODE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** XXXX-XXXX-XXXX (60 bits: guessing one is hopeless at the rate limit). */
function newActivationCode(): string {
  const letters = Array.from({ length: 12 }, () => CODE_LETTERS[randomInt(CODE_LETTERS.length)]).join('');
  return `${letters.slice(0, 4)}-${letters.slice(4, 8)}-${letters.slice(8)}`;
}

function activationMail(email: string, code: string, siteUrl: string): MailMessage {
  const link = `${siteUrl.replace(/\/+$/, '')}/activate`;
  return {
    to: email,
    subject: 'Activate your Trailhead membership',
    text: [
      'Thank you for buying a Trailhead membership in the gear store!',
      '',
      `Sign in to Trailhead (or create your account) and enter this code at ${link}:`,
      code,
      '',
      'The code is valid for 90 days and works once.',
    ].join('\n'),
    html: mailLayout(
      'Activate your Trailhead membership',
      '<p>Thank you for buying a Trailhead membership in the gear store!</p>' +
        `<p>Sign in to Trailhead (or create your account) and enter this code at <a href="${escapeHtml(link)}">${escapeHtml(link)}</a>:</p>` +
        `<p><b style="font-size: 18px; letter-spacing: 2px">${escapeHtml(code)}</b></p>` +
        '<p>The code is valid for 90 days and works once.</p>',
    ),
  };
}

/** Applies one event, once (the caller's transaction records it and its effect together). */
export async function applyStoreEvent(trx: Transaction<Database>, event: StoreEvent, now: number, siteUrl: string): Promise<StoreEventResult> {
  const recorded = await trx
    .insertInto('store_webhook_events')
    .values({ event_id: event.id, event_type: event.type, received_at: now })
    .onConflict((oc) => oc.column('event_id').doNothing())
    .returning('event_id')
    .executeTakeFirst();
  const result = (outcome: StoreEventOutcome, alerted: number[] = [], mail: MailMessage | null = null): StoreEventResult => ({ outcome, alerted, mail });
  if (!recorded) return result('duplicate');
  const { data } = event;
  switch (event.type) {
    case 'membership.purchased':
    case 'membership.renewed': {
      if (!data.membership_code) throw new ApiError(400, 'bad_event', `A ${event.type} event needs data.membership_code (premium_membership or digital_membership).`);
      const expiresAt = data.expires_at ?? null;
      if (expiresAt !== null && expiresAt <= now) throw new ApiError(400, 'bad_event', 'data.expires_at is in the past.');
      const member = await memberFor(trx, data);
      if (member) {
        const alerted = await startMembership(trx, member.user_id, { code: data.membership_code, source: 'store', expiresAt, storeOrderId: data.order_id ?? null }, now);
        return result('applied', alerted);
      }
      if (!data.customer_email) return result('no_member');
      const code = newActivationCode();
      const email = data.customer_email.trim().toLowerCase();
      await trx
        .insertInto('store_activations')
        .values({ code_hash: activationCodeHash(code), email, membership_code: data.membership_code, expires_at: expiresAt, store_order_id: data.order_id ?? null, created_at: now })
        .execute();
      return result('activation_sent', [], activationMail(email, code, siteUrl));
    }
    case 'membership.cancelled':
    case 'membership.expired': {
      const member = await memberFor(trx, data);
      if (!member) return result('no_member');
      return result('applied', await endMembership(trx, member.user_id, now));
    }
    case 'order.completed': {
      // A purchase: points for the points programme, when the member linked it.
      const member = await memberFor(trx, data);
      if (!member) return result('no_member');
      if (data.points && member.fpr_email) {
        await trx
          .updateTable('users')
          .set((eb) => ({ fpr_points_pending_total: eb('fpr_points_pending_total', '+', data.points!) }))
          .where('user_id', '=', member.user_id)
          .execute();
      }
      return result('applied');
    }
    default:
      // A kind this site does not know (the store may add some): acknowledged so it is not sent again.
      return result('ignored');
  }
}

/** Redeems an activation code for a member (POST /membership/activate). */
export async function redeemActivation(db: Kysely<Database>, member: UserRow, code: string, now: number): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const activation = await trx
      .selectFrom('store_activations')
      .selectAll()
      .where('code_hash', '=', activationCodeHash(code))
      .where('used_at', 'is', null)
      .where('created_at', '>', now - ACTIVATION_TTL_SECONDS)
      .executeTakeFirst();
    if (!activation) throw new ApiError(400, 'invalid_activation_code', 'This activation code is not valid or was already used.');
    // Claimed first (only if still unused), so two requests at once cannot both apply it.
    const claimed = await trx
      .updateTable('store_activations')
      .set({ used_at: now, used_by: member.user_id })
      .where('activation_id', '=', activation.activation_id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw new ApiError(400, 'invalid_activation_code', 'This activation code is not valid or was already used.');
    if (activation.expires_at !== null && activation.expires_at <= now) {
      throw new ApiError(400, 'invalid_activation_code', 'The membership this code was for has already ended.');
    }
    return startMembership(trx, member.user_id, { code: activation.membership_code, source: 'store', expiresAt: activation.expires_at, storeOrderId: activation.store_order_id }, now);
  });
}
