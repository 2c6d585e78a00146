import { QueryObserver } from '@tanstack/react-query';
import { ApiError } from '../api/api-error';
import { apiAnswers, apiQueryKey, apiQueryOptions, invalidateApiQueries, pendingApiUrls, seedApiQueries, serverRenderCache } from './api-query';
import { createQueryClient } from './query-client';

const answer = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body }) as Response;

let calls: string[];
beforeEach(() => {
  calls = [];
  global.fetch = jest.fn(async (url: string) => {
    calls.push(url);
    if (url.startsWith('/api/missing')) return answer(404, { errors: [{ code: 'not_found', message: 'no thread found' }] });
    return answer(200, { url });
  }) as unknown as typeof fetch;
});

/** A component on screen reading this query. */
function onScreen(client: ReturnType<typeof createQueryClient>, options: ReturnType<typeof apiQueryOptions>) {
  return new QueryObserver(client, options).subscribe(() => undefined);
}

it('keys a read by its API URL, query included, and fetches it once for every reader', async () => {
  const client = createQueryClient();
  const options = apiQueryOptions<{ url: string }>('/threads/7/posts', { page: 2, empty: '' });
  expect(options.queryKey).toEqual(['/api/threads/7/posts?page=2']);
  await Promise.all([client.fetchQuery(options), client.fetchQuery(options)]);
  await client.ensureQueryData(options);
  expect(calls).toEqual(['/api/threads/7/posts?page=2']);
});

it('keeps the API error (spec §8 text) for the reader, and does not retry', async () => {
  const client = createQueryClient();
  await expect(client.fetchQuery(apiQueryOptions('/missing'))).rejects.toMatchObject({ message: 'no thread found', status: 404 });
  expect(client.getQueryState(apiQueryKey('/missing'))?.error).toBeInstanceOf(ApiError);
  expect(calls).toHaveLength(1);
});

it('invalidating a prefix refetches the reads on screen and leaves the rest for later', async () => {
  const client = createQueryClient();
  const shown = apiQueryOptions('/threads/7');
  const hidden = apiQueryOptions('/threads/8');
  const other = apiQueryOptions('/nav');
  await Promise.all([client.fetchQuery(shown), client.fetchQuery(hidden), client.fetchQuery(other)]);
  const stop = onScreen(client, shown);
  calls = [];

  await invalidateApiQueries(client, '/api/threads/');
  expect(calls).toEqual(['/api/threads/7']);
  expect(client.getQueryState(hidden.queryKey)?.isInvalidated).toBe(true);
  expect(client.getQueryState(other.queryKey)?.isInvalidated).toBe(false);
  stop();
});

it('seeded answers are read without asking the API', async () => {
  const client = createQueryClient();
  seedApiQueries(client, { '/api/nav': { links: [] } });
  const stop = onScreen(client, apiQueryOptions('/nav'));
  expect(client.getQueryData(['/api/nav'])).toEqual({ links: [] });
  expect(calls).toEqual([]);
  stop();
});

it('a server render lists what it wanted without an answer, but not what it does not want yet', () => {
  const client = createQueryClient(serverRenderCache());
  seedApiQueries(client, { '/api/nav': { links: [] } });
  // What useQuery does while rendering on the server: the read is declared, nothing is fetched.
  const declare = (options: object) => client.getQueryCache().build(client, options as never);
  declare(apiQueryOptions('/nav'));
  declare(apiQueryOptions('/threads/featured', { vehicle_type_id: 0 }));
  declare({ ...apiQueryOptions('/nav/admin'), enabled: false });
  // One component does not want the vehicle types yet, another does: they are wanted.
  declare({ ...apiQueryOptions('/vehicles'), enabled: false });
  declare(apiQueryOptions('/vehicles'));
  expect(pendingApiUrls(client)).toEqual(['/api/threads/featured?vehicle_type_id=0', '/api/vehicles']);
  expect(apiAnswers(client)).toEqual({ '/api/nav': { links: [] } });
  expect(calls).toEqual([]);
});
