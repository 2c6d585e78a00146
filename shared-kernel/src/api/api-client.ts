import { API_BASE_META } from '@trailhead/shared-kernel/constants';
import { ApiError, errorFromResponse, NO_RESPONSE_MESSAGE, REQUEST_FAILED_MESSAGE } from './api-error';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** Sent as JSON, except a FormData (multipart uploads), which the browser encodes itself. */
  body?: unknown;
  /** Extra request headers, e.g. Idempotency-Key. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

function requestHeaders(options: RequestOptions, isForm: boolean): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  // A FormData body needs the browser's own multipart content-type with its boundary.
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  return { ...headers, ...options.headers };
}

type ApiBaseHolder = typeof globalThis & { __TRAILHEAD_API_BASE__?: string };

/** The API's own path on the site's origin, and the name of what a page reads queries by. */
export const API_PATH = '/api';

/** What the page's HTML names (nothing outside a browser page). */
function apiBaseOfPage(): string | null {
  if (typeof document === 'undefined') return null;
  const named = document.querySelector<HTMLMetaElement>(`meta[name="${API_BASE_META}"]`)?.content;
  return named && /^https?:\/\/\S+$/.test(named) ? named.replace(/\/+$/, '') : null;
}

/** The API sits at /api on the site's origin unless the page was told otherwise. */
export function apiBaseUrl(): string {
  return (globalThis as ApiBaseHolder).__TRAILHEAD_API_BASE__ ?? apiBaseOfPage() ?? API_PATH;
}

function withQuery(base: string, path: string, query?: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  const qs = search.toString();
  return `${base}${path.startsWith('/') ? path : `/${path}`}${qs ? `?${qs}` : ''}`;
}

/** Where the browser sends the call: the API's base (API_BASE_URL, else /api), the path and the query. */
export function buildApiUrl(path: string, query?: Record<string, QueryValue>): string {
  return withQuery(apiBaseUrl(), path, query);
}

/**
 * The name a read is kept by (its query key, the server's drawing's answers, invalidation prefixes):
 * `/api/…` wherever the API is served, so a page pointed at another origin keys its reads as before.
 */
export function apiKeyUrl(path: string, query?: Record<string, QueryValue>): string {
  return withQuery(API_PATH, path, query);
}

/**
 * Calls the API with credentials and maps every failure to spec §8's catalogue:
 * 5xx, no response, request not sent, else the server's first error.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  let url: string;
  let init: RequestInit;
  try {
    url = buildApiUrl(path, options.query);
    const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
    init = {
      method: options.method ?? 'GET',
      credentials: 'include',
      headers: requestHeaders(options, isForm),
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal,
    };
  } catch {
    throw new ApiError(REQUEST_FAILED_MESSAGE, 0, 'request_failed');
  }

  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new ApiError(NO_RESPONSE_MESSAGE, 0, 'no_response');
  }

  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw errorFromResponse(response.status, body);
  return body as T;
}
