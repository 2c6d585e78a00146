import Fastify, { type FastifyInstance } from 'fastify';
import { plainWhereMarked, writtenPlainly } from './plain-json';

const shape = { type: 'object', properties: { id: { type: 'integer' }, note: { type: 'string' } } } as const;
const plainShape = writtenPlainly({ type: 'object', properties: { id: { type: 'integer' }, note: { type: 'string' } } } as const);

/** One route written by its schema, one written plainly; each returns what `answer` says. */
function appWith(answer: () => unknown, problems?: string[]): FastifyInstance {
  const report = problems ? (problem: string) => problems.push(problem) : undefined;
  const app = Fastify({ schemaController: { compilersFactory: { buildSerializer: plainWhereMarked(undefined, report) } } });
  app.get('/by-schema', { schema: { response: { 200: shape } } }, async () => answer());
  app.get('/plain', { schema: { response: { 200: plainShape } } }, async () => answer());
  return app;
}

describe('replies written plainly (writtenPlainly)', () => {
  it('writes the same JSON as the schema for an answer the schema declares, text with quotes included', async () => {
    const note = '<p class="lead">He said "go" \\ then — left</p>';
    const app = appWith(() => ({ id: 7, note }));
    const bySchema = await app.inject({ method: 'GET', url: '/by-schema' });
    const plain = await app.inject({ method: 'GET', url: '/plain' });
    await app.close();
    expect(plain.headers['content-type']).toBe(bySchema.headers['content-type']);
    expect(JSON.parse(plain.body)).toEqual({ id: 7, note });
    expect(plain.body).toBe(bySchema.body);
  });

  it('is not filtered by the schema, so where replies are checked a field the schema would drop is reported', async () => {
    const problems: string[] = [];
    const app = appWith(() => ({ id: 7, note: 'x', email: 'member@example.com', count: '3' }), problems);
    const plain = await app.inject({ method: 'GET', url: '/plain' });
    const bySchema = await app.inject({ method: 'GET', url: '/by-schema' });
    await app.close();
    expect(JSON.parse(plain.body)).toEqual({ id: 7, note: 'x', email: 'member@example.com', count: '3' });
    expect(JSON.parse(bySchema.body)).toEqual({ id: 7, note: 'x' });
    expect(problems).toEqual([
      "GET /plain (200): email is dropped by its schema (written plainly, the reply sends it as returned)",
      "GET /plain (200): count is dropped by its schema (written plainly, the reply sends it as returned)",
    ]);
  });

  it('reports a value the schema would have bent', async () => {
    const problems: string[] = [];
    const app = appWith(() => ({ id: 7.5, note: null }), problems);
    await app.inject({ method: 'GET', url: '/plain' });
    await app.close();
    expect(problems.sort()).toEqual([
      'GET /plain (200): id is 7 instead of 7.5 by its schema (written plainly, the reply sends it as returned)',
      'GET /plain (200): note is "" instead of null by its schema (written plainly, the reply sends it as returned)',
    ]);
  });
});
