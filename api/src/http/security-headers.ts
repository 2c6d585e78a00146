// The headers every response carries (@fastify/helmet), and the Content-Security-Policy of the
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
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
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

/** The policy's directives: a function's value is computed for each response. */
export function cspDirectives(settings: Pick<SiteSettings, 'googleMapsApiKey'>) {
  // With a key, the member map loads Google's script, tiles and data.
  const maps = settings.googleMapsApiKey ? ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com'] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: [
      (_request: IncomingMessage, response: ServerResponse) => `'nonce-${nonceOf(response)}'`,
      "'strict-dynamic'",
      // Ignored where 'strict-dynamic' is understood; the fallback of browsers that predate it.
      "'unsafe-inline'",
      'https:',
    ],
    styleSrc: ["'self'", (_request: IncomingMessage, response: ServerResponse) => `'nonce-${nonceOf(response)}'`, ...maps],
    styleSrcAttr: ["'unsafe-inline'"],
    // Members' posts show images from anywhere (the sanitiser keeps http and https sources only).
    imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
    fontSrc: ["'self'", 'data:', ...maps],
    connectSrc: ["'self'", ...maps],
    // The captcha solves its puzzle in workers made from blobs; the service worker is /sw.js.
    workerSrc: ["'self'", 'blob:'],
    manifestSrc: ["'self'"],
    mediaSrc: ["'self'", 'https:'],
    frameSrc: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    // http://localhost would be turned into https:// on a development machine.
    upgradeInsecureRequests: null,
    reportUri: [CSP_REPORT_PATH],
    reportTo: [REPORT_GROUP],
  };
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

export async function registerSecurityHeaders(app: FastifyInstance, settings: SiteSettings): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(settings), reportOnly: settings.cspReportOnly },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // Cross-origin isolation would block the map's and members' images from elsewhere.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    strictTransportSecurity: { maxAge: 180 * 24 * 3600, includeSubDomains: false },
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    reply.header('reporting-endpoints', `${REPORT_GROUP}="${CSP_REPORT_PATH}"`);
  });
}
