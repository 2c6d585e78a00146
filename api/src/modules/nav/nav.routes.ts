import type { FastifyInstance } from 'fastify';
import type { AdminLinksResponse, NavResponse } from '@trailhead/shared-kernel/types';
import { ApiError } from '../../http/api-error';
import { requireActiveUser } from '../auth/auth.plugin';
import { listNavigationLinks } from './nav.repository';

export default async function navRoutes(app: FastifyInstance): Promise<void> {
  app.get('/nav', async (): Promise<NavResponse> => ({ links: await listNavigationLinks(app.db) }));

  // Spec §2 admin menu bar: Approval Queue and Reports for moderators, Admin (and VTB Admin) for admins.
  app.get('/nav/admin', async (request): Promise<AdminLinksResponse> => {
    const user = requireActiveUser(request);
    const isAdmin = Boolean(user.is_admin || user.is_super_admin);
    const canModerate = isAdmin || Boolean(user.is_moderator);
    if (!canModerate) throw new ApiError(403, 'forbidden', 'The admin links are for moderators and admins.');
    const links = app.settings.adminLinks;
    return {
      approval_queue_url: links.approvalQueueUrl,
      reports_url: links.reportsUrl,
      admin_url: isAdmin ? links.adminUrl : null,
      vtb_admin_url: isAdmin ? links.vtbAdminUrl : null,
    };
  });
}
