import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import type { AttachmentInfo, AttachmentKeyResponse, AttachmentUploadResponse, UploadOptions } from '@trailhead/shared-kernel/types';
import { readConfig } from '../../config';
import { makeNode, makeThread, makeUser, PASSWORD } from '../../../test/fixtures';
import { build, countRows, get, json, loginAs, post, rejectionOf, type TestApp } from '../../../test/helper';
import { claimAttachments, listAttachmentsForPosts } from './attachment-links';
import { STALE_UPLOAD_SECONDS, sweepOrphanFiles, sweepStaleUploads } from './attachments.routes';
import sharp from 'sharp';
import { attachmentStore, multipart, type FilePart } from './attachments-test-kit';
import { makeBmp, makeGif, makeJpeg, makePdf, makePhoto, makePng, makePngHeader, makeWebp, makeZip } from './sample-files';

describe('attachments', () => {
  let t: TestApp;
  let dataDir: string;
  const ids: Record<string, number> = {};
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trailhead-attachments-'));
    t = await build({
      settings: { dataDir },
      seed: async (db) => {
        const author = await makeUser(db, { username: 'author' });
        const other = await makeUser(db, { username: 'other' });
        await makeUser(db, { username: 'mod', is_moderator: true });
        await makeUser(db, { username: 'unconfirmed', account_state: 'not_valid' });
        ids.author = author.user_id;
        ids.other = other.user_id;
        ids.node = await makeNode(db, { title: 'Trail Talk' });
        ids.thread = await makeThread(db, { node_id: ids.node, title: 'Photos from Moab', author, posts: 3, repliers: [other] });
        const posts = await db.selectFrom('posts').select(['post_id', 'position']).where('thread_id', '=', ids.thread).orderBy('position').execute();
        [ids.authorPost, ids.otherPost, ids.authorPost2] = posts.map((p) => p.post_id);
      },
    });
    for (const name of ['author', 'other', 'mod', 'unconfirmed']) cookies[name] = await loginAs(t.app, name, PASSWORD);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const storedFiles = () => {
    const root = path.join(dataDir, 'attachments');
    if (!fs.existsSync(root)) return [];
    return fs.readdirSync(root).flatMap((dir) => fs.readdirSync(path.join(root, dir)).map((file) => path.join(dir, file)));
  };
  const newKey = async (as = 'author', context: Record<string, unknown> = { 'context[thread_id]': ids.thread }) => {
    const response = await post(t.app, '/api/attachments/new-key', { type: 'post', ...context }, cookies[as]);
    expect(response.statusCode).toBe(200);
    return json<AttachmentKeyResponse>(response).key;
  };
  const upload = (key: string, file: FilePart | null, as: string | null = 'author', fields: Record<string, string> = {}): Promise<LightMyRequestResponse> => {
    const body = multipart({ key, ...fields }, ...(file ? [file] : []));
    return t.app.inject({
      method: 'POST',
      url: '/api/attachments',
      payload: body.payload,
      headers: { ...body.headers, ...(as ? { cookie: cookies[as] } : {}) },
    });
  };
  const uploaded = async (key: string, file: FilePart, as = 'author'): Promise<AttachmentInfo> => {
    const response = await upload(key, file, as);
    expect(response.statusCode).toBe(200);
    return json<AttachmentUploadResponse>(response).attachment;
  };
  const error = (response: LightMyRequestResponse) => json(response).errors[0] as { code: string; message: string };

  describe('GET /options/upload', () => {
    it('gives the limits the uploads are checked against', async () => {
      const response = await get(t.app, '/api/options/upload');
      expect(response.statusCode).toBe(200);
      expect(json<UploadOptions>(response)).toEqual({
        maximum_upload_size_kb: 8192,
        allowed_video_uploads: { enabled: false, size: 0 },
        allowed_attachment_extensions: 'png|jpg|jpeg|jpe|gif|bmp|webp|pdf|txt|zip',
        attachment_max_dimensions: { width: 4096, height: 4096 },
      });
    });
  });

  describe('POST /attachments/new-key', () => {
    it('refuses visitors with the spec message, and accounts that may not post', async () => {
      const visitor = await post(t.app, '/api/attachments/new-key', { type: 'post', 'context[thread_id]': ids.thread });
      expect(visitor.statusCode).toBe(401);
      expect(error(visitor)).toEqual({ code: 'not_logged_in', message: 'You must log in or register to post here.' });
      const partial = await post(t.app, '/api/attachments/new-key', { type: 'post', 'context[thread_id]': ids.thread }, cookies.unconfirmed);
      expect(partial.statusCode).toBe(403);
      expect(error(partial).message).toBe('You have insufficient privileges to reply here.');
      expect(await countRows(t.db, 'attachment_keys')).toBe(0);
    });

    it('gives a member a fresh key for a thread, a forum or their own post (flat form fields or a context object)', async () => {
      const a = await newKey('author', { 'context[thread_id]': ids.thread });
      const b = await newKey('author', { context: { node_id: ids.node } });
      const c = await newKey('author', { 'context[post_id]': String(ids.authorPost) });
      expect(new Set([a, b, c]).size).toBe(3);
      expect(a).toMatch(/^[0-9a-f]{32}$/);
      const rows = await t.db.selectFrom('attachment_keys').selectAll().where('attachment_key', 'in', [a, b, c]).orderBy('created_at').execute();
      expect(rows.map((row) => [row.context_type, row.context_id, row.user_id, row.content_type]).sort()).toEqual(
        [
          ['node', ids.node, ids.author, 'post'],
          ['post', ids.authorPost, ids.author, 'post'],
          ['thread', ids.thread, ids.author, 'post'],
        ].sort(),
      );
    });

    it('accepts an urlencoded form and a multipart form', async () => {
      const form = await t.app.inject({
        method: 'POST',
        url: '/api/attachments/new-key',
        payload: `type=post&context%5Bthread_id%5D=${ids.thread}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookies.author },
      });
      expect(form.statusCode).toBe(200);
      const body = multipart({ type: 'post', 'context[node_id]': String(ids.node) });
      const multi = await t.app.inject({ method: 'POST', url: '/api/attachments/new-key', payload: body.payload, headers: { ...body.headers, cookie: cookies.author } });
      expect(multi.statusCode).toBe(200);
      expect(json(multi).key).toMatch(/^[0-9a-f]{32}$/);
    });

    it('uploads a file sent with the key request under the new key', async () => {
      const body = multipart({ type: 'post', 'context[thread_id]': String(ids.thread) }, { filename: 'camp.png', bytes: makePng(4, 4) });
      const response = await t.app.inject({ method: 'POST', url: '/api/attachments/new-key', payload: body.payload, headers: { ...body.headers, cookie: cookies.author } });
      expect(response.statusCode).toBe(200);
      const { key, attachment } = json<AttachmentKeyResponse>(response);
      expect(attachment).toMatchObject({ filename: 'camp.png', mime_type: 'image/png', width: 4, height: 4, is_image: true });
      const row = await t.db.selectFrom('attachments').selectAll().where('attachment_id', '=', attachment!.attachment_id).executeTakeFirstOrThrow();
      expect(row.attachment_key).toBe(key);
    });

    it('writes no key when the file sent with it is refused', async () => {
      const keysBefore = await countRows(t.db, 'attachment_keys');
      const filesBefore = storedFiles().length;
      const body = multipart({ type: 'post', 'context[thread_id]': String(ids.thread) }, { filename: 'logo.svg', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
      const response = await t.app.inject({ method: 'POST', url: '/api/attachments/new-key', payload: body.payload, headers: { ...body.headers, cookie: cookies.author } });
      expect(response.statusCode).toBe(415);
      expect(await countRows(t.db, 'attachment_keys')).toBe(keysBefore);
      expect(storedFiles()).toHaveLength(filesBefore);
    });

    it.each([
      ['no context', { type: 'post' }, 400, 'invalid_context', 'Say what the files are for: context[post_id], context[thread_id] or context[node_id].'],
      ['two contexts', { type: 'post', 'context[thread_id]': 1, 'context[node_id]': 1 }, 400, 'invalid_context', 'Give only one of context[post_id], context[thread_id] or context[node_id].'],
      ['a context id that is not a number', { type: 'post', 'context[thread_id]': 'abc' }, 400, 'invalid_context', 'context[thread_id] must be a whole number from 1 to 2147483647.'],
      ['an unknown type', { type: 'avatar', 'context[thread_id]': 1 }, 400, 'invalid_field', "The field 'type' must be one of: post, profile_post, conversation_message."],
      [
        "a profile's context with type post",
        { type: 'post', 'context[profile_user_id]': 1 },
        400,
        'invalid_context',
        "context[profile_user_id] goes with type 'profile_post', not 'post': give context[post_id], context[thread_id] or context[node_id].",
      ],
      ['an unknown thread', { type: 'post', 'context[thread_id]': 999_999 }, 404, 'not_found', 'no thread found'],
      ['an unknown forum', { type: 'post', 'context[node_id]': 999_999 }, 404, 'not_found', 'no forum information found'],
      ['an unknown post', { type: 'post', 'context[post_id]': 999_999 }, 404, 'not_found', 'no post found'],
    ])('refuses %s', async (_name, payload, status, code, message) => {
      const before = await countRows(t.db, 'attachment_keys');
      const response = await post(t.app, '/api/attachments/new-key', payload, cookies.author);
      expect(response.statusCode).toBe(status);
      expect(error(response)).toEqual({ code, message });
      expect(await countRows(t.db, 'attachment_keys')).toBe(before);
    });

    it("refuses a key for another member's post, but not to a moderator", async () => {
      const response = await post(t.app, '/api/attachments/new-key', { type: 'post', 'context[post_id]': ids.otherPost }, cookies.author);
      expect(response.statusCode).toBe(403);
      expect(error(response).message).toBe('You may only attach files to your own posts.');
      await newKey('mod', { 'context[post_id]': ids.otherPost });
    });
  });

  describe('POST /attachments', () => {
    const photo = (format: 'jpeg' | 'png' | 'webp', width: number, height: number) => () => makePhoto(format, width, height);
    it.each([
      ['photo.png', () => makePng(2, 3), 'image/png', 2, 3],
      ['photo.JPG', photo('jpeg', 640, 480), 'image/jpeg', 640, 480],
      ['photo.jpeg', photo('jpeg', 10, 20), 'image/jpeg', 10, 20],
      ['photo.jpe', photo('jpeg', 30, 40), 'image/jpeg', 30, 40],
      ['animation.gif', () => makeGif(16, 9), 'image/gif', 16, 9],
      ['photo.webp', photo('webp', 300, 200), 'image/webp', 300, 200],
      ['drawing.bmp', () => makeBmp(5, 3), 'image/bmp', 5, 3],
      ['manual.pdf', () => makePdf(), 'application/pdf', null, null],
      ['notes.txt', () => Buffer.from('Tire pressure: 18 psi on rocks.\n'), 'text/plain', null, null],
      ['gpx-tracks.zip', () => makeZip(), 'application/zip', null, null],
    ])('accepts %s, typed by its content', async (filename, make, mimeType, width, height) => {
      const bytes = await make();
      const key = await newKey();
      const attachment = await uploaded(key, { filename, bytes, contentType: 'text/html' });
      expect(attachment).toEqual({
        attachment_id: expect.any(Number),
        filename,
        file_size: expect.any(Number),
        mime_type: mimeType,
        is_image: mimeType.startsWith('image/'),
        width,
        height,
        direct_url: `/api/attachments/${attachment.attachment_id}/data`,
      });
      const row = await t.db.selectFrom('attachments').selectAll().where('attachment_id', '=', attachment.attachment_id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ attachment_key: key, user_id: ids.author, post_id: null });
      // Stored under a random name, never the member's.
      expect(row.storage_id).toMatch(/^[0-9a-f]{32}$/);
      const stored = fs.readFileSync(path.join(dataDir, 'attachments', row.storage_id.slice(0, 2), row.storage_id));
      expect(attachment.file_size).toBe(stored.length);
      if (['image/jpeg', 'image/png', 'image/webp'].includes(mimeType)) {
        // Photos are encoded again (without their metadata): same format, same size in pixels.
        const meta = await sharp(stored).metadata();
        expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: mimeType.slice(6), width, height });
      } else {
        expect(stored.equals(bytes)).toBe(true);
      }
    });

    describe('photos lose their metadata (members\' locations must not leak)', () => {
      const exifGps = (exif: Buffer | undefined) => !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));

      it('stores a phone JPEG without EXIF or GPS, turned upright, and serves that', async () => {
        // 40×20 as stored by the camera, tagged "turn a quarter to the right" (orientation 6).
        const bytes = await makePhoto('jpeg', 40, 20, { gps: true, orientation: 6, xmp: true });
        const original = await sharp(bytes).metadata();
        expect(exifGps(original.exif)).toBe(true);
        expect(original).toMatchObject({ orientation: 6, width: 40, height: 20 });
        expect(original.xmp).toBeDefined();

        const attachment = await uploaded(await newKey(), { filename: 'IMG_4821.jpg', bytes });
        expect(attachment).toMatchObject({ mime_type: 'image/jpeg', width: 20, height: 40 });
        const served = await get(t.app, attachment.direct_url, cookies.author);
        expect(served.statusCode).toBe(200);
        const data = served.rawPayload;
        expect(data.length).toBe(attachment.file_size);
        const meta = await sharp(data).metadata();
        expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'jpeg', width: 20, height: 40 });
        expect(meta.exif).toBeUndefined();
        expect(meta.xmp).toBeUndefined();
        expect(meta.iptc).toBeUndefined();
        expect(meta.orientation).toBeUndefined();
        expect(data.includes(Buffer.from('TrailCam'))).toBe(false);
        // Still a picture: every pixel decodes.
        const pixels = await sharp(data).raw().toBuffer({ resolveWithObject: true });
        expect(pixels.info).toMatchObject({ width: 20, height: 40 });
      });

      it.each(['png', 'webp'] as const)('stores a %s without its EXIF and XMP', async (format) => {
        const bytes = await makePhoto(format, 30, 10, { gps: true, xmp: true });
        const original = await sharp(bytes).metadata();
        expect(exifGps(original.exif)).toBe(true);
        expect(original.xmp).toBeDefined();
        const attachment = await uploaded(await newKey(), { filename: `trail.${format}`, bytes });
        expect(attachment).toMatchObject({ width: 30, height: 10 });
        const data = (await get(t.app, attachment.direct_url, cookies.author)).rawPayload;
        const meta = await sharp(data).metadata();
        expect({ format: meta.format, width: meta.width, height: meta.height, exif: meta.exif, xmp: meta.xmp }).toEqual({
          format,
          width: 30,
          height: 10,
          exif: undefined,
          xmp: undefined,
        });
        expect(data.includes(Buffer.from('TrailCam'))).toBe(false);
      });

      it('keeps the frames of an animated WebP', async () => {
        const frame = (red: number) => sharp({ create: { width: 12, height: 8, channels: 3, background: { r: red, g: 0, b: 0 } } }).png().toBuffer();
        const bytes = await sharp([await frame(200), await frame(20)], { join: { animated: true } }).webp().toBuffer();
        const attachment = await uploaded(await newKey(), { filename: 'blink.webp', bytes });
        expect(attachment).toMatchObject({ width: 12, height: 8 });
        const meta = await sharp((await get(t.app, attachment.direct_url, cookies.author)).rawPayload).metadata();
        expect(meta).toMatchObject({ format: 'webp', pages: 2, width: 12 });
      });
    });

    it('keeps only the base name of a file name with folders in it', async () => {
      const attachment = await uploaded(await newKey(), { filename: '../../etc/passwd.png', bytes: makePng(1, 1) });
      expect(attachment.filename).toBe('passwd.png');
    });

    describe('refusals: a clear message, and nothing written', () => {
      let key: string;
      beforeAll(async () => {
        key = await newKey();
      });

      const refused = async (file: FilePart | null, status: number, code: string, message: string | RegExp, as: string | null = 'author', useKey?: string) => {
        const rows = await countRows(t.db, 'attachments');
        const files = storedFiles().length;
        const response = await upload(useKey ?? key, file, as);
        expect(response.statusCode).toBe(status);
        expect(error(response).code).toBe(code);
        if (typeof message === 'string') expect(error(response).message).toBe(message);
        else expect(error(response).message).toMatch(message);
        expect(await countRows(t.db, 'attachments')).toBe(rows);
        expect(storedFiles()).toHaveLength(files);
      };
      const ALLOWED = 'Allowed types: png, jpg, jpeg, jpe, gif, bmp, webp, pdf, txt, zip.';

      it('a PNG renamed .jpg', () =>
        refused({ filename: 'photo.jpg', bytes: makePng(2, 2) }, 415, 'file_type_mismatch', 'The file’s name ends in .jpg, but it holds a PNG image. Rename it to .png.'));

      it('a JPEG renamed .gif', () =>
        refused({ filename: 'photo.gif', bytes: makeJpeg(2, 2) }, 415, 'file_type_mismatch', 'The file’s name ends in .gif, but it holds a JPEG image. Rename it to .jpg.'));

      it('an HTML page renamed .png', () =>
        refused(
          { filename: 'innocent.png', bytes: Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>') },
          415,
          'invalid_file_type',
          `The file holds HTML or SVG markup, which cannot be uploaded. ${ALLOWED}`,
        ));

      it('an HTML page renamed .txt', () =>
        refused({ filename: 'notes.txt', bytes: Buffer.from('<!doctype html><p onclick="x()">hi') }, 415, 'invalid_file_type', /HTML or SVG markup/));

      it('an SVG image', () =>
        refused(
          { filename: 'logo.svg', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), contentType: 'image/svg+xml' },
          415,
          'invalid_file_type',
          `Files of type .svg cannot be uploaded. ${ALLOWED}`,
        ));

      it('an SVG renamed .png', () =>
        refused({ filename: 'logo.png', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') }, 415, 'invalid_file_type', /HTML or SVG markup/));

      it('an HTML file by name', () =>
        refused({ filename: 'page.html', bytes: Buffer.from('<p>hi</p>') }, 415, 'invalid_file_type', `Files of type .html cannot be uploaded. ${ALLOWED}`));

      it('a file without an extension', () =>
        refused({ filename: 'README', bytes: Buffer.from('hello') }, 415, 'invalid_file_type', `The file name has no extension, so its type is not allowed. ${ALLOWED}`));

      it('a program renamed .zip', () =>
        refused({ filename: 'tools.zip', bytes: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0xff, 0xfe]) }, 415, 'invalid_file_type', `The file’s content is not of an allowed type. ${ALLOWED}`));

      it('an image beyond the maximum dimensions', () =>
        refused(
          { filename: 'huge.png', bytes: makePngHeader(5000, 5000) },
          400,
          'image_too_large',
          'The image is 5000×5000 pixels: images may be at most 4096×4096 pixels.',
        ));

      it('an image too tall only', () =>
        refused({ filename: 'panorama.webp', bytes: makeWebp(100, 4097, 'VP8X') }, 400, 'image_too_large', 'The image is 100×4097 pixels: images may be at most 4096×4096 pixels.'));

      it('a damaged image', () =>
        refused({ filename: 'broken.png', bytes: makePng(2, 2).subarray(0, 33) }, 400, 'invalid_image', 'The file looks like a PNG image, but its header cannot be read: it may be damaged.'));

      it('a JPEG whose pixels cannot be decoded', () =>
        refused({ filename: 'headers-only.jpg', bytes: makeJpeg(640, 480) }, 400, 'invalid_image', 'The file looks like a JPEG image, but its header cannot be read: it may be damaged.'));

      it('a file over the size limit', () =>
        refused(
          { filename: 'big.pdf', bytes: Buffer.concat([makePdf(), Buffer.alloc(8192 * 1024)]) },
          413,
          'file_too_large',
          'The file is too large: files may be at most 8 MB (8192 KB).',
        ));

      it('an empty file', () => refused({ filename: 'empty.txt', bytes: Buffer.alloc(0) }, 400, 'empty_file', 'The file is empty.'));

      it('a form without the file', () => refused(null, 400, 'no_file', 'Choose a file to upload: the form field attachment is missing.'));

      it('a file in another field', () =>
        refused({ filename: 'a.png', bytes: makePng(1, 1), field: 'upload' }, 400, 'unexpected_file', "Send the file in the form field attachment, not 'upload'."));

      it('two files at once', async () => {
        const body = multipart({ key }, { filename: 'a.png', bytes: makePng(1, 1) }, { filename: 'b.png', bytes: makePng(1, 1) });
        const rows = await countRows(t.db, 'attachments');
        const response = await t.app.inject({ method: 'POST', url: '/api/attachments', payload: body.payload, headers: { ...body.headers, cookie: cookies.author } });
        expect(response.statusCode).toBe(400);
        expect(error(response)).toEqual({ code: 'too_many_files', message: 'Send one file per request, in the form field attachment.' });
        expect(await countRows(t.db, 'attachments')).toBe(rows);
      });

      it('a visitor', () => refused({ filename: 'a.png', bytes: makePng(1, 1) }, 401, 'not_logged_in', 'You must log in or register to post here.', null));

      it("another member's key", () =>
        refused({ filename: 'a.png', bytes: makePng(1, 1) }, 403, 'invalid_attachment_key', 'This attachment key belongs to another member.', 'other'));

      it('an unknown key', () =>
        refused({ filename: 'a.png', bytes: makePng(1, 1) }, 404, 'invalid_attachment_key', 'No attachment found: this attachment key does not exist.', 'author', 'f'.repeat(32)));

      it('a missing key', () =>
        refused({ filename: 'a.png', bytes: makePng(1, 1) }, 400, 'missing_key', "The field 'key' is required: ask for one with POST /attachments/new-key.", 'author', ''));

      it('a JSON body instead of a form', async () => {
        const response = await post(t.app, '/api/attachments', { key }, cookies.author);
        expect(response.statusCode).toBe(415);
        expect(error(response).message).toBe('Send the upload as multipart/form-data with the fields key and attachment.');
      });
    });
  });

  describe('over real HTTP, the way a browser sends FormData', () => {
    let base: string;
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    });

    const send = async (form: FormData) => {
      const response = await fetch(`${base}/api/attachments`, { method: 'POST', body: form, headers: { cookie: cookies.author } });
      return { status: response.status, body: (await response.json()) as { attachment?: AttachmentInfo; errors?: { message: string }[] } };
    };

    it('uploads a file, then serves it back', async () => {
      const form = new FormData();
      form.set('key', await newKey());
      form.set('attachment', new Blob([new Uint8Array(makeGif(2, 2))], { type: 'image/gif' }), 'dot.gif');
      const { status, body } = await send(form);
      expect(status).toBe(200);
      expect(body.attachment).toMatchObject({ filename: 'dot.gif', mime_type: 'image/gif', width: 2, height: 2 });
      const data = await fetch(`${base}${body.attachment!.direct_url}`, { headers: { cookie: cookies.author } });
      expect(Buffer.from(await data.arrayBuffer()).equals(makeGif(2, 2))).toBe(true);
    });

    it('answers an oversized upload with the size message', async () => {
      const form = new FormData();
      form.set('key', await newKey());
      form.set('attachment', new Blob([new Uint8Array(makePdf()), new Uint8Array(9 * 1024 * 1024)]), 'big.pdf');
      const { status, body } = await send(form);
      expect(status).toBe(413);
      expect(body.errors?.[0].message).toBe('The file is too large: files may be at most 8 MB (8192 KB).');
    });
  });

  describe('GET /attachments/{id}/data', () => {
    let key: string;
    let image: AttachmentInfo;
    let text: AttachmentInfo;
    const bytes = makePng(3, 3);

    beforeAll(async () => {
      key = await newKey();
      image = await uploaded(key, { filename: 'Moab sunset é.png', bytes });
      text = await uploaded(key, { filename: 'notes.txt', bytes: Buffer.from('Notes: <b>not html</b> as far as anyone knows') });
    });

    it('serves an unclaimed file to its uploader and moderators only', async () => {
      expect((await get(t.app, image.direct_url, cookies.author)).statusCode).toBe(200);
      expect((await get(t.app, image.direct_url, cookies.mod)).statusCode).toBe(200);
      for (const who of [undefined, cookies.other]) {
        const response = await get(t.app, image.direct_url, who);
        expect(response.statusCode).toBe(404);
        expect(error(response)).toEqual({ code: 'not_found', message: 'No attachment found' });
      }
    });

    it('serves a file on a visible post to everyone, with headers that keep the browser from running it', async () => {
      await claimAttachments(t.db, key, ids.author, ids.authorPost2);
      const response = await get(t.app, image.direct_url);
      expect(response.statusCode).toBe(200);
      // The stored PNG: the upload encoded again without metadata, the same picture.
      expect(response.rawPayload.length).toBe(image.file_size);
      expect(await sharp(response.rawPayload).raw().toBuffer()).toEqual(await sharp(bytes).raw().toBuffer());
      expect(response.headers).toMatchObject({
        'content-type': 'image/png',
        'content-length': String(image.file_size),
        'x-content-type-options': 'nosniff',
        'content-security-policy': "sandbox; default-src 'none'",
        'content-disposition': `inline; filename="Moab sunset _.png"; filename*=UTF-8''Moab%20sunset%20%C3%A9.png`,
      });
      expect(response.headers['cache-control']).toMatch(/max-age=31536000/);

      const plain = await get(t.app, text.direct_url);
      expect(plain.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(plain.headers['content-disposition']).toMatch(/^attachment; filename="notes.txt"/);
      expect(plain.body).toBe('Notes: <b>not html</b> as far as anyone knows');
    });

    it('hides the files of a deleted post from all but the uploader and moderators', async () => {
      await t.db.updateTable('posts').set({ message_state: 'deleted' }).where('post_id', '=', ids.authorPost2).execute();
      try {
        expect((await get(t.app, image.direct_url)).statusCode).toBe(404);
        expect((await get(t.app, image.direct_url, cookies.other)).statusCode).toBe(404);
        expect((await get(t.app, image.direct_url, cookies.mod)).statusCode).toBe(200);
      } finally {
        await t.db.updateTable('posts').set({ message_state: 'visible' }).where('post_id', '=', ids.authorPost2).execute();
      }
    });

    it('answers 404 for an unknown attachment and 400 for a bad id', async () => {
      const unknown = await get(t.app, '/api/attachments/999999/data');
      expect(unknown.statusCode).toBe(404);
      expect(error(unknown).message).toBe('No attachment found');
      expect((await get(t.app, '/api/attachments/abc/data')).statusCode).toBe(400);
    });
  });

  describe('attachment links (used by posting)', () => {
    it('claims the key’s unclaimed files for the post and lists them per post in one call', async () => {
      const key = await newKey();
      const first = await uploaded(key, { filename: 'a.png', bytes: makePng(1, 1) });
      const second = await uploaded(key, { filename: 'b.pdf', bytes: makePdf() });
      await t.db.transaction().execute((trx) => claimAttachments(trx, key, ids.author, ids.authorPost));
      const third = await uploaded(key, { filename: 'c.gif', bytes: makeGif(1, 1) });

      const map = await listAttachmentsForPosts(t.db, [ids.authorPost, ids.otherPost, 999_999]);
      expect(map.get(ids.authorPost)?.map((a) => a.attachment_id)).toEqual([first.attachment_id, second.attachment_id]);
      expect(map.get(ids.authorPost)?.[0]).toEqual(first);
      expect(map.has(ids.otherPost)).toBe(false);
      expect(map.has(999_999)).toBe(false);
      // Uploaded after the claim: not on the post until the next save claims it.
      expect(map.get(ids.authorPost)?.some((a) => a.attachment_id === third.attachment_id)).toBe(false);
      expect((await listAttachmentsForPosts(t.db, [])).size).toBe(0);
    });

    it('takes a moderator’s key asked for the very post being edited, whoever the post is by', async () => {
      const key = await newKey('mod', { 'context[post_id]': ids.otherPost });
      const file = await uploaded(key, { filename: 'fixed.png', bytes: makePng(1, 1) }, 'mod');
      // Posting claims for the post's author: accepted, because the key was made for this post.
      await claimAttachments(t.db, key, ids.other, ids.otherPost);
      expect((await listAttachmentsForPosts(t.db, [ids.otherPost])).get(ids.otherPost)?.map((a) => a.attachment_id)).toContain(file.attachment_id);
      // The same key on another post is still someone else's key.
      const elsewhere = await rejectionOf(claimAttachments(t.db, key, ids.author, ids.authorPost));
      expect(elsewhere).toMatchObject({ statusCode: 403, message: 'No attachment found' });
      await t.db.deleteFrom('attachments').where('attachment_id', '=', file.attachment_id).execute();
    });

    it("refuses an unknown key (400) and another member's key (403) with 'No attachment found'", async () => {
      const unknown = await rejectionOf(claimAttachments(t.db, 'nope', ids.author, ids.authorPost));
      expect(unknown).toMatchObject({ statusCode: 400, code: 'invalid_attachment_key', message: 'No attachment found' });
      const key = await newKey('author');
      const foreign = await rejectionOf(claimAttachments(t.db, key, ids.other, ids.otherPost));
      expect(foreign).toMatchObject({ statusCode: 403, message: 'No attachment found' });
    });
  });

  describe('DELETE /attachments/{id} and DELETE /attachments?key=', () => {
    const { fileOf } = attachmentStore(() => t.db, () => dataDir);

    it('lets the uploader delete an unclaimed file: row and file gone', async () => {
      const attachment = await uploaded(await newKey(), { filename: 'a.png', bytes: makePng(1, 1) });
      const file = await fileOf(attachment.attachment_id);
      const other = await t.app.inject({ method: 'DELETE', url: `/api/attachments/${attachment.attachment_id}`, headers: { cookie: cookies.other } });
      expect(other.statusCode).toBe(403);
      expect(error(other).message).toBe('You may only delete your own attachments.');
      const visitor = await t.app.inject({ method: 'DELETE', url: `/api/attachments/${attachment.attachment_id}` });
      expect(visitor.statusCode).toBe(401);
      expect(fs.existsSync(file)).toBe(true);

      const response = await t.app.inject({ method: 'DELETE', url: `/api/attachments/${attachment.attachment_id}`, headers: { cookie: cookies.author } });
      expect(response.statusCode).toBe(200);
      expect(json(response)).toEqual({ deleted_ids: [attachment.attachment_id] });
      expect(fs.existsSync(file)).toBe(false);
      expect((await get(t.app, attachment.direct_url, cookies.author)).statusCode).toBe(404);
      const again = await t.app.inject({ method: 'DELETE', url: `/api/attachments/${attachment.attachment_id}`, headers: { cookie: cookies.author } });
      expect(again.statusCode).toBe(404);
      expect(error(again).message).toBe('No attachment found');
    });

    it("lets a moderator delete a file on someone's post", async () => {
      const key = await newKey('other', { 'context[post_id]': ids.otherPost });
      const attachment = await uploaded(key, { filename: 'a.png', bytes: makePng(1, 1) }, 'other');
      await claimAttachments(t.db, key, ids.other, ids.otherPost);
      expect((await t.app.inject({ method: 'DELETE', url: `/api/attachments/${attachment.attachment_id}`, headers: { cookie: cookies.author } })).statusCode).toBe(403);
      const response = await t.app.inject({ method: 'DELETE', url: `/api/attachments/${attachment.attachment_id}`, headers: { cookie: cookies.mod } });
      expect(response.statusCode).toBe(200);
      expect((await listAttachmentsForPosts(t.db, [ids.otherPost])).size).toBe(0);
    });

    it("removes all of a key's unclaimed files, leaving those already on a post", async () => {
      const key = await newKey();
      const kept = await uploaded(key, { filename: 'kept.png', bytes: makePng(1, 1) });
      await claimAttachments(t.db, key, ids.author, ids.authorPost);
      const dropped = [await uploaded(key, { filename: 'x.png', bytes: makePng(1, 1) }), await uploaded(key, { filename: 'y.txt', bytes: Buffer.from('y') })];
      const files = await Promise.all(dropped.map((a) => fileOf(a.attachment_id)));

      const foreign = await t.app.inject({ method: 'DELETE', url: `/api/attachments?key=${key}`, headers: { cookie: cookies.other } });
      expect(foreign.statusCode).toBe(404);
      expect(error(foreign)).toEqual({ code: 'not_found', message: 'No attachments found' });
      const missing = await t.app.inject({ method: 'DELETE', url: '/api/attachments', headers: { cookie: cookies.author } });
      expect(missing.statusCode).toBe(400);
      expect(error(missing).message).toBe("The query parameter 'key' is required.");

      const response = await t.app.inject({ method: 'DELETE', url: `/api/attachments?key=${key}`, headers: { cookie: cookies.author } });
      expect(response.statusCode).toBe(200);
      expect(json(response).deleted_ids).toEqual(dropped.map((a) => a.attachment_id));
      for (const file of files) expect(fs.existsSync(file)).toBe(false);
      expect((await listAttachmentsForPosts(t.db, [ids.authorPost])).get(ids.authorPost)?.map((a) => a.attachment_id)).toContain(kept.attachment_id);
    });

    it('sweeps abandoned uploads (old, unclaimed, held by no draft), rows and files', async () => {
      const [abandoned, drafted, claimed, fresh] = [await newKey(), await newKey(), await newKey(), await newKey()];
      const upload1 = await uploaded(abandoned, { filename: 'old.png', bytes: makePng(1, 1) });
      const upload2 = await uploaded(drafted, { filename: 'draft.png', bytes: makePng(1, 1) });
      const upload3 = await uploaded(claimed, { filename: 'posted.png', bytes: makePng(1, 1) });
      const upload4 = await uploaded(fresh, { filename: 'new.png', bytes: makePng(1, 1) });
      await claimAttachments(t.db, claimed, ids.author, ids.authorPost);
      const now = Math.floor(Date.now() / 1000);
      const old = [upload1, upload2, upload3].map((a) => a.attachment_id);
      await t.db.updateTable('attachments').set({ upload_date: now - STALE_UPLOAD_SECONDS - 60 }).where('attachment_id', 'in', old).execute();
      await t.db
        .insertInto('drafts')
        .values({ user_id: ids.author, draft_key: `thread:${ids.thread}`, thread_id: ids.thread, node_id: null, prefix_id: null, attachment_key: drafted, updated_at: now })
        .execute();
      const oldFile = await fileOf(upload1.attachment_id);

      const log = { error: jest.fn() } as never;
      expect(await sweepStaleUploads(t.db, attachmentStore(() => t.db, () => dataDir).storage(), log, now)).toBe(1);
      expect(fs.existsSync(oldFile)).toBe(false);
      const left = await t.db.selectFrom('attachments').select('attachment_id').where('attachment_id', 'in', [upload1, upload2, upload3, upload4].map((a) => a.attachment_id)).execute();
      expect(left.map((r) => r.attachment_id).sort((a, b) => a - b)).toEqual([upload2, upload3, upload4].map((a) => a.attachment_id));
    });

    it('removes files no row names any more (a hard delete took the rows), once they are an hour old', async () => {
      const png = () => ({ filename: 'trail.png', bytes: makePng(1, 1) });
      const [gone, young, kept] = [await uploaded(await newKey(), png()), await uploaded(await newKey(), png()), await uploaded(await newKey(), png())];
      const [goneFile, youngFile, keptFile] = [await fileOf(gone.attachment_id), await fileOf(young.attachment_id), await fileOf(kept.attachment_id)];
      // As a hard delete cascades: the rows go, the files stay behind.
      await t.db.deleteFrom('attachments').where('attachment_id', 'in', [gone.attachment_id, young.attachment_id]).execute();
      const now = Math.floor(Date.now() / 1000);
      const twoHoursAgo = new Date((now - 7200) * 1000);
      fs.utimesSync(goneFile, twoHoursAgo, twoHoursAgo);
      fs.utimesSync(keptFile, twoHoursAgo, twoHoursAgo);

      expect(await sweepOrphanFiles(t.db, attachmentStore(() => t.db, () => dataDir).storage(), now)).toBe(1);
      expect(fs.existsSync(goneFile)).toBe(false);
      expect(fs.existsSync(youngFile)).toBe(true);
      expect(fs.existsSync(keptFile)).toBe(true);
    });
  });
});

describe('upload settings from the environment', () => {
  let t: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trailhead-attachments-'));
    const configured = await readConfig({ DATA_DIR: dataDir, UPLOAD_MAX_SIZE_KB: '1', UPLOAD_EXTENSIONS: 'png, gif', UPLOAD_MAX_WIDTH: '100', UPLOAD_MAX_HEIGHT: '50' });
    t = await build({ settings: { dataDir: configured.dataDir, uploads: configured.uploads }, seed: async (db) => void (await makeUser(db, { username: 'author' })) });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('reports and enforces the configured limits', async () => {
    expect(json<UploadOptions>(await get(t.app, '/api/options/upload'))).toMatchObject({
      maximum_upload_size_kb: 1,
      allowed_attachment_extensions: 'png|gif',
      attachment_max_dimensions: { width: 100, height: 50 },
    });
    const cookie = await loginAs(t.app, 'author', PASSWORD);
    const node = await makeNode(t.db, { title: 'Anything' });
    const key = json(await post(t.app, '/api/attachments/new-key', { type: 'post', 'context[node_id]': node }, cookie)).key as string;
    const send = (file: FilePart) => {
      const body = multipart({ key }, file);
      return t.app.inject({ method: 'POST', url: '/api/attachments', payload: body.payload, headers: { ...body.headers, cookie } });
    };
    const big = await send({ filename: 'big.png', bytes: Buffer.concat([makePngHeader(10, 10), Buffer.alloc(1024)]) });
    expect(big.statusCode).toBe(413);
    expect(json(big).errors[0].message).toBe('The file is too large: files may be at most 1 KB.');
    const jpeg = await send({ filename: 'a.jpg', bytes: makeJpeg(10, 10) });
    expect(json(jpeg).errors[0].message).toBe('Files of type .jpg cannot be uploaded. Allowed types: png, gif.');
    const wide = await send({ filename: 'wide.gif', bytes: makeGif(101, 10) });
    expect(json(wide).errors[0].message).toBe('The image is 101×10 pixels: images may be at most 100×50 pixels.');
    expect((await send({ filename: 'ok.gif', bytes: makeGif(100, 50) })).statusCode).toBe(200);
    expect(fs.readdirSync(path.join(dataDir, 'attachments'))).toHaveLength(1);
  });
});

describe('seedAttachmentsAndExtras', () => {
  it('puts trail photos on the demo photo thread, stored like uploads, once', async () => {
    const { seedDemo } = await import('../../seed');
    const { seedAttachmentsAndExtras } = await import('./attachments.seed');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trailhead-attachments-seed-'));
    const t = await build({ seed: (db) => seedDemo(db) });
    try {
      const written = await seedAttachmentsAndExtras(t.db, dataDir);
      expect(written).toBeGreaterThanOrEqual(500);
      expect(await seedAttachmentsAndExtras(t.db, dataDir)).toBe(0);
      const row = await t.db.selectFrom('attachments').selectAll().orderBy('attachment_id').executeTakeFirstOrThrow();
      const file = fs.readFileSync(path.join(dataDir, 'attachments', row.storage_id.slice(0, 2), row.storage_id));
      expect(file.length).toBe(row.file_size);
      const map = await listAttachmentsForPosts(t.db, [row.post_id!]);
      expect(map.get(row.post_id!)).toEqual([expect.objectContaining({ mime_type: 'image/png', width: 480, height: 320, is_image: true })]);
      // The photos are the attachments: no post of the thread stands in for one with text ("[photo 3]").
      const placeholders = await t.db.selectFrom('posts').select('post_id').where('message_html', 'like', '%[photo%').execute();
      expect(placeholders).toEqual([]);
    } finally {
      await t.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
