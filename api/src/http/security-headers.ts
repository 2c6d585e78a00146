// The headers every response carries, and the Content-Security-Policy of the
// site's pages: scripts run only when the page's own HTML names them with this response's nonce, or
// when a script so named adds them ('strict-dynamic': the shell's start-up script, webpack's chunks
// and the federation runtime's remote entries). Nothing else can run: no inline event handler, no
// injected <script>, no javascript: URL, no eval.
//
// Style elements need the nonce too. The page names it in <meta name="csp-nonce"> for the code that
// writes style elements (emotion's cache), and the shell gives it to webpack, which puts it on the
// chunks it loads, where the captcha widget reads it for its own. Style attributes stay allowed:
// React and the drawn pages use them, and they cannot load or run anything; members' HTML keeps none.
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SiteSettings } from '../config';

/** Where browsers send the policy's violation reports (modules/security). */
export const CSP_REPORT_PATH = '/api/csp-reports';
const REPORT_GROUP = 'csp';

type WithNonce = ServerResponse & { cspNonce?: string };

/** This response's nonce, made the first time it is asked for (by the policy or by the page). */
function nonceOf(response: WithNonce): string {
  response.cspNonce ??= randomBytes(18).toString('base64');
  return response.cspNonce;
}

/** The nonce a page sent with this reply puts on its own <script> (and script preload) and <style> elements. */
export function cspNonce(reply: FastifyReply): string {
  return nonceOf(reply.raw);
}

type PolicySettings = Pick<SiteSettings, 'googleMapsApiKey'> & Partial<Pick<SiteSettings, 'apiBaseUrl'>>;

/** The page policy's directives, for one response's nonce. */
export function cspDirectives(settings: PolicySettings, nonce: string): Record<string, string[]> {
  // With a key, the member map loads Google's script, tiles and data.
  const maps = settings.googleMapsApiKey ? ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com'] : [];
  // The API served elsewhere (API_BASE_URL): the pages call it, and its live stream is read from there.
  const api = settings.apiBaseUrl ? [new URL(settings.apiBaseUrl).origin] : [];
  return {
    'default-src': ["'self'"],
    'script-src': [
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      // Ignored where 'strict-dynamic' is understood; the fallback of browsers that predate it.
      "'unsafe-inline'",
      'https:',
    ],
    'style-src': ["'self'", `'nonce-${nonce}'`, ...maps],
    'style-src-attr': ["'unsafe-inline'"],
    // Members' posts show images from anywhere (the sanitiser keeps http and https sources only).
    'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
    'font-src': ["'self'", 'data:', ...maps],
    'connect-src': ["'self'", ...api, ...maps],
    // The captcha solves its puzzle in workers made from blobs; the service worker is /sw.js.
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'media-src': ["'self'", 'https:'],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // No upgrade-insecure-requests: http://localhost would be turned into https:// on a development machine.
    'report-uri': [CSP_REPORT_PATH],
    'report-to': [REPORT_GROUP],
  };
}

const policyText = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');

/**
 * The policy of an answer that is data, not a page (JSON): nothing in it may load or run anything,
 * and it has no nonce to make (an API answer is most of what the server sends).
 */
export const DATA_POLICY = policyText({
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'none'"],
  'object-src': ["'none'"],
  'report-uri': [CSP_REPORT_PATH],
  'report-to': [REPORT_GROUP],
});

/** The page policy with each response's nonce: the text is made once, the nonce put in its places. */
function pagePolicy(settings: PolicySettings): (nonce: string) => string {
  const mark = '\u0000nonce\u0000';
  const parts = policyText(cspDirectives(settings, mark)).split(mark);
  return (nonce) => parts.join(nonce);
}

/** Powerful browser features the site does not use are off for it and for anything it embeds. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'xr-spatial-tracking=()',
  // "Near me" on the map and events asks for the position of the site's own pages only.
  'geolocation=(self)',
  'browsing-topics=()',
].join(', ');

const isData = (contentType: unknown) => typeof contentType === 'string' && contentType.startsWith('application/json');

/**
 * The headers every answer carries, whatever it is: made once and set in one go (helmet's chain of
 * a dozen middlewares per request cost about 4% of a small API answer's time).
 */
export const EVERY_ANSWER_HEADERS: Readonly<Record<string, string>> = {
  'cross-origin-opener-policy': 'same-origin',
  // Cross-origin isolation (cross-origin-embedder-policy) would block the map's and members' images from elsewhere.
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': `max-age=${180 * 24 * 3600}`,
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  // The old XSS auditor is off: it opened more holes than it closed.
  'x-xss-protection': '0',
  'permissions-policy': PERMISSIONS_POLICY,
  'reporting-endpoints': `${REPORT_GROUP}="${CSP_REPORT_PATH}"`,
};

export async function registerSecurityHeaders(app: FastifyInstance, settings: SiteSettings): Promise<void> {
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(EVERY_ANSWER_HEADERS);
  });
  const policyHeader = settings.cspReportOnly ? 'content-security-policy-report-only' : 'content-security-policy';
  const pageWith = pagePolicy(settings);
  // Every answer gets a policy: JSON the data policy; pages, scripts (the service worker's included)
  // and everything else the page policy with its nonce. A route that set its own (a member's file) keeps it.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader(policyHeader)) reply.header(policyHeader, isData(reply.getHeader('content-type')) ? DATA_POLICY : pageWith(nonceOf(reply.raw)));
    done(null, payload);
  });
}
