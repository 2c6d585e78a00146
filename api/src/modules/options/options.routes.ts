import type { FastifyInstance } from 'fastify';
import type {
  GuestTimezoneResponse,
  HomepagePlaceholdersResponse,
  MapsOptionsResponse,
  UploadOptions,
} from '@trailhead/shared-kernel/types';
import { noQuery, vehicleTypeIdSchema } from '../../http/schemas';
import { toUploadOptions } from '../attachments/upload-settings';
import { listHomepagePlaceholders } from './options.repository';
import subscriptionOptionsRoutes from './subscription-options.routes';

const placeholdersQuery = {
  type: 'object',
  properties: { vehicle_type_id: vehicleTypeIdSchema },
} as const;

const mapsOptionsResponseSchema = { type: 'object', properties: { google_maps_api_key: { type: ['string', 'null'] } } } as const;

const placeholdersResponseSchema = {
  type: 'object',
  properties: {
    placeholders: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          placeholder_side: { type: 'string', enum: ['left', 'right'] },
          title: { type: 'string' },
          html: { type: 'string' },
          vehicle_type_id: { type: 'integer' },
        },
      },
    },
  },
} as const;

const guestTimezoneResponseSchema = { type: 'object', properties: { timezone: { type: 'string' } } } as const;

const uploadOptionsResponseSchema = {
  type: 'object',
  properties: {
    maximum_upload_size_kb: { type: 'integer' },
    allowed_video_uploads: { type: 'object', properties: { enabled: { type: 'boolean' }, size: { type: 'integer' } } },
    allowed_attachment_extensions: { type: 'string' },
    attachment_max_dimensions: { type: 'object', properties: { width: { type: 'integer' }, height: { type: 'integer' } } },
  },
} as const;

/** Site options the browser needs at run time, from the configuration (README: Configuration). */
export default async function optionsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(subscriptionOptionsRoutes);
  app.get('/options/maps', { schema: { querystring: noQuery, response: { 200: mapsOptionsResponseSchema } } }, async (): Promise<MapsOptionsResponse> => ({
    // A browser key: restricted by referrer at Google, so it may be handed to every visitor.
    google_maps_api_key: app.settings.googleMapsApiKey,
  }));

  app.get<{ Querystring: { vehicle_type_id: number } }>(
    '/options/homepage-placeholders',
    { schema: { querystring: placeholdersQuery, response: { 200: placeholdersResponseSchema } } },
    async (request): Promise<HomepagePlaceholdersResponse> => ({
      placeholders: await listHomepagePlaceholders(app.db, request.query.vehicle_type_id),
    }),
  );

  // Visitors see dates in the site's time zone until they log in (DEFAULT_TIMEZONE).
  app.get('/options/guest-timezone', { schema: { querystring: noQuery, response: { 200: guestTimezoneResponseSchema } } }, async (): Promise<GuestTimezoneResponse> => ({
    timezone: app.settings.defaultTimezone,
  }));

  // The limits uploads are checked against (UPLOAD_*; modules/attachments checks them).
  app.get('/options/upload', { schema: { querystring: noQuery, response: { 200: uploadOptionsResponseSchema } } }, async (): Promise<UploadOptions> =>
    toUploadOptions(app.settings.uploads),
  );
}
