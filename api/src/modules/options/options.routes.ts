import type { FastifyInstance } from 'fastify';
import type { GuestTimezoneResponse, HomepagePlaceholdersResponse, MapsOptionsResponse } from '@trailhead/shared-kernel/types';
import { vehicleTypeIdSchema } from '../../http/schemas';
import { listHomepagePlaceholders } from './options.repository';

const placeholdersQuery = {
  type: 'object',
  properties: { vehicle_type_id: vehicleTypeIdSchema },
} as const;

/** Site options the browser needs at run time, read from the environment (README: Configuration). */
export default async function optionsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/options/maps', async (): Promise<MapsOptionsResponse> => ({
    // A browser key: restricted by referrer at Google, so it may be handed to every visitor.
    google_maps_api_key: app.settings.googleMapsApiKey,
  }));

  app.get<{ Querystring: { vehicle_type_id: number } }>(
    '/options/homepage-placeholders',
    { schema: { querystring: placeholdersQuery } },
    async (request): Promise<HomepagePlaceholdersResponse> => ({
      placeholders: await listHomepagePlaceholders(app.db, request.query.vehicle_type_id),
    }),
  );

  // Visitors see dates in the site's time zone until they log in (DEFAULT_TIMEZONE).
  app.get('/options/guest-timezone', async (): Promise<GuestTimezoneResponse> => ({ timezone: app.settings.defaultTimezone }));
}
