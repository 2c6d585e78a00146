import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { HealthResponse } from '@trailhead/shared-kernel/types';
import { APP_VERSION } from '../../config';

export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', async (): Promise<HealthResponse> => {
    await sql`select 1`.execute(app.db); // a broken database answers 500, not ok
    return { status: 'ok', database: app.dialect, version: APP_VERSION };
  });
}
