// Names of stored files: random, so a member's file name never reaches a path or an object key.
import { randomBytes } from 'node:crypto';

const STORAGE_ID = /^[0-9a-f]{32}$/;

/** A random id for a stored file: never derived from the member's file name. */
export function newStorageId(): string {
  return randomBytes(16).toString('hex');
}

/** Refuses anything but an id newStorageId made: no path or key can be smuggled in. */
export function checkedStorageId(storageId: string): string {
  if (!STORAGE_ID.test(storageId)) throw new Error(`not a storage id: ${storageId}`);
  return storageId;
}

export function isStorageId(name: string): boolean {
  return STORAGE_ID.test(name);
}
