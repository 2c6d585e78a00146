import type { FastifyInstance } from 'fastify';
import type { AdminLinksResponse, NavResponse } from '@trailhead/shared-kernel/types';
import { ACTIVE_MEMBER, guarded, memberOf, type AccessRule } from '../../http/access';
import { ApiError } from '../../http/api-error';
import { noQuery } from '../../http/schemas';
import { listNavigationLinks } from './nav.repository';

type Roles = { is_admin: unknown; is_super_admin: unknown; is_staff: unknown; is_content_moderator: unknown };

/** Spec §6: admins, and staff who are not content moderators, who 'count as admin for the admin link'. */
const hasAdminLink = (user: Roles) => Boolean(user.is_admin || user.is_super_admin || (user.is_staff && !user.is_content_moderator));

/** Spec §2 admin menu bar and admin link: for moderators and for those with the admin link (active accounts). */
const MODERATOR: AccessRule = {
  name: 'moderator',
  refusal: (user) =>
    ACTIVE_MEMBER.refusal(user) ??
    (hasAdminLink(user!) || user!.is_moderator ? null : new ApiError(403, 'forbidden', 'The admin links are for moderators and admins.')),
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
  // Approval Queue and Reports for moderators and admins, Admin (and VTB Admin) for those with the admin link.
  app.get('/nav/admin', { schema: { querystring: noQuery, response: { 200: adminLinksResponseSchema } } }, async (request): Promise<AdminLinksResponse> => {
    const user = memberOf(request);
    const admin = hasAdminLink(user);
    const moderates = Boolean(user.is_moderator || user.is_admin || user.is_super_admin);
    const links = app.settings.adminLinks;
    return {
      approval_queue_url: moderates ? links.approvalQueueUrl : null,
      reports_url: moderates ? links.reportsUrl : null,
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
