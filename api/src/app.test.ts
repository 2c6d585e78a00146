import { build, get, json, type TestApp } from '../test/helper';

const NOT_FOUND = { errors: [{ code: 'not_found', message: 'This page could not be found' }] };

describe('the app without a site hook', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t.close());

  it.each(['/api/nope', '/api', '/api/threadz', '/somewhere/else'])('answers an unknown path %s with the JSON 404', async (url) => {
    const response = await get(t.app, url);
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual(NOT_FOUND);
  });

  it('answers an unknown method on a known path with the JSON 404', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/health' });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual(NOT_FOUND);
  });

  it('rejects a malformed JSON body with a 400 that says so', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"login": "admin", "password": ',
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ errors: [{ code: 'invalid_json', message: 'The request body is not valid JSON.' }] });
  });

  it('rejects a plain-text body with a 400 asking for a JSON object', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'login=admin',
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ errors: [{ code: 'invalid_field', message: 'The request body must be a JSON object.' }] });
  });

  it('rejects an unsupported content-type with a 415 that says what to send', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login>admin</login>',
    });
    expect(response.statusCode).toBe(415);
    expect(json(response)).toEqual({
      errors: [{ code: 'unsupported_media_type', message: 'This content-type is not supported: send the body as application/json.' }],
    });
  });

  it('rejects an empty JSON body with a 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).errors[0].code).toBe('invalid_json');
  });

  it('turns an unexpected failure into a 500 with the catalogue message, never the internals', async () => {
    await t.db.schema.dropTable('navigation_links').execute();
    const response = await get(t.app, '/api/nav');
    expect(response.statusCode).toBe(500);
    expect(json(response)).toEqual({
      errors: [{ code: 'server_error', message: 'Something went wrong, please try again later!' }],
    });
  });
});

describe('the app with a site hook', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({
      registerSite: async (app) => {
        app.get('/', async () => 'shell');
        app.setNotFoundHandler((_request, reply) => reply.code(404).type('text/html').send('<h1>site 404</h1>'));
      },
    });
  });
  afterAll(() => t.close());

  it('keeps the JSON 404 for /api/* and lets the site answer everything else', async () => {
    expect(json(await get(t.app, '/api/nope'))).toEqual(NOT_FOUND);
    expect((await get(t.app, '/')).body).toBe('shell');
    const other = await get(t.app, '/forums/some-forum-n.2/');
    expect(other.statusCode).toBe(404);
    expect(other.body).toBe('<h1>site 404</h1>');
  });

  it('still serves the API', async () => {
    expect((await get(t.app, '/api/health')).statusCode).toBe(200);
  });
});
