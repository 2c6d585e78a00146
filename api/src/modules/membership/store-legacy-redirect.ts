// Spec §2: "One legacy membership route redirects permanently (301) to an external store product
// page." The old site sold the membership at /membership; links to it (mails, forum posts,
// bookmarks) now land on the membership's page in the gear store.
import type { FastifyInstance } from 'fastify';

export const LEGACY_MEMBERSHIP_PATHS = ['/membership', '/membership/'] as const;
export const STORE_MEMBERSHIP_PRODUCT_PATH = '/products/membership';

/** Registered with the site's pages (site.plugin.ts), outside /api. */
export async function registerLegacyMembershipRedirect(app: FastifyInstance): Promise<void> {
  const target = `${app.settings.store.url.replace(/\/+$/, '')}${STORE_MEMBERSHIP_PRODUCT_PATH}`;
  for (const url of LEGACY_MEMBERSHIP_PATHS) {
    app.get(url, { schema: { hide: true } }, async (_request, reply) => reply.redirect(target, 301));
  }
}
