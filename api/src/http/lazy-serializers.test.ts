import Fastify, { type FastifyInstance } from 'fastify';
import { serializersOnFirstUse } from './lazy-serializers';

/** Two routes: one whose response schema drops undeclared fields, one whose schema cannot compile. */
function appWith(compile: 'at-start' | 'on-first-use'): FastifyInstance {
  const app = Fastify(compile === 'on-first-use' ? { schemaController: { compilersFactory: { buildSerializer: serializersOnFirstUse() } } } : {});
  const shape = { type: 'object', properties: { id: { type: 'integer' } } };
  app.get('/good', { schema: { response: { 200: shape } } }, async () => ({ id: 7, secret: 'not in the schema' }));
  app.get('/broken', { schema: { response: { 200: { $ref: 'nowhere#' } } } }, async () => ({ id: 1 }));
  return app;
}

describe('serializers compiled on first use', () => {
  it('at start, a schema that cannot compile stops the app before it serves', async () => {
    const app = appWith('at-start');
    await expect(app.ready()).rejects.toThrow(/nowhere/);
    await app.close();
  });

  it('on first use, the app starts, and each reply is still written by its schema', async () => {
    const app = appWith('on-first-use');
    await app.ready();
    for (let call = 0; call < 2; call++) {
      const good = await app.inject({ method: 'GET', url: '/good' });
      expect([good.statusCode, good.body]).toEqual([200, '{"id":7}']);
    }
    // The broken schema fails only the route that uses it, when it is first used.
    expect((await app.inject({ method: 'GET', url: '/broken' })).statusCode).toBe(500);
    await app.close();
  });
});
