import { acceptedCodings } from './kept-json';

describe('acceptedCodings (Accept-Encoding)', () => {
  it('lists what a browser takes, whatever the case and spacing', () => {
    expect([...acceptedCodings('gzip, deflate, br, zstd')]).toEqual(['gzip', 'deflate', 'br', 'zstd']);
    expect([...acceptedCodings('GZIP,BR')]).toEqual(['gzip', 'br']);
  });

  it('leaves out a coding refused with q=0, and keeps one merely less wanted', () => {
    expect(acceptedCodings('gzip;q=1.0, br;q=0').has('br')).toBe(false);
    expect(acceptedCodings('br;q=0.000, gzip').has('br')).toBe(false);
    expect(acceptedCodings('br;q=0.5').has('br')).toBe(true);
  });

  it('takes nothing from a missing or empty header', () => {
    expect(acceptedCodings(undefined).size).toBe(0);
    expect(acceptedCodings('').size).toBe(0);
  });
});
