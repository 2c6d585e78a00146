// Site settings read from the environment once, at start-up (README: Configuration). Tests pass
// their own through buildApp({ settings }).
import { canonicalTimeZone } from './time-zones';

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

export interface SiteSettings {
  /** The site's public origin, for links in e-mails. */
  siteUrl: string;
  /** Sender of the site's e-mails. */
  mailFrom: string;
  supportEmail: string;
  supportPhone: string;
  /** Time zone of visitors and new accounts. */
  defaultTimezone: string;
  /** Shown to paid members on GET /me/membership. */
  partnerDiscountCode: string;
  adminLinks: AdminLinks;
  loginLimits: LoginLimits;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = { maxFailuresPerLogin: 5, maxFailuresPerIp: 20, windowSeconds: 600 };

function text(value: string | undefined, fallback: string): string {
  return value?.trim() || fallback;
}

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} must be a positive whole number, got '${value}'`);
  return number;
}

export function siteSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): SiteSettings {
  const defaultTimezone = text(env.DEFAULT_TIMEZONE, 'America/Denver');
  const timezone = canonicalTimeZone(defaultTimezone);
  if (!timezone) throw new Error(`DEFAULT_TIMEZONE is not an IANA time zone: '${defaultTimezone}'`);
  return {
    siteUrl: text(env.SITE_URL, 'http://localhost:8080').replace(/\/+$/, ''),
    mailFrom: text(env.MAIL_FROM, 'Trailhead <no-reply@trailhead.example>'),
    supportEmail: text(env.SUPPORT_EMAIL, 'support@trailhead.example'),
    supportPhone: text(env.SUPPORT_PHONE, '+1 (555) 010-2026'),
    defaultTimezone: timezone,
    partnerDiscountCode: text(env.PARTNER_DISCOUNT_CODE, 'KESTREL-PARTNER-10'),
    adminLinks: {
      approvalQueueUrl: text(env.ADMIN_APPROVAL_QUEUE_URL, 'https://admin.trailhead.example/approval-queue'),
      reportsUrl: text(env.ADMIN_REPORTS_URL, 'https://admin.trailhead.example/reports'),
      adminUrl: text(env.ADMIN_URL, 'https://admin.trailhead.example/'),
      vtbAdminUrl: text(env.VTB_ADMIN_URL, 'https://vtb-admin.trailhead.example/'),
    },
    loginLimits: {
      maxFailuresPerLogin: positiveInteger('LOGIN_MAX_FAILURES_PER_LOGIN', env.LOGIN_MAX_FAILURES_PER_LOGIN, DEFAULT_LOGIN_LIMITS.maxFailuresPerLogin),
      maxFailuresPerIp: positiveInteger('LOGIN_MAX_FAILURES_PER_IP', env.LOGIN_MAX_FAILURES_PER_IP, DEFAULT_LOGIN_LIMITS.maxFailuresPerIp),
      windowSeconds: positiveInteger('LOGIN_RATE_WINDOW_SECONDS', env.LOGIN_RATE_WINDOW_SECONDS, DEFAULT_LOGIN_LIMITS.windowSeconds),
    },
  };
}
