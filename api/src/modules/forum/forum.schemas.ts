// Response and request schemas of the forum's read side (nodes, forums, thread lists, thread pages).
import { nullable, paginationSchema, postSchema, ref, threadSchema } from '../../http/response-schemas';

export const ForumNodeSchema = {
  $id: 'ForumNode',
  description: 'A category, forum or link forum, with its counters and last post (type_data).',
  type: 'object',
  properties: {
    node_id: { type: 'integer' },
    node_type_id: { type: 'string', enum: ['Category', 'Forum', 'LinkForum'] },
    parent_node_id: { type: 'integer' },
    display_order: { type: 'integer' },
    title: { type: 'string' },
    description: { type: 'string' },
    view_url: { type: 'string' },
    discussion_type: { type: 'string' },
    redirect_url: nullable('string'),
    vehicle_type_id: { type: 'integer' },
    type_data: {
      type: 'object',
      properties: {
        discussion_count: { type: 'integer' },
        message_count: { type: 'integer' },
        last_post_date: nullable('integer'),
        last_post_user_avatar: nullable('string'),
        last_post_username: nullable('string'),
        is_unread: { type: 'boolean' },
        last_thread_title: nullable('string'),
        last_post_user_view_url: nullable('string'),
        last_post_view_url: nullable('string'),
      },
    },
  },
} as const;

export const FORUM_SCHEMAS = [ForumNodeSchema];

export const nodesResponseSchema = {
  type: 'object',
  properties: {
    nodes: { type: 'array', items: ref('ForumNode') },
    // Open map: parent node id (0 = root) to its children's ids in display order.
    tree_map: { type: 'object', additionalProperties: { type: 'array', items: { type: 'integer' } } },
  },
} as const;

export const forumResponseSchema = {
  type: 'object',
  properties: {
    forum: ref('ForumNode'),
    breadcrumbs: {
      type: 'array',
      items: { type: 'object', properties: { node_id: { type: 'integer' }, title: { type: 'string' }, view_url: { type: 'string' } } },
    },
  },
} as const;

export const forumThreadsResponseSchema = {
  type: 'object',
  properties: { forum: ref('ForumNode'), threads: { type: 'array', items: threadSchema }, pagination: paginationSchema },
} as const;

export const threadListResponseSchema = {
  type: 'object',
  properties: { threads: { type: 'array', items: threadSchema }, pagination: paginationSchema },
} as const;

export const recentThreadsResponseSchema = {
  type: 'object',
  properties: { threads: { type: 'array', items: threadSchema } },
} as const;

export const threadPostsResponseSchema = {
  type: 'object',
  properties: { thread: threadSchema, posts: { type: 'array', items: postSchema }, pagination: paginationSchema },
} as const;

export const threadResponseSchema = {
  type: 'object',
  properties: { thread: threadSchema, first_post: postSchema },
} as const;

