import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LocationResponse, LocationsResponse } from '@trailhead/shared-kernel/types';
import { build, get, json, post, type TestApp } from '../../../test/helper';
import { rateLimitOf } from '../../http/rate-limits';
import { haversine } from '../../geo';
import { addLocations, castOf, errorOf, REFUSED, tableCounts, type Cast } from './locations-test-kit';

const MOAB = { latitude: 38.5733, longitude: -109.5498 };

/** A urlencoded form, as a plain HTML form posts it. */
function urlencoded(fields: Record<string, string | number>) {
  return { 'content-type': 'application/x-www-form-urlencoded', payload: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString() };
}

const NEW_LOCATION = {
  name: 'Fins and Things trailhead',
  location_type: 'trailhead',
  address: '1 Sand Flats Road',
  city: 'Moab',
  state: 'UT',
  country: 'US',
  latitude: 38.5801,
  longitude: -109.5168,
  description: 'Slickrock fins east of town.',
};

describe('trail locations: GET /locations, GET /locations/{id}, POST /locations', () => {
  let t: TestApp;
  let cast: Cast;
  const seeded = castOf();
  // 2,600 locations on a line north of Moab (id order = distance order from the south end), a
  // few campgrounds for one vehicle type among them, and one far away in Ontario.
  let ids: number[] = [];
  let ontario = 0;

  beforeAll(async () => {
    t = await build({
      seed: async (db) => {
        await seeded.seed(db);
        await db.insertInto('vehicle_types').values({ vehicle_type_id: 7, title: 'Seven', slug_url: 'seven', nav_icon_image_url: null, logo_image_url: null, display_order: 7 } as never).execute();
        ids = await addLocations(
          db,
          Array.from({ length: 2600 }, (_, i) => ({
            latitude: MOAB.latitude + i * 0.001,
            longitude: MOAB.longitude,
            location_type: i % 100 === 0 ? 'campground' : 'trailhead',
            vehicle_type_id: i % 100 === 0 && i % 200 === 0 ? 7 : i % 100 === 0 ? 8 : null,
          })),
        );
        [ontario] = await addLocations(db, [{ name: 'Ganaraska Forest', location_type: 'off_road_park', latitude: 44.05, longitude: -78.45 }]);
      },
    });
    cast = { ids: seeded.ids, cookies: await seeded.login(t) };
  });
  afterAll(() => t.close());

  describe('GET /locations', () => {
    it('sends a page compressed, Brotli to a client that takes it and gzip to one that takes only gzip, the same page as the plain one', async () => {
      const plain = await get(t.app, '/api/locations', cast.cookies.member);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const asked = (encoding: string) => t.app.inject({ method: 'GET', url: '/api/locations', headers: { cookie: cast.cookies.member, 'accept-encoding': encoding } });
      const brotli = await asked('gzip, deflate, br, zstd');
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString('utf8'))).toEqual(json(plain));
      const zipped = await asked('gzip, deflate, br;q=0');
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.vary).toMatch(/accept-encoding/i);
      expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(json(plain));
      expect(brotli.rawPayload.length).toBeLessThan(zipped.rawPayload.length);
      expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    });

    it('answers pages of 2,500 by id until the last page', async () => {
      const first = json<LocationsResponse>(await get(t.app, '/api/locations', cast.cookies.member));
      expect(first.locations).toHaveLength(2500);
      expect(first.pagination).toEqual({ current_page: 1, last_page: 2, per_page: 2500, total: 2601 });
      expect(first.locations[0]).toEqual({
        location_id: ids[0],
        name: 'Spot 1',
        location_type: 'campground',
        address: '1 Test Trail Road',
        city: 'Moab',
        state: 'UT',
        country: 'US',
        latitude: MOAB.latitude,
        longitude: MOAB.longitude,
        vehicle_type_id: 7,
        rating: null,
        rating_count: 0,
        media_count: 0,
        view_url: `/map?location=${ids[0]}`,
      });
      const order = first.locations.map((location) => location.location_id);
      expect(order).toEqual([...order].sort((a, b) => a - b));

      const second = json<LocationsResponse>(await get(t.app, '/api/locations?page=2', cast.cookies.member));
      expect(second.locations).toHaveLength(101);
      expect(second.pagination.current_page).toBe(2);
      expect(second.locations[0].location_id).toBeGreaterThan(order[order.length - 1]);
      expect(second.locations.at(-1)!.location_id).toBe(ontario);

      const beyond = await get(t.app, '/api/locations?page=3', cast.cookies.member);
      expect(beyond.statusCode).toBe(404);
      expect(errorOf(beyond).message).toBe('Page 3 does not exist: 2 page(s) of locations.');
    });

    it('filters by type and by vehicle type (locations for every vehicle stay)', async () => {
      const campgrounds = json<LocationsResponse>(await get(t.app, '/api/locations?location_type=campground', cast.cookies.member));
      expect(campgrounds.pagination.total).toBe(26);
      expect(new Set(campgrounds.locations.map((l) => l.location_type))).toEqual(new Set(['campground']));
      const forSeven = json<LocationsResponse>(await get(t.app, '/api/locations?location_type=campground&vehicle_type_id=7', cast.cookies.member));
      expect(forSeven.locations.map((l) => l.vehicle_type_id)).toEqual(Array(13).fill(7));
      const allForSeven = json<LocationsResponse>(await get(t.app, '/api/locations?vehicle_type_id=7&per_page=10', cast.cookies.member));
      expect(allForSeven.pagination.total).toBe(2601 - 13);
      expect(allForSeven.locations).toHaveLength(10);
    });

    it('within a radius: only those inside, nearest first, each with its distance in miles', async () => {
      // 3 miles around a point 1 mile east of the line's 500th location.
      const centre = { latitude: MOAB.latitude + 0.5, longitude: MOAB.longitude + 1 / 53.9 };
      const body = json<LocationsResponse>(
        await get(t.app, `/api/locations?latitude=${centre.latitude}&longitude=${centre.longitude}&radius=3&per_page=2500`, cast.cookies.member),
      );
      expect(body.locations.length).toBeGreaterThan(50);
      const distances = body.locations.map((l) => l.distance!);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(Math.max(...distances)).toBeLessThanOrEqual(3);
      expect(distances[0]).toBeCloseTo(1, 0);
      expect(body.locations[0].location_id).toBe(ids[500]);
      for (const location of body.locations) {
        expect(location.distance).toBeCloseTo(haversine(centre.latitude, centre.longitude, location.latitude, location.longitude, 'mi'), 1);
      }
      // Exact: every location the box let in but the circle did not is left out.
      const all = ids.length;
      const inside = (await t.db.selectFrom('locations').select(['latitude', 'longitude']).execute()).filter(
        (row) => haversine(centre.latitude, centre.longitude, row.latitude, row.longitude, 'mi') <= 3,
      ).length;
      expect(body.pagination.total).toBe(inside);
      expect(inside).toBeLessThan(all);
      // Paged in the same order.
      const page2 = json<LocationsResponse>(
        await get(t.app, `/api/locations?latitude=${centre.latitude}&longitude=${centre.longitude}&radius=3&per_page=10&page=2`, cast.cookies.member),
      );
      expect(page2.locations.map((l) => l.location_id)).toEqual(body.locations.slice(10, 20).map((l) => l.location_id));
      // Ontario is ~1,700 miles away.
      const wide = json<LocationsResponse>(await get(t.app, `/api/locations?latitude=44&longitude=-78.5&radius=100`, cast.cookies.member));
      expect(wide.locations.map((l) => l.location_id)).toEqual([ontario]);
    });

    it.each([
      ['radius=5', 400, 'A radius needs its centre: send latitude and longitude with it.'],
      ['radius=5&latitude=38', 400, 'A radius needs its centre: send latitude and longitude with it.'],
      ['location_type=volcano', 400, "'volcano' is not a location type: use one of trailhead, trail, campground, dealer, repair_shop, fuel, viewpoint, off_road_park."],
      ['per_page=2501', 400, null],
      ['radius=0&latitude=38&longitude=-109', 400, null],
      ['latitude=91&longitude=0&radius=5', 400, null],
      ['page=abc', 400, null],
      ['location_type=(5,000 characters)', 400, null],
    ])('refuses %s with a clear 4xx', async (query, status, message) => {
      const response = await get(t.app, `/api/locations?${query.replace('(5,000 characters)', 'x'.repeat(5000))}`, cast.cookies.member);
      expect(response.statusCode).toBe(status);
      if (message) expect(errorOf(response).message).toBe(message);
      else expect(errorOf(response).message).toEqual(expect.any(String));
    });

    it('is for paid members and staff', async () => {
      for (const role of ['member', 'moderator', 'admin', 'unconfirmed'] as const) {
        expect((await get(t.app, '/api/locations?per_page=1', cast.cookies[role])).statusCode).toBe(200);
      }
      for (const [role, status, code, message] of REFUSED) {
        const response = await get(t.app, '/api/locations', cast.cookies[role]);
        expect([role, response.statusCode, errorOf(response)]).toEqual([role, status, { code, message }]);
      }
    });
  });

  describe('GET /locations/{id}', () => {
    it('answers the location with its gallery and what the viewer may do', async () => {
      const body = json<LocationResponse>(await get(t.app, `/api/locations/${ontario}`, cast.cookies.member));
      expect(body.location).toMatchObject({
        location_id: ontario,
        name: 'Ganaraska Forest',
        location_type: 'off_road_park',
        description: '',
        user: null,
        user_rating: null,
        can_rate: true,
        can_add_media: true,
        media_category_id: expect.any(Number),
      });
      // A paid member whose account is not valid sees it, but may not add to it.
      const unconfirmed = json<LocationResponse>(await get(t.app, `/api/locations/${ontario}`, cast.cookies.unconfirmed));
      expect(unconfirmed.location).toMatchObject({ can_rate: false, can_add_media: false });
    });

    it('answers an unknown or malformed id with 4xx, and the roles below the map with its refusal', async () => {
      const unknown = await get(t.app, '/api/locations/999999', cast.cookies.member);
      expect([unknown.statusCode, errorOf(unknown).message]).toEqual([404, 'No location found']);
      expect((await get(t.app, '/api/locations/abc', cast.cookies.member)).statusCode).toBe(400);
      expect((await get(t.app, '/api/locations/99999999999', cast.cookies.member)).statusCode).toBe(400);
      for (const [role, status, code] of REFUSED) {
        const response = await get(t.app, `/api/locations/${ontario}`, cast.cookies[role]);
        expect([role, response.statusCode, errorOf(response).code]).toEqual([role, status, code]);
      }
    });
  });

  describe('POST /locations', () => {
    it('adds a location with its gallery (urlencoded form), which the map lists at once', async () => {
      const before = json<LocationsResponse>(await get(t.app, '/api/locations?location_type=trailhead&per_page=1', cast.cookies.member)).pagination.total;
      const response = await t.app.inject({ method: 'POST', url: '/api/locations', headers: { cookie: cast.cookies.member, ...urlencoded(NEW_LOCATION) }, payload: urlencoded(NEW_LOCATION).payload });
      expect(response.statusCode).toBe(200);
      const { location } = json<LocationResponse>(response);
      expect(location).toMatchObject({
        name: NEW_LOCATION.name,
        location_type: 'trailhead',
        address: '1 Sand Flats Road',
        latitude: 38.5801,
        longitude: -109.5168,
        description: 'Slickrock fins east of town.',
        rating: null,
        can_rate: true,
        user: expect.objectContaining({ username: 'member' }),
        view_url: `/map?location=${location.location_id}`,
      });
      const gallery = await t.db.selectFrom('media_categories').selectAll().where('category_id', '=', location.media_category_id).executeTakeFirstOrThrow();
      expect(gallery).toMatchObject({ location_id: location.location_id, title: NEW_LOCATION.name });
      // The cached pages were forgotten.
      const after = json<LocationsResponse>(await get(t.app, '/api/locations?location_type=trailhead&per_page=1', cast.cookies.member)).pagination.total;
      expect(after).toBe(before + 1);
    });

    it("refuses the same address, however it is written: 409 'Address must be unique!', nothing written", async () => {
      await post(t.app, '/api/locations', { ...NEW_LOCATION, address: '9 Kane Creek Blvd.' }, cast.cookies.admin);
      const counts = await tableCounts(t.db);
      const response = await post(t.app, '/api/locations', { ...NEW_LOCATION, name: 'Again', address: '9  kane creek BLVD', city: 'moab' }, cast.cookies.moderator);
      expect(response.statusCode).toBe(409);
      expect(errorOf(response)).toEqual({ code: 'address_must_be_unique', message: 'Address must be unique!' });
      expect(await tableCounts(t.db)).toEqual(counts);
    });

    it.each([
      ['{ name: "" }', { name: '' }, 'invalid_name', 'Give the location a name'],
      ['{ location_type: "" }', { location_type: '' }, 'invalid_location_type', 'Choose the type of location'],
      ['{ location_type: "volcano" }', { location_type: 'volcano' }, 'invalid_location_type', "'volcano' is not a location type: use one of trailhead, trail, campground, dealer, repair_shop, fuel, viewpoint, off_road_park."],
      ['{ address: "   " }', { address: '   ' }, 'invalid_address', 'Type the address'],
      ['{ address: "!!!" }', { address: '!!!' }, 'invalid_address', 'Type the address'],
      ['{ latitude: "north" }', { latitude: 'north' }, 'invalid_coordinates', 'Latitude must be a number between -90 and 90'],
      ['{ longitude: 200 }', { longitude: 200 }, 'invalid_coordinates', 'Longitude must be a number between -180 and 180'],
      ['{ latitude: 48.85, longitude: 2.35 }', { latitude: 48.85, longitude: 2.35 }, 'invalid_coordinates', 'Only locations in the US or Canada'],
      ['{ country: "FR" }', { country: 'FR' }, 'invalid_country', 'Only locations in the US or Canada'],
      ['{ vehicle_type_id: 999 }', { vehicle_type_id: 999 }, 'invalid_vehicle_type', 'No vehicle types found'],
      ['a 20,000-character name', { name: 'x'.repeat(20_000) }, 'invalid_name', null],
      ['a 6,000-character description', { description: 'x'.repeat(6_000) }, 'invalid_description', null],
      ['{ name: ["a", "b"] }', { name: ['a', 'b'] }, 'invalid_field', "The field 'name' must be a single value."],
      ['{ name: { nested: 1 } }', { name: { nested: 1 } }, 'invalid_field', "The field 'name' must be a single value."],
    ] as [string, Record<string, unknown>, string, string | null][])('refuses %s with 400 and writes nothing', async (_label, change, code, message) => {
      const counts = await tableCounts(t.db);
      const response = await post(t.app, '/api/locations', { ...NEW_LOCATION, address: '77 Unique Way', ...change }, cast.cookies.member);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).code).toBe(code);
      if (message) expect(errorOf(response).message).toBe(message);
      expect(await tableCounts(t.db)).toEqual(counts);
    });

    it('refuses every role below the map, and a paid account that is not valid; nothing written', async () => {
      const counts = await tableCounts(t.db);
      for (const [role, status, code, message] of [
        ...REFUSED,
        ['unconfirmed', 403, 'account_incomplete', 'Please complete and confirm your account before you add to the map.'],
      ] as const) {
        const response = await post(t.app, '/api/locations', { ...NEW_LOCATION, address: `${role} street` }, cast.cookies[role]);
        expect([role, response.statusCode, errorOf(response)]).toEqual([role, status, { code, message }]);
      }
      expect(await tableCounts(t.db)).toEqual(counts);
    });

    it('takes a multipart form without files, and refuses one with a file', async () => {
      const { multipart } = await import('../attachments/attachments-test-kit');
      const form = multipart({ ...NEW_LOCATION, address: '5 Multipart Lane', latitude: '39.1', longitude: '-108.5' } as never);
      const ok = await t.app.inject({ method: 'POST', url: '/api/locations', headers: { ...form.headers, cookie: cast.cookies.admin }, payload: form.payload });
      expect(ok.statusCode).toBe(200);
      const counts = await tableCounts(t.db);
      const withFile = multipart({ ...NEW_LOCATION, address: '6 Multipart Lane' } as never, { filename: 'x.png', bytes: Buffer.from('x'), field: 'photo' });
      const refused = await t.app.inject({ method: 'POST', url: '/api/locations', headers: { ...withFile.headers, cookie: cast.cookies.admin }, payload: withFile.payload });
      expect([refused.statusCode, errorOf(refused)]).toEqual([400, { code: 'unexpected_file', message: 'This form takes no file.' }]);
      expect(await tableCounts(t.db)).toEqual(counts);
    });
  });

  it('limits the writes: new locations by their own count, photos and reviews as uploads, deletions as writes', () => {
    expect(rateLimitOf('POST', '/api/locations')?.name).toBe('locations');
    expect(rateLimitOf('POST', '/api/locations/:id/rating')?.name).toBe('uploads');
    expect(rateLimitOf('POST', '/api/media')?.name).toBe('uploads');
    expect(rateLimitOf('DELETE', '/api/media/:id')?.name).toBe('writes');
    expect(rateLimitOf('GET', '/api/locations')).toBeNull();
  });
});
