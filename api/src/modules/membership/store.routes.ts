// The gear store: GET /store/go (single sign-on into the store), POST /store/webhook (the store's
// signed events) and POST /membership/activate (a membership bought with another e-mail).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { nowSeconds } from '../../clock';
import { ApiError } from '../../http/api-error';
import { ACTIVE_MEMBER, guarded, memberOf } from '../../http/access';
import { benefitsOf } from './membership';
import { signStoreToken, storePath, storeUrl, MAX_STORE_PATH } from './store-sso';
import { applyStoreEvent, checkWebhookSignature, redeemActivation, SIGNATURE_HEADER, STORE_MEMBERSHIPS, type StoreEvent } from './store-webhook';
import type { UserRow } from '../../db/tables/users.table';
import { forgetMemberMap } from '../users/member-map';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body as sent (POST /store/webhook only: its signature covers these bytes). */
    rawBody?: string;
  }
}

/** The longest webhook body accepted. */
const MAX_WEBHOOK_BODY = 64 * 1024;

const goQuery = {
  type: 'object',
  properties: {
    to: { type: 'string', maxLength: MAX_STORE_PATH, default: '/', description: "a page of the store, as a path ('/', '/products/membership'): never another site" },
  },
} as const;

const goResponse = {
  type: 'object',
  description: 'With Accept: application/json; a browser gets a 302 to the same URL',
  required: ['url', 'signed_in'],
  properties: { url: { type: 'string' }, signed_in: { type: 'boolean' } },
} as const;

/** Who the store may sign in: a member in good standing with a confirmed e-mail (the store may link accounts by it). */
function mayBeSignedIn(user: UserRow | null): user is UserRow {
  return user !== null && user.account_state === 'valid' && Boolean(user.email_confirmed);
}

async function storeLinks(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { to: string } }>(
    '/store/go',
    { schema: { querystring: goQuery, response: { 200: goResponse, 302: { type: 'null', description: 'To the store (signed in for a member)' } } } },
    async (request, reply) => {
      const path = storePath(request.query.to);
      if (path === null) throw new ApiError(400, 'bad_store_path', "'to' must be a path on the store, starting with a single '/'.");
      const { store } = app.settings;
      const user = request.user;
      let token: string | null = null;
      if (store.ssoSecret && mayBeSignedIn(user)) {
        const now = nowSeconds();
        const benefits = benefitsOf(user, now);
        token = signStoreToken(
          {
            sub: user.user_id,
            email: user.email,
            username: user.username,
            membership: benefits.paid && user.membership_code ? user.membership_code : 'free_membership',
            discount_percent: benefits.discount_percent,
          },
          store.ssoSecret,
          now,
        );
      }
      const url = storeUrl(store.url, path, token);
      // A token is for this member alone: never kept by a cache.
      reply.header('cache-control', 'no-store');
      if ((request.headers.accept ?? '').includes('application/json')) return { url, signed_in: token !== null };
      return reply.redirect(url, 302);
    },
  );
}

const webhookBody = {
  type: 'object',
  required: ['id', 'type', 'data'],
  properties: {
    id: { type: 'string', minLength: 1, maxLength: 200, description: "the event's id in the store: each id is applied once" },
    type: { type: 'string', minLength: 1, maxLength: 100, description: 'membership.purchased | membership.renewed | membership.cancelled | membership.expired | order.completed (others are acknowledged and ignored)' },
    created: { type: 'integer', minimum: 0, maximum: 9_999_999_999 },
    data: {
      type: 'object',
      properties: {
        customer_email: { type: 'string', minLength: 3, maxLength: 254, format: 'email' },
        user_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647, description: "the member's id, from the single-sign-on token's sub" },
        membership_code: { type: 'string', enum: [...STORE_MEMBERSHIPS] },
        expires_at: { type: ['integer', 'null'], minimum: 0, maximum: 9_999_999_999, description: 'unix seconds; null: no fixed end' },
        order_id: { type: 'string', minLength: 1, maxLength: 200 },
        points: { type: 'integer', minimum: 0, maximum: 1_000_000, description: 'points programme points the order earns' },
      },
    },
  },
} as const;

const webhookResponse = {
  type: 'object',
  required: ['received', 'outcome'],
  properties: {
    received: { type: 'boolean' },
    outcome: { type: 'string', enum: ['applied', 'duplicate', 'ignored', 'no_member', 'activation_sent'] },
  },
} as const;

/** Its own scope: the raw body is kept for the signature, for this route only. */
async function storeWebhook(app: FastifyInstance): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: MAX_WEBHOOK_BODY }, (request, body, done) => {
    const raw = String(body);
    request.rawBody = raw;
    try {
      done(null, JSON.parse(raw));
    } catch {
      done(new ApiError(400, 'bad_json', 'The body is not valid JSON.'), undefined);
    }
  });
  // Before the body is validated: a request that is not the store's learns nothing about the schema.
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const header = request.headers[SIGNATURE_HEADER];
    checkWebhookSignature(Array.isArray(header) ? header[0] : header, request.rawBody ?? '', app.settings.store.ssoSecret, nowSeconds());
  });
  app.post<{ Body: StoreEvent }>(
    '/store/webhook',
    {
      schema: {
        headers: { type: 'object', properties: { 'store-signature': { type: 'string', maxLength: 200, description: 't=<unix seconds>,v1=<hex HMAC-SHA256 of `${t}.${body}`>' } } },
        body: webhookBody,
        response: { 200: webhookResponse },
      },
    },
    async (request) => {
      const now = nowSeconds();
      const result = await app.db.transaction().execute((trx) => applyStoreEvent(trx, request.body, now, app.settings.siteUrl));
      for (const userId of result.alerted) app.live.publishCounts(userId);
      // A membership started or ended: paid members and the others are apart on the member map.
      if (result.outcome === 'applied') forgetMemberMap(app.db);
      if (result.mail) app.mail.deliverLater(result.mail);
      request.log.info({ event: request.body.id, type: request.body.type, outcome: result.outcome }, 'store webhook');
      return { received: true, outcome: result.outcome };
    },
  );
}

const activateBody = {
  type: 'object',
  required: ['code'],
  properties: { code: { type: 'string', minLength: 1, maxLength: 40, description: 'the activation code the store purchase e-mail gave' } },
} as const;

const activateResponse = {
  type: 'object',
  required: ['status', 'message'],
  properties: { status: { type: 'string' }, message: { type: 'string' } },
} as const;

async function activation(app: FastifyInstance): Promise<void> {
  app.post<{ Body: { code: string } }>('/membership/activate', { schema: { body: activateBody, response: { 200: activateResponse } } }, async (request) => {
    const member = memberOf(request);
    const code = request.body.code.trim();
    if (!/^[A-Za-z0-9\s-]{4,40}$/.test(code)) throw new ApiError(400, 'invalid_activation_code', 'This activation code is not valid or was already used.');
    const alerted = await redeemActivation(app.db, member, code, nowSeconds());
    for (const userId of alerted) app.live.publishCounts(userId);
    forgetMemberMap(app.db);
    return { status: 'ok', message: 'Your membership is active.' };
  });
}

export default async function storeRoutes(app: FastifyInstance): Promise<void> {
  await app.register(storeLinks);
  await app.register(storeWebhook);
  await app.register(guarded(ACTIVE_MEMBER, activation));
}
