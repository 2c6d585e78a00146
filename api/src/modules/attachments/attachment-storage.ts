// Where attachment bytes live. Local disk by default ($DATA_DIR/attachments/); another store
// (S3 and the like, for several API processes) implements the same three calls.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';

export interface AttachmentStorage {
  save(storageId: string, bytes: Buffer): Promise<void>;
  /** The stored bytes as a stream, or null when the file is gone. */
  open(storageId: string): Promise<Readable | null>;
  /** Removes the file; a file already gone is not an error. */
  remove(storageId: string): Promise<void>;
  /** Every stored file with its last write time (seconds), for the sweep of files no row names. */
  list(): AsyncIterable<{ storageId: string; modified: number }>;
}

/** A random id for a stored file: never derived from the member's file name. */
export function newStorageId(): string {
  return randomBytes(16).toString('hex');
}

const STORAGE_ID = /^[0-9a-f]{32}$/;

export class LocalDiskStorage implements AttachmentStorage {
  constructor(readonly dir: string) {}

  /** Spread over 256 sub-folders so that no folder grows huge. */
  private pathOf(storageId: string): string {
    if (!STORAGE_ID.test(storageId)) throw new Error(`not a storage id: ${storageId}`);
    return path.join(this.dir, storageId.slice(0, 2), storageId);
  }

  async save(storageId: string, bytes: Buffer): Promise<void> {
    const file = this.pathOf(storageId);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    // Written aside and renamed: a reader never sees half a file.
    const partial = `${file}.${process.pid}.partial`;
    try {
      await fs.promises.writeFile(partial, bytes, { flag: 'wx' });
      await fs.promises.rename(partial, file);
    } catch (error) {
      await fs.promises.rm(partial, { force: true });
      throw error;
    }
  }

  async open(storageId: string): Promise<Readable | null> {
    const file = this.pathOf(storageId);
    try {
      const handle = await fs.promises.open(file, 'r');
      return handle.createReadStream();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(storageId: string): Promise<void> {
    await fs.promises.rm(this.pathOf(storageId), { force: true });
  }

  async *list(): AsyncIterable<{ storageId: string; modified: number }> {
    const folders = await fs.promises.readdir(this.dir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [] as string[];
      throw error;
    });
    for (const folder of folders) {
      const files = await fs.promises.readdir(path.join(this.dir, folder)).catch(() => [] as string[]);
      for (const file of files) {
        if (!STORAGE_ID.test(file)) continue; // a .partial being written, or a stranger
        const stat = await fs.promises.stat(path.join(this.dir, folder, file)).catch(() => null);
        if (stat) yield { storageId: file, modified: Math.floor(stat.mtimeMs / 1000) };
      }
    }
  }
}
