import type { FastifyInstance } from 'fastify';
import type { SearchResponse, SearchResult } from '@trailhead/shared-kernel/types';
import { nowSeconds } from '../../clock';
import { ApiError } from '../../http/api-error';
import { pageOffset, pagination, PER_PAGE } from '../../http/pagination';
import { postUrl } from '../../view-urls';
import { toThread } from '../forum/forum-mapper';
import { toUserSummary } from '../users/user-mapper';
import { loadUserSummaries } from '../users/users.repository';
import { contentThreadsByIds } from './content.repository';
import { highlight, highlightedSnippet, searchTokens, tokenMatcher } from './content-text';
import { searchQuery, searchResponseSchema, type SearchQuery } from './content.schemas';
import { searchPosts, userIdsByName } from './search.repository';

export const NOTHING_TO_SEARCH = 'Enter words to search for, or a member.';
const MAX_USERS = 20;

export default async function searchRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: SearchQuery }>(
    '/search',
    { schema: { querystring: searchQuery, response: { 200: searchResponseSchema } } },
    async (request): Promise<SearchResponse> => {
      const { keywords, page } = request.query;
      const titleOnly = request.query['c[title_only]'] === 1;
      const usernames = [
        ...new Set(
          request.query['c[users]']
            .split(',')
            .map((name) => name.trim())
            .filter((name) => name.length > 0 && name.length <= 100),
        ),
      ].slice(0, MAX_USERS);
      if (keywords.trim() === '' && usernames.length === 0) throw new ApiError(400, 'invalid_parameter', NOTHING_TO_SEARCH);

      const tokens = searchTokens(keywords);
      const empty: SearchResponse = { results: [], pagination: pagination(page, PER_PAGE, 0), keywords };
      // Only punctuation or operators: nothing to look for, unless members were named.
      if (tokens.length === 0 && usernames.length === 0) return empty;
      const userIds = usernames.length > 0 ? await userIdsByName(app.db, usernames) : undefined;
      if (userIds?.length === 0) return empty;

      const { hits, total } = await searchPosts(app.db, app.dialect, {
        tokens,
        userIds,
        titleOnly,
        vehicleTypeId: request.query.vehicle_type_id,
        limit: PER_PAGE,
        offset: pageOffset(page, PER_PAGE),
      });
      if (hits.length === 0) return { ...empty, pagination: pagination(page, PER_PAGE, total) };

      const threadIds = [...new Set(hits.map((hit) => hit.thread_id))];
      const authorIds = [...new Set(hits.map((hit) => hit.user_id))];
      const [threadRows, authors] = await Promise.all([contentThreadsByIds(app.db, threadIds), loadUserSummaries(app.db, authorIds)]);
      const now = nowSeconds();
      const threads = new Map(threadRows.map((row) => [row.thread_id, row]));
      const users = new Map([...authors.values()].map((row) => [row.user_id, toUserSummary(row, now)]));
      const matcher = tokenMatcher(tokens);
      const results: SearchResult[] = [];
      for (const hit of hits) {
        const row = threads.get(hit.thread_id);
        const user = users.get(hit.user_id);
        if (!row || !user) continue;
        const thread = toThread(row, now);
        const isThread = hit.position === 1;
        results.push({
          content_type: isThread ? 'thread' : 'post',
          thread,
          post_id: isThread ? null : hit.post_id,
          title_html: highlight(row.title, matcher),
          snippet_html: highlightedSnippet(hit.message_parsed, matcher),
          User: user,
          post_date: hit.post_date,
          view_url: isThread ? thread.view_url : postUrl(row.slug, row.thread_id, hit.position, hit.post_id),
        });
      }
      return { results, pagination: pagination(page, PER_PAGE, total), keywords };
    },
  );
}
