// Uploaded files on local disk: $DATA_DIR/<area>/<2 hex>/<storage id>. The default store, and all
// one process needs; several machines share files through an object store instead (s3-storage.ts).
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FileStorage } from './file-storage';
import { checkedStorageId, isStorageId } from './storage-id';

export class LocalDiskStorage implements FileStorage {
  constructor(readonly dir: string) {}

  /** Spread over 256 sub-folders so that no folder grows huge. */
  pathOf(storageId: string): string {
    checkedStorageId(storageId);
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
        if (!isStorageId(file)) continue; // a .partial being written, or a stranger
        const stat = await fs.promises.stat(path.join(this.dir, folder, file)).catch(() => null);
        if (stat) yield { storageId: file, modified: Math.floor(stat.mtimeMs / 1000) };
      }
    }
  }

  async close(): Promise<void> {
    // Nothing held open between calls.
  }
}
