import type { LocationTypesResponse, OptionList } from '@trailhead/shared-kernel/types';
import { canonicalTimeZone } from '../../time-zones';
import { build, get, json, type TestApp } from '../../../test/helper';
import { EVENT_REGIONS } from '../events/event-regions';

const NAMES = [
  'timezones',
  'regions',
  'event-types',
  'terrain-type',
  'communication-channel',
  'difficulty-level',
  'distance-unit',
  'official-type',
  'visibility-options',
  'location-type',
  'admin-menu',
  'week-days',
  'recurrence-pattern',
];

describe('GET /lists/{name}', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t.close());

  it.each(NAMES)('%s has labelled values and a default that is one of them', async (name) => {
    const response = await get(t.app, `/api/lists/${name}`);
    expect(response.statusCode).toBe(200);
    const list = json<OptionList>(response);
    expect(Object.keys(list).sort()).toEqual(name === 'location-type' ? ['default', 'icons', 'values'] : ['default', 'values']);
    expect(Object.keys(list.values).length).toBeGreaterThan(1);
    for (const label of Object.values(list.values)) expect(label).toEqual(expect.any(String));
    expect(list.values).toHaveProperty([list.default]);
  });

  it('offers real IANA time zones, the site default first choice', async () => {
    const list = json<OptionList>(await get(t.app, '/api/lists/timezones'));
    expect(list.default).toBe('America/Denver');
    for (const zone of Object.keys(list.values)) expect(canonicalTimeZone(zone)).toBe(zone);
  });

  it('lists the event regions the events filter accepts, and the event kinds', async () => {
    expect(Object.keys(json<OptionList>(await get(t.app, '/api/lists/regions')).values)).toEqual(EVENT_REGIONS);
    expect(Object.keys(json<OptionList>(await get(t.app, '/api/lists/event-types')).values).sort()).toEqual(['meetup', 'online', 'ride', 'trip']);
    expect(Object.keys(json<OptionList>(await get(t.app, '/api/lists/recurrence-pattern')).values)).toEqual(['daily', 'weekly', 'monthly', 'yearly']);
    expect(Object.keys(json<OptionList>(await get(t.app, '/api/lists/week-days')).values)).toHaveLength(7);
  });

  it("adds the 'everyone' choice to the visibility options only with with_everyone=1", async () => {
    const without = json<OptionList>(await get(t.app, '/api/lists/visibility-options'));
    const withEveryone = json<OptionList>(await get(t.app, '/api/lists/visibility-options?with_everyone=1'));
    expect(without.values).not.toHaveProperty('everyone');
    expect(json<OptionList>(await get(t.app, '/api/lists/visibility-options?with_everyone=0'))).toEqual(without);
    expect(withEveryone.values).toHaveProperty('everyone');
    expect(withEveryone.default).toBe('everyone');
    const bad = await get(t.app, '/api/lists/visibility-options?with_everyone=2');
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors[0].message).toBe("The query parameter 'with_everyone' must be one of: 0, 1.");
  });

  it('names an icon the map can draw for every location type', async () => {
    const list = json<LocationTypesResponse>(await get(t.app, '/api/lists/location-type'));
    expect(Object.keys(list.icons).sort()).toEqual(Object.keys(list.values).sort());
    const drawn = ['trailhead', 'trail', 'campground', 'dealer', 'wrench', 'fuel', 'viewpoint', 'park'];
    for (const icon of Object.values(list.icons)) expect(drawn).toContain(icon);
    expect(list.icons.repair_shop).toBe('wrench');
  });

  it.each(['nope', 'constructor', '__proto__', 'toString'])('answers an unknown list (%s) with 404 no lists', async (name) => {
    const response = await get(t.app, `/api/lists/${name}`);
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ errors: [{ code: 'not_found', message: 'no lists' }] });
  });
});
