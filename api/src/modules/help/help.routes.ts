import type { FastifyInstance } from 'fastify';
import type { HelpPageResponse, HelpPagesResponse } from '@trailhead/shared-kernel/types';
import { notFound } from '../../http/api-error';
import { noQuery } from '../../http/schemas';
import { findActiveHelpPage, listActiveHelpPages } from './help.repository';

const pageParams = {
  type: 'object',
  required: ['page'],
  properties: { page: { type: 'string', maxLength: 100 } },
} as const;

const helpPageProperties = { page_name: { type: 'string' }, title: { type: 'string' }, view_url: { type: 'string' } } as const;
const helpPagesResponseSchema = {
  type: 'object',
  properties: { pages: { type: 'array', items: { type: 'object', properties: helpPageProperties } } },
} as const;
const helpPageResponseSchema = {
  type: 'object',
  properties: { page: { type: 'object', properties: { ...helpPageProperties, content_html: { type: 'string' } } } },
} as const;

export default async function helpRoutes(app: FastifyInstance): Promise<void> {
  app.get('/help', { schema: { querystring: noQuery, response: { 200: helpPagesResponseSchema } } }, async (): Promise<HelpPagesResponse> => ({
    pages: await listActiveHelpPages(app.db),
  }));

  app.get<{ Params: { page: string } }>(
    '/help/:page',
    { schema: { params: pageParams, querystring: noQuery, response: { 200: helpPageResponseSchema } } },
    async (request): Promise<HelpPageResponse> => {
      const page = await findActiveHelpPage(app.db, request.params.page);
      if (!page) throw notFound('no active help pages');
      return { page };
    },
  );
}
