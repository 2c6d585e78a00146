// The server's configuration: every environment variable of the README's Configuration table is
// declared here, with its type and default, in one schema that @fastify/env checks at start-up. A
// bad value stops the start with a message naming the variable. Nothing else reads process.env:
// code gets app.settings (tests pass their own through buildApp({ settings })).
import fs from 'node:fs';
import path from 'node:path';
import fastifyEnv from '@fastify/env';
import Fastify from 'fastify';
import type { DatabaseOptions } from './db/database';
import { canonicalTimeZone } from './time-zones';

/** The monorepo root: the parent of api/. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** The site's version, shown in the footer and by GET /health. */
export const APP_VERSION: string = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')).version;

export function isPostgresUrl(url: string | null | undefined): url is string {
  return !!url && /^postgres(ql)?:\/\//i.test(url);
}

const FLAG = { type: 'string', enum: ['0', '1', 'false', 'true'], default: '0', description: '1 or 0' } as const;
const text = (fallback: string, description: string) => ({ type: 'string', default: fallback, description }) as const;
const optional = (description: string) => ({ type: 'string', default: '', description }) as const;
const whole = (fallback: number, description: string, maximum?: number) =>
  ({ type: 'integer', minimum: 1, ...(maximum ? { maximum } : {}), default: fallback, description }) as const;
const url = (fallback: string) => ({ type: 'string', pattern: '^https?://', default: fallback, description: 'an http:// or https:// URL' }) as const;

export const DEFAULT_UPLOAD_EXTENSIONS = 'png|jpg|jpeg|jpe|gif|bmp|webp|pdf|txt|zip';

/**
 * Every variable the server reads. `description` says what a good value is: it ends the message
 * of a bad one ("PORT must be a port number from 1 to 65535, got 'eighty'").
 */
export const ENV_SCHEMA = {
  type: 'object',
  properties: {
    PORT: whole(8080, 'a port number from 1 to 65535', 65_535),
    HOST: text('0.0.0.0', 'an interface to listen on'),
    DATABASE_URL: { type: 'string', pattern: '^$|^postgres(ql)?://', default: '', description: 'a postgres:// URL (unset: SQLite under DATA_DIR)' },
    DATA_DIR: optional('a folder (default: data/ at the repository root)'),
    RELEASES_DIR: optional('a folder (default: releases/)'),
    SHELL_DIST_DIR: optional('a folder (default: shell/dist/)'),
    GOOGLE_MAPS_API_KEY: optional('a Google Maps browser key'),
    SITE_URL: url('http://localhost:8080'),
    SMTP_URL: { type: 'string', pattern: '^$|^smtps?://', default: '', description: 'an smtp:// or smtps:// URL' },
    MAIL_FROM: text('Trailhead <no-reply@trailhead.example>', 'a sender such as Name <address>'),
    SUPPORT_EMAIL: text('support@trailhead.example', 'an e-mail address'),
    SUPPORT_PHONE: text('+1 (555) 010-2026', 'a phone number'),
    DEFAULT_TIMEZONE: text('America/Denver', 'an IANA time zone such as America/Denver'),
    CAPTCHA_SECRET: optional('a secret (unset: one is made once and kept in the database)'),
    RECAPTCHA_SECRET: optional('a reCAPTCHA secret key'),
    ADMIN_APPROVAL_QUEUE_URL: url('https://admin.trailhead.example/approval-queue'),
    ADMIN_REPORTS_URL: url('https://admin.trailhead.example/reports'),
    ADMIN_URL: url('https://admin.trailhead.example/'),
    VTB_ADMIN_URL: url('https://vtb-admin.trailhead.example/'),
    LOGIN_MAX_FAILURES_PER_LOGIN: whole(5, 'a positive whole number'),
    LOGIN_MAX_FAILURES_PER_IP: whole(20, 'a positive whole number'),
    LOGIN_RATE_WINDOW_SECONDS: whole(600, 'a positive whole number of seconds'),
    PARTNER_DISCOUNT_CODE: text('KESTREL-PARTNER-10', 'a discount code'),
    UPLOAD_MAX_SIZE_KB: whole(8192, 'a positive whole number of kilobytes'),
    UPLOAD_EXTENSIONS: {
      type: 'string',
      pattern: '^\\s*\\.?[A-Za-z0-9]+(\\s*[|,\\s]\\s*\\.?[A-Za-z0-9]+)*\\s*$',
      default: DEFAULT_UPLOAD_EXTENSIONS,
      description: "file extensions separated by | or commas, such as 'png|jpg|pdf'",
    },
    UPLOAD_MAX_WIDTH: whole(4096, 'a positive whole number of pixels'),
    UPLOAD_MAX_HEIGHT: whole(4096, 'a positive whole number of pixels'),
    YOUTUBE_API_KEY: optional('a YouTube Data API key'),
    YOUTUBE_CHANNEL_ID: optional('a YouTube channel id'),
    SHOP_URL: url('https://store.example.com'),
    STORE_URL: { type: 'string', pattern: '^$|^https?://', default: '', description: 'the gear store Shop Gear opens, signed in (unset: SHOP_URL)' },
    STORE_SSO_SECRET: optional('a secret shared with the store: signs the single-sign-on token and checks its webhook (unset: the plain store URL, and the webhook refuses everything)'),
    MEMBERSHIP_JOB_INTERVAL_SECONDS: { type: 'integer', minimum: 0, default: 300, description: 'seconds between runs of the job that ends expired memberships (0: off)' },
    ACTIVITY_SUMMARY_INTERVAL_SECONDS: { type: 'integer', minimum: 0, default: 3600, description: 'seconds between runs of the weekly activity summary e-mail job (0: off)' },
    LOG_LEVEL: { type: 'string', enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], default: 'info', description: 'a log level' },
    LOG_REQUESTS: FLAG,
    TRUST_PROXY: FLAG,
    RATE_LIMIT_FACTOR: whole(1, 'a positive whole number (every rate limit is multiplied by it)'),
    EVENT_REMINDER_INTERVAL_SECONDS: { type: 'integer', minimum: 0, default: 300, description: 'seconds between runs of the 24-hour event reminder job (0: off)' },
    CSP_REPORT_ONLY: FLAG,
    E2E_TEST_HOOKS: { ...FLAG, description: "1 only in the e2e suite: test-only routes that move the site's clock (never in production)" },
    API_BASE_URL: {
      type: 'string',
      pattern: '^$|^https?://[^\\s]+$',
      default: '',
      description: "an http:// or https:// URL such as 'https://api.example.com/api' (set: the pages call the API there, with the member's cookies; the API there lists this site in ALLOWED_ORIGINS)",
    },
    ALLOWED_ORIGINS: {
      type: 'string',
      pattern: '^\\s*(https?://[^\\s,/]+(\\s*,\\s*https?://[^\\s,/]+)*)?\\s*$',
      default: '',
      description: "origins, beside SITE_URL's, whose pages may write to the API and read its answers with credentials (CORS; comma-separated, such as 'https://www.example.com')",
    },
    S3_BUCKET: optional('a bucket name (set: uploaded files go to this S3-compatible object store instead of DATA_DIR)'),
    S3_REGION: text('us-east-1', 'a region such as us-east-1'),
    S3_ENDPOINT: { type: 'string', pattern: '^$|^https?://', default: '', description: 'an http:// or https:// URL of an S3-compatible store (unset: AWS S3)' },
    S3_ACCESS_KEY_ID: optional('an access key id (unset: the AWS SDK finds credentials itself)'),
    S3_SECRET_ACCESS_KEY: optional('the secret of S3_ACCESS_KEY_ID'),
    S3_FORCE_PATH_STYLE: FLAG,
    PUSH_ENDPOINT_HOSTS: {
      type: 'string',
      pattern: '^\\s*([A-Za-z0-9.:\\[\\]-]+(\\s*,\\s*[A-Za-z0-9.:\\[\\]-]+)*)?\\s*$',
      default: '',
      description: "host names, beside the browsers' own push services, that push subscriptions may point at (comma-separated, such as 'push.example.com')",
    },
  },
} as const;

export type EnvName = keyof typeof ENV_SCHEMA.properties;
/** Raw values, as the environment gives them. */
export type EnvValues = Partial<Record<EnvName | (string & {}), string | undefined>>;

export interface LoginLimits {
  /** Failed log-ins allowed per login name within the window; the next attempt gets a 429. */
  maxFailuresPerLogin: number;
  /** Failed log-ins allowed per client address within the window. */
  maxFailuresPerIp: number;
  windowSeconds: number;
}

export interface AdminLinks {
  approvalQueueUrl: string;
  reportsUrl: string;
  adminUrl: string;
  vtbAdminUrl: string;
}

export interface UploadSettings {
  maxUploadKb: number;
  /** Lower-case, without dots. */
  extensions: string[];
  maxWidth: number;
  maxHeight: number;
}

/** An S3-compatible object store for uploaded files (S3_*). */
export interface S3Settings {
  bucket: string;
  region: string;
  /** Another store than AWS (MinIO, Ceph, R2, …); null: AWS S3. */
  endpoint: string | null;
  /** Null: the AWS SDK's own credential chain (AWS_* variables, an instance role). */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** bucket in the path (http://host/bucket/key), as most non-AWS stores want. */
  forcePathStyle: boolean;
}

/** The configuration as the code uses it (app.settings). */
export interface SiteSettings {
  port: number;
  host: string;
  /** PostgreSQL when set, else SQLite at $DATA_DIR/trailhead.sqlite. */
  databaseUrl: string | null;
  /** Where the SQLite file, the mail outbox and uploaded files live. */
  dataDir: string;
  releasesDir: string;
  shellDistDir: string;
  /** The site's public origin, for links in e-mails. */
  siteUrl: string;
  /** SMTP when set, else the outbox folder $DATA_DIR/outbox/. */
  smtpUrl: string | null;
  /** Sender of the site's e-mails. */
  mailFrom: string;
  supportEmail: string;
  supportPhone: string;
  /** Time zone of visitors and new accounts. */
  defaultTimezone: string;
  /** Key of the proof-of-work captcha; null: one is made once and kept in the database. */
  captchaSecret: string | null;
  /** reCAPTCHA instead of the proof of work when set. */
  recaptchaSecret: string | null;
  /** Shown to paid members on GET /me/membership. */
  partnerDiscountCode: string;
  adminLinks: AdminLinks;
  loginLimits: LoginLimits;
  uploads: UploadSettings;
  /** The home page's latest videos from the YouTube Data API when set, else a local list. */
  youtube: { apiKey: string; channelId: string } | null;
  /** A browser key (restricted by referrer at Google): handed to every visitor. */
  googleMapsApiKey: string | null;
  /** The gear store the demo's navigation and forum link to. */
  shopUrl: string;
  /** The store Shop Gear opens (STORE_URL, else SHOP_URL) and the secret it shares with the site; null: no single sign-on, no webhook. */
  store: { url: string; ssoSecret: string | null };
  /** How often expired memberships are ended (0: never). */
  membershipJobIntervalMs: number;
  /** How often the weekly activity summary job looks for members due one (0: never). */
  activitySummaryIntervalMs: number;
  logLevel: string;
  logRequests: boolean;
  /** Behind a TLS-terminating proxy: trust X-Forwarded-*. */
  trustProxy: boolean;
  /** Every rate limit is multiplied by this (a load test measures capacity with a high one). */
  rateLimitFactor: number;
  /** How often the event reminder job looks for events starting within 24 hours (0: never). */
  eventReminderIntervalMs: number;
  /** The Content-Security-Policy is only reported, not enforced (for trying a change of policy out). */
  cspReportOnly: boolean;
  /** The e2e suite's test-only routes (POST /membership/test/run-expiry); never set outside it. */
  e2eTestHooks: boolean;
  /** Origins beside the site's own whose pages may send unsafe requests (the API split off: API_BASE_URL). */
  allowedOrigins: string[];
  /** Where the pages call the API when it is served elsewhere (API_BASE_URL, no trailing slash); null: /api on this origin. */
  apiBaseUrl: string | null;
  /** Uploaded files in this object store when set, else under DATA_DIR. */
  s3: S3Settings | null;
  /** Hosts beside the browsers' push services that a push subscription's endpoint may name (lower-case). */
  pushEndpointHosts: string[];
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = { maxFailuresPerLogin: 5, maxFailuresPerIp: 20, windowSeconds: 600 };

export class ConfigurationError extends Error {
  constructor(problems: string[]) {
    super(`The configuration is not valid: ${problems.join('; ')}.`);
    this.name = 'ConfigurationError';
  }
}

interface SchemaError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

/** One sentence per bad variable, from @fastify/env's (Ajv's) errors. */
function describeProblems(errors: SchemaError[], given: EnvValues): string[] {
  const problems = new Map<string, string>();
  for (const error of errors) {
    const name = error.instancePath.replace(/^\//, '') as EnvName;
    const property = ENV_SCHEMA.properties[name] as { description?: string } | undefined;
    if (!name || problems.has(name)) continue;
    const value = String(given[name] ?? '');
    problems.set(name, `${name} must be ${property?.description ?? error.message}, got '${value.slice(0, 80)}'`);
  }
  return [...problems.values()];
}

const asFlag = (value: string) => value === '1' || value === 'true';
const orNull = (value: string) => value || null;

/** The environment's values, checked against ENV_SCHEMA (throws ConfigurationError). */
async function checkedEnv(given: EnvValues): Promise<Record<EnvName, string | number>> {
  // An empty or blank variable counts as unset, as a shell's `VAR=` means.
  const data = Object.fromEntries(
    Object.keys(ENV_SCHEMA.properties).flatMap((name) => {
      const value = given[name]?.trim();
      return value ? [[name, value]] : [];
    }),
  );
  // @fastify/env decorates an instance: this one exists only to read the environment, because the
  // server needs the values before it builds the app (database, port, logger, proxy trust).
  const reader = Fastify();
  try {
    await reader.register(fastifyEnv, { schema: structuredClone(ENV_SCHEMA), data, env: false, dotenv: false });
    await reader.ready();
    return reader.getEnvs<Record<EnvName, string | number>>();
  } catch (error) {
    const errors = (error as { errors?: SchemaError[] }).errors;
    if (errors) throw new ConfigurationError(describeProblems(errors, given));
    throw error;
  } finally {
    await reader.close();
  }
}

/** Reads the configuration from the environment (process.env unless given). */
export async function readConfig(given: EnvValues = process.env): Promise<SiteSettings> {
  const env = await checkedEnv(given);
  const string = (name: EnvName) => String(env[name]);
  const number = (name: EnvName) => Number(env[name]);
  const folder = (name: EnvName, fallback: string) => path.resolve(string(name) || fallback);

  const timezone = canonicalTimeZone(string('DEFAULT_TIMEZONE'));
  if (!timezone) throw new ConfigurationError([`DEFAULT_TIMEZONE must be ${ENV_SCHEMA.properties.DEFAULT_TIMEZONE.description}, got '${given.DEFAULT_TIMEZONE}'`]);
  const extensions = [
    ...new Set(
      string('UPLOAD_EXTENSIONS')
        .split(/[|,\s]+/)
        .map((extension) => extension.trim().replace(/^\./, '').toLowerCase())
        .filter(Boolean),
    ),
  ];
  const youtubeKey = string('YOUTUBE_API_KEY');
  const youtubeChannel = string('YOUTUBE_CHANNEL_ID');
  const dataDir = folder('DATA_DIR', path.join(REPO_ROOT, 'data'));
  return {
    port: number('PORT'),
    host: string('HOST'),
    databaseUrl: orNull(string('DATABASE_URL')),
    dataDir,
    releasesDir: folder('RELEASES_DIR', path.join(REPO_ROOT, 'releases')),
    shellDistDir: folder('SHELL_DIST_DIR', path.join(REPO_ROOT, 'shell', 'dist')),
    siteUrl: string('SITE_URL').replace(/\/+$/, ''),
    smtpUrl: orNull(string('SMTP_URL')),
    mailFrom: string('MAIL_FROM'),
    supportEmail: string('SUPPORT_EMAIL'),
    supportPhone: string('SUPPORT_PHONE'),
    defaultTimezone: timezone,
    captchaSecret: orNull(string('CAPTCHA_SECRET')),
    recaptchaSecret: orNull(string('RECAPTCHA_SECRET')),
    partnerDiscountCode: string('PARTNER_DISCOUNT_CODE'),
    adminLinks: {
      approvalQueueUrl: string('ADMIN_APPROVAL_QUEUE_URL'),
      reportsUrl: string('ADMIN_REPORTS_URL'),
      adminUrl: string('ADMIN_URL'),
      vtbAdminUrl: string('VTB_ADMIN_URL'),
    },
    loginLimits: {
      maxFailuresPerLogin: number('LOGIN_MAX_FAILURES_PER_LOGIN'),
      maxFailuresPerIp: number('LOGIN_MAX_FAILURES_PER_IP'),
      windowSeconds: number('LOGIN_RATE_WINDOW_SECONDS'),
    },
    uploads: {
      maxUploadKb: number('UPLOAD_MAX_SIZE_KB'),
      extensions,
      maxWidth: number('UPLOAD_MAX_WIDTH'),
      maxHeight: number('UPLOAD_MAX_HEIGHT'),
    },
    youtube: youtubeKey && youtubeChannel ? { apiKey: youtubeKey, channelId: youtubeChannel } : null,
    googleMapsApiKey: orNull(string('GOOGLE_MAPS_API_KEY')),
    shopUrl: string('SHOP_URL'),
    store: { url: string('STORE_URL') || string('SHOP_URL'), ssoSecret: string('STORE_SSO_SECRET') || null },
    membershipJobIntervalMs: number('MEMBERSHIP_JOB_INTERVAL_SECONDS') * 1000,
    activitySummaryIntervalMs: number('ACTIVITY_SUMMARY_INTERVAL_SECONDS') * 1000,
    logLevel: string('LOG_LEVEL'),
    logRequests: asFlag(string('LOG_REQUESTS')),
    trustProxy: asFlag(string('TRUST_PROXY')),
    rateLimitFactor: number('RATE_LIMIT_FACTOR'),
    eventReminderIntervalMs: number('EVENT_REMINDER_INTERVAL_SECONDS') * 1000,
    cspReportOnly: asFlag(string('CSP_REPORT_ONLY')),
    e2eTestHooks: asFlag(string('E2E_TEST_HOOKS')),
    apiBaseUrl: orNull(string('API_BASE_URL').replace(/\/+$/, '')),
    allowedOrigins: string('ALLOWED_ORIGINS')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    s3: string('S3_BUCKET')
      ? {
          bucket: string('S3_BUCKET'),
          region: string('S3_REGION'),
          endpoint: orNull(string('S3_ENDPOINT')),
          accessKeyId: orNull(string('S3_ACCESS_KEY_ID')),
          secretAccessKey: orNull(string('S3_SECRET_ACCESS_KEY')),
          forcePathStyle: asFlag(string('S3_FORCE_PATH_STYLE')),
        }
      : null,
    pushEndpointHosts: string('PUSH_ENDPOINT_HOSTS')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
  };
}

/** PostgreSQL when DATABASE_URL is a postgres:// URL, else SQLite at $DATA_DIR/trailhead.sqlite. */
export function databaseOptionsOf(settings: Pick<SiteSettings, 'databaseUrl' | 'dataDir'>): DatabaseOptions {
  if (isPostgresUrl(settings.databaseUrl)) return { databaseUrl: settings.databaseUrl };
  return { sqliteFile: path.join(settings.dataDir, 'trailhead.sqlite') };
}
