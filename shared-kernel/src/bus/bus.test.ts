import { bus, createBus, isLoggedIn, trackLoading } from './index';

describe('the bus', () => {
  it('is one object per page, whoever imports it', () => {
    expect((globalThis as { __TRAILHEAD_BUS__?: unknown }).__TRAILHEAD_BUS__).toBe(bus);
  });

  it('replays the latest state to late subscribers and not past happenings', () => {
    const local = createBus();
    local.vehicleType$.next(3);
    local.snackbar.next({ message: 'missed', status: 'info' });
    const seen: unknown[] = [];
    local.vehicleType$.subscribe((value) => seen.push(value));
    local.snackbar.subscribe((value) => seen.push(value));
    expect(seen).toEqual([3]);
  });

  it('starts at vehicle type 0 and zero counts', () => {
    const local = createBus();
    expect(local.vehicleType$.getValue()).toBe(0);
    expect(local.counts$.getValue()).toEqual({ alerts: 0, conversations: 0 });
  });
});

describe('isLoggedIn (spec §4)', () => {
  it('is true when a user exists or the status is not anonymous', () => {
    expect(isLoggedIn({ status: null, user: null })).toBe(false);
    expect(isLoggedIn({ status: { status: 'user_not_logged', permission: 'public', message: null, details: null }, user: null })).toBe(false);
    expect(isLoggedIn({ status: { status: 'valid', permission: 'full', message: null, details: null }, user: null })).toBe(true);
  });
});

describe('trackLoading', () => {
  it('counts loads under way and ends each once', () => {
    const local = createBus();
    const first = trackLoading(local);
    const second = trackLoading(local);
    expect(local.loading$.getValue()).toBe(2);
    first();
    first();
    expect(local.loading$.getValue()).toBe(1);
    second();
    expect(local.loading$.getValue()).toBe(0);
  });
});
