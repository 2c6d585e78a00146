// Where uploaded files live (ARCHITECTURE §7). Local disk under DATA_DIR by default; an
// S3-compatible object store when S3_BUCKET is set, so that several API processes (or machines)
// read and write the same files. Rows name files by a random storage id, never by path.
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { SiteSettings } from '../config';
import { LocalDiskStorage } from './local-disk-storage';
import { S3Storage } from './s3-storage';

export { newStorageId } from './storage-id';

export interface FileStorage {
  /** Stores the bytes under the id; a reader never sees half a file. */
  save(storageId: string, bytes: Buffer): Promise<void>;
  /** The stored bytes as a stream, or null when the file is gone. */
  open(storageId: string): Promise<Readable | null>;
  /** Removes the file; a file already gone is not an error. */
  remove(storageId: string): Promise<void>;
  /** Every stored file with its last write time (seconds), for the sweep of files no row names. */
  list(): AsyncIterable<{ storageId: string; modified: number }>;
  /** Lets go of connections (the app is closing). */
  close(): Promise<void>;
}

/** The kinds of uploaded files, each a folder (local disk) or key prefix (object store) of its own. */
export type StorageArea = 'attachments' | 'club-images' | 'member-images' | 'location-media';

/** The store the configuration names for an area: S3 when S3_BUCKET is set, else DATA_DIR/<area>/. */
export function fileStorageFor(settings: Pick<SiteSettings, 'dataDir' | 's3'>, area: StorageArea): FileStorage {
  if (settings.s3) return new S3Storage(settings.s3, area);
  return new LocalDiskStorage(path.join(settings.dataDir, area));
}
