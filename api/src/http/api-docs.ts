// The API document: @fastify/swagger makes an OpenAPI 3.1 document from the routes' schemas,
// served at GET /api/openapi.json and browsable at /api/docs (@fastify/swagger-ui, which serves
// its own static files under that prefix).
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { APP_VERSION } from '../config';
import { apiErrorSchema } from './response-schemas';
import { noQuery } from './schemas';

export const OPENAPI_PATH = '/openapi.json';
export const DOCS_PREFIX = '/docs';

export async function registerApiDocs(api: FastifyInstance, modules: string[]): Promise<void> {
  await api.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Trailhead API',
        version: APP_VERSION,
        description:
          'The API of spec §7. Errors are { errors: [{ code, message }] } with the HTTP status (spec §8). ' +
          'Routes whose access is limited say so in x-access (member, active-member, poster, moderator, paid-member); ' +
          'the session is the httpOnly cookie set by POST /api/login.',
      },
      tags: modules.map((name) => ({ name })),
    },
    // Components keep their $id as their name (#/components/schemas/Thread).
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
    transform: ({ schema, url, route }) => {
      const access = route.config?.access;
      return { schema: access ? ({ ...schema, 'x-access': access } as typeof schema) : schema, url };
    },
  });

  api.get(
    OPENAPI_PATH,
    {
      schema: {
        hide: true,
        querystring: noQuery,
        // Open: the document itself.
        response: { 200: { type: 'object', additionalProperties: true }, '4xx': apiErrorSchema, '5xx': apiErrorSchema },
      },
    },
    async () => api.swagger(),
  );

  await api.register(swaggerUi, { routePrefix: DOCS_PREFIX });
}
