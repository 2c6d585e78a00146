import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { LocationRatingResponse, LocationResponse, LocationReviewsResponse, MediaCategoryResponse, MediaDeleteResponse, MediaResponse } from '@trailhead/shared-kernel/types';
import { build, get, json, post, type TestApp } from '../../../test/helper';
import { multipart } from '../attachments/attachments-test-kit';
import { makePdf, makePhoto, makePng } from '../attachments/sample-files';
import { addLocations, categoryOf, castOf, errorOf, REFUSED, tableCounts, type Cast } from './locations-test-kit';

describe('reviews and galleries: /locations/{id}/rating, /media-categories/{id}, /media', () => {
  let t: TestApp;
  let cast: Cast;
  let dataDir: string;
  const seeded = castOf();
  let spot = 0;
  let quiet = 0;
  let gallery = 0;

  const send = (method: 'POST' | 'DELETE', url: string, cookie: string, form?: ReturnType<typeof multipart>) =>
    t.app.inject({ method, url, headers: { cookie, ...(form?.headers ?? {}) }, ...(form ? { payload: form.payload } : {}) });
  const stored = () => fs.readdirSync(path.join(dataDir, 'location-media'), { recursive: true }).filter((name) => /^[0-9a-f]{32}$/.test(path.basename(String(name)))).length;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trailhead-locations-'));
    t = await build({
      settings: { dataDir },
      seed: async (db) => {
        await seeded.seed(db);
        [spot, quiet] = await addLocations(db, [
          { name: 'Hells Revenge', latitude: 38.58, longitude: -109.52 },
          { name: 'Quiet Camp', location_type: 'campground', latitude: 38.6, longitude: -109.6 },
        ]);
        gallery = await categoryOf(db, spot);
      },
    });
    cast = { ids: seeded.ids, cookies: await seeded.login(t) };
    fs.mkdirSync(path.join(dataDir, 'location-media'), { recursive: true });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  describe('POST /locations/{id}/rating', () => {
    it('rates once with a photo stripped of its metadata: the review, the gallery and the counts follow', async () => {
      const photo = await makePhoto('jpeg', 40, 20, { gps: true, orientation: 6 });
      const form = multipart({ user_rating: '4', comment: '  Steep but fun.  ' }, { filename: 'IMG_1.jpg', bytes: photo, field: 'location_rating_image', contentType: 'image/jpeg' });
      const response = await send('POST', `/api/locations/${spot}/rating`, cast.cookies.member, form);
      expect(response.statusCode).toBe(200);
      const body = json<LocationRatingResponse>(response);
      expect(body.review).toMatchObject({ location_id: spot, user_rating: 4, comment: 'Steep but fun.', user: expect.objectContaining({ username: 'member' }) });
      expect(body.review.location_rating_image).toMatchObject({ category_id: gallery, width: 20, height: 40, can_delete: true });
      expect(body.location).toMatchObject({ rating: 4, rating_count: 1, media_count: 1, user_rating: 4, can_rate: false });

      // The stored file is served to map viewers, without EXIF.
      const served = await get(t.app, body.review.location_rating_image!.url, cast.cookies.other);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
      expect((await get(t.app, body.review.location_rating_image!.url, cast.cookies.rookie)).statusCode).toBe(403);

      // It is a photo of the gallery too.
      const content = json<MediaCategoryResponse>(await get(t.app, `/api/media-categories/${gallery}?with_content=1`, cast.cookies.other));
      expect(content.media.map((m) => m.media_id)).toEqual([body.review.location_rating_image!.media_id]);
      expect(content.media[0].can_delete).toBe(false);

      // Once: 409, nothing written.
      const counts = await tableCounts(t.db);
      const files = stored();
      const again = await send('POST', `/api/locations/${spot}/rating`, cast.cookies.member, multipart({ user_rating: '2' }, { filename: 'b.png', bytes: makePng(4, 4), field: 'location_rating_image' }));
      expect([again.statusCode, errorOf(again)]).toEqual([409, { code: 'location_already_rated', message: 'This location has already been rated' }]);
      expect(await tableCounts(t.db)).toEqual(counts);
      expect(stored()).toBe(files);
    });

    it('takes a review without a photo (JSON), and lists the reviews newest first', async () => {
      const response = await post(t.app, `/api/locations/${spot}/rating`, { user_rating: 2, comment: 'Too busy on weekends.' }, cast.cookies.other);
      expect(response.statusCode).toBe(200);
      expect(json<LocationRatingResponse>(response).location).toMatchObject({ rating: 3, rating_count: 2, media_count: 1 });
      const list = json<LocationReviewsResponse>(await get(t.app, `/api/locations/${spot}/rating`, cast.cookies.admin));
      expect(list.reviews.map((r) => [r.user?.username, r.user_rating, r.location_rating_image === null])).toEqual([
        ['other', 2, true],
        ['member', 4, false],
      ]);
      expect(list.pagination).toEqual({ current_page: 1, last_page: 1, per_page: 20, total: 2 });
      // The member's page says they rated it; another's says they may.
      expect(json<LocationResponse>(await get(t.app, `/api/locations/${spot}`, cast.cookies.member)).location).toMatchObject({ can_rate: false, user_rating: 4 });
      expect(json<LocationResponse>(await get(t.app, `/api/locations/${spot}`, cast.cookies.admin)).location).toMatchObject({ can_rate: true, user_rating: null });
      const none = json<LocationReviewsResponse>(await get(t.app, `/api/locations/${quiet}/rating`, cast.cookies.member));
      expect(none).toEqual({ reviews: [], pagination: { current_page: 1, last_page: 1, per_page: 20, total: 0 } });
      expect((await get(t.app, `/api/locations/${spot}/rating?page=2`, cast.cookies.member)).statusCode).toBe(404);
      expect(errorOf(await get(t.app, '/api/locations/999999/rating', cast.cookies.member)).message).toBe('No location found');
    });

    it.each([
      ['no stars', {}, 400, 'rating_required', 'Please rate this location'],
      ['0 stars', { user_rating: 0 }, 400, 'rating_required', 'Please rate this location'],
      ['6 stars', { user_rating: 6 }, 400, 'rating_required', 'Please rate this location'],
      ['3.5 stars', { user_rating: 3.5 }, 400, 'rating_required', 'Please rate this location'],
      ['"lots" of stars', { user_rating: 'lots' }, 400, 'rating_required', 'Please rate this location'],
      ['a 3,000-character comment', { user_rating: 3, comment: 'x'.repeat(3000) }, 400, 'invalid_comment', null],
      ['a photo in JSON', { user_rating: 3, location_rating_image: 'data:image/png;base64,AAAA' }, 400, 'unexpected_file', 'Send the location_rating_image as a file in a multipart/form-data form.'],
    ] as [string, Record<string, unknown>, number, string, string | null][])('refuses %s, writing nothing', async (_label, body, status, code, message) => {
      const counts = await tableCounts(t.db);
      const response = await post(t.app, `/api/locations/${quiet}/rating`, body, cast.cookies.moderator);
      expect(response.statusCode).toBe(status);
      expect(errorOf(response).code).toBe(code);
      if (message) expect(errorOf(response).message).toBe(message);
      expect(await tableCounts(t.db)).toEqual(counts);
    });

    it('refuses a photo that is not an image, and unknown locations; nothing written or stored', async () => {
      const counts = await tableCounts(t.db);
      const files = stored();
      const pdf = await send('POST', `/api/locations/${quiet}/rating`, cast.cookies.moderator, multipart({ user_rating: '5' }, { filename: 'trail.pdf', bytes: makePdf(), field: 'location_rating_image' }));
      expect([pdf.statusCode, errorOf(pdf).code]).toEqual([415, 'invalid_file_type']);
      const lying = await send('POST', `/api/locations/${quiet}/rating`, cast.cookies.moderator, multipart({ user_rating: '5' }, { filename: 'trail.jpg', bytes: makePng(3, 3), field: 'location_rating_image' }));
      expect([lying.statusCode, errorOf(lying).code]).toEqual([415, 'file_type_mismatch']);
      const unknown = await post(t.app, '/api/locations/999999/rating', { user_rating: 5 }, cast.cookies.moderator);
      expect([unknown.statusCode, errorOf(unknown).message]).toEqual([404, 'No location found']);
      expect(await tableCounts(t.db)).toEqual(counts);
      expect(stored()).toBe(files);
    });

    it('refuses the roles below the map, and a paid account that is not valid', async () => {
      const counts = await tableCounts(t.db);
      for (const [role, status, code, message] of [...REFUSED, ['unconfirmed', 403, 'account_incomplete', 'Please complete and confirm your account before you add to the map.']] as const) {
        const response = await post(t.app, `/api/locations/${quiet}/rating`, { user_rating: 5 }, cast.cookies[role]);
        expect([role, response.statusCode, errorOf(response)]).toEqual([role, status, { code, message }]);
        expect((await get(t.app, `/api/locations/${quiet}/rating`, cast.cookies[role])).statusCode).toBe(role === 'unconfirmed' ? 200 : status);
      }
      expect(await tableCounts(t.db)).toEqual(counts);
    });
  });

  describe('galleries', () => {
    it("GET /media-categories/{id}: the gallery, its photos only with with_content=1; 'No media gallery found'", async () => {
      const bare = json<MediaCategoryResponse>(await get(t.app, `/api/media-categories/${gallery}`, cast.cookies.member));
      expect(bare).toEqual({ category: { category_id: gallery, title: 'Hells Revenge', location_id: spot, media_count: 1 }, media: [] });
      const unknown = await get(t.app, '/api/media-categories/999999', cast.cookies.member);
      expect([unknown.statusCode, errorOf(unknown)]).toEqual([404, { code: 'not_found', message: 'No media gallery found' }]);
      expect((await get(t.app, `/api/media-categories/${gallery}?with_content=2`, cast.cookies.member)).statusCode).toBe(400);
      for (const [role, status, code] of REFUSED) {
        const response = await get(t.app, `/api/media-categories/${gallery}`, cast.cookies[role]);
        expect([role, response.statusCode, errorOf(response).code]).toEqual([role, status, code]);
      }
    });

    it('POST /media adds a photo to a gallery, and DELETE /media/{id} removes it (hard by default) with its file', async () => {
      const files = stored();
      const added = await send('POST', '/api/media', cast.cookies.other, multipart({ category_id: String(gallery) }, { filename: 'view.png', bytes: makePng(8, 6), field: 'file', contentType: 'image/png' }));
      expect(added.statusCode).toBe(200);
      const { media } = json<MediaResponse>(added);
      expect(media).toMatchObject({ category_id: gallery, width: 8, height: 6, can_delete: true, user: expect.objectContaining({ username: 'other' }) });
      // No bigger than a tile: the photo is its own thumbnail, and one file is stored.
      expect(media.thumbnail_url).toBe(media.url);
      expect(stored()).toBe(files + 1);
      expect(json<LocationResponse>(await get(t.app, `/api/locations/${spot}`, cast.cookies.member)).location.media_count).toBe(2);

      // Another member may not delete it: 403, nothing changed.
      const counts = await tableCounts(t.db);
      const refused = await send('DELETE', `/api/media/${media.media_id}`, cast.cookies.member);
      expect([refused.statusCode, errorOf(refused)]).toEqual([403, { code: 'not_allowed', message: 'Only the member who added this photo, a moderator or an admin may delete it.' }]);
      for (const [role, status, code] of REFUSED) {
        const response = await send('DELETE', `/api/media/${media.media_id}`, cast.cookies[role]);
        expect([role, response.statusCode, errorOf(response).code]).toEqual([role, status, code]);
      }
      expect(await tableCounts(t.db)).toEqual(counts);

      const deleted = await send('DELETE', `/api/media/${media.media_id}`, cast.cookies.other);
      expect(json<MediaDeleteResponse>(deleted)).toEqual({ media_id: media.media_id, hard_deleted: true });
      expect(stored()).toBe(files);
      expect((await get(t.app, media.url, cast.cookies.other)).statusCode).toBe(404);
      expect(errorOf(await get(t.app, media.url, cast.cookies.other)).message).toBe('No media found');
      const gone = await send('DELETE', `/api/media/${media.media_id}`, cast.cookies.other);
      expect([gone.statusCode, errorOf(gone)]).toEqual([404, { code: 'not_found', message: 'No media item found' }]);
      expect(json<LocationResponse>(await get(t.app, `/api/locations/${spot}`, cast.cookies.member)).location.media_count).toBe(1);
    });

    it('a photo larger than a tile gets a WebP thumbnail of its own, served while the photo is, and removed with it', async () => {
      const files = stored();
      const photo = await makePhoto('jpeg', 1600, 1200);
      const added = await send('POST', '/api/media', cast.cookies.other, multipart({ category_id: String(gallery) }, { filename: 'wide.jpg', bytes: photo, field: 'file', contentType: 'image/jpeg' }));
      expect(added.statusCode).toBe(200);
      const { media } = json<MediaResponse>(added);
      expect(media).toMatchObject({ width: 1600, height: 1200 });
      expect(media.thumbnail_url).toMatch(/^\/api\/media\/files\/[0-9a-f]{32}\.webp$/);
      expect(stored()).toBe(files + 2);

      const thumbnail = await get(t.app, media.thumbnail_url, cast.cookies.member);
      expect([thumbnail.statusCode, thumbnail.headers['content-type']]).toEqual([200, 'image/webp']);
      expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 480, height: 360 });
      expect(thumbnail.rawPayload.length).toBeLessThan((await get(t.app, media.url, cast.cookies.member)).rawPayload.length);
      // The gallery lists the thumbnail; map access is needed for it as for the photo.
      const content = json<MediaCategoryResponse>(await get(t.app, `/api/media-categories/${gallery}?with_content=1`, cast.cookies.member));
      expect(content.media.find((item) => item.media_id === media.media_id)?.thumbnail_url).toBe(media.thumbnail_url);
      expect((await get(t.app, media.thumbnail_url, cast.cookies.rookie)).statusCode).toBe(403);

      // Added again by its url, the item shares both files; they go with the last item.
      const again = json<MediaResponse>(await send('POST', '/api/media', cast.cookies.member, multipart({ category_id: String(gallery), url: media.url }))).media;
      expect(again.thumbnail_url).toBe(media.thumbnail_url);
      expect(stored()).toBe(files + 2);
      await send('DELETE', `/api/media/${media.media_id}`, cast.cookies.other);
      expect((await get(t.app, media.thumbnail_url, cast.cookies.member)).statusCode).toBe(200);
      await send('DELETE', `/api/media/${again.media_id}`, cast.cookies.member);
      expect(stored()).toBe(files);
      expect((await get(t.app, media.thumbnail_url, cast.cookies.member)).statusCode).toBe(404);
    });

    it("a moderator removes a review's photo: the review stays without it; hard_delete=0 hides a photo and keeps its file", async () => {
      const list = json<LocationReviewsResponse>(await get(t.app, `/api/locations/${spot}/rating`, cast.cookies.moderator));
      const photo = list.reviews.find((r) => r.location_rating_image)!.location_rating_image!;
      const files = stored();
      expect(json<MediaDeleteResponse>(await send('DELETE', `/api/media/${photo.media_id}`, cast.cookies.moderator)).hard_deleted).toBe(true);
      expect(stored()).toBe(files - 1);
      const after = json<LocationReviewsResponse>(await get(t.app, `/api/locations/${spot}/rating`, cast.cookies.moderator));
      expect(after.reviews.map((r) => [r.user_rating, r.location_rating_image])).toEqual([[2, null], [4, null]]);
      const review = await t.db.selectFrom('location_ratings').select('media_id').where('user_id', '=', cast.ids.member).executeTakeFirstOrThrow();
      expect(review.media_id).toBeNull();

      const added = json<MediaResponse>(await send('POST', '/api/media', cast.cookies.member, multipart({ category_id: String(gallery) }, { filename: 'a.png', bytes: makePng(5, 5), field: 'file' })));
      const soft = await send('DELETE', `/api/media/${added.media.media_id}?hard_delete=0`, cast.cookies.member);
      expect(json<MediaDeleteResponse>(soft)).toEqual({ media_id: added.media.media_id, hard_deleted: false });
      expect(stored()).toBe(files);
      const row = await t.db.selectFrom('media_items').select('deleted_at').where('media_id', '=', added.media.media_id).executeTakeFirstOrThrow();
      expect(row.deleted_at).toEqual(expect.any(Number));
      expect(json<MediaCategoryResponse>(await get(t.app, `/api/media-categories/${gallery}?with_content=1`, cast.cookies.member)).media).toEqual([]);
      expect(json<LocationResponse>(await get(t.app, `/api/locations/${spot}`, cast.cookies.member)).location.media_count).toBe(0);
      // Hidden: gone for its uploader, still there for staff (who may remove it for good).
      expect((await send('DELETE', `/api/media/${added.media.media_id}`, cast.cookies.member)).statusCode).toBe(404);
      expect((await send('DELETE', `/api/media/${added.media.media_id}`, cast.cookies.admin)).statusCode).toBe(200);
      expect(stored()).toBe(files - 1);
      expect(json<LocationResponse>(await get(t.app, `/api/locations/${spot}`, cast.cookies.member)).location.media_count).toBe(0);
    });

    it('POST /media {url} takes only a photo this site stores; the file stays until its last item goes', async () => {
      const first = json<MediaResponse>(await send('POST', '/api/media', cast.cookies.member, multipart({ category_id: String(gallery) }, { filename: 'a.png', bytes: makePng(7, 7), field: 'file' })));
      const quietGallery = await categoryOf(t.db, quiet);
      const files = stored();
      const byPath = await post(t.app, '/api/media', { category_id: quietGallery, url: first.media.url }, cast.cookies.admin);
      expect(byPath.statusCode).toBe(200);
      expect(json<MediaResponse>(byPath).media).toMatchObject({ category_id: quietGallery, url: first.media.url, width: 7, height: 7 });
      const absolute = await t.app.inject({ method: 'POST', url: '/api/media', headers: { cookie: cast.cookies.admin, host: 'trailhead.test' }, payload: { category_id: quietGallery, url: `https://trailhead.test${first.media.url}` } });
      expect(absolute.statusCode).toBe(200);
      expect(stored()).toBe(files);

      const counts = await tableCounts(t.db);
      for (const url of ['https://evil.example/cat.png', `https://evil.example${first.media.url}`, '/api/media/files/0123456789abcdef0123456789abcdef.png', '/etc/passwd', 'javascript:alert(1)', 'x'.repeat(5000)]) {
        const response = await post(t.app, '/api/media', { category_id: quietGallery, url }, cast.cookies.admin);
        expect([url.slice(0, 50), response.statusCode, errorOf(response)]).toEqual([
          url.slice(0, 50),
          400,
          { code: 'invalid_url', message: 'Could not upload media: only an image already stored on this site can be added by its address (url).' },
        ]);
      }
      expect(await tableCounts(t.db)).toEqual(counts);

      // The original goes: the file stays for the copies.
      await send('DELETE', `/api/media/${first.media.media_id}`, cast.cookies.member);
      expect(stored()).toBe(files);
      expect((await get(t.app, first.media.url, cast.cookies.member)).statusCode).toBe(200);
    });

    it.each([
      ['nothing to add', { category_id: 1 }, 400, 'no_media', 'Could not upload media'],
      ['no category', { url: '/api/media/files/x.png' }, 400, 'invalid_category', "Send the gallery's category_id (a whole number) with the photo."],
      ['a category that is text', { category_id: 'abc', url: '/x' }, 400, 'invalid_category', null],
      ['an unknown category', { category_id: 999999, url: '/x' }, 404, 'not_found', 'No media gallery found'],
      ['a url that is a list', { category_id: 1, url: ['/a', '/b'] }, 400, 'invalid_field', "The field 'url' must be a single value."],
    ] as [string, Record<string, unknown>, number, string, string | null][])('POST /media refuses %s', async (_label, body, status, code, message) => {
      const counts = await tableCounts(t.db);
      const response = await post(t.app, '/api/media', body, cast.cookies.member);
      expect([response.statusCode, errorOf(response).code]).toEqual([status, code]);
      if (message) expect(errorOf(response).message).toBe(message);
      expect(await tableCounts(t.db)).toEqual(counts);
    });

    it('POST /media refuses the roles below the map and a paid account that is not valid', async () => {
      const counts = await tableCounts(t.db);
      for (const [role, status, code] of [...REFUSED, ['unconfirmed', 403, 'account_incomplete']] as const) {
        const response = await send('POST', '/api/media', cast.cookies[role], multipart({ category_id: String(gallery) }, { filename: 'a.png', bytes: makePng(2, 2), field: 'file' }));
        expect([role, response.statusCode, errorOf(response).code]).toEqual([role, status, code]);
      }
      expect(await tableCounts(t.db)).toEqual(counts);
    });
  });
});
