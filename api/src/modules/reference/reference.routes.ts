// Reference lists the editor needs: the reactions (spec §3) and the thread prefixes.
import type { FastifyInstance } from 'fastify';
import type { DiscussionType } from '@trailhead/shared-kernel/types';
import { nullable } from '../../http/response-schemas';
import { noQuery } from '../../http/schemas';
import { discussionTypeSchema } from '../forum/forum-query';
import { listReactions, listThreadPrefixes, type Reaction, type ThreadPrefixItem } from './reference.repository';

/** GET /reactions */
export interface ReactionsResponse {
  reactions: Reaction[];
}

/** GET /thread-prefixes {thread_type}: prefixes are not tied to a thread type, so every type gets the same list. */
export interface ThreadPrefixesResponse {
  thread_type: DiscussionType | null;
  prefixes: ThreadPrefixItem[];
}

const threadPrefixesQuery = {
  type: 'object',
  properties: { thread_type: discussionTypeSchema },
} as const;

const reactionsResponseSchema = {
  type: 'object',
  properties: {
    reactions: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          reaction_id: { type: 'integer' },
          title: { type: 'string' },
          sprite_params: { type: 'object', properties: { x: { type: 'number' }, y: { type: 'number' } } },
          image_url: { type: 'string' },
          text_color: { type: 'string' },
        },
      },
    },
  },
} as const;

const threadPrefixesResponseSchema = {
  type: 'object',
  properties: {
    thread_type: nullable('string'),
    prefixes: { type: 'array', items: { type: 'object', properties: { prefix_id: { type: 'integer' }, title: { type: 'string' } } } },
  },
} as const;

export default async function referenceRoutes(app: FastifyInstance): Promise<void> {
  app.get('/reactions', { schema: { querystring: noQuery, response: { 200: reactionsResponseSchema } } }, async (): Promise<ReactionsResponse> => ({
    reactions: await listReactions(app.db),
  }));

  app.get<{ Querystring: { thread_type?: DiscussionType } }>(
    '/thread-prefixes',
    { schema: { querystring: threadPrefixesQuery, response: { 200: threadPrefixesResponseSchema } } },
    async (request): Promise<ThreadPrefixesResponse> => ({
      thread_type: request.query.thread_type ?? null,
      prefixes: await listThreadPrefixes(app.db),
    }),
  );
}
