import type { Pagination, UnixSeconds } from './common';
import type { Thread } from './forum';
import type { UserSummary } from './user';

/** A thread as the content lists show it: the thread with its first post's text and picture. */
export interface ContentItem extends Thread {
  /** Plain text of the first post, cut to about 300 characters. */
  snippet: string;
  image_url: string | null;
  node_title: string;
}

/** GET /news {thread_type, order=post_date, direction=desc, page, vehicle_type_id}: articles. */
export interface NewsResponse {
  threads: ContentItem[];
  pagination: Pagination;
}

/** GET /threads/latest {discussion_type, page, with_pagination, vehicle_type_id}, newest activity first. */
export interface LatestThreadsResponse {
  threads: ContentItem[];
  pagination: Pagination;
}

/** GET /threads/featured {vehicle_type_id}: the staff's picks for the home page. */
export interface FeaturedThreadsResponse {
  threads: ContentItem[];
}

/** GET /trending {vehicle_type_id}: threads with the most replies and reactions in the last 7 days. */
export interface TrendingResponse {
  threads: (ContentItem & { trend_score: number })[];
  pagination: Pagination;
}

export interface SearchResult {
  content_type: 'thread' | 'post';
  thread: Thread;
  post_id: number | null;
  /** Title with matches wrapped in <mark>; everything else escaped. */
  title_html: string;
  /** Text around the match with matches wrapped in <mark>; everything else escaped. */
  snippet_html: string;
  User: UserSummary;
  post_date: UnixSeconds;
  view_url: string;
}

/**
 * GET /search {keywords, c[users], c[title_only] 0|1, page}: bad syntax never errors.
 * pagination.total counts at most 1,000 matches (50 pages), so past that it means "1,000 or more";
 * pages after the 50th are empty. Words found in very many posts are ranked among their newest
 * matches only (10,000 on SQLite, 2,000 on PostgreSQL).
 */
export interface SearchResponse {
  results: SearchResult[];
  pagination: Pagination;
  keywords: string;
}
