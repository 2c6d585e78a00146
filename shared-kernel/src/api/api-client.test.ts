/** @jest-environment jsdom */
import { apiKeyUrl, apiRequest, buildApiUrl } from './api-client';
import { apiQueryOptions } from '../query/api-query';
import { ApiError, NO_RESPONSE_MESSAGE, SERVER_ERROR_MESSAGE } from './api-error';

const respond = (status: number, body: unknown) =>
  jest.fn().mockResolvedValue({ ok: status < 400, status, json: async () => body } as Response);

afterEach(() => {
  jest.restoreAllMocks();
});

describe('buildApiUrl', () => {
  it('prefixes /api and drops empty query values', () => {
    expect(buildApiUrl('/events', { page: 2, region: '', past_events: false, vehicle_type_id: 0 })).toBe('/api/events?page=2&past_events=0&vehicle_type_id=0');
  });
});

describe('an API served elsewhere (API_BASE_URL, named by the page)', () => {
  const named = (content: string) => {
    document.head.innerHTML = `<meta name="trailhead-api" content="${content}">`;
  };
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('sends the calls there, with the cookies, while the reads keep their /api names', async () => {
    named('https://api.trailhead.example/api/');
    expect(buildApiUrl('/threads/7/posts', { page: 2 })).toBe('https://api.trailhead.example/api/threads/7/posts?page=2');
    expect(apiKeyUrl('/threads/7/posts', { page: 2 })).toBe('/api/threads/7/posts?page=2');
    const fetchMock = respond(200, { posts: [] });
    global.fetch = fetchMock;
    const read = apiQueryOptions<{ posts: unknown[] }>('/threads/7/posts', { page: 2 });
    // The key the server's drawing hands its answers over by, and every invalidation prefix, is unchanged.
    expect(read.queryKey).toEqual(['/api/threads/7/posts?page=2']);
    await expect((read.queryFn as (context: { signal: AbortSignal }) => Promise<unknown>)({ signal: new AbortController().signal })).resolves.toEqual({ posts: [] });
    expect(fetchMock).toHaveBeenCalledWith('https://api.trailhead.example/api/threads/7/posts?page=2', expect.objectContaining({ credentials: 'include' }));
  });

  it('ignores a meta that is not an http(s) URL, and a page without one calls /api', () => {
    named('javascript:alert(1)');
    expect(buildApiUrl('/me')).toBe('/api/me');
    document.head.innerHTML = '';
    expect(buildApiUrl('/me')).toBe('/api/me');
  });
});

describe('apiRequest error catalogue (spec §8)', () => {
  it('sends credentials and returns the body', async () => {
    const fetchMock = respond(200, { ok: 1 });
    global.fetch = fetchMock;
    await expect(apiRequest('/health')).resolves.toEqual({ ok: 1 });
    expect(fetchMock).toHaveBeenCalledWith('/api/health', expect.objectContaining({ credentials: 'include', method: 'GET' }));
  });

  it('reads any 5xx as the generic server message', async () => {
    global.fetch = respond(500, { errors: [{ code: 'boom', message: 'stack trace' }] });
    await expect(apiRequest('/x')).rejects.toEqual(new ApiError(SERVER_ERROR_MESSAGE, 500, 'server_error'));
  });

  it('reads no response as the server not responding', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest('/x')).rejects.toMatchObject({ message: NO_RESPONSE_MESSAGE, status: 0 });
  });

  it('reads a request that could not be sent as a failed request', async () => {
    global.fetch = respond(200, {});
    await expect(apiRequest('/x', { body: { self: BigInt(1) } })).rejects.toMatchObject({ message: 'Request to server fail, please try again later!' });
  });

  it('translates a known code and otherwise shows the server message', async () => {
    global.fetch = respond(400, { errors: [{ code: 'wrongCredentials', message: 'nope' }] });
    await expect(apiRequest('/login')).rejects.toMatchObject({ message: 'The credentials are not correct.', status: 400, code: 'wrongCredentials' });
    global.fetch = respond(400, { errors: [{ code: 'invalid_parameter', message: 'page must be a whole number of 1 or more' }] });
    await expect(apiRequest('/events')).rejects.toMatchObject({ message: 'page must be a whole number of 1 or more' });
  });
});

describe('apiRequest bodies and headers', () => {
  it('sends extra headers such as Idempotency-Key with a JSON body', async () => {
    const fetchMock = respond(200, {});
    global.fetch = fetchMock;
    await apiRequest('/posts', { method: 'POST', body: { thread_id: 1 }, headers: { 'Idempotency-Key': 'k-1' } });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/posts',
      expect.objectContaining({ body: '{"thread_id":1}', headers: { accept: 'application/json', 'content-type': 'application/json', 'Idempotency-Key': 'k-1' } }),
    );
  });

  it('sends a FormData body as it is, without a JSON content-type', async () => {
    const fetchMock = respond(200, {});
    global.fetch = fetchMock;
    const form = new FormData();
    form.set('key', 'abc');
    await apiRequest('/attachments', { method: 'POST', body: form });
    const init = fetchMock.mock.calls[0][1] as RequestInit;
    expect(init.body).toBe(form);
    expect(init.headers).toEqual({ accept: 'application/json' });
  });

  it('sends DELETE with a JSON body', async () => {
    const fetchMock = respond(200, {});
    global.fetch = fetchMock;
    await apiRequest('/posts/4', { method: 'DELETE', body: { reason: 'spam' } });
    expect(fetchMock).toHaveBeenCalledWith('/api/posts/4', expect.objectContaining({ method: 'DELETE', body: '{"reason":"spam"}' }));
  });
});
