// Reference lists the editor needs: the reactions (spec §3) and the thread prefixes.
import type { FastifyInstance } from 'fastify';
import type { DiscussionType } from '@trailhead/shared-kernel/types';
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

const DISCUSSION_TYPES: DiscussionType[] = ['article', 'discussion', 'event', 'tlg_group', 'redirect'];

const threadPrefixesQuery = {
  type: 'object',
  properties: { thread_type: { type: 'string', enum: DISCUSSION_TYPES } },
} as const;

export default async function referenceRoutes(app: FastifyInstance): Promise<void> {
  app.get('/reactions', async (): Promise<ReactionsResponse> => ({ reactions: await listReactions(app.db) }));

  app.get<{ Querystring: { thread_type?: DiscussionType } }>(
    '/thread-prefixes',
    { schema: { querystring: threadPrefixesQuery } },
    async (request): Promise<ThreadPrefixesResponse> => ({
      thread_type: request.query.thread_type ?? null,
      prefixes: await listThreadPrefixes(app.db),
    }),
  );
}
