import type { FastifyInstance } from 'fastify';
import type { AdsResponse } from '@trailhead/shared-kernel/types';
import { listAds, PAGE_KEYS } from './ads.repository';

const adsQuery = {
  type: 'object',
  properties: { page_key: { type: 'string', enum: [...PAGE_KEYS] } },
} as const;

export default async function adsRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { page_key?: string } }>('/ads', { schema: { querystring: adsQuery } }, async (request): Promise<AdsResponse> => ({
    ads: await listAds(app.db, request.query.page_key),
  }));
}
