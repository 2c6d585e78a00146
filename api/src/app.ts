import cookie from '@fastify/cookie';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyReply,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import type { Kysely } from 'kysely';
import { readConfig, type EnvValues, type SiteSettings } from './config';
import type { AppDatabase, Database, DialectName } from './db/database';
import { apiModule } from './http/api-module';
import { errorBody, NOT_FOUND_MESSAGE } from './http/api-error';
import { errorHandler } from './http/error-handler';
import { registerApiDocs } from './http/api-docs';
import { refuseNulText } from './http/nul-text';
import { registerRateLimits } from './http/rate-limits';
import { refuseCrossSiteWrites } from './http/request-origin';
import { allowPagesOnAllowedOrigins } from './http/cross-origin-pages';
import { registerSecurityHeaders } from './http/security-headers';
import { serializersOnFirstUse, type SerializerCompilation } from './http/lazy-serializers';
import { plainWhereMarked } from './http/plain-json';
import { checkResponses, type ResponseProblemReporter } from './http/response-check';
import { SHARED_SCHEMAS } from './http/response-schemas';
import { MailDispatcher, mailerFor, type Mailer } from './mail/mailer';
import activityRoutes from './modules/activity/activity.routes';
import adsRoutes from './modules/ads/ads.routes';
import alertsRoutes, { AlertSchema } from './modules/alerts/alerts.routes';
import attachmentsRoutes from './modules/attachments/attachments.routes';
import authPlugin from './modules/auth/auth.plugin';
import awardsRoutes from './modules/awards/awards.routes';
import authRoutes from './modules/auth/auth.routes';
import { captchaFor, type CaptchaVerifier } from './modules/captcha/captcha';
import captchaRoutes from './modules/captcha/captcha.routes';
import clubsRoutes, { ClubSchema } from './modules/clubs/clubs.routes';
import contactRoutes from './modules/contact/contact.routes';
import contentRoutes from './modules/content/content.routes';
import { CONTENT_SCHEMAS } from './modules/content/content.schemas';
import conversationsRoutes, { ConversationSchema } from './modules/conversations/conversations.routes';
import eventsRoutes, { TrailEventSchema } from './modules/events/events.routes';
import extrasRoutes from './modules/extras/extras.routes';
import forumRoutes from './modules/forum/forum.routes';
import { FORUM_SCHEMAS } from './modules/forum/forum.schemas';
import healthRoutes from './modules/health/health.routes';
import helpRoutes from './modules/help/help.routes';
import listsRoutes from './modules/lists/lists.routes';
import locationsRoutes from './modules/locations/locations.routes';
import { LiveHub } from './modules/live/live-hub';
import liveRoutes from './modules/live/live.routes';
import meRoutes from './modules/me/me.routes';
import membershipRoutes from './modules/membership/membership.routes';
import navRoutes from './modules/nav/nav.routes';
import optionsRoutes from './modules/options/options.routes';
import referenceRoutes from './modules/reference/reference.routes';
import registrationRoutes from './modules/registration/registration.routes';
import securityRoutes from './modules/security/security.routes';
import socialNetworksRoutes from './modules/social-networks/social-networks.routes';
import usersRoutes from './modules/users/users.routes';
import pushRoutes from './modules/push/push.routes';
import { USERS_SCHEMAS } from './modules/users/users.schemas';
import vehiclesRoutes from './modules/vehicles/vehicles.routes';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dialect: DialectName;
    settings: SiteSettings;
    /** Outgoing e-mail, sent after the response (see MailDispatcher). */
    mail: MailDispatcher;
    captcha: CaptchaVerifier;
    /** Live events to open SSE streams (see modules/live). */
    live: LiveHub;
    /** Web pushes under way (modules/push sets settled once its sender exists): closing and tests wait for them. */
    pushes: { settled: () => Promise<void> };
  }
}

export const API_PREFIX = '/api';

export interface BuildAppOptions {
  database: AppDatabase;
  logger?: FastifyServerOptions['logger'];
  /** Log every request (default: LOG_REQUESTS; two log lines a request cost throughput). */
  logRequests?: boolean;
  /**
   * SITE HOOK (for the lead): serves the built site — shell, /remotes.json, /releases/** — on the
   * same origin. Called on the root instance after the API routes are registered. The API's 404
   * handler covers /api/* only; every other unknown path is the hook's to answer (it may set the
   * root not-found handler). Without a hook, unknown paths get the JSON 404 too.
   */
  registerSite?: (app: FastifyInstance) => Promise<void>;
  /** Behind a TLS-terminating proxy: trust X-Forwarded-* (secure cookies then follow the client's https). Default: TRUST_PROXY. */
  trustProxy?: boolean;
  /** The environment the configuration is read from (config.ts); default process.env. */
  env?: EnvValues;
  /** Overrides of the configuration read from the environment. */
  settings?: Partial<SiteSettings>;
  /** Default: SMTP when SMTP_URL is set, else the outbox folder $DATA_DIR/outbox/. */
  mailer?: Mailer;
  /** Default: reCAPTCHA when RECAPTCHA_SECRET is set, else the self-hosted proof of work. */
  captcha?: CaptchaVerifier;
  /**
   * Compare every reply with what its handler returned and report each difference (a field its
   * response schema drops or bends): the API tests run with it. Off by default (see response-check.ts).
   */
  checkResponses?: ResponseProblemReporter;
  /** When each response schema's serializer is compiled (see lazy-serializers.ts); default at start. */
  compileSerializers?: SerializerCompilation;
  /** Called for every route as it is registered, API and site (the API conventions test lists them through it). */
  onRoute?: (route: RouteOptions) => void;
}

function sendNotFound(reply: FastifyReply): void {
  void reply.status(404).send(errorBody('not_found', NOT_FOUND_MESSAGE));
}

/**
 * The modules of the API, each owning the first path segments listed (one module per segment; a
 * test holds every route to it). posting is the forum's write service and has no routes of its own.
 */
export const API_MODULES: [name: string, routes: FastifyPluginAsync, segments: string[]][] = [
  ['health', healthRoutes, ['health']],
  ['vehicles', vehiclesRoutes, ['vehicles']],
  ['auth', authRoutes, ['account', 'login', 'logout', 'lost-password', 'change-password']],
  ['registration', registrationRoutes, ['register', 'registerValidation', 'registration']],
  ['captcha', captchaRoutes, ['captcha', 'validation']],
  ['me', meRoutes, ['me', 'custom-fields']],
  ['membership', membershipRoutes, ['membership', 'store', 'giveaway']],
  ['nav', navRoutes, ['nav']],
  ['options', optionsRoutes, ['options']],
  ['reference', referenceRoutes, ['reactions', 'thread-prefixes']],
  ['forum', forumRoutes, ['nodes', 'forums', 'threads', 'posts']],
  ['content', contentRoutes, ['news', 'trending', 'search']],
  ['events', eventsRoutes, ['events']],
  ['clubs', clubsRoutes, ['clubs']],
  ['users', usersRoutes, ['users']],
  ['activity', activityRoutes, ['profile-posts', 'profile-post-comments']],
  ['awards', awardsRoutes, ['awards']],
  ['conversations', conversationsRoutes, ['conversations', 'conversation-messages']],
  ['locations', locationsRoutes, ['locations', 'media-categories', 'media']],
  ['push', pushRoutes, ['update-push-notifications']],
  ['alerts', alertsRoutes, ['alerts']],
  ['lists', listsRoutes, ['lists']],
  ['help', helpRoutes, ['help']],
  ['contact', contactRoutes, ['contact']],
  ['social-networks', socialNetworksRoutes, ['social-networks']],
  ['ads', adsRoutes, ['ads']],
  ['attachments', attachmentsRoutes, ['attachments']],
  ['live', liveRoutes, ['live']],
  ['extras', extrasRoutes, ['smilies', 'youtube']],
  ['security', securityRoutes, ['csp-reports']],
];

/** The shapes many routes share, by $id: the API document's components. */
const COMPONENTS = [
  ...SHARED_SCHEMAS,
  ...USERS_SCHEMAS,
  ...FORUM_SCHEMAS,
  ...CONTENT_SCHEMAS,
  AlertSchema,
  ConversationSchema,
  TrailEventSchema,
  ClubSchema,
];

async function apiRoutes(api: FastifyInstance, options: { checkResponses?: ResponseProblemReporter }): Promise<void> {
  await api.register(authPlugin);
  // Before the routes: the document is made from the routes as they are registered.
  await registerApiDocs(api, API_MODULES.map(([name]) => name));
  for (const schema of COMPONENTS) api.addSchema(schema);
  if (options.checkResponses) checkResponses(api, options.checkResponses);
  for (const [name, routes] of API_MODULES) await api.register(apiModule(name, routes));
  api.setNotFoundHandler((_request, reply) => sendNotFound(reply));
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  // A bad environment variable stops here, with a message naming it.
  const settings: SiteSettings = { ...(await readConfig(options.env ?? process.env)), ...options.settings };
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new LogController({ disableRequestLogging: !(options.logRequests ?? settings.logRequests) }),
    // One JSON body is never this big: refuse early rather than parse it.
    bodyLimit: 1024 * 1024,
    trustProxy: options.trustProxy ?? settings.trustProxy,
    // verbose: validation errors carry their schema, so a message can list an enum's values.
    ajv: { customOptions: { verbose: true } },
    schemaController: {
      compilersFactory: { buildSerializer: plainWhereMarked(options.compileSerializers === 'on-first-use' ? serializersOnFirstUse() : undefined, options.checkResponses) },
    },
    // The router's own refusals answer in the API's error shape too (the security suite sends them).
    frameworkErrors: (error, request, reply) => {
      const answer = reply as FastifyReply;
      if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return void answer.status(414).send(errorBody('uri_too_long', 'A part of this address is too long.'));
      if (error.code === 'FST_ERR_BAD_URL') return void answer.status(400).send(errorBody('bad_url', 'This address is not valid: a part of it is badly encoded.'));
      errorHandler(error, request, reply);
    },
  });
  app.decorate('db', options.database.db);
  app.decorate('dialect', options.database.dialect);
  app.decorate('settings', settings);
  const mailer = options.mailer ?? mailerFor(settings);
  app.decorate('mail', new MailDispatcher(mailer, app.log));
  app.decorate('captcha', options.captcha ?? captchaFor(options.database.db, settings));
  app.decorate('live', new LiveHub());
  app.decorate('pushes', { settled: async () => undefined });
  app.addHook('onClose', async () => {
    await app.mail.settled();
    await mailer.close?.();
  });
  app.setErrorHandler(errorHandler);
  app.addHook('preValidation', refuseNulText);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  await registerSecurityHeaders(app, settings);
  refuseCrossSiteWrites(app, settings);
  allowPagesOnAllowedOrigins(app, settings, API_PREFIX);
  await registerRateLimits(app, settings.rateLimitFactor);
  await app.register(cookie);
  await app.register(apiRoutes, { prefix: API_PREFIX, checkResponses: options.checkResponses });

  if (options.registerSite) await options.registerSite(app);
  else app.setNotFoundHandler((_request, reply) => sendNotFound(reply));
  return app;
}
