// Demo trail locations (issue 17): 224 places of every type near real off-road areas of the US and
// Canada, each with its gallery, reviewed by demo and community members (`member` has rated every
// fourth and not the others). Their photos are files, so they are written after the demo seed
// when there is somewhere to keep them (seedLocationPhotos), the way the forum's demo photos are.
import path from 'node:path';
import type { Insertable, Kysely } from 'kysely';
import { DAY } from '../clock';
import type { Database } from '../db/tables';
import type { LocationRatingsTable, LocationsTable, MediaItemsTable } from '../db/tables/map.table';
import { makeTrailPhoto } from '../modules/attachments/sample-files';
import { inspectFile } from '../modules/attachments/file-inspection';
import { LOCATION_TYPES } from '../modules/lists/option-lists';
import { addressKey } from '../modules/locations/location-geometry';
import { mediaFileUrl } from '../modules/locations/location-media';
import { LocalDiskStorage } from '../storage/local-disk-storage';
import { newStorageId, type FileStorage } from '../storage/file-storage';
import { insertInBatches } from './bulk-insert';
import type { SeededMember } from './members.seed';
import { Prng } from './prng';

/** Its own PRNG: adding locations changes nothing else of the demo community. */
const LOCATIONS_SEED = 20261217;
const PER_AREA = 7;

// [area, nearest town, state or province, country, latitude, longitude]
const AREAS: [string, string, string, 'US' | 'CA', number, number][] = [
  ['Sand Flats', 'Moab', 'UT', 'US', 38.58, -109.52],
  ['Johnson Valley', 'Lucerne Valley', 'CA', 'US', 34.4, -116.55],
  ['Rubicon', 'Tahoma', 'CA', 'US', 39.01, -120.24],
  ['Alpine Loop', 'Ouray', 'CO', 'US', 38.02, -107.67],
  ['Hatfield-McCoy', 'Gilbert', 'WV', 'US', 37.72, -81.87],
  ['Windrock', 'Oliver Springs', 'TN', 'US', 36.06, -84.33],
  ['Uwharrie', 'Troy', 'NC', 'US', 35.42, -80.02],
  ['Badlands', 'Attica', 'IN', 'US', 40.29, -87.25],
  ['Hidden Falls', 'Marble Falls', 'TX', 'US', 30.58, -98.27],
  ['Katemcy Rocks', 'Mason', 'TX', 'US', 30.91, -99.28],
  ['Sand Hollow', 'Hurricane', 'UT', 'US', 37.11, -113.38],
  ['Imperial Dunes', 'Glamis', 'CA', 'US', 32.99, -115.07],
  ['Black Hills', 'Custer', 'SD', 'US', 43.77, -103.6],
  ['Silver Lake Dunes', 'Mears', 'MI', 'US', 43.66, -86.5],
  ['Oregon Dunes', 'Winchester Bay', 'OR', 'US', 43.66, -124.19],
  ['Evans Creek', 'Buckley', 'WA', 'US', 47.02, -121.88],
  ['St. Anthony Dunes', 'St. Anthony', 'ID', 'US', 44.0, -111.7],
  ['Rausch Creek', 'Pine Grove', 'PA', 'US', 40.62, -76.46],
  ['Big Bend', 'Terlingua', 'TX', 'US', 29.32, -103.62],
  ['Mojave Road', 'Needles', 'CA', 'US', 35.08, -114.6],
  ['Broken Arrow', 'Sedona', 'AZ', 'US', 34.85, -111.76],
  ['Coyote Flat', 'Bishop', 'CA', 'US', 37.33, -118.45],
  ['Taylor Park', 'Almont', 'CO', 'US', 38.86, -106.56],
  ['Ouachita', 'Hot Springs', 'AR', 'US', 34.6, -93.1],
  ['Knik River', 'Palmer', 'AK', 'US', 61.48, -148.9],
  ['Whipsaw', 'Princeton', 'BC', 'CA', 49.36, -120.5],
  ['Ghost', 'Cochrane', 'AB', 'CA', 51.28, -115.03],
  ['Ganaraska Forest', 'Port Hope', 'ON', 'CA', 44.05, -78.45],
  ['Laurentides', 'Mont-Tremblant', 'QC', 'CA', 46.2, -74.6],
  ['Cape Breton Highlands', 'Ingonish', 'NS', 'CA', 46.74, -60.65],
  ['Sandilands', 'Hadashville', 'MB', 'CA', 49.5, -96.3],
  ['Kananaskis', 'Canmore', 'AB', 'CA', 50.9, -115.2],
];

const STREETS = ['Canyon Road', 'Ridge Road', 'Forest Road', 'Mesa Drive', 'Creek Road', 'Highway', 'Quarry Road', 'Trail Road'];

const NAMES: Record<string, (area: string, town: string, rng: Prng) => string> = {
  trailhead: (area) => `${area} Trailhead`,
  trail: (area, _town, rng) => `${area} ${rng.pick(['Rim', 'Canyon', 'Ridge', 'Wash', 'Pass', 'Loop'])} Trail`,
  campground: (area, _town, rng) => `${area} ${rng.pick(['Basecamp', 'Campground', 'Dispersed Camp'])}`,
  dealer: (_area, town) => `${town} Trailhead Motors`,
  repair_shop: (_area, town, rng) => `${town} ${rng.pick(['4x4 & Fab', 'Off-Road Service', 'Axle Works'])}`,
  fuel: (_area, town) => `${town} Fuel Stop`,
  viewpoint: (area, _town, rng) => `${area} ${rng.pick(['Overlook', 'Viewpoint', 'Summit'])}`,
  off_road_park: (area) => `${area} OHV Park`,
};

const DESCRIPTIONS: Record<string, string[]> = {
  trailhead: ['Staging area with room for trailers. Air down here.', 'Gravel lot, vault toilet, trail maps at the kiosk.'],
  trail: ['Rocky ledges and a couple of optional obstacles; lockers help.', 'Shelf road with great views, narrow in places.', 'Sandy washes and a steep climb out at the end.'],
  campground: ['Flat sites, fire rings, no water: bring your own.', 'Dispersed camping along the creek, first come first served.'],
  dealer: ['Sales and service, knowledgeable parts counter.', 'Stocks lift kits, tires and recovery gear.'],
  repair_shop: ['Welding, axle rebuilds and trail repairs, call ahead.', 'Quick turnaround on CV axles and tie rods.'],
  fuel: ['Diesel and non-ethanol premium, air for tires.', 'Last fuel before the trail system.'],
  viewpoint: ['Sunset spot over the valley, short walk from parking.', 'Wide pull-out with a view of the whole range.'],
  off_road_park: ['Day passes at the gate, trails rated green to black.', 'Hundreds of miles of marked trails, camping on site.'],
};

const COMMENTS = [
  'Great day out, the views are worth the drive.',
  'Busy on weekends, go early.',
  'Took the family, easy enough for a first trip.',
  'Aired down to 15 psi and it was perfect.',
  'Washed out near the end after the storm, use caution.',
  'Friendly staff and fair prices.',
  'Our club runs here every spring. Never disappoints.',
  'A bit overrated, but still fun.',
  '',
];

const DEMO_REVIEWERS = ['admin', 'moderator'];
const NOT_REVIEWERS = new Set(['member', 'rookie', 'newbie', 'outlaw']);

/** Call inside the demo seed's transaction, after the members. */
export async function seedLocations(db: Kysely<Database>, members: SeededMember[], now: number): Promise<void> {
  const rng = new Prng(LOCATIONS_SEED);
  const byName = new Map(members.map((member) => [member.username, member.user_id]));
  const reviewers = members.filter((member) => !NOT_REVIEWERS.has(member.username)).map((member) => member.user_id);
  const adders = [...DEMO_REVIEWERS, 'member'].map((name) => byName.get(name)).filter((id): id is number => id !== undefined);
  const memberId = byName.get('member');
  const vehicles = (await db.selectFrom('vehicle_types').select('vehicle_type_id').execute()).map((row) => row.vehicle_type_id);
  const types = Object.keys(LOCATION_TYPES);

  const locations: Insertable<LocationsTable>[] = [];
  for (const [areaIndex, [area, town, state, country, latitude, longitude]] of AREAS.entries()) {
    for (let k = 0; k < PER_AREA; k++) {
      const type = types[(areaIndex + k) % types.length];
      const address = `${100 + rng.int(1, 98) * 10 + k} ${area} ${rng.pick(STREETS)}`;
      locations.push({
        user_id: rng.chance(0.3) ? rng.pick(adders) : rng.pick(reviewers),
        name: NAMES[type](area, town, rng),
        location_type: type,
        description: rng.pick(DESCRIPTIONS[type]),
        address,
        address_key: addressKey([address, town, state, country]),
        city: town,
        state,
        country,
        latitude: Math.round((latitude + (rng.next() - 0.5) * 0.3) * 1e5) / 1e5,
        longitude: Math.round((longitude + (rng.next() - 0.5) * 0.3) * 1e5) / 1e5,
        vehicle_type_id: vehicles.length > 0 && rng.chance(0.15) ? rng.pick(vehicles) : null,
        created_at: now - rng.int(30, 900) * DAY,
      });
    }
  }
  await insertInBatches(db, 'locations', locations);
  const rows = await db.selectFrom('locations').select(['location_id', 'name', 'created_at']).orderBy('location_id').execute();
  await insertInBatches(db, 'media_categories', rows.map((row) => ({ location_id: row.location_id, title: row.name, created_at: row.created_at })));

  const ratings: Insertable<LocationRatingsTable>[] = [];
  for (const [index, location] of rows.entries()) {
    const raters = rng.sample(reviewers, rng.int(0, 5));
    // member has rated every fourth location (and may rate the others).
    if (memberId !== undefined && index % 4 === 0) raters.push(memberId);
    for (const userId of raters) {
      const stars = rng.int(1, 5) < 2 ? rng.int(1, 3) : rng.int(3, 5);
      ratings.push({
        location_id: location.location_id,
        user_id: userId,
        user_rating: stars,
        comment: rng.pick(COMMENTS),
        media_id: null,
        rating_date: Math.min(now - 3600, location.created_at + rng.int(1, 300) * DAY),
      });
    }
  }
  await insertInBatches(db, 'location_ratings', ratings);
  // The counts the reviews add up to, per location.
  const totals = new Map<number, { count: number; sum: number }>();
  for (const rating of ratings) {
    const total = totals.get(rating.location_id) ?? { count: 0, sum: 0 };
    total.count += 1;
    total.sum += rating.user_rating;
    totals.set(rating.location_id, total);
  }
  for (const [locationId, total] of totals) {
    await db.updateTable('locations').set({ rating_count: total.count, rating_sum: total.sum }).where('location_id', '=', locationId).execute();
  }
}

const PHOTO_VARIANTS = 8;
const PHOTO_WIDTH = 480;
const PHOTO_HEIGHT = 320;

/**
 * Call after seedDemo with the server's data dir (files go to dataDir/location-media/, or to the
 * store given): a few photos in every third gallery, and on every fourth review. The photos are a
 * handful of files that several items show, as photos added again by their url do. Does nothing
 * once a gallery holds a photo, or without demo locations. Returns the media items written.
 */
export async function seedLocationPhotos(
  db: Kysely<Database>,
  dataDir: string,
  storage: FileStorage = new LocalDiskStorage(path.join(dataDir, 'location-media')),
): Promise<number> {
  if (await db.selectFrom('media_items').select('media_id').limit(1).executeTakeFirst()) return 0;
  const galleries = await db
    .selectFrom('media_categories')
    .innerJoin('locations', 'locations.location_id', 'media_categories.location_id')
    .select(['media_categories.category_id', 'locations.location_id', 'locations.user_id', 'locations.created_at'])
    .orderBy('locations.location_id')
    .execute();
  if (galleries.length === 0) return 0;
  const reviews = await db.selectFrom('location_ratings').select(['rating_id', 'location_id', 'user_id', 'rating_date']).orderBy('rating_id').execute();

  const photos = Array.from({ length: PHOTO_VARIANTS }, (_, i) => makeTrailPhoto(PHOTO_WIDTH, PHOTO_HEIGHT, 20 + i));
  // The photos pass the same checks as an upload would.
  if (!(await inspectFile(photos[0])).ok) throw new Error('demo photo is not a valid PNG');
  const urls: string[] = [];
  for (const bytes of photos) {
    const storageId = newStorageId();
    await storage.save(storageId, bytes);
    urls.push(mediaFileUrl(storageId, 'png'));
  }

  const items: Insertable<MediaItemsTable>[] = [];
  const galleryOf = new Map(galleries.map((gallery) => [gallery.location_id, gallery.category_id]));
  for (const [index, gallery] of galleries.entries()) {
    if (index % 3 !== 0) continue;
    for (let n = 0; n < 1 + (index % 2) * 2; n++) {
      items.push({ category_id: gallery.category_id, user_id: gallery.user_id, file_path: urls[(index + n) % urls.length], width: PHOTO_WIDTH, height: PHOTO_HEIGHT, created_at: gallery.created_at + (n + 1) * 3600 });
    }
  }
  const withPhoto = reviews.filter((_, index) => index % 4 === 1);
  await db.transaction().execute(async (trx) => {
    await insertInBatches(trx, 'media_items', items);
    // Review photos one by one: each review names its own item.
    for (const [n, review] of withPhoto.entries()) {
      const { media_id } = await trx
        .insertInto('media_items')
        .values({ category_id: galleryOf.get(review.location_id)!, user_id: review.user_id, file_path: urls[n % urls.length], width: PHOTO_WIDTH, height: PHOTO_HEIGHT, created_at: review.rating_date })
        .returning('media_id')
        .executeTakeFirstOrThrow();
      await trx.updateTable('location_ratings').set({ media_id }).where('rating_id', '=', review.rating_id).execute();
    }
    // Every gallery's count, from its items.
    const counts = await trx
      .selectFrom('media_items')
      .innerJoin('media_categories', 'media_categories.category_id', 'media_items.category_id')
      .select(['media_categories.location_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('media_categories.location_id')
      .execute();
    for (const row of counts) {
      if (row.location_id !== null) await trx.updateTable('locations').set({ media_count: Number(row.n) }).where('location_id', '=', row.location_id).execute();
    }
  });
  return items.length + withPhoto.length;
}
