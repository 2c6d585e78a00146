// Uploads in an S3-compatible object store: a real one (s3rver, on a free port, over a temp dir),
// reached through the official AWS SDK, with the files going in and out through the API.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { AttachmentKeyResponse, AttachmentUploadResponse } from '@trailhead/shared-kernel/types';
import { readConfig, type S3Settings } from '../config';
import { makeNode, makeThread, makeUser, PASSWORD } from '../../test/fixtures';
import { build, json, loginAs, post, type TestApp } from '../../test/helper';
import { sweepOrphanFiles } from '../modules/attachments/attachments.routes';
import { fileStorageFor, newStorageId } from './file-storage';
import { LocalDiskStorage } from './local-disk-storage';
import { S3Storage } from './s3-storage';

const BUCKET = 'trailhead-uploads';

/** A multipart/form-data body with one file in the field `attachment`. */
function formWithFile(fields: Record<string, string>, filename: string, bytes: Buffer): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----s3test${randomBytes(6).toString('hex')}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  parts.push(
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

describe('uploads in an S3-compatible object store', () => {
  let s3rver: S3rver;
  let s3: S3Settings;
  let bucketDir: string;
  let dataDir: string;
  let store: S3Storage;

  beforeAll(async () => {
    bucketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trailhead-s3rver-'));
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trailhead-s3-data-'));
    s3rver = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: bucketDir });
    const { port } = await s3rver.run();
    // s3rver takes any key pair; its documentation uses this one.
    s3 = { bucket: BUCKET, region: 'us-east-1', endpoint: `http://127.0.0.1:${port}`, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true };
    store = new S3Storage(s3, 'attachments');
    await store.client.send(new CreateBucketCommand({ Bucket: BUCKET }));
  });
  afterAll(async () => {
    await store.close();
    await s3rver.close();
    fs.rmSync(bucketDir, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const objectKeys = async () =>
    ((await store.client.send(new ListObjectsV2Command({ Bucket: BUCKET }))).Contents ?? []).map((object) => object.Key);

  it('reads S3_* into the settings, and uses the object store only when S3_BUCKET is set', async () => {
    const settings = await readConfig({
      S3_BUCKET: 'photos',
      S3_ENDPOINT: 'http://minio.internal:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: '1',
    });
    expect(settings.s3).toEqual({ bucket: 'photos', region: 'us-east-1', endpoint: 'http://minio.internal:9000', accessKeyId: 'key', secretAccessKey: 'secret', forcePathStyle: true });
    const chosen = fileStorageFor(settings, 'attachments');
    expect(chosen).toBeInstanceOf(S3Storage);
    await chosen.close();

    const plain = await readConfig({ DATA_DIR: dataDir });
    expect(plain.s3).toBeNull();
    const local = fileStorageFor(plain, 'attachments');
    expect(local).toBeInstanceOf(LocalDiskStorage);
    expect((local as LocalDiskStorage).dir).toBe(path.join(dataDir, 'attachments'));

    await expect(readConfig({ S3_BUCKET: 'photos', S3_ENDPOINT: 'minio:9000' })).rejects.toThrow(
      "S3_ENDPOINT must be an http:// or https:// URL of an S3-compatible store (unset: AWS S3), got 'minio:9000'",
    );
  });

  it('saves, opens, lists and removes objects; a missing one opens as null', async () => {
    const id = newStorageId();
    await store.save(id, Buffer.from('trail notes'));
    expect(await objectKeys()).toContain(`attachments/${id}`);
    expect(await streamText((await store.open(id))!)).toBe('trail notes');
    const listed = [];
    for await (const file of store.list()) listed.push(file);
    expect(listed).toContainEqual({ storageId: id, modified: expect.any(Number) });
    await store.remove(id);
    expect(await store.open(id)).toBeNull();
    // Removing what is gone is fine; a name that is not a storage id is refused before any request.
    await store.remove(id);
    await expect(store.save('../../etc/passwd', Buffer.from('x'))).rejects.toThrow('not a storage id');
  });

  describe('through the API', () => {
    let t: TestApp;
    let cookie: string;
    let threadId: number;

    beforeAll(async () => {
      t = await build({
        settings: { dataDir, s3 },
        seed: async (db) => {
          const author = await makeUser(db, { username: 'uploader' });
          const node = await makeNode(db, { title: 'Trail Talk' });
          threadId = await makeThread(db, { node_id: node, title: 'Photos', author });
        },
      });
      cookie = await loginAs(t.app, 'uploader', PASSWORD);
    });
    afterAll(() => t.close());

    it('stores an upload in the bucket, not on local disk, serves it back, and deletes it from the bucket', async () => {
      const keyResponse = await post(t.app, '/api/attachments/new-key', { type: 'post', 'context[thread_id]': threadId }, cookie);
      expect(keyResponse.statusCode).toBe(200);
      const { key } = json<AttachmentKeyResponse>(keyResponse);
      const bytes = Buffer.from(`Packing list for the Rubicon: ${randomBytes(8).toString('hex')}\n`);
      const form = formWithFile({ key }, 'packing-list.txt', bytes);
      const uploadResponse = await t.app.inject({ method: 'POST', url: '/api/attachments', payload: form.payload, headers: { ...form.headers, cookie } });
      expect(uploadResponse.statusCode).toBe(200);
      const { attachment } = json<AttachmentUploadResponse>(uploadResponse);

      // In the bucket, byte for byte…
      const row = await t.db.selectFrom('attachments').select('storage_id').where('attachment_id', '=', attachment.attachment_id).executeTakeFirstOrThrow();
      const object = await store.client.send(new GetObjectCommand({ Bucket: BUCKET, Key: `attachments/${row.storage_id}` }));
      expect(Buffer.from(await object.Body!.transformToByteArray()).equals(bytes)).toBe(true);
      // …and nothing under DATA_DIR.
      expect(fs.existsSync(path.join(dataDir, 'attachments'))).toBe(false);

      // Served through the API, with the same headers as from disk.
      const served = await t.app.inject({ method: 'GET', url: attachment.direct_url, headers: { cookie } });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(bytes)).toBe(true);
      expect(served.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(served.headers['content-length']).toBe(String(bytes.length));
      expect(served.headers['content-security-policy']).toBe("sandbox; default-src 'none'");

      const deleted = await t.app.inject({ method: 'DELETE', url: `/api/attachments/${attachment.attachment_id}`, headers: { cookie } });
      expect(deleted.statusCode).toBe(200);
      expect(await objectKeys()).not.toContain(`attachments/${row.storage_id}`);
    });

    it('answers 404 for a file whose object has gone from the bucket', async () => {
      const keyResponse = await post(t.app, '/api/attachments/new-key', { type: 'post', 'context[thread_id]': threadId }, cookie);
      const { key } = json<AttachmentKeyResponse>(keyResponse);
      const form = formWithFile({ key }, 'gone.txt', Buffer.from('soon gone\n'));
      const { attachment } = json<AttachmentUploadResponse>(await t.app.inject({ method: 'POST', url: '/api/attachments', payload: form.payload, headers: { ...form.headers, cookie } }));
      const row = await t.db.selectFrom('attachments').select('storage_id').where('attachment_id', '=', attachment.attachment_id).executeTakeFirstOrThrow();
      await store.remove(row.storage_id);
      const served = await t.app.inject({ method: 'GET', url: attachment.direct_url, headers: { cookie } });
      expect(served.statusCode).toBe(404);
      expect(json(served).errors[0].code).toBe('not_found');
    });

    it('sweeps objects no row names (the orphan sweep lists the bucket)', async () => {
      const orphan = newStorageId();
      await store.save(orphan, Buffer.from('nobody owns me'));
      // Files younger than an hour are spared (an upload writes its file before its row): look from later.
      const later = Math.floor(Date.now() / 1000) + 2 * 3600;
      expect(await sweepOrphanFiles(t.db, store, later)).toBeGreaterThanOrEqual(1);
      expect(await objectKeys()).not.toContain(`attachments/${orphan}`);
    });
  });
});
