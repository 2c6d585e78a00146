import { MicroCache } from './micro-cache';

describe('MicroCache', () => {
  it('does not keep an answer that was loading while its group was forgotten (it may predate the write)', async () => {
    const cache = new MicroCache<string, string>(5_000);
    let finish: (value: string) => void = () => undefined;
    const slow = cache.through('events', 'list', () => new Promise<string>((resolve) => (finish = resolve)), 1_000);
    cache.forget('events');
    finish('before the write');
    expect(await slow).toBe('before the write');
    const load = jest.fn(async () => 'after the write');
    expect(await cache.through('events', 'list', load, 1_001)).toBe('after the write');
    expect(await cache.through('events', 'list', load, 1_002)).toBe('after the write');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps no undefined answer, so a missing row is asked for again', async () => {
    const cache = new MicroCache<string, string>(5_000);
    const load = jest.fn(async () => undefined);
    await cache.through('events', 'detail:9', load, 1_000);
    await cache.through('events', 'detail:9', load, 1_001);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads only the members it does not hold, in one call, and keeps them for the time to live', async () => {
    const cache = new MicroCache<number, string>(5_000);
    const load = jest.fn(async (ids: number[]) => new Map(ids.filter((id) => id !== 404).map((id) => [id, `member ${id}`])));
    expect(await cache.throughEach([1, 2, 2, 404], load, 1_000)).toEqual(new Map([[1, 'member 1'], [2, 'member 2']]));
    expect(await cache.throughEach([2, 3, 1], load, 2_000)).toEqual(new Map([[2, 'member 2'], [3, 'member 3'], [1, 'member 1']]));
    expect(load.mock.calls).toEqual([[[1, 2, 404]], [[3]]]);
    // Past the time to live, and after a forget, the row is read again.
    cache.forget(3);
    await cache.throughEach([1, 3], load, 6_500);
    expect(load.mock.calls[2]).toEqual([[1, 3]]);
  });

  it('keeps no row that was loading while its member was forgotten', async () => {
    const cache = new MicroCache<number, string>(5_000);
    let finish: (rows: Map<number, string>) => void = () => undefined;
    const slow = cache.throughEach([7], () => new Promise((resolve) => (finish = resolve)), 1_000);
    cache.forget(7);
    finish(new Map([[7, 'old name']]));
    expect((await slow).get(7)).toBe('old name');
    const load = jest.fn(async () => new Map([[7, 'new name']]));
    expect((await cache.throughEach([7], load, 1_001)).get(7)).toBe('new name');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never holds more than its limit, dropping the oldest first', async () => {
    const cache = new MicroCache<number, number>(5_000, 2);
    const load = jest.fn(async (ids: number[]) => new Map(ids.map((id) => [id, id * 10])));
    await cache.throughEach([1, 2, 3], load, 1_000);
    expect(cache.get('1', 1_001)).toBeUndefined();
    expect(cache.get('2', 1_001)).toBe(20);
    expect(cache.get('3', 1_001)).toBe(30);
  });
});
