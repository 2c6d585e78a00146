import type { FastifyInstance } from 'fastify';
import type { AdminLinksResponse, NavResponse } from '@trailhead/shared-kernel/types';
import { ACTIVE_MEMBER, guarded, memberOf, type AccessRule } from '../../http/access';
import { ApiError } from '../../http/api-error';
import { noQuery } from '../../http/schemas';
import { listNavigationLinks } from './nav.repository';

const isAdmin = (user: { is_admin: unknown; is_super_admin: unknown }) => Boolean(user.is_admin || user.is_super_admin);

/** Spec §2 admin menu bar: for moderators and admins (active accounts). */
const MODERATOR: AccessRule = {
  name: 'moderator',
  refusal: (user) =>
    ACTIVE_MEMBER.refusal(user) ??
    (isAdmin(user!) || user!.is_moderator ? null : new ApiError(403, 'forbidden', 'The admin links are for moderators and admins.')),
};

const navResponseSchema = {
  type: 'object',
  properties: {
    links: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          navigation_id: { type: 'string' },
          parent_navigation_id: { type: 'string' },
          title: { type: 'string' },
          href: { type: 'string' },
          target_blank: { type: 'boolean' },
        },
      },
    },
  },
} as const;

const adminLinksResponseSchema = {
  type: 'object',
  properties: {
    approval_queue_url: { type: ['string', 'null'] },
    reports_url: { type: ['string', 'null'] },
    admin_url: { type: ['string', 'null'] },
    vtb_admin_url: { type: ['string', 'null'] },
  },
} as const;

async function adminLinks(app: FastifyInstance): Promise<void> {
  // Approval Queue and Reports for moderators, Admin (and VTB Admin) for admins.
  app.get('/nav/admin', { schema: { querystring: noQuery, response: { 200: adminLinksResponseSchema } } }, async (request): Promise<AdminLinksResponse> => {
    const admin = isAdmin(memberOf(request));
    const links = app.settings.adminLinks;
    return {
      approval_queue_url: links.approvalQueueUrl,
      reports_url: links.reportsUrl,
      admin_url: admin ? links.adminUrl : null,
      vtb_admin_url: admin ? links.vtbAdminUrl : null,
    };
  });
}

export default async function navRoutes(app: FastifyInstance): Promise<void> {
  app.get('/nav', { schema: { querystring: noQuery, response: { 200: navResponseSchema } } }, async (): Promise<NavResponse> => ({
    links: await listNavigationLinks(app.db),
  }));
  await app.register(guarded(MODERATOR, adminLinks));
}
