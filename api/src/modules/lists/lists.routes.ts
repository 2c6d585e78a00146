import type { FastifyInstance } from 'fastify';
import type { LocationTypesResponse, OptionList } from '@trailhead/shared-kernel/types';
import { notFound } from '../../http/api-error';
import { flagSchema } from '../../http/schemas';
import { OPTION_LISTS } from './option-lists';

const listParams = {
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string', maxLength: 64 } },
} as const;

const listQuery = {
  type: 'object',
  properties: { with_everyone: { ...flagSchema, default: 0 } },
} as const;

const optionListSchema = {
  type: 'object',
  properties: {
    // Open map: each value's label.
    values: { type: 'object', additionalProperties: { type: 'string' } },
    default: { type: 'string' },
    // Only location-type: each type's icon name (spec §3 location types: values, icons).
    icons: { type: 'object', additionalProperties: { type: 'string' } },
  },
} as const;

export default async function listsRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { name: string }; Querystring: { with_everyone: 0 | 1 } }>(
    '/lists/:name',
    { schema: { params: listParams, querystring: listQuery, response: { 200: optionListSchema } } },
    async (request, reply): Promise<OptionList | LocationTypesResponse> => {
      const build = Object.hasOwn(OPTION_LISTS, request.params.name) ? OPTION_LISTS[request.params.name] : undefined;
      if (!build) throw notFound('no lists');
      // Fetched once per page load (spec §4); they change only with a release.
      void reply.header('cache-control', 'public, max-age=300');
      return build({ withEveryone: request.query.with_everyone === 1, defaultTimezone: app.settings.defaultTimezone });
    },
  );
}
