import { ApiError } from '../api/api-error';
import { QueryCache } from './query-cache';

describe('QueryCache', () => {
  it('fetches a key once for every reader', async () => {
    const cache = new QueryCache();
    const fetcher = jest.fn().mockResolvedValue([1, 2]);
    await Promise.all([cache.ensure('/a', fetcher), cache.ensure('/a', fetcher)]);
    await cache.ensure('/a', fetcher);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(cache.getState('/a')).toEqual({ status: 'success', data: [1, 2], error: undefined });
  });

  it('fetches again when the data is older than the allowed age', async () => {
    const cache = new QueryCache();
    const fetcher = jest.fn().mockResolvedValue(1);
    await cache.ensure('/counts', fetcher, 60_000);
    jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 61_000);
    await cache.ensure('/counts', fetcher, 60_000);
    expect(fetcher).toHaveBeenCalledTimes(2);
    jest.restoreAllMocks();
  });

  it('keeps the API error for the reader and tells listeners', async () => {
    const cache = new QueryCache();
    const listener = jest.fn();
    cache.subscribe('/b', listener);
    await cache.fetch('/b', () => Promise.reject(new ApiError('no events', 404, 'not_found')));
    expect(cache.getState('/b')).toMatchObject({ status: 'error', error: { message: 'no events', status: 404 } });
    expect(listener).toHaveBeenCalled();
  });
});

describe('QueryCache.invalidate', () => {
  it('refetches a key that is still on screen and drops one that is not', async () => {
    const cache = new QueryCache();
    const shown = jest.fn().mockResolvedValueOnce('guest menu').mockResolvedValueOnce('member menu');
    const hidden = jest.fn().mockResolvedValue('x');
    cache.subscribe('/nav', () => undefined);
    await cache.ensure('/nav', shown);
    await cache.ensure('/hidden', hidden);

    cache.invalidate();
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(shown).toHaveBeenCalledTimes(2);
    expect(cache.getState('/nav')).toMatchObject({ status: 'success', data: 'member menu' });
    await cache.ensure('/hidden', hidden);
    expect(hidden).toHaveBeenCalledTimes(2);
  });

  it('lists the keys read without data, and hands over seeded data', () => {
    const cache = new QueryCache();
    cache.getState('/nav');
    cache.getState('/threads/featured?vehicle_type_id=0');
    cache.seed('/nav', { links: [] });
    expect(cache.pendingKeys()).toEqual(['/threads/featured?vehicle_type_id=0']);
    expect(cache.successfulData()).toEqual({ '/nav': { links: [] } });
    cache.clear();
    expect(cache.pendingKeys()).toEqual([]);
  });

  it('refetches seeded data on screen when invalidated (after a login, say)', async () => {
    const cache = new QueryCache();
    cache.seed('/trending', ['seeded']);
    cache.subscribe('/trending', () => undefined);
    const fetcher = jest.fn().mockResolvedValue(['fresh']);
    await cache.ensure('/trending', fetcher);
    expect(fetcher).not.toHaveBeenCalled();
    cache.invalidate();
    await Promise.resolve();
    await Promise.resolve();
    expect(fetcher).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(cache.getState('/trending')).toMatchObject({ status: 'success', data: ['fresh'] });
  });
});
