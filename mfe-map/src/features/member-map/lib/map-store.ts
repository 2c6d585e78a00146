// The browser's local store for the map's data (spec §3 map cache, §9 size 52,428,800 bytes): a
// small key/value wrapper over IndexedDB, behind an interface so the cache's rules are tested
// without a browser and the page still works where IndexedDB is missing (private windows). The
// shell deletes the database (MAP_STORE_NAME) at logout.

import { MAP_STORE_NAME } from '@trailhead/shared-kernel/constants';

const OBJECT_STORE = 'entries';

export interface KeyValueStore {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  delete(key: string): Promise<void>;
  keys(): Promise<string[]>;
  clear(): Promise<void>;
}

/** A store in memory: for tests, and the stand-in when the browser has no IndexedDB. */
export function memoryStore(): KeyValueStore {
  const entries = new Map<string, unknown>();
  return {
    get: async <T>(key: string) => entries.get(key) as T | undefined,
    set: async (key, value) => void entries.set(key, structuredCloneOf(value)),
    delete: async (key) => void entries.delete(key),
    keys: async () => [...entries.keys()],
    clear: async () => entries.clear(),
  };
}

// IndexedDB stores a copy; the memory store does too, so a caller's later change never reaches it.
const structuredCloneOf = (value: unknown): unknown => (value === undefined ? value : JSON.parse(JSON.stringify(value)));

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

/** The map's IndexedDB store, opened on first use. */
export function indexedDbStore(factory: IDBFactory = indexedDB): KeyValueStore {
  let opened: Promise<IDBDatabase> | null = null;
  const open = () =>
    (opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const req = factory.open(MAP_STORE_NAME, 1);
      req.onupgradeneeded = () => req.result.createObjectStore(OBJECT_STORE);
      req.onsuccess = () => {
        const db = req.result;
        // Another tab (or the shell at logout) deleting the database must not wait on this connection.
        db.onversionchange = () => {
          db.close();
          opened = null;
        };
        resolve(db);
      };
      req.onerror = () => {
        opened = null;
        reject(req.error);
      };
    }));
  const run = async <T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> => {
    const db = await open();
    return request(action(db.transaction(OBJECT_STORE, mode).objectStore(OBJECT_STORE)));
  };
  return {
    get: <T>(key: string) => run('readonly', (store) => store.get(key) as IDBRequest<T | undefined>),
    set: async (key, value) => void (await run('readwrite', (store) => store.put(value, key))),
    delete: async (key) => void (await run('readwrite', (store) => store.delete(key))),
    keys: async () => (await run('readonly', (store) => store.getAllKeys())).map(String),
    clear: async () => void (await run('readwrite', (store) => store.clear())),
  };
}

let browserStore: KeyValueStore | null = null;

/** The page's one store: IndexedDB when the browser has it, else memory for this visit. */
export function mapStore(): KeyValueStore {
  return (browserStore ??= typeof indexedDB === 'undefined' ? memoryStore() : indexedDbStore());
}
