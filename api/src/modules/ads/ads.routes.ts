import type { FastifyInstance } from 'fastify';
import type { AdsResponse } from '@trailhead/shared-kernel/types';
import { listAds, PAGE_KEYS } from './ads.repository';

const adsQuery = {
  type: 'object',
  properties: { page_key: { type: 'string', enum: [...PAGE_KEYS] } },
} as const;

const adsResponseSchema = {
  type: 'object',
  properties: {
    ads: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          position_id: { type: 'string' },
          page_keys: { type: 'array', items: { type: 'string' } },
          title: { type: 'string' },
          image_url: { type: ['string', 'null'] },
          link: { type: 'string' },
          text: { type: 'string' },
        },
      },
    },
  },
} as const;

export default async function adsRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { page_key?: string } }>('/ads', { schema: { querystring: adsQuery, response: { 200: adsResponseSchema } } }, async (request): Promise<AdsResponse> => ({
    ads: await listAds(app.db, request.query.page_key),
  }));
}
