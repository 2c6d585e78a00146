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
});
