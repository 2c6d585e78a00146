import type { FastifyInstance } from 'fastify';
import type { MapsOptionsResponse } from '@trailhead/shared-kernel/types';

/** Site options the browser needs at run time, read from the environment (README: Configuration). */
export default async function optionsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/options/maps', async (): Promise<MapsOptionsResponse> => ({
    // A browser key: restricted by referrer at Google, so it may be handed to every visitor.
    google_maps_api_key: process.env.GOOGLE_MAPS_API_KEY?.trim() || null,
  }));
}
