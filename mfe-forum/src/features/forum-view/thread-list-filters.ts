import type { ThreadSortField } from '@trailhead/shared-kernel/types';

// A forum's thread list controls (spec §3: sort fields, asc/desc, date filters), kept in the URL
// query so that reload, back and shared links show the same list.

export type SortDirection = 'asc' | 'desc';

export const SORT_FIELDS: { value: ThreadSortField; label: string }[] = [
  { value: 'last_post_date', label: 'Last message' },
  { value: 'post_date', label: 'First message' },
  { value: 'title', label: 'Title' },
  { value: 'reply_count', label: 'Replies' },
  { value: 'view_count', label: 'Views' },
  { value: 'first_post_reaction_score', label: 'First message reaction score' },
];

/** null = Anytime. */
export const DATE_FILTERS: { value: number | null; label: string }[] = [
  { value: null, label: 'Anytime' },
  ...[7, 14, 30, 60, 90, 180, 360].map((days) => ({ value: days, label: `${days} days` })),
];

export interface ThreadListFilters {
  order: ThreadSortField;
  direction: SortDirection;
  /** Threads with a message in the last n days; null = Anytime. */
  lastDays: number | null;
  /** The 'Started by' member: the id the API filters on, the name the page shows. */
  starterId: number | null;
  starterName: string;
}

export const DEFAULT_FILTERS: ThreadListFilters = { order: 'last_post_date', direction: 'desc', lastDays: null, starterId: null, starterName: '' };

const isSortField = (value: string | null): value is ThreadSortField => SORT_FIELDS.some((field) => field.value === value);

/** The filters a URL query names; anything unknown or malformed falls back to the default. */
export function filtersFromSearch(params: URLSearchParams): ThreadListFilters {
  const order = params.get('order');
  const direction = params.get('direction');
  const lastDays = Number(params.get('last_days'));
  const starterId = Number(params.get('starter_id'));
  const hasStarter = Number.isInteger(starterId) && starterId > 0;
  return {
    order: isSortField(order) ? order : DEFAULT_FILTERS.order,
    direction: direction === 'asc' || direction === 'desc' ? direction : DEFAULT_FILTERS.direction,
    lastDays: DATE_FILTERS.some((filter) => filter.value === lastDays) ? lastDays : null,
    starterId: hasStarter ? starterId : null,
    starterName: hasStarter ? (params.get('starter') ?? '').trim() : '',
  };
}

/** The URL query for these filters ('' for the defaults); defaults are left out to keep links short. */
export function filtersToSearch(filters: ThreadListFilters): string {
  const params = new URLSearchParams();
  if (filters.order !== DEFAULT_FILTERS.order) params.set('order', filters.order);
  if (filters.direction !== DEFAULT_FILTERS.direction) params.set('direction', filters.direction);
  if (filters.lastDays !== null) params.set('last_days', String(filters.lastDays));
  if (filters.starterId !== null) {
    params.set('starter_id', String(filters.starterId));
    if (filters.starterName) params.set('starter', filters.starterName);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** GET /forums/{id}/threads parameters (spec §7). */
export function filtersToApiQuery(filters: ThreadListFilters, page: number): Record<string, string | number | undefined> {
  return {
    order: filters.order,
    direction: filters.direction,
    last_days: filters.lastDays ?? undefined,
    starter_id: filters.starterId ?? undefined,
    page,
  };
}

export function isFiltered(filters: ThreadListFilters): boolean {
  return filters.lastDays !== null || filters.starterId !== null;
}
