// One module of the API (a folder under src/modules) owns each first path segment. Registered
// through apiModule, its routes are tagged with its name (the API document groups them by it, and
// a test checks that no segment is served by two modules), and each answers its errors with the
// shared ApiError body.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { apiErrorSchema } from './response-schemas';

export function apiModule(name: string, routes: FastifyPluginAsync): FastifyPluginAsync {
  return async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      const schema = (route.schema ??= {});
      schema.tags ??= [name];
      schema.response = { '4xx': apiErrorSchema, '5xx': apiErrorSchema, ...(schema.response as object | undefined) };
    });
    await app.register(routes);
  };
}
