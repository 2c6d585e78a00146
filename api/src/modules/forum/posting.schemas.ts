// Response schemas of the posting calls (Fastify serialises with them: a field missing here is dropped).
import { paginationSchema, postSchema, threadSchema, userSummarySchema } from '../../http/response-schemas';

export const postResponseSchema = { type: 'object', properties: { post: postSchema } } as const;

export const reactResponseSchema = {
  type: 'object',
  properties: { post: postSchema, action: { type: 'string' } },
} as const;

export const postReactionsResponseSchema = {
  type: 'object',
  properties: {
    reactions: {
      type: 'array',
      items: {
        type: 'object',
        properties: { reaction_id: { type: 'integer' }, reaction_date: { type: 'integer' }, User: userSummarySchema },
      },
    },
    pagination: paginationSchema,
  },
} as const;

export const deleteResponseSchema = {
  type: 'object',
  properties: { hard_delete: { type: 'boolean' }, post: postSchema, thread: threadSchema },
} as const;

export const createThreadResponseSchema = {
  type: 'object',
  properties: { thread: threadSchema, post: postSchema },
} as const;

export const threadEnvelopeSchema = { type: 'object', properties: { thread: threadSchema } } as const;

export const watchResponseSchema = { type: 'object', properties: { is_watched: { type: 'boolean' } } } as const;

const draftSchema = {
  type: ['object', 'null'],
  properties: {
    node_id: { type: ['integer', 'null'] },
    thread_id: { type: ['integer', 'null'] },
    discussion_type: { type: 'string' },
    title: { type: 'string' },
    message_html: { type: 'string' },
    prefix_id: { type: ['integer', 'null'] },
    attachment_key: { type: ['string', 'null'] },
    updated_at: { type: 'integer' },
  },
} as const;

export const draftResponseSchema = { type: 'object', properties: { draft: draftSchema } } as const;
