// Uploaded files in an S3-compatible object store (AWS S3, MinIO, Ceph, R2, …), one object per
// file under "<area>/<storage id>". Every API process reads and writes the same bucket.
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../config';
import type { FileStorage } from './file-storage';
import { checkedStorageId, isStorageId } from './storage-id';

function isMissing(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

export class S3Storage implements FileStorage {
  readonly client: S3Client;
  readonly bucket: string;
  private readonly prefix: string;

  constructor(settings: S3Settings, area: string) {
    this.bucket = settings.bucket;
    this.prefix = `${area}/`;
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      // Without keys the SDK's own chain is used (AWS_* variables, shared config, an instance role).
      ...(settings.accessKeyId && settings.secretAccessKey
        ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
        : {}),
      // A store that stops answering fails the request instead of holding it open.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
    });
  }

  keyOf(storageId: string): string {
    return this.prefix + checkedStorageId(storageId);
  }

  async save(storageId: string, bytes: Buffer): Promise<void> {
    // A PUT is all or nothing: a reader never sees half an object.
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: this.keyOf(storageId), Body: bytes, ContentLength: bytes.length }));
  }

  async open(storageId: string): Promise<Readable | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.keyOf(storageId) }));
      const body = object.Body;
      if (!body) return null;
      // In Node the SDK's body is a Readable already (an http.IncomingMessage).
      return body instanceof Readable ? body : Readable.fromWeb(body.transformToWebStream() as Parameters<typeof Readable.fromWeb>[0]);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async remove(storageId: string): Promise<void> {
    // Deleting an object that is not there succeeds in S3.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.keyOf(storageId) }));
  }

  async *list(): AsyncIterable<{ storageId: string; modified: number }> {
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: this.prefix, ContinuationToken: token }));
      for (const object of page.Contents ?? []) {
        const name = object.Key?.slice(this.prefix.length) ?? '';
        if (!isStorageId(name)) continue;
        yield { storageId: name, modified: Math.floor((object.LastModified?.getTime() ?? Date.now()) / 1000) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
