import type { FastifyInstance } from 'fastify';
import type { HealthResponse } from '@trailhead/shared-kernel/types';
import { APP_VERSION } from '../../config';
import { noQuery } from '../../http/schemas';
import { pingDatabase } from './health.repository';

const healthResponseSchema = {
  type: 'object',
  properties: { status: { type: 'string' }, database: { type: 'string', enum: ['sqlite', 'postgres'] }, version: { type: 'string' } },
} as const;

export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', { schema: { querystring: noQuery, response: { 200: healthResponseSchema } } }, async (): Promise<HealthResponse> => {
    await pingDatabase(app.db); // a broken database answers 500, not ok
    return { status: 'ok', database: app.dialect, version: APP_VERSION };
  });
}
