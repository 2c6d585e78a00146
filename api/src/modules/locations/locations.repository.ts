// Reads and writes of trail locations, their reviews and their galleries. Plain functions taking
// the database (or a transaction) first; the routes decide who may call them.
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/tables';
import type { LocationsTable, MediaItemsTable } from '../../db/tables/map.table';
import type { BoundingBox } from '../../geo';

type Db = Kysely<Database>;

/** What the map lists of a location: only these columns, the list is read 2,500 rows at a time. */
export const LIST_COLUMNS = [
  'location_id',
  'name',
  'location_type',
  'address',
  'city',
  'state',
  'country',
  'latitude',
  'longitude',
  'vehicle_type_id',
  'rating_count',
  'rating_sum',
  'media_count',
] as const;

/** A listed location: the LIST_COLUMNS of its row. */
export type LocationListRow = Pick<Selectable<LocationsTable>, (typeof LIST_COLUMNS)[number]>;

export interface LocationFilter {
  locationType?: string;
  /** 0 or absent: every vehicle; else locations for it and those for every vehicle. */
  vehicleTypeId?: number;
  box?: BoundingBox;
}

function filtered(db: Db, filter: LocationFilter) {
  let query = db.selectFrom('locations');
  if (filter.locationType) query = query.where('location_type', '=', filter.locationType);
  if (filter.vehicleTypeId) {
    const vehicle = filter.vehicleTypeId;
    query = query.where((eb) => eb.or([eb('vehicle_type_id', '=', vehicle), eb('vehicle_type_id', 'is', null)]));
  }
  if (filter.box) {
    const box = filter.box;
    query = query.where('latitude', '>=', box.minLat).where('latitude', '<=', box.maxLat);
    // A box across the antimeridian is two ranges of longitude.
    query =
      box.minLng <= box.maxLng
        ? query.where('longitude', '>=', box.minLng).where('longitude', '<=', box.maxLng)
        : query.where((eb) => eb.or([eb('longitude', '>=', box.minLng), eb('longitude', '<=', box.maxLng)]));
  }
  return query;
}

/** A page of locations in a stable order (by id). */
export async function locationPage(db: Db, filter: LocationFilter, limit: number, offset: number): Promise<LocationListRow[]> {
  return filtered(db, filter).select(LIST_COLUMNS).orderBy('location_id').limit(limit).offset(offset).execute();
}

export async function countLocations(db: Db, filter: LocationFilter): Promise<number> {
  const row = await filtered(db, filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every location in the filter's box (the radius search sorts and pages them by distance). */
export async function locationsInBox(db: Db, filter: LocationFilter & { box: BoundingBox }): Promise<LocationListRow[]> {
  return filtered(db, filter).select(LIST_COLUMNS).orderBy('location_id').execute();
}

export type LocationRow = LocationListRow & { user_id: number | null; description: string; created_at: number; category_id: number | null };

export async function findLocation(db: Db, locationId: number): Promise<LocationRow | undefined> {
  return db
    .selectFrom('locations')
    .leftJoin('media_categories', 'media_categories.location_id', 'locations.location_id')
    .select(LIST_COLUMNS.map((column) => `locations.${column}` as const))
    .select(['locations.user_id', 'locations.description', 'locations.created_at', 'media_categories.category_id'])
    .where('locations.location_id', '=', locationId)
    .executeTakeFirst();
}

export async function locationWithAddress(db: Db, addressKey: string): Promise<number | undefined> {
  const row = await db.selectFrom('locations').select('location_id').where('address_key', '=', addressKey).executeTakeFirst();
  return row?.location_id;
}

/** The location and its gallery (one transaction: a location never lacks its gallery). */
export async function insertLocation(trx: Db, values: Insertable<LocationsTable>): Promise<number> {
  const { location_id } = await trx.insertInto('locations').values(values).returning('location_id').executeTakeFirstOrThrow();
  await trx.insertInto('media_categories').values({ location_id, title: values.name, created_at: values.created_at }).execute();
  return location_id;
}

export async function vehicleTypeExists(db: Db, vehicleTypeId: number): Promise<boolean> {
  return (await db.selectFrom('vehicle_types').select('vehicle_type_id').where('vehicle_type_id', '=', vehicleTypeId).executeTakeFirst()) !== undefined;
}

// ---- Reviews ----

export async function ratingOf(db: Db, locationId: number, userId: number): Promise<number | null> {
  const row = await db.selectFrom('location_ratings').select('user_rating').where('location_id', '=', locationId).where('user_id', '=', userId).executeTakeFirst();
  return row?.user_rating ?? null;
}

export interface ReviewRow {
  rating_id: number;
  location_id: number;
  user_id: number;
  user_rating: number;
  comment: string;
  media_id: number | null;
  rating_date: number;
}

export async function reviewPage(db: Db, locationId: number, limit: number, offset: number): Promise<ReviewRow[]> {
  return db
    .selectFrom('location_ratings')
    .select(['rating_id', 'location_id', 'user_id', 'user_rating', 'comment', 'media_id', 'rating_date'])
    .where('location_id', '=', locationId)
    .orderBy('rating_date', 'desc')
    .orderBy('rating_id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function findReview(db: Db, ratingId: number): Promise<ReviewRow> {
  return db
    .selectFrom('location_ratings')
    .select(['rating_id', 'location_id', 'user_id', 'user_rating', 'comment', 'media_id', 'rating_date'])
    .where('rating_id', '=', ratingId)
    .executeTakeFirstOrThrow();
}

/** The review, its photo (a gallery item) and the location's counts, written together. */
export async function insertReview(
  trx: Db,
  review: { location_id: number; user_id: number; user_rating: number; comment: string; rating_date: number },
  photo: Omit<Insertable<MediaItemsTable>, 'category_id' | 'user_id' | 'created_at'> | null,
  categoryId: number,
): Promise<number> {
  let mediaId: number | null = null;
  if (photo) mediaId = await insertMediaItem(trx, { ...photo, category_id: categoryId, user_id: review.user_id, created_at: review.rating_date });
  const { rating_id } = await trx
    .insertInto('location_ratings')
    .values({ ...review, media_id: mediaId })
    .returning('rating_id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('locations')
    .set((eb) => ({ rating_count: eb('rating_count', '+', 1), rating_sum: eb('rating_sum', '+', review.user_rating) }))
    .where('location_id', '=', review.location_id)
    .execute();
  return rating_id;
}

// ---- Galleries ----

export interface CategoryRow {
  category_id: number;
  title: string;
  location_id: number | null;
  media_count: number;
}

export async function findCategory(db: Db, categoryId: number): Promise<CategoryRow | undefined> {
  const row = await db
    .selectFrom('media_categories')
    .leftJoin('locations', 'locations.location_id', 'media_categories.location_id')
    .select(['media_categories.category_id', 'media_categories.title', 'media_categories.location_id', 'locations.media_count'])
    .where('media_categories.category_id', '=', categoryId)
    .executeTakeFirst();
  return row && { ...row, media_count: row.media_count ?? 0 };
}

export interface MediaRow {
  media_id: number;
  category_id: number;
  user_id: number | null;
  file_path: string;
  thumbnail_path: string | null;
  width: number;
  height: number;
  title: string;
  deleted_at: number | null;
  created_at: number;
}

const MEDIA_COLUMNS = ['media_id', 'category_id', 'user_id', 'file_path', 'thumbnail_path', 'width', 'height', 'title', 'deleted_at', 'created_at'] as const;

export async function galleryItems(db: Db, categoryId: number, limit: number): Promise<MediaRow[]> {
  return db
    .selectFrom('media_items')
    .select(MEDIA_COLUMNS)
    .where('category_id', '=', categoryId)
    .where('deleted_at', 'is', null)
    .orderBy('media_id', 'desc')
    .limit(limit)
    .execute();
}

/** Items by id that are not deleted (a review's photo that went is simply not there). */
export async function visibleMediaByIds(db: Db, ids: number[]): Promise<Map<number, MediaRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('media_items').select(MEDIA_COLUMNS).where('media_id', 'in', ids).where('deleted_at', 'is', null).execute();
  return new Map(rows.map((row) => [row.media_id, row]));
}

export async function findMediaItem(db: Db, mediaId: number): Promise<(MediaRow & { location_id: number | null }) | undefined> {
  return db
    .selectFrom('media_items')
    .innerJoin('media_categories', 'media_categories.category_id', 'media_items.category_id')
    .select(MEDIA_COLUMNS.map((column) => `media_items.${column}` as const))
    .select('media_categories.location_id')
    .where('media_items.media_id', '=', mediaId)
    .executeTakeFirst();
}

/** The first item that is not deleted and names this file as its photo or its thumbnail (a url given to POST /media must be one). */
export async function fileIsShown(db: Db, filePath: string): Promise<MediaRow | undefined> {
  return db
    .selectFrom('media_items')
    .select(MEDIA_COLUMNS)
    .where((eb) => eb.or([eb('file_path', '=', filePath), eb('thumbnail_path', '=', filePath)]))
    .where('deleted_at', 'is', null)
    .orderBy('media_id')
    .executeTakeFirst();
}

/** How many items (deleted or not) still name the file: it is removed only when none does. */
export async function itemsNamingFile(db: Db, filePath: string): Promise<number> {
  const row = await db.selectFrom('media_items').select((eb) => eb.fn.countAll<number>().as('n')).where('file_path', '=', filePath).executeTakeFirstOrThrow();
  return Number(row.n);
}

async function changeMediaCount(trx: Db, categoryId: number, by: 1 | -1): Promise<void> {
  const category = await trx.selectFrom('media_categories').select('location_id').where('category_id', '=', categoryId).executeTakeFirst();
  if (category?.location_id == null) return;
  await trx
    .updateTable('locations')
    .set((eb) => ({ media_count: eb('media_count', '+', by) }))
    .where('location_id', '=', category.location_id)
    .execute();
}

/** A gallery item and its location's media_count. */
export async function insertMediaItem(trx: Db, item: Insertable<MediaItemsTable>): Promise<number> {
  const { media_id } = await trx.insertInto('media_items').values(item).returning('media_id').executeTakeFirstOrThrow();
  await changeMediaCount(trx, item.category_id, 1);
  return media_id;
}

/**
 * Removes the item (hard) or hides it (soft); the location's media_count follows (an item already
 * hidden was counted out then). A review whose photo is removed keeps its stars and comment.
 */
export async function deleteMediaItem(trx: Db, item: MediaRow, hard: boolean, now: number): Promise<void> {
  if (hard) {
    await trx.updateTable('location_ratings').set({ media_id: null }).where('media_id', '=', item.media_id).execute();
    await trx.deleteFrom('media_items').where('media_id', '=', item.media_id).execute();
  } else {
    await trx.updateTable('media_items').set({ deleted_at: now }).where('media_id', '=', item.media_id).execute();
  }
  if (item.deleted_at === null) await changeMediaCount(trx, item.category_id, -1);
}
