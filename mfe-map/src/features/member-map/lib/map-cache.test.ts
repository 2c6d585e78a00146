import { MAP_CACHE_MS, MapCache, ONLINE_USERS_CACHE_MS } from './map-cache';
import { memoryStore } from './map-store';

function cacheAt(start = 1_000_000) {
  const clock = { now: start };
  const store = memoryStore();
  return { clock, store, cache: new MapCache(store, () => clock.now) };
}

describe('the map cache (spec §3 status record, §4 one-day refresh, §9)', () => {
  it('keeps an answer for a day, then fetches it again', async () => {
    const { clock, cache } = cacheAt();
    const fetch = jest.fn().mockResolvedValueOnce(['first']).mockResolvedValueOnce(['second']);
    expect(await cache.load('offRodeo', 'users', fetch)).toEqual({ data: ['first'], savedAt: clock.now, stale: false });
    clock.now += MAP_CACHE_MS - 1;
    expect((await cache.load('offRodeo', 'users', fetch)).data).toEqual(['first']);
    expect(fetch).toHaveBeenCalledTimes(1);
    clock.now += 1;
    expect((await cache.load('offRodeo', 'users', fetch)).data).toEqual(['second']);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('keeps who is online for a minute only', async () => {
    const { clock, cache } = cacheAt();
    const fetch = jest.fn().mockResolvedValueOnce(['rider']).mockResolvedValueOnce([]);
    expect((await cache.load('onlineUsers', 'online', fetch)).data).toEqual(['rider']);
    clock.now += ONLINE_USERS_CACHE_MS - 1;
    expect((await cache.load('onlineUsers', 'online', fetch)).data).toEqual(['rider']);
    clock.now += 1;
    expect((await cache.load('onlineUsers', 'online', fetch)).data).toEqual([]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('writes the status record: each section its expiration, isSuccess true', async () => {
    const { clock, cache } = cacheAt();
    await cache.load('offRodeo', 'clubs:0', async () => []);
    clock.now += 10;
    await cache.load('onlineUsers', 'online', async () => []);
    await cache.save('filters', 'filters', { group: 'allUsers' });
    expect(await cache.status()).toEqual({
      offRodeoExpiration: 1_000_000 + MAP_CACHE_MS,
      onlineUsersExpiration: 1_000_010 + ONLINE_USERS_CACHE_MS,
      filtersExpiration: 1_000_010 + MAP_CACHE_MS,
      isSuccess: true,
      failingKeys: [],
    });
  });

  it('a failed refresh keeps the old data, marked stale, and sets isSuccess false until that answer is fetched again', async () => {
    const { clock, cache } = cacheAt();
    await cache.load('offRodeo', 'users', async () => ['kept']);
    clock.now += MAP_CACHE_MS + 5;
    const answer = await cache.load('offRodeo', 'users', async () => {
      throw new Error('Server not respond, please try again later!');
    });
    expect(answer).toEqual({ data: ['kept'], savedAt: 1_000_000, stale: true });
    expect(await cache.status()).toMatchObject({ isSuccess: false, failingKeys: ['users'] });
    // Another answer's success does not hide the failure; the same answer's does.
    await cache.load('offRodeo', 'clubs:0', async () => []);
    expect((await cache.status()).isSuccess).toBe(false);
    await cache.load('offRodeo', 'users', async () => ['new']);
    expect(await cache.status()).toMatchObject({ isSuccess: true, failingKeys: [] });
  });

  it('with nothing kept, a failure is the error', async () => {
    const { cache } = cacheAt();
    await expect(cache.load('offRodeo', 'users', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await cache.status()).isSuccess).toBe(false);
  });

  it('belongs to one member: another member on this browser starts empty', async () => {
    const { cache } = cacheAt();
    await cache.claim(1);
    await cache.load('offRodeo', 'users', async () => ['of member 1']);
    await cache.claim(1);
    expect(await cache.read('users')).toBeDefined();
    await cache.claim(2);
    expect(await cache.read('users')).toBeUndefined();
    expect((await cache.status()).offRodeoExpiration).toBeNull();
  });

  it('stays under its size budget: the oldest answers make room', async () => {
    const clock = { now: 0 };
    const cache = new MapCache(memoryStore(), () => clock.now, 1000);
    const blob = 'x'.repeat(200); // ~404 bytes as JSON in UTF-16
    await cache.load('offRodeo', 'a', async () => blob);
    clock.now += 1;
    await cache.load('offRodeo', 'b', async () => blob);
    clock.now += 1;
    await cache.load('offRodeo', 'c', async () => blob);
    expect(await cache.read('a')).toBeUndefined();
    expect(await cache.read('b')).toBeDefined();
    expect(await cache.read('c')).toBeDefined();
    // Too big for the budget at all: used, not kept.
    expect((await cache.load('offRodeo', 'huge', async () => 'y'.repeat(600))).data).toHaveLength(600);
    expect(await cache.read('huge')).toBeUndefined();
  });

  it('a store that fails (quota, private window) never breaks the map', async () => {
    const broken = memoryStore();
    broken.get = () => Promise.reject(new Error('quota'));
    broken.set = () => Promise.reject(new Error('quota'));
    const cache = new MapCache(broken);
    expect((await cache.load('offRodeo', 'users', async () => ['fresh'])).data).toEqual(['fresh']);
  });
});
