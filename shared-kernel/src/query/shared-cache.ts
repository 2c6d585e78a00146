import { QueryCache } from './query-cache';

const GLOBAL_KEY = '__TRAILHEAD_QUERY_CACHE__';
type CacheHolder = typeof globalThis & { [GLOBAL_KEY]?: QueryCache };

/** The page's one query cache, shared by the shell and every remote. */
export const queryCache: QueryCache = ((globalThis as CacheHolder)[GLOBAL_KEY] ??= new QueryCache());
