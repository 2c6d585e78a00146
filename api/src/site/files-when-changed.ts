import { statSync } from 'node:fs';

/**
 * What a reader makes of each file, made again only when the file changes (its modification time):
 * a stat costs microseconds where reading (and compiling) a file again on every request would not,
 * and a file replaced by a new build or a release is seen at once.
 */
export class FilesWhenChanged {
  private readonly files = new Map<string, { value: unknown; modifiedAt: number }>();

  /** `read`'s value for the file as it is now; null when it is missing. */
  read<T>(file: string, read: (file: string) => T): { value: T; modifiedAt: number } | null {
    let modifiedAt: number;
    try {
      modifiedAt = statSync(file).mtimeMs;
    } catch {
      this.files.delete(file);
      return null;
    }
    const known = this.files.get(file);
    if (known && known.modifiedAt === modifiedAt) return known as { value: T; modifiedAt: number };
    const fresh = { value: read(file), modifiedAt };
    this.files.set(file, fresh);
    return fresh;
  }
}
