import type { FastifyInstance } from 'fastify';
import type { NavResponse } from '@trailhead/shared-kernel/types';
import { listNavigationLinks } from './nav.repository';

export default async function navRoutes(app: FastifyInstance): Promise<void> {
  app.get('/nav', async (): Promise<NavResponse> => ({ links: await listNavigationLinks(app.db) }));
}
