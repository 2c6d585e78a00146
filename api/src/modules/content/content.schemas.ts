// Query and response schemas of the content lists and search.
import { paginationSchema, ref, threadProperties, threadSchema, userSummarySchema } from '../../http/response-schemas';
import { flagSchema, pageSchema, vehicleTypeIdSchema } from '../../http/schemas';

export const CONTENT_TYPES = ['article', 'discussion', 'event'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

const contentItemProperties = {
  ...threadProperties,
  snippet: { type: 'string' },
  image_url: { type: ['string', 'null'] },
  node_title: { type: 'string' },
} as const;

export const ContentItemSchema = {
  $id: 'ContentItem',
  description: "A thread as the content lists show it, with its first post's text and picture.",
  type: 'object',
  properties: contentItemProperties,
} as const;

export const CONTENT_SCHEMAS = [ContentItemSchema];

const contentItemSchema = ref('ContentItem');

const trendingItemSchema = {
  type: 'object',
  properties: { ...contentItemProperties, trend_score: { type: 'number' } },
} as const;

export const contentListResponseSchema = {
  type: 'object',
  properties: { threads: { type: 'array', items: contentItemSchema }, pagination: paginationSchema },
} as const;

export const featuredResponseSchema = {
  type: 'object',
  properties: { threads: { type: 'array', items: contentItemSchema } },
} as const;

export const trendingResponseSchema = {
  type: 'object',
  properties: { threads: { type: 'array', items: trendingItemSchema }, pagination: paginationSchema },
} as const;

export const searchResponseSchema = {
  type: 'object',
  properties: {
    results: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          content_type: { type: 'string' },
          thread: threadSchema,
          post_id: { type: ['integer', 'null'] },
          title_html: { type: 'string' },
          snippet_html: { type: 'string' },
          User: userSummarySchema,
          post_date: { type: 'integer' },
          view_url: { type: 'string' },
        },
      },
    },
    pagination: paginationSchema,
    keywords: { type: 'string' },
  },
} as const;

export const latestQuery = {
  type: 'object',
  properties: {
    discussion_type: { type: 'string', enum: CONTENT_TYPES },
    page: pageSchema,
    with_pagination: { ...flagSchema, default: 1 },
    vehicle_type_id: vehicleTypeIdSchema,
  },
} as const;

export interface LatestQuery {
  discussion_type?: ContentType;
  page: number;
  with_pagination: 0 | 1;
  vehicle_type_id: number;
}

export const newsQuery = {
  type: 'object',
  properties: {
    thread_type: { type: 'string', enum: CONTENT_TYPES, default: 'article' },
    order: { type: 'string', enum: ['post_date'], default: 'post_date' },
    direction: { type: 'string', enum: ['desc', 'asc'], default: 'desc' },
    page: pageSchema,
    vehicle_type_id: vehicleTypeIdSchema,
  },
} as const;

export interface NewsQuery {
  thread_type: ContentType;
  order: 'post_date';
  direction: 'asc' | 'desc';
  page: number;
  vehicle_type_id: number;
}

export const vehicleQuery = {
  type: 'object',
  properties: { vehicle_type_id: vehicleTypeIdSchema },
} as const;

export const trendingQuery = {
  type: 'object',
  properties: { vehicle_type_id: vehicleTypeIdSchema, page: pageSchema },
} as const;

export const searchQuery = {
  type: 'object',
  properties: {
    keywords: { type: 'string', default: '' },
    'c[users]': { type: 'string', default: '' },
    'c[title_only]': { ...flagSchema, default: 0 },
    page: pageSchema,
    vehicle_type_id: vehicleTypeIdSchema,
  },
} as const;

export interface SearchQuery {
  keywords: string;
  'c[users]': string;
  'c[title_only]': 0 | 1;
  page: number;
  /** 0 = every vehicle type; otherwise posts in forums of that type or of all types. */
  vehicle_type_id: number;
}
