/** Every list endpoint pages the same way. */
export interface Pagination {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

/** Error body of every failed API call (ARCHITECTURE §5). */
export interface ApiErrorItem {
  code: string;
  message: string;
}
export interface ApiErrorBody {
  errors: ApiErrorItem[];
}

/** Timestamps on the wire are Unix seconds (spec §9). */
export type UnixSeconds = number;
