import cookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppDatabase, Database, DialectName } from './db/database';
import { errorBody, NOT_FOUND_MESSAGE } from './http/api-error';
import { errorHandler } from './http/error-handler';
import { MailDispatcher, mailerFor, type Mailer } from './mail/mailer';
import adsRoutes from './modules/ads/ads.routes';
import captchaRoutes from './modules/captcha/captcha.routes';
import { captchaFor, type CaptchaVerifier } from './modules/captcha/captcha';
import contactRoutes from './modules/contact/contact.routes';
import contentRoutes from './modules/content/content.routes';
import searchRoutes from './modules/content/search.routes';
import helpRoutes from './modules/help/help.routes';
import listsRoutes from './modules/lists/lists.routes';
import meRoutes from './modules/me/me.routes';
import passwordRoutes from './modules/auth/password.routes';
import registrationRoutes from './modules/registration/registration.routes';
import socialNetworksRoutes from './modules/social-networks/social-networks.routes';
import alertsRoutes from './modules/alerts/alerts.routes';
import authPlugin from './modules/auth/auth.plugin';
import authRoutes from './modules/auth/auth.routes';
import clubsRoutes from './modules/clubs/clubs.routes';
import conversationsRoutes from './modules/conversations/conversations.routes';
import eventsRoutes from './modules/events/events.routes';
import nodesRoutes from './modules/forum/nodes.routes';
import threadsRoutes from './modules/forum/threads.routes';
import healthRoutes from './modules/health/health.routes';
import navRoutes from './modules/nav/nav.routes';
import optionsRoutes from './modules/options/options.routes';
import referenceRoutes from './modules/reference/reference.routes';
import usersRoutes from './modules/users/users.routes';
import vehiclesRoutes from './modules/vehicles/vehicles.routes';
import { LiveHub } from './modules/live/live-hub';
import liveRoutes from './modules/live/live.routes';
import postingRoutes from './modules/posting/posting.routes';
import attachmentsRoutes from './modules/attachments/attachments.routes';
import extrasRoutes from './modules/extras/extras.routes';
import activityRoutes from './modules/activity/activity.routes';
import { readConfig, type EnvValues, type SiteSettings } from './config';

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
}

function sendNotFound(reply: FastifyReply): void {
  void reply.status(404).send(errorBody('not_found', NOT_FOUND_MESSAGE));
}

async function apiRoutes(api: FastifyInstance): Promise<void> {
  await api.register(authPlugin);
  for (const routes of [
    healthRoutes,
    vehiclesRoutes,
    authRoutes,
    passwordRoutes,
    registrationRoutes,
    captchaRoutes,
    meRoutes,
    navRoutes,
    optionsRoutes,
    referenceRoutes,
    nodesRoutes,
    threadsRoutes,
    contentRoutes,
    searchRoutes,
    eventsRoutes,
    clubsRoutes,
    usersRoutes,
    conversationsRoutes,
    alertsRoutes,
    listsRoutes,
    helpRoutes,
    contactRoutes,
    socialNetworksRoutes,
    adsRoutes,
    postingRoutes,
    attachmentsRoutes,
    liveRoutes,
    extrasRoutes,
    activityRoutes,
  ]) {
    await api.register(routes);
  }
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
  });
  app.decorate('db', options.database.db);
  app.decorate('dialect', options.database.dialect);
  app.decorate('settings', settings);
  const mailer = options.mailer ?? mailerFor(settings);
  app.decorate('mail', new MailDispatcher(mailer, app.log));
  app.decorate('captcha', options.captcha ?? captchaFor(options.database.db, settings));
  app.decorate('live', new LiveHub());
  app.addHook('onClose', async () => {
    await app.mail.settled();
    await mailer.close?.();
  });
  app.setErrorHandler(errorHandler);

  await app.register(cookie);
  await app.register(apiRoutes, { prefix: API_PREFIX });

  if (options.registerSite) await options.registerSite(app);
  else app.setNotFoundHandler((_request, reply) => sendNotFound(reply));
  return app;
}
