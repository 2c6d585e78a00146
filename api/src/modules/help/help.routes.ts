import type { FastifyInstance } from 'fastify';
import type { HelpPageResponse, HelpPagesResponse } from '@trailhead/shared-kernel/types';
import { notFound } from '../../http/api-error';
import { findActiveHelpPage, listActiveHelpPages } from './help.repository';

const pageParams = {
  type: 'object',
  required: ['page'],
  properties: { page: { type: 'string', maxLength: 100 } },
} as const;

export default async function helpRoutes(app: FastifyInstance): Promise<void> {
  app.get('/help', async (): Promise<HelpPagesResponse> => ({ pages: await listActiveHelpPages(app.db) }));

  app.get<{ Params: { page: string } }>('/help/:page', { schema: { params: pageParams } }, async (request): Promise<HelpPageResponse> => {
    const page = await findActiveHelpPage(app.db, request.params.page);
    if (!page) throw notFound('no active help pages');
    return { page };
  });
}
