// Shared by the attachments tests: request bodies the way a browser's FormData sends them, and the
// local disk store a test app (settings.dataDir) keeps its files in.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { LocalDiskStorage } from '../../storage/local-disk-storage';

export interface FilePart {
  filename: string;
  bytes: Buffer;
  field?: string;
  contentType?: string;
}

/** A multipart/form-data body the way a browser's FormData sends it. */
export function multipart(fields: Record<string, string>, ...files: FilePart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----trailhead${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'attachment'}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The attachments store of a test app whose settings.dataDir is `dataDir`: the store itself, and where one attachment's file lies. */
export function attachmentStore(db: () => Kysely<Database>, dataDir: () => string) {
  const root = () => path.join(dataDir(), 'attachments');
  return {
    storage: () => new LocalDiskStorage(root()),
    fileOf: async (attachmentId: number): Promise<string> => {
      const row = await db().selectFrom('attachments').select('storage_id').where('attachment_id', '=', attachmentId).executeTakeFirstOrThrow();
      return path.join(root(), row.storage_id.slice(0, 2), row.storage_id);
    },
  };
}
