import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LocationResponse, LocationReviewsResponse, LocationsResponse, MediaCategoryResponse } from '@trailhead/shared-kernel/types';
import { build, get, json, loginAs, type TestApp } from '../../test/helper';
import { isInMapArea } from '../modules/locations/location-geometry';
import { LOCATION_TYPES } from '../modules/lists/option-lists';
import { DEMO_PASSWORD, seedDemo } from './index';
import { seedLocationPhotos } from './locations.seed';

describe('the demo trail locations', () => {
  let t: TestApp;
  let dataDir: string;
  let written = 0;
  let cookie = '';

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trailhead-location-seed-'));
    t = await build({
      settings: { dataDir },
      seed: async (db) => {
        await seedDemo(db);
        written = await seedLocationPhotos(db, dataDir);
      },
    });
    cookie = await loginAs(t.app, 'member', DEMO_PASSWORD);
    // The whole demo community is seeded first.
  }, 120_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('spreads 220+ locations of every type over the US and Canada, with counts that match their reviews and photos', async () => {
    const { locations, pagination } = json<LocationsResponse>(await get(t.app, '/api/locations', cookie));
    expect(pagination.total).toBeGreaterThanOrEqual(220);
    expect(pagination.last_page).toBe(1);
    expect(new Set(locations.map((l) => l.location_type))).toEqual(new Set(Object.keys(LOCATION_TYPES)));
    expect(new Set(locations.map((l) => l.country))).toEqual(new Set(['US', 'CA']));
    expect(new Set(locations.map((l) => l.state)).size).toBeGreaterThanOrEqual(20);
    for (const location of locations) expect([location.name, isInMapArea(location.latitude, location.longitude)]).toEqual([location.name, true]);
    expect(locations.filter((l) => l.rating_count > 0).length).toBeGreaterThan(150);

    const counted = await t.db
      .selectFrom('locations')
      .leftJoin('location_ratings', 'location_ratings.location_id', 'locations.location_id')
      .select(['locations.location_id', 'locations.rating_count', 'locations.rating_sum', (eb) => eb.fn.count<number>('location_ratings.rating_id').as('n'), (eb) => eb.fn.sum<number>('location_ratings.user_rating').as('stars')])
      .groupBy(['locations.location_id', 'locations.rating_count', 'locations.rating_sum'])
      .execute();
    for (const row of counted) expect([row.location_id, row.rating_count, row.rating_sum]).toEqual([row.location_id, Number(row.n), Number(row.stars ?? 0)]);
    const media = await t.db.selectFrom('media_items').innerJoin('media_categories', 'media_categories.category_id', 'media_items.category_id').select('media_categories.location_id').execute();
    expect(media.length).toBe(written);
    const sums = locations.reduce((sum, l) => sum + l.media_count, 0);
    expect(sums).toBe(written);
  });

  it('has the member rate some locations and not others; some reviews carry a photo the site serves; galleries hold photos', async () => {
    const memberId = (await t.db.selectFrom('users').select('user_id').where('username', '=', 'member').executeTakeFirstOrThrow()).user_id;
    const rated = await t.db.selectFrom('location_ratings').select('location_id').where('user_id', '=', memberId).execute();
    expect(rated.length).toBeGreaterThan(20);
    const ratedOne = json<LocationResponse>(await get(t.app, `/api/locations/${rated[0].location_id}`, cookie)).location;
    expect(ratedOne).toMatchObject({ can_rate: false, user_rating: expect.any(Number) });
    const all = await t.db.selectFrom('locations').select('location_id').orderBy('location_id').execute();
    const unrated = all.find((row) => !rated.some((r) => r.location_id === row.location_id))!;
    expect(json<LocationResponse>(await get(t.app, `/api/locations/${unrated.location_id}`, cookie)).location).toMatchObject({ can_rate: true, user_rating: null });

    const reviewers = await t.db.selectFrom('location_ratings').select('user_id').distinct().execute();
    expect(reviewers.length).toBeGreaterThanOrEqual(10);
    const withPhoto = await t.db.selectFrom('location_ratings').select('location_id').where('media_id', 'is not', null).orderBy('rating_id').executeTakeFirstOrThrow();
    const reviews = json<LocationReviewsResponse>(await get(t.app, `/api/locations/${withPhoto.location_id}/rating`, cookie));
    const photo = reviews.reviews.find((r) => r.location_rating_image)!.location_rating_image!;
    const served = await get(t.app, photo.url, cookie);
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/png']);

    const detail = json<LocationResponse>(await get(t.app, `/api/locations/${all[0].location_id}`, cookie)).location;
    const gallery = json<MediaCategoryResponse>(await get(t.app, `/api/media-categories/${detail.media_category_id}?with_content=1`, cookie));
    expect(gallery.media.length).toBeGreaterThanOrEqual(1);
    // Written once: a second call adds nothing.
    expect(await seedLocationPhotos(t.db, dataDir)).toBe(0);
  });
});
