import { defaultFilters, filtersFromParams, filtersToParams, groupFlags, hasFilterParams } from './map-filters';

describe("the map's filters in the URL", () => {
  it('defaults: all users, members and locations, registered online users, radius off at 100 miles, nothing in the URL', () => {
    const filters = filtersFromParams(new URLSearchParams());
    expect(filters).toEqual(defaultFilters());
    expect(filters.radius).toEqual({ on: false, miles: 100, centre: { kind: 'me' } });
    expect(filters.online).toBe('registered');
    expect(filtersToParams(filters).toString()).toBe('');
  });

  it('round-trips every filter and keeps other parameters', () => {
    const filters = { ...defaultFilters(), group: 'registeredUsers' as const, layers: ['events' as const, 'members' as const], locationType: 'campground', online: 'all' as const, radius: { on: true, miles: 250, centre: { kind: 'point' as const, latitude: 38.57331, longitude: -109.54984 } }, locationId: 12 };
    const params = filtersToParams(filters, new URLSearchParams('utm=x'));
    expect(params.get('utm')).toBe('x');
    expect(params.get('layers')).toBe('members,events');
    expect(params.get('centre')).toBe('38.5733,-109.5498');
    expect(filtersFromParams(params)).toEqual({ ...filters, layers: ['members', 'events'], radius: { ...filters.radius, centre: { kind: 'point', latitude: 38.5733, longitude: -109.5498 } } });
    expect(hasFilterParams(params)).toBe(true);
    expect(hasFilterParams(new URLSearchParams('location=3'))).toBe(false);
  });

  it('ignores what it cannot read', () => {
    const filters = filtersFromParams(new URLSearchParams('show=everyone&online=x&miles=-5&centre=99,500&location=abc&layers=rockets'));
    expect(filters).toEqual({ ...defaultFilters(), layers: [] });
  });

  it("asks /users/map with the spec's flags", () => {
    expect(groupFlags('memberUsers')).toEqual({ member: 1 });
    expect(groupFlags('registeredUsers')).toEqual({ registered: 1 });
    expect(groupFlags('allUsers')).toEqual({ member: 1, registered: 1 });
  });
});
