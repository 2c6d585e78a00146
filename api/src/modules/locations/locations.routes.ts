// Spec §7 Locations and media: trail locations on the member map (paged 2,500 at a time, or within
// a radius nearest first), a location with what the viewer may do, its reviews (one per member,
// with an optional photo), and its gallery (GET /media-categories/{id}, POST /media, DELETE
// /media/{id}). Every route is for those who may see the map (paid members and staff); writing
// needs a valid account too.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { locationRatingSchema, locationSchema, MAX_ID } from '@trailhead/shared-kernel/schemas';
import type {
  LocationResponse,
  LocationRatingResponse,
  LocationReviewsResponse,
  LocationsResponse,
  MediaCategoryResponse,
  MediaDeleteResponse,
  MediaResponse,
  UserSummary,
} from '@trailhead/shared-kernel/types';
import { nowSeconds } from '../../clock';
import { isUniqueViolation } from '../../db/unique-violation';
import type { UserRow } from '../../db/tables/users.table';
import { guarded, memberOf } from '../../http/access';
import { ApiError, notFound } from '../../http/api-error';
import { numberField, validateForm } from '../../http/form-validation';
import { sendKeptJson } from '../../http/kept-json';
import { pageOffset, pagination } from '../../http/pagination';
import { idParams, noQuery, type IdParams } from '../../http/schemas';
import { sendStoredImage } from '../attachments/stored-image';
import { parseUrlencoded } from '../events/event-input';
import { LOCATION_TYPES } from '../lists/option-lists';
import { toUserSummary } from '../users/user-mapper';
import { loadUserSummaries } from '../users/users.repository';
import { readForm } from './location-forms';
import { boundingBox, haversine } from '../../geo';
import { addressKey, isInMapArea } from './location-geometry';
import { toLocationDetail, toMediaItem, toReview, toTrailLocation } from './location-mapper';
import { mediaStoreFor, ownMediaPath, parseMediaFileUrl, removePhoto, storePhoto, type MediaStore, type StoredPhoto } from './location-media';
import { assertMayWrite, GALLERY_LIMIT, isStaff, LOCATION_TEXTS, locationRules, MAP_VIEWER, REVIEWS_PER_PAGE } from './location-rules';
import { cachedLocations, forgetLocations } from './locations-cache';
import {
  countLocations,
  deleteMediaItem,
  fileIsShown,
  findCategory,
  findLocation,
  findMediaItem,
  findReview,
  galleryItems,
  insertLocation,
  insertMediaItem,
  insertReview,
  itemsNamingFile,
  locationPage,
  locationsInBox,
  locationWithAddress,
  ratingOf,
  reviewPage,
  vehicleTypeExists,
  visibleMediaByIds,
  type LocationFilter,
  type MediaRow,
  type ReviewRow,
} from './locations.repository';
import { tellMapsOnWrite } from '../live/map-changes';
import {
  deleteMediaQuery,
  FORMS,
  galleryQuery,
  galleryResponseSchema,
  locationFormBody,
  locationResponseSchema,
  locationsQuery,
  locationsResponseSchema,
  mediaDeleteResponseSchema,
  mediaFileParams,
  mediaFileResponse,
  mediaFormBody,
  mediaResponseSchema,
  ratingFormBody,
  ratingResponseSchema,
  reviewsQuery,
  reviewsResponseSchema,
  type LocationsQueryValues,
} from './locations.schemas';

const LOCATION_FIELDS = ['name', 'location_type', 'address', 'city', 'state', 'country', 'latitude', 'longitude', 'description', 'vehicle_type_id'] as const;

const LOCATION_FIELD_CODES: Record<string, string> = {
  name: 'invalid_name',
  location_type: 'invalid_location_type',
  address: 'invalid_address',
  city: 'invalid_address',
  state: 'invalid_address',
  country: 'invalid_country',
  latitude: 'invalid_coordinates',
  longitude: 'invalid_coordinates',
  description: 'invalid_description',
  vehicle_type_id: 'invalid_vehicle_type',
};

const addressTaken = () => new ApiError(409, 'address_must_be_unique', LOCATION_TEXTS.addressUnique);
const alreadyRated = () => new ApiError(409, 'location_already_rated', LOCATION_TEXTS.alreadyRated);

function unknownType(type: string): ApiError {
  return new ApiError(400, 'invalid_location_type', `'${type.slice(0, 40)}' is not a location type: use one of ${Object.keys(LOCATION_TYPES).join(', ')}.`);
}

/** Authors as summaries, read in one query. */
async function summariesOf(app: FastifyInstance, userIds: (number | null)[]): Promise<Map<number, UserSummary>> {
  const rows = await loadUserSummaries(app.db, userIds.filter((id): id is number => id !== null));
  const now = nowSeconds();
  return new Map([...rows].map(([id, row]) => [id, toUserSummary(row, now)]));
}

async function locationDetail(app: FastifyInstance, locationId: number, viewer: UserRow): Promise<LocationResponse> {
  const row = await findLocation(app.db, locationId);
  if (!row) throw notFound(LOCATION_TEXTS.locationNotFound);
  const [authors, viewerRating] = await Promise.all([
    row.user_id === null ? Promise.resolve(new Map()) : loadUserSummaries(app.db, [row.user_id]),
    ratingOf(app.db, locationId, viewer.user_id),
  ]);
  return { location: toLocationDetail(row, row.user_id === null ? undefined : authors.get(row.user_id), viewer, viewerRating, nowSeconds()) };
}

async function reviewsWithPhotos(app: FastifyInstance, rows: ReviewRow[], viewer: UserRow) {
  const [users, photos] = await Promise.all([
    summariesOf(app, rows.map((row) => row.user_id)),
    visibleMediaByIds(app.db, rows.map((row) => row.media_id).filter((id): id is number => id !== null)),
  ]);
  return rows.map((row) => {
    const photo = row.media_id === null ? undefined : photos.get(row.media_id);
    const user = users.get(row.user_id) ?? null;
    return toReview(row, user, photo ? toMediaItem(photo, user, viewer) : null);
  });
}

async function mediaItems(app: FastifyInstance, rows: MediaRow[], viewer: UserRow) {
  const users = await summariesOf(app, rows.map((row) => row.user_id));
  return rows.map((row) => toMediaItem(row, row.user_id === null ? null : (users.get(row.user_id) ?? null), viewer));
}

/** One page of the map's locations: by id, or within the radius nearest first. */
async function loadLocations(app: FastifyInstance, query: LocationsQueryValues): Promise<LocationsResponse> {
  const filter: LocationFilter = { locationType: query.location_type, vehicleTypeId: query.vehicle_type_id };
  const { page, per_page: perPage } = query;
  if (query.radius === undefined || query.latitude === undefined || query.longitude === undefined) {
    const [rows, total] = await Promise.all([locationPage(app.db, filter, perPage, pageOffset(page, perPage)), countLocations(app.db, filter)]);
    return { locations: rows.map((row) => toTrailLocation(row)), pagination: pagination(page, perPage, total) };
  }
  const { latitude, longitude, radius } = query;
  const candidates = await locationsInBox(app.db, { ...filter, box: boundingBox(latitude, longitude, radius, 'mi') });
  const within = candidates
    .map((row) => ({ row, distance: haversine(latitude, longitude, row.latitude, row.longitude, 'mi') }))
    .filter((entry) => entry.distance <= radius)
    .sort((a, b) => a.distance - b.distance || a.row.location_id - b.row.location_id);
  const start = pageOffset(page, perPage);
  return {
    locations: within.slice(start, start + perPage).map((entry) => toTrailLocation(entry.row, entry.distance)),
    pagination: pagination(page, perPage, within.length),
  };
}

/** A form's text field: empty text is absent (a form sends '' for a field left empty). */
function present(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== '' && value !== null));
}

function routes(store: MediaStore) {
  return async (app: FastifyInstance): Promise<void> => {
    const uploads = app.settings.uploads;

    app.get<{ Querystring: LocationsQueryValues }>(
      '/locations',
      { schema: { querystring: locationsQuery, response: { 200: locationsResponseSchema } } },
      async (request, reply) => {
        const query = request.query;
        const centre = [query.latitude, query.longitude].filter((value) => value !== undefined).length;
        if (query.radius !== undefined && centre < 2) throw new ApiError(400, 'invalid_radius', 'A radius needs its centre: send latitude and longitude with it.');
        if (query.location_type !== undefined && query.location_type !== '' && !Object.hasOwn(LOCATION_TYPES, query.location_type)) throw unknownType(query.location_type);
        const normal = { ...query, location_type: query.location_type || undefined };
        const key = JSON.stringify([normal.location_type, normal.vehicle_type_id, normal.page, normal.per_page, normal.radius === undefined ? null : [normal.latitude, normal.longitude, normal.radius]]);
        // The page is kept as the text sent (and gzipped once): a page of 2,500 costs more to write out than to read.
        const page = await cachedLocations(app.db, key, async () => {
          const answer = await loadLocations(app, normal);
          return { lastPage: answer.pagination.last_page, kept: { json: reply.serialize(answer) as string } };
        });
        if (query.page > page.lastPage) throw notFound(`Page ${query.page} does not exist: ${page.lastPage} page(s) of locations.`);
        return sendKeptJson(request, reply, page.kept);
      },
    );

    app.get<{ Params: IdParams }>(
      '/locations/:id',
      { schema: { params: idParams, querystring: noQuery, response: { 200: locationResponseSchema } } },
      async (request): Promise<LocationResponse> => locationDetail(app, request.params.id, memberOf(request)),
    );

    app.post(
      '/locations',
      { schema: { consumes: FORMS, querystring: noQuery, body: locationFormBody, response: { 200: locationResponseSchema } } },
      async (request): Promise<LocationResponse> => {
        const member = memberOf(request);
        assertMayWrite(member);
        const { fields } = await readForm(request, uploads, LOCATION_FIELDS, null);
        const form = await validateForm(locationSchema(), present(fields), LOCATION_FIELD_CODES);
        if (!Object.hasOwn(LOCATION_TYPES, form.location_type)) throw unknownType(form.location_type);
        if (!isInMapArea(form.latitude, form.longitude)) throw new ApiError(400, 'invalid_coordinates', LOCATION_TEXTS.outsideArea);
        const vehicleTypeId = form.vehicle_type_id || null;
        if (vehicleTypeId !== null) {
          if (!(await vehicleTypeExists(app.db, vehicleTypeId))) throw new ApiError(400, 'invalid_vehicle_type', 'No vehicle types found');
        }
        const country = form.country ?? 'US';
        // An address of punctuation alone is no address.
        if (addressKey([form.address]) === '') throw new ApiError(400, 'invalid_address', LOCATION_TEXTS.addressRequired);
        const key = addressKey([form.address, form.city, form.state, country]);
        if ((await locationWithAddress(app.db, key)) !== undefined) throw addressTaken();
        let locationId: number;
        try {
          locationId = await app.db.transaction().execute((trx) =>
            insertLocation(trx, {
              user_id: member.user_id,
              name: form.name,
              location_type: form.location_type,
              description: (form.description ?? '').trim(),
              address: form.address,
              address_key: key,
              city: form.city || null,
              state: form.state || null,
              country,
              latitude: form.latitude,
              longitude: form.longitude,
              vehicle_type_id: vehicleTypeId,
              created_at: nowSeconds(),
            }),
          );
        } catch (error) {
          // Two members adding the same address at once: the unique index decides.
          if (isUniqueViolation(error)) throw addressTaken();
          throw error;
        }
        return locationDetail(app, locationId, member);
      },
    );

    app.get<{ Params: IdParams; Querystring: { page: number } }>(
      '/locations/:id/rating',
      { schema: { params: idParams, querystring: reviewsQuery, response: { 200: reviewsResponseSchema } } },
      async (request): Promise<LocationReviewsResponse> => {
        const viewer = memberOf(request);
        const location = await findLocation(app.db, request.params.id);
        if (!location) throw notFound(LOCATION_TEXTS.locationNotFound);
        const { page } = request.query;
        const pages = pagination(page, REVIEWS_PER_PAGE, location.rating_count);
        if (page > pages.last_page) throw notFound(`Page ${page} does not exist: ${pages.last_page} page(s) of reviews.`);
        const rows = await reviewPage(app.db, location.location_id, REVIEWS_PER_PAGE, pageOffset(page, REVIEWS_PER_PAGE));
        return { reviews: await reviewsWithPhotos(app, rows, viewer), pagination: pages };
      },
    );

    app.post<{ Params: IdParams }>(
      '/locations/:id/rating',
      { schema: { consumes: FORMS, params: idParams, querystring: noQuery, body: ratingFormBody, response: { 200: ratingResponseSchema } } },
      async (request): Promise<LocationRatingResponse> => {
        const member = memberOf(request);
        assertMayWrite(member);
        const location = await findLocation(app.db, request.params.id);
        if (!location || location.category_id === null) throw notFound(LOCATION_TEXTS.locationNotFound);
        const { fields, file } = await readForm(request, uploads, ['user_rating', 'comment'], 'location_rating_image');
        const form = await validateForm(locationRatingSchema, fields, { user_rating: 'rating_required', comment: 'invalid_comment' });
        if ((await ratingOf(app.db, location.location_id, member.user_id)) !== null) throw alreadyRated();
        const photo = file ? await storePhoto(store, uploads, file, 'location_rating_image') : null;
        let ratingId: number;
        try {
          ratingId = await app.db.transaction().execute((trx) =>
            insertReview(
              trx,
              { location_id: location.location_id, user_id: member.user_id, user_rating: form.user_rating, comment: (form.comment ?? '').trim(), rating_date: nowSeconds() },
              photo && { file_path: photo.url, thumbnail_path: photo.thumbnailUrl, width: photo.width, height: photo.height },
              location.category_id!,
            ),
          );
        } catch (error) {
          if (photo) await removePhoto(app, store, photo);
          if (isUniqueViolation(error)) throw alreadyRated();
          throw error;
        }
        const [review] = await reviewsWithPhotos(app, [await findReview(app.db, ratingId)], member);
        const { location: detail } = await locationDetail(app, location.location_id, member);
        return { review, location: detail };
      },
    );

    app.get<{ Params: IdParams; Querystring: { with_content: 0 | 1 } }>(
      '/media-categories/:id',
      { schema: { params: idParams, querystring: galleryQuery, response: { 200: galleryResponseSchema } } },
      async (request): Promise<MediaCategoryResponse> => {
        const category = await findCategory(app.db, request.params.id);
        if (!category) throw notFound(LOCATION_TEXTS.galleryNotFound);
        const media = request.query.with_content === 1 ? await mediaItems(app, await galleryItems(app.db, category.category_id, GALLERY_LIMIT), memberOf(request)) : [];
        return { category, media };
      },
    );

    app.post(
      '/media',
      { schema: { consumes: FORMS, querystring: noQuery, body: mediaFormBody, response: { 200: mediaResponseSchema } } },
      async (request): Promise<MediaResponse> => {
        const member = memberOf(request);
        assertMayWrite(member);
        const { fields, file } = await readForm(request, uploads, ['category_id', 'url'], 'file');
        const categoryId = numberField(fields, 'category_id');
        if (typeof categoryId !== 'number' || !Number.isInteger(categoryId) || categoryId < 1 || categoryId > MAX_ID) {
          throw new ApiError(400, 'invalid_category', "Send the gallery's category_id (a whole number) with the photo.");
        }
        const category = await findCategory(app.db, categoryId);
        if (!category) throw notFound(LOCATION_TEXTS.galleryNotFound);
        const url = typeof fields.url === 'string' ? fields.url.trim() : fields.url === undefined ? '' : null;
        if (url === null) throw new ApiError(400, 'invalid_url', LOCATION_TEXTS.notOurImage);
        if (file && url) throw new ApiError(400, 'invalid_field', 'Send either a file or a url, not both.');
        if (!file && !url) throw new ApiError(400, 'no_media', LOCATION_TEXTS.uploadFailed);
        const photo = file ? await storePhoto(store, uploads, file, 'file') : await storedPhotoAt(app, url, request);
        let mediaId: number;
        try {
          mediaId = await app.db.transaction().execute((trx) =>
            insertMediaItem(trx, {
              category_id: category.category_id,
              user_id: member.user_id,
              file_path: photo.url,
              thumbnail_path: photo.thumbnailUrl,
              width: photo.width,
              height: photo.height,
              created_at: nowSeconds(),
            }),
          );
        } catch (error) {
          if (file) await removePhoto(app, store, photo);
          throw error;
        }
        const row = await findMediaItem(app.db, mediaId);
        const [media] = await mediaItems(app, [row!], member);
        return { media };
      },
    );

    app.delete<{ Params: IdParams; Querystring: { hard_delete: 0 | 1 } }>(
      '/media/:id',
      { schema: { params: idParams, querystring: deleteMediaQuery, response: { 200: mediaDeleteResponseSchema } } },
      async (request): Promise<MediaDeleteResponse> => {
        const member = memberOf(request);
        const item = await findMediaItem(app.db, request.params.id);
        // A hidden photo is gone for all but staff.
        if (!item || (item.deleted_at !== null && !isStaff(member))) throw notFound(LOCATION_TEXTS.mediaNotFound);
        if (!locationRules.canDeleteMedia(member, item)) throw new ApiError(403, 'not_allowed', LOCATION_TEXTS.notYourMedia);
        const hard = request.query.hard_delete === 1;
        await app.db.transaction().execute((trx) => deleteMediaItem(trx, item, hard, nowSeconds()));
        // The file goes with its last item (a photo added again by its url shares the file).
        if (hard && (await itemsNamingFile(app.db, item.file_path)) === 0) await removePhoto(app, store, { url: item.file_path, thumbnailUrl: item.thumbnail_path });
        return { media_id: item.media_id, hard_deleted: hard };
      },
    );

    app.get<{ Params: { name: string } }>(
      '/media/files/:name',
      { schema: { params: mediaFileParams, querystring: noQuery, response: { 200: mediaFileResponse } } },
      async (request, reply) => {
        const path = `/api/media/files/${request.params.name}`;
        const file = parseMediaFileUrl(path);
        // Only a photo (or thumbnail) some gallery shows is served: a stray or removed file is not found.
        if (!file || !(await fileIsShown(app.db, path))) throw notFound('No media found');
        const stream = await store().open(file.storageId);
        if (!stream) throw notFound('No media found');
        return sendStoredImage(reply, stream, file.kind);
      },
    );
  };
}

/** POST /media {url}: only a photo this site's galleries show; the new item shares its file. */
async function storedPhotoAt(app: FastifyInstance, url: string, request: FastifyRequest): Promise<StoredPhoto> {
  const path = url.length <= 2000 ? ownMediaPath(url, request.headers.host) : null;
  const shown = path ? await fileIsShown(app.db, path) : undefined;
  const file = parseMediaFileUrl(shown?.file_path);
  if (!shown || !file) throw new ApiError(400, 'invalid_url', LOCATION_TEXTS.notOurImage);
  return { storageId: file.storageId, url: shown.file_path, thumbnailUrl: shown.thumbnail_path, width: shown.width, height: shown.height };
}

export default async function locationsRoutes(app: FastifyInstance): Promise<void> {
  const store = mediaStoreFor(app);
  // Every successful write may change what the map lists: its pages are forgotten before the answer leaves.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) forgetLocations(app.db);
    return payload;
  });
  tellMapsOnWrite(app, 'locations', ['/locations']);
  // Spec §7 forms may come urlencoded (the events module's reader).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_request, body, done) => {
    done(null, parseUrlencoded(body as string));
  });
  await app.register(multipart, {
    limits: { fileSize: app.settings.uploads.maxUploadKb * 1024, files: 1, fields: 20, parts: 21, fieldSize: 128 * 1024 },
  });
  await app.register(guarded(MAP_VIEWER, routes(store)));
}
