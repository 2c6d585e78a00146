// GET /smilies (the editor's smilie picker) and GET /youtube (the brand channel's latest videos).
import type { FastifyInstance } from 'fastify';
import type { SmiliesResponse, YoutubeResponse } from '@trailhead/shared-kernel/types';
import { notFound } from '../../http/api-error';
import { vehicleTypeIdSchema } from '../../http/schemas';
import { listSmilies } from './extras.repository';
import { youtubeSourceFor, type YoutubeSource } from './youtube-source';

const youtubeQuery = {
  type: 'object',
  properties: { vehicle_type_id: vehicleTypeIdSchema },
} as const;

export interface ExtrasRoutesOptions {
  /** Default: the configuration's (YOUTUBE_*). */
  youtube?: YoutubeSource;
}

export default async function extrasRoutes(app: FastifyInstance, options: ExtrasRoutesOptions = {}): Promise<void> {
  const youtube = options.youtube ?? youtubeSourceFor(app.db, app.log, app.settings.youtube);

  app.get('/smilies', async (): Promise<SmiliesResponse> => {
    const smilies = await listSmilies(app.db);
    if (smilies.length === 0) throw notFound('no smilies found');
    return { smilies, categories: [...new Set(smilies.map((smilie) => smilie.category))] };
  });

  app.get<{ Querystring: { vehicle_type_id: number } }>(
    '/youtube',
    { schema: { querystring: youtubeQuery } },
    async (request): Promise<YoutubeResponse> => ({ videos: await youtube.latestVideos(request.query.vehicle_type_id) }),
  );
}
