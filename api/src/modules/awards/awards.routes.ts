// Spec §7 Awards: the awards and their categories (20 a page, spec §9), an award's recent holders,
// a member's request, and the moderators' queue of requests with their review. Who may is
// awards.service.ts (AWARD_REQUESTER, AWARD_REVIEWER); the SQL is awards.repository.ts.
import type { FastifyInstance } from 'fastify';
import type {
  AwardCategoriesResponse,
  AwardCategory,
  AwardRecentResponse,
  AwardRequest,
  AwardRequestResponse,
  AwardRequestsResponse,
  AwardsResponse,
} from '@trailhead/shared-kernel/types';
import { nowSeconds } from '../../clock';
import { guarded, memberOf } from '../../http/access';
import { pageOffset, pagination, PER_PAGE } from '../../http/pagination';
import type { IdParams } from '../../http/schemas';
import { toUserSummary } from '../users/user-mapper';
import {
  awardCategoriesResponseSchema,
  awardIdParams,
  awardRecentResponseSchema,
  awardRequestResponseSchema,
  awardRequestsResponseSchema,
  awardsPageQuery,
  awardsResponseSchema,
  requestBody,
  reviewBody,
} from './awards.schemas';
import {
  awardsById,
  awardsPage,
  categoriesPage,
  findAward,
  findRequest,
  memberAwardStates,
  membersById,
  pendingRequests,
  recentRecipients,
  toAwards,
  type AwardRequestRow,
} from './awards.repository';
import { AWARD_REQUESTER, AWARD_REVIEWER, awardNotFound, AwardWrites } from './awards.service';

/** Spec §9: awards limit 20. */
const AWARDS_PER_PAGE = PER_PAGE;

interface PageQuery {
  page: number;
}

/** Requests as the wire shows them: the award as its requester sees it, and the member (a few queries a page, not a few a request). */
async function toAwardRequests(app: FastifyInstance, rows: AwardRequestRow[], now: number): Promise<AwardRequest[]> {
  const userIds = rows.map((row) => row.user_id);
  const awardIds = rows.map((row) => row.award_id);
  const members = await membersById(app.db, userIds);
  const awards = new Map((await toAwards(app.db, await awardsById(app.db, awardIds), null)).map((award) => [award.award_id, award]));
  const states = await memberAwardStates(app.db, userIds, awardIds);
  const requests: AwardRequest[] = [];
  for (const row of rows) {
    const award = awards.get(row.award_id);
    const member = members.get(row.user_id);
    if (!award || !member) continue;
    const key = `${row.user_id}:${row.award_id}`;
    requests.push({
      award_request_id: row.award_request_id,
      award: { ...award, viewer_state: states.held.has(key) ? 'held' : states.requested.has(key) ? 'requested' : 'none' },
      User: toUserSummary(member, now),
      award_reason: row.award_reason,
      request_date: row.request_date,
      request_state: row.request_state,
      refuse_reason: row.refuse_reason,
    });
  }
  return requests;
}

async function oneRequest(app: FastifyInstance, requestId: number): Promise<AwardRequestResponse> {
  const row = await findRequest(app.db, requestId);
  const [request] = row ? await toAwardRequests(app, [row], nowSeconds()) : [];
  if (!request) throw awardNotFound();
  return { request };
}

function readRoutes(app: FastifyInstance) {
  return async (group: FastifyInstance) => {
    group.get<{ Querystring: PageQuery }>(
      '/awards',
      { schema: { querystring: awardsPageQuery, response: { 200: awardsResponseSchema } } },
      async (request): Promise<AwardsResponse> => {
        const { page } = request.query;
        const { rows, total } = await awardsPage(app.db, AWARDS_PER_PAGE, pageOffset(page, AWARDS_PER_PAGE));
        return { awards: await toAwards(app.db, rows, request.user?.user_id ?? null), pagination: pagination(page, AWARDS_PER_PAGE, total) };
      },
    );

    group.get<{ Querystring: PageQuery }>(
      '/awards/categories',
      { schema: { querystring: awardsPageQuery, response: { 200: awardCategoriesResponseSchema } } },
      async (request): Promise<AwardCategoriesResponse> => {
        const { page } = request.query;
        const found = await categoriesPage(app.db, AWARDS_PER_PAGE, pageOffset(page, AWARDS_PER_PAGE));
        const awards = await toAwards(app.db, found.awards, request.user?.user_id ?? null);
        const categories: AwardCategory[] = found.categories.map((category) => ({
          ...category,
          awards: awards.filter((award) => award.award_category_id === category.award_category_id),
        }));
        return { categories, pagination: pagination(page, AWARDS_PER_PAGE, found.total) };
      },
    );

    group.get<{ Params: IdParams }>(
      '/awards/:id/recent',
      { schema: { params: awardIdParams, response: { 200: awardRecentResponseSchema } } },
      async (request): Promise<AwardRecentResponse> => {
        const row = await findAward(app.db, request.params.id);
        if (!row) throw awardNotFound();
        const [award] = await toAwards(app.db, [row], request.user?.user_id ?? null);
        const now = nowSeconds();
        const recipients = (await recentRecipients(app.db, row.award_id)).map(({ award_date, ...user }) => ({ User: toUserSummary(user, now), award_date }));
        return { award, recipients };
      },
    );
  };
}

function requestRoutes(app: FastifyInstance, writes: AwardWrites) {
  return async (group: FastifyInstance) => {
    group.post<{ Params: IdParams; Body: unknown }>(
      '/awards/:id/request',
      { schema: { params: awardIdParams, body: requestBody, response: { 200: awardRequestResponseSchema } } },
      async (request): Promise<AwardRequestResponse> => {
        const requestId = await writes.request(memberOf(request), request.params.id, request.body, nowSeconds());
        return oneRequest(app, requestId);
      },
    );
  };
}

function reviewRoutes(app: FastifyInstance, writes: AwardWrites) {
  return async (group: FastifyInstance) => {
    group.get<{ Querystring: PageQuery }>(
      '/awards/requests',
      { schema: { querystring: awardsPageQuery, response: { 200: awardRequestsResponseSchema } } },
      async (request): Promise<AwardRequestsResponse> => {
        const { page } = request.query;
        const { rows, total } = await pendingRequests(app.db, PER_PAGE, pageOffset(page, PER_PAGE));
        return { requests: await toAwardRequests(app, rows, nowSeconds()), pagination: pagination(page, PER_PAGE, total) };
      },
    );

    group.post<{ Params: IdParams; Body: unknown }>(
      '/awards/requests/:id/review',
      { schema: { params: awardIdParams, body: reviewBody, response: { 200: awardRequestResponseSchema } } },
      async (request): Promise<AwardRequestResponse> => {
        await writes.review(memberOf(request), request.params.id, request.body, nowSeconds());
        return oneRequest(app, request.params.id);
      },
    );
  };
}

export default async function awardsRoutes(app: FastifyInstance): Promise<void> {
  const writes = new AwardWrites(app);
  await app.register(readRoutes(app));
  await app.register(guarded(AWARD_REQUESTER, requestRoutes(app, writes)));
  await app.register(guarded(AWARD_REVIEWER, reviewRoutes(app, writes)));
}
