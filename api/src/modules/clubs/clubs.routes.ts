import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ClubsResponse } from '@trailhead/shared-kernel/types';
import { pageOffset, pagination, PER_PAGE } from '../../http/pagination';
import { MEMBER } from '../../http/access';
import { paginationSchema } from '../../http/response-schemas';
import { flagSchema, pageSchema } from '../../http/schemas';
import { toClub } from './club-mapper';
import { listClubs, memberStates, type ClubSortField } from './clubs.repository';

/** Defaults of spec §3: page 1, search empty, clubType any, sortBy last_activity, sortOrder asc, showFollowedOnly 0. */
const clubsQuery = {
  type: 'object',
  properties: {
    page: pageSchema,
    search: { type: 'string', maxLength: 100, default: '' },
    clubType: { type: 'string', enum: ['any', 'physical', 'online'], default: 'any' },
    sortBy: { type: 'string', enum: ['last_activity', 'name', 'member_count'], default: 'last_activity' },
    sortOrder: { type: 'string', enum: ['asc', 'desc'], default: 'asc' },
    showFollowedOnly: { ...flagSchema, default: 0 },
  },
} as const;

interface ClubsQuery {
  page: number;
  search: string;
  clubType: 'any' | 'physical' | 'online';
  sortBy: ClubSortField;
  sortOrder: 'asc' | 'desc';
  showFollowedOnly: 0 | 1;
}

const text = { type: ['string', 'null'] } as const;
const coordinate = { type: ['number', 'null'] } as const;

export const ClubSchema = {
  $id: 'Club',
  description: 'A club (spec §3) as the viewer sees it (is_joined, can_join, is_owner).',
  type: 'object',
  properties: {
    id: { type: 'integer' },
    slug: { type: 'string' },
    name: { type: 'string' },
    description: { type: 'string' },
    cover_url: text,
    avatar_url: text,
    view_url: { type: 'string' },
    is_joined: { type: 'boolean' },
    can_join: { type: 'boolean' },
    is_owner: { type: 'boolean' },
    member_count: { type: 'integer' },
    last_activity: { type: 'integer' },
    vehicle_type_id: { type: 'integer' },
    custom_fields: {
      type: 'object',
      properties: {
        president: text,
        location_type: { type: 'string', enum: ['physical', 'online'] },
        location: text,
        city: text,
        state: text,
        zipcode: text,
        country: text,
        address: text,
        latitude: coordinate,
        longitude: coordinate,
        website: text,
        vin: text,
      },
    },
  },
} as const;

const clubsResponseSchema = {
  type: 'object',
  properties: { clubs: { type: 'array', items: { $ref: 'Club#' } }, pagination: paginationSchema },
} as const;

export default async function clubsRoutes(app: FastifyInstance): Promise<void> {
  const handler = async (request: FastifyRequest<{ Querystring: ClubsQuery }>): Promise<ClubsResponse> => {
    const { query } = request;
    // Anyone may list clubs; only a member has clubs of their own to list.
    const refusal = query.showFollowedOnly === 1 ? MEMBER.refusal(request.user) : null;
    if (refusal) throw refusal;
    const viewer = request.user;
    const search = query.search.trim();
    const { rows, total } = await listClubs(app.db, {
      search: search || undefined,
      locationType: query.clubType === 'any' ? undefined : query.clubType,
      memberUserId: query.showFollowedOnly === 1 ? viewer?.user_id : undefined,
      sortBy: query.sortBy,
      sortOrder: query.sortOrder,
      limit: PER_PAGE,
      offset: pageOffset(query.page, PER_PAGE),
    });
    const states = viewer ? await memberStates(app.db, viewer.user_id, rows.map((row) => row.club_id)) : new Map();
    return {
      clubs: rows.map((row) => toClub(row, viewer, states.get(row.club_id))),
      pagination: pagination(query.page, PER_PAGE, total),
    };
  };
  const options = { schema: { querystring: clubsQuery, response: { 200: clubsResponseSchema } } };
  app.get('/clubs/', options, handler);
  app.get('/clubs', options, handler);
}
