// Query-string schemas and types of the forum's list endpoints.
import type { DiscussionType, ThreadSortField } from '@trailhead/shared-kernel/types';
import { flagSchema, idSchema, pageSchema } from '../../http/schemas';
import type { SortDirection } from './threads.repository';

export const DISCUSSION_TYPES: DiscussionType[] = ['article', 'discussion', 'event', 'tlg_group', 'redirect'];
export const discussionTypeSchema = { type: 'string', enum: DISCUSSION_TYPES } as const;

export const THREAD_SORT_FIELDS: ThreadSortField[] = [
  'last_post_date',
  'post_date',
  'title',
  'reply_count',
  'view_count',
  'first_post_reaction_score',
];

/** Date filters of spec §3 (Anytime = no parameter). */
export const LAST_DAYS = [7, 14, 30, 60, 90, 180, 360];

export const forumThreadsQuery = {
  type: 'object',
  properties: {
    starter_id: idSchema,
    last_days: { type: 'integer', enum: LAST_DAYS },
    order: { type: 'string', enum: THREAD_SORT_FIELDS, default: 'last_post_date' },
    direction: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
    page: pageSchema,
    simplified: flagSchema,
  },
} as const;

export interface ForumThreadsQuery {
  starter_id?: number;
  last_days?: number;
  order: ThreadSortField;
  direction: SortDirection;
  page: number;
  simplified?: 0 | 1;
}

export const threadQuery = {
  type: 'object',
  properties: { with_first_post: flagSchema },
} as const;

export const threadPostsQuery = {
  type: 'object',
  properties: {
    order: { type: 'string', enum: ['asc', 'desc'], default: 'asc' },
    page: pageSchema,
  },
} as const;

export interface ThreadPostsQuery {
  order: SortDirection;
  page: number;
}
