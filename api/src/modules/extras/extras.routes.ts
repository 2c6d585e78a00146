// GET /smilies (the editor's smilie picker) and GET /youtube (the brand channel's latest videos).
import type { FastifyInstance } from 'fastify';
import type { SmiliesResponse, YoutubeResponse } from '@trailhead/shared-kernel/types';
import { notFound } from '../../http/api-error';
import { noQuery, vehicleTypeIdSchema } from '../../http/schemas';
import { listSmilies } from './extras.repository';
import { youtubeSourceFor, type YoutubeSource } from './youtube-source';

const youtubeQuery = {
  type: 'object',
  properties: { vehicle_type_id: vehicleTypeIdSchema },
} as const;

const smiliesResponseSchema = {
  type: 'object',
  properties: {
    smilies: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          smilie_id: { type: 'integer' },
          title: { type: 'string' },
          smilie_text: { type: 'string' },
          emoji: { type: 'string' },
          category: { type: 'string' },
        },
      },
    },
    categories: { type: 'array', items: { type: 'string' } },
  },
} as const;

const youtubeResponseSchema = {
  type: 'object',
  properties: {
    videos: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          video_id: { type: 'string' },
          title: { type: 'string' },
          url: { type: 'string' },
          thumbnail_url: { type: 'string' },
          published_at: { type: 'integer' },
          vehicle_type_id: { type: 'integer' },
        },
      },
    },
  },
} as const;

export interface ExtrasRoutesOptions {
  /** Default: the configuration's (YOUTUBE_*). */
  youtube?: YoutubeSource;
}

export default async function extrasRoutes(app: FastifyInstance, options: ExtrasRoutesOptions = {}): Promise<void> {
  const youtube = options.youtube ?? youtubeSourceFor(app.db, app.log, app.settings.youtube);

  app.get('/smilies', { schema: { querystring: noQuery, response: { 200: smiliesResponseSchema } } }, async (): Promise<SmiliesResponse> => {
    const smilies = await listSmilies(app.db);
    if (smilies.length === 0) throw notFound('no smilies found');
    return { smilies, categories: [...new Set(smilies.map((smilie) => smilie.category))] };
  });

  app.get<{ Querystring: { vehicle_type_id: number } }>(
    '/youtube',
    { schema: { querystring: youtubeQuery, response: { 200: youtubeResponseSchema } } },
    async (request): Promise<YoutubeResponse> => ({ videos: await youtube.latestVideos(request.query.vehicle_type_id) }),
  );
}
