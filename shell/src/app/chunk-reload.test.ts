import { isChunkLoadError, reloadOnceAMinute } from './chunk-reload';

describe('chunk load failures (spec §8)', () => {
  it('recognises webpack and browser chunk errors only', () => {
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: 'Loading chunk 12 failed.' })).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('reloads at most once a minute', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => void store.set(key, value) };
    const reload = jest.fn();
    expect(reloadOnceAMinute(storage, reload, 1_000_000)).toBe(true);
    expect(reloadOnceAMinute(storage, reload, 1_030_000)).toBe(false);
    expect(reloadOnceAMinute(storage, reload, 1_061_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
