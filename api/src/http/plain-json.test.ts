import Fastify, { type FastifyInstance } from 'fastify';
import { JsonPart, plainWhereMarked, writePlainly, writtenPlainly } from './plain-json';

const shape = { type: 'object', properties: { id: { type: 'integer' }, note: { type: 'string' } } } as const;
const plainShape = writtenPlainly({
  type: 'object',
  properties: { id: { type: 'integer' }, note: { type: 'string' }, tags: { type: 'array', items: { type: 'string' } } },
} as const);

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

describe('kept parts of a reply (JsonPart)', () => {
  it('are put into the reply as encoded, beside the fields written per request', async () => {
    const tags = new JsonPart(['Überland', 'rock "crawl"', '🚙']);
    const app = appWith(() => ({ id: 7, tags, note: 'per request' }));
    const reply = await app.inject({ method: 'GET', url: '/plain' });
    await app.close();
    expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(reply.headers['content-length'])).toBe(Buffer.byteLength(reply.body));
    expect(JSON.parse(reply.body)).toEqual({ id: 7, note: 'per request', tags: ['Überland', 'rock "crawl"', '🚙'] });
  });

  it('make a whole answer, or none of it', () => {
    expect(JSON.parse(writePlainly({ tags: new JsonPart([1]), more: new JsonPart({ a: null }) }).toString())).toEqual({ tags: [1], more: { a: null } });
    expect(writePlainly({ id: 1 })).toBe('{"id":1}');
    expect(writePlainly([new JsonPart(1)])).toBe('[1]');
  });

  it('read back as their values wherever else the answer becomes JSON, so replies with them are checked too', async () => {
    const problems: string[] = [];
    const app = appWith(() => ({ id: 7, tags: new JsonPart([{ secret: true }]) }), problems);
    const reply = await app.inject({ method: 'GET', url: '/plain' });
    await app.close();
    expect(JSON.stringify({ kept: new JsonPart({ a: [1, 'b'] }) })).toBe('{"kept":{"a":[1,"b"]}}');
    expect(JSON.parse(reply.body)).toEqual({ id: 7, tags: [{ secret: true }] });
    expect(problems).toEqual(['GET /plain (200): tags[0] is "[object Object]" instead of {"secret":true} by its schema (written plainly, the reply sends it as returned)']);
  });
});
