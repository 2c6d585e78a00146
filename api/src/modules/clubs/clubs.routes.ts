import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Club, ClubsResponse } from '@trailhead/shared-kernel/types';
import type { ClubMemberState, ClubRow } from '../../db/tables/events-clubs.table';
import type { UserRow } from '../../db/tables/users.table';
import { pageOffset, pagination, PER_PAGE } from '../../http/pagination';
import { flagSchema, pageSchema } from '../../http/schemas';
import { clubUrl } from '../../view-urls';
import { requireUser } from '../auth/auth.plugin';
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

function toClub(row: ClubRow, viewer: UserRow | null, state: ClubMemberState | undefined): Club {
  const active = viewer !== null && viewer.account_state !== 'banned' && viewer.account_state !== 'disabled';
  return {
    id: row.club_id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    cover_url: row.cover_url,
    avatar_url: row.avatar_url,
    view_url: clubUrl(row.slug),
    is_joined: state === 'valid',
    can_join: active && state === undefined,
    is_owner: viewer !== null && viewer.user_id === row.owner_user_id,
    member_count: row.member_count,
    last_activity: row.last_activity,
    vehicle_type_id: row.vehicle_type_id,
    custom_fields: {
      president: row.president,
      location_type: row.location_type,
      location: row.location,
      city: row.city,
      state: row.state,
      zipcode: row.zipcode,
      country: row.country,
      address: row.address,
      latitude: row.latitude,
      longitude: row.longitude,
      website: row.website,
      vin: row.vin,
    },
  };
}

export default async function clubsRoutes(app: FastifyInstance): Promise<void> {
  const handler = async (request: FastifyRequest<{ Querystring: ClubsQuery }>): Promise<ClubsResponse> => {
    const { query } = request;
    const viewer = query.showFollowedOnly === 1 ? requireUser(request) : request.user;
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
  const options = { schema: { querystring: clubsQuery } };
  app.get('/clubs/', options, handler);
  app.get('/clubs', options, handler);
}
