// Spec §7 Clubs: the lists (GET /clubs, recent, most-viewed, map), the review queue, one club and
// its members, joining and leaving (by id or slug), running a club (ban, lift a ban, remove a
// member, edit) and registering one. Who may do what is club-permissions.ts; the writes are
// club-writes.ts. The club events and club discussions are registered below, in this module.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type {
  ClubDetailResponse,
  ClubMemberResponse,
  ClubMembersResponse,
  ClubResponse,
  ClubsMapResponse,
  ClubsResponse,
  ClubsReviewResponse,
} from '@trailhead/shared-kernel/types';
import { nowSeconds } from '../../clock';
import type { ClubMemberState, ClubRow } from '../../db/tables/events-clubs.table';
import type { UserRow } from '../../db/tables/users.table';
import { ACTIVE_MEMBER, guarded, MEMBER, memberOf } from '../../http/access';
import { ApiError, notFound } from '../../http/api-error';
import { pageOffset, pagination, PER_PAGE } from '../../http/pagination';
import { checkedBody, flagSchema, idParams, idSchema, noQuery, optionalBody, pageSchema, vehicleTypeIdSchema, type IdParams } from '../../http/schemas';
import { fileStorageFor, type FileStorage } from '../../storage/file-storage';
import { sendStoredImage } from '../attachments/stored-image';
import { parseUrlencoded } from '../events/event-input';
import { CLUB_MEMBERS_PER_PAGE, clubForViewer, clubRef, firstMembers, runsClub, sharedClub, visibleClub } from './club-detail';
import { parseClubImageUrl, readClubForm } from './club-form';
import { toClub, toClubDetail, toClubMember } from './club-mapper';
import { CLUB_REGISTRAR, CLUB_REVIEWER } from './club-permissions';
import { CLUB_MESSAGES } from '@trailhead/shared-kernel/constants';
import {
  clubDetailResponseSchema,
  clubEditBody,
  clubFormBody,
  clubMemberResponseSchema,
  clubMembersResponseSchema,
  clubRefParams,
  clubResponseSchema,
  clubsMapResponseSchema,
  clubsResponseSchema,
  clubsReviewResponseSchema,
  REASON_MAX,
  type ClubRefParams,
} from './club-schemas';
import clubDiscussionsRoutes from './club-discussions.routes';
import clubEventsRoutes from './club-events.routes';
import { ClubViewCounter } from './club-views';
import { ClubWrites } from './club-writes';
import { cachedClubs, forgetClubPages } from './clubs-cache';
import { tellMapsOnWrite } from '../live/map-changes';
import {
  clubUsingImage,
  findMemberWithUser,
  listClubs,
  listMembers,
  mapClubs,
  memberStates,
  pendingClubs,
  topClubs,
  type ClubSortField,
} from './clubs.repository';

export { ClubSchema } from './club-schemas';

/** recent and most-viewed: one page of this many. */
const TOP_CLUBS = 10;
const MAP_LIMIT = 1_000;

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
    vehicle_type_id: vehicleTypeIdSchema,
  },
} as const;

interface ClubsQuery {
  page: number;
  search: string;
  clubType: 'any' | 'physical' | 'online';
  sortBy: ClubSortField;
  sortOrder: 'asc' | 'desc';
  showFollowedOnly: 0 | 1;
  vehicle_type_id: number;
}

const memberStatesSchema = { type: 'array', items: { type: 'string', enum: ['valid', 'banned'] }, maxItems: 2 } as const;
const membersQuery = {
  type: 'object',
  properties: { 'member_states[]': memberStatesSchema, member_states: memberStatesSchema, page: pageSchema },
} as const;

interface MembersQuery {
  'member_states[]'?: ClubMemberState[];
  member_states?: ClubMemberState[];
  page: number;
}

const userIdParams = { type: 'object', required: ['userId'], properties: { userId: idSchema } } as const;
const liftBanBody = {
  type: 'object',
  required: ['club_id'],
  properties: { club_id: { ...idSchema, description: 'The club' } },
} as const;
const banBody = checkedBody('The ban (checked by the shared clubBanSchema).', {
  club_id: 'integer: the club',
  reason: `text, at most ${REASON_MAX} characters: why the member is banned`,
});
const reviewBody = checkedBody('The decision (checked by the shared clubReviewSchema).', {
  decision: 'approve | reject',
  reason: `text, at most ${REASON_MAX} characters: required to reject`,
});
const removeQuery = { type: 'object', properties: { user_id: idSchema } } as const;
const removeBody = optionalBody('The member to remove (or the query parameter user_id).', { user_id: 'integer: the member' });
const imageParams = { type: 'object', required: ['name'], properties: { name: { type: 'string', pattern: '^[0-9a-f]{32}\\.[a-z]{3,4}$' } } } as const;
const imageResponse = {
  description: 'The image, with its own Content-Type.',
  content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
} as const;

const FORMS = ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'];

interface ClubsContext {
  views: ClubViewCounter;
  writes: ClubWrites;
  storage: () => FileStorage;
}

/** The club as the viewer now sees it (a write's own answer: read fresh). */
async function freshClub(app: FastifyInstance, clubId: number, viewer: UserRow | null): Promise<ClubResponse> {
  const { club } = await clubForViewer(app.db, { id: clubId }, viewer, nowSeconds());
  return { club };
}

function readRoutes(context: ClubsContext) {
  return async (app: FastifyInstance) => {
    const listHandler = async (request: { query: ClubsQuery; user: UserRow | null }): Promise<ClubsResponse> => {
      const { query } = request;
      const viewer = request.user;
      // Anyone may list clubs; only a member has clubs of their own to list.
      const refusal = query.showFollowedOnly === 1 ? MEMBER.refusal(viewer) : null;
      if (refusal) throw refusal;
      const search = query.search.trim();
      const load = () =>
        listClubs(app.db, {
          search: search || undefined,
          locationType: query.clubType === 'any' ? undefined : query.clubType,
          vehicleTypeId: query.vehicle_type_id,
          memberUserId: query.showFollowedOnly === 1 ? viewer?.user_id : undefined,
          sortBy: query.sortBy,
          sortOrder: query.sortOrder,
          limit: PER_PAGE,
          offset: pageOffset(query.page, PER_PAGE),
        });
      // The member's own clubs are theirs alone; every other list is the same for everyone.
      const key = `list:${search.toLowerCase()}:${query.clubType}:${query.sortBy}:${query.sortOrder}:${query.vehicle_type_id}:${query.page}`;
      const { rows, total } = query.showFollowedOnly === 1 ? await load() : (await cachedClubs(app.db, key, load))!;
      return { clubs: await clubsFor(app, rows, viewer), pagination: pagination(query.page, PER_PAGE, total) };
    };
    const listOptions = { schema: { querystring: clubsQuery, response: { 200: clubsResponseSchema } } };
    app.get<{ Querystring: ClubsQuery }>('/clubs/', listOptions, listHandler);
    app.get<{ Querystring: ClubsQuery }>('/clubs', listOptions, listHandler);

    for (const [path, by] of [['/clubs/recent', 'last_activity'], ['/clubs/most-viewed', 'view_count']] as const) {
      app.get(path, { schema: { querystring: noQuery, response: { 200: clubsResponseSchema } } }, async (request): Promise<ClubsResponse> => {
        const rows = (await cachedClubs(app.db, `top:${by}`, async () => ({ rows: await topClubs(app.db, by, TOP_CLUBS) })))!.rows;
        return { clubs: await clubsFor(app, rows, request.user), pagination: pagination(1, TOP_CLUBS, rows.length) };
      });
    }

    app.get<{ Querystring: { vehicle_type_id: number } }>(
      '/clubs/map',
      { schema: { querystring: { type: 'object', properties: { vehicle_type_id: vehicleTypeIdSchema } }, response: { 200: clubsMapResponseSchema } } },
      async (request): Promise<ClubsMapResponse> => {
        const load = async (): Promise<ClubsMapResponse> => ({
          clubs: (await mapClubs(app.db, request.query.vehicle_type_id, MAP_LIMIT)).map((row) => {
            const club = toClub(row, null, undefined);
            return {
              id: club.id,
              slug: club.slug,
              name: club.name,
              avatar_url: club.avatar_url,
              view_url: club.view_url,
              member_count: club.member_count,
              vehicle_type_id: club.vehicle_type_id,
              city: row.city,
              state: row.state,
              country: row.country,
              latitude: row.latitude as number,
              longitude: row.longitude as number,
            };
          }),
        });
        return (await cachedClubs(app.db, `map:${request.query.vehicle_type_id}`, load))!;
      },
    );

    app.get<{ Params: ClubRefParams; Querystring: { members: 0 | 1 } }>(
      '/clubs/:id',
      {
        schema: {
          params: clubRefParams,
          querystring: { type: 'object', properties: { members: { ...flagSchema, default: 0 } } },
          response: { 200: clubDetailResponseSchema },
        },
      },
      async (request): Promise<ClubDetailResponse> => {
        const now = nowSeconds();
        const viewed = await clubForViewer(app.db, clubRef(request.params.id), request.user, now, {
          shared: true,
          extraViews: (clubId) => context.views.unwritten(clubId) + 1,
        });
        context.views.count(viewed.row.club_id);
        if (request.query.members !== 1) return { club: viewed.club };
        return { club: viewed.club, members: await firstMembers(app.db, viewed.row, now, true) };
      },
    );

    app.get<{ Params: ClubRefParams; Querystring: MembersQuery }>(
      '/clubs/:id/members',
      { schema: { params: clubRefParams, querystring: membersQuery, response: { 200: clubMembersResponseSchema } } },
      async (request): Promise<ClubMembersResponse> => {
        const row = await visibleClub(app.db, clubRef(request.params.id), request.user);
        return membersPage(app, row, request.user, request.query['member_states[]'] ?? request.query.member_states, request.query.page);
      },
    );

    app.get<{ Params: { name: string } }>(
      '/clubs/images/:name',
      { schema: { params: imageParams, querystring: noQuery, response: { 200: imageResponse } } },
      async (request, reply) => {
        const url = `/api/clubs/images/${request.params.name}`;
        const image = parseClubImageUrl(url);
        // Only an image some club shows is served: a stray or removed one is not found.
        if (!image || !(await clubUsingImage(app.db, url))) throw notFound('No image found');
        const stream = await context.storage().open(image.storageId);
        if (!stream) throw notFound('No image found');
        return sendStoredImage(reply, stream, image.kind);
      },
    );
  };
}

/** The rows as ClubsResponse's clubs for this viewer (their states read in one query). */
async function clubsFor(app: FastifyInstance, rows: ClubRow[], viewer: UserRow | null) {
  const states = viewer ? await memberStates(app.db, viewer.user_id, rows.map((row) => row.club_id)) : new Map<number, ClubMemberState>();
  return rows.map((row) => toClub(row, viewer, states.get(row.club_id)));
}

/** A page of members; banned members only for those who run the club (others get the valid ones). */
async function membersPage(app: FastifyInstance, row: ClubRow, viewer: UserRow | null, asked: ClubMemberState[] | undefined, page: number): Promise<ClubMembersResponse> {
  const runs = runsClub(viewer, row);
  const wanted = [...new Set(asked && asked.length > 0 ? asked : (['valid'] as ClubMemberState[]))];
  const states = runs ? wanted : wanted.filter((state) => state === 'valid');
  if (states.length === 0) return { members: [], pagination: pagination(page, CLUB_MEMBERS_PER_PAGE, 0) };
  const { rows, total } = await listMembers(app.db, row, states, CLUB_MEMBERS_PER_PAGE, pageOffset(page, CLUB_MEMBERS_PER_PAGE));
  const now = nowSeconds();
  return { members: rows.map((member) => toClubMember(member, row, runs, now)), pagination: pagination(page, CLUB_MEMBERS_PER_PAGE, total) };
}

/** The member's row as those who run the club see it, after a ban or a lifted ban. */
async function memberAnswer(app: FastifyInstance, club: ClubRow, userId: number): Promise<ClubMemberResponse> {
  const row = await findMemberWithUser(app.db, club.club_id, userId);
  if (!row) throw new ApiError(404, 'not_found', CLUB_MESSAGES.noClubMembers);
  return { member: toClubMember(row, club, true, nowSeconds()) };
}

function memberRoutes(context: ClubsContext) {
  return async (app: FastifyInstance) => {
    for (const action of ['join', 'leave'] as const) {
      app.post<{ Params: ClubRefParams }>(
        `/clubs/:id/${action}`,
        { schema: { params: clubRefParams, querystring: noQuery, body: optionalBody('Nothing to send.', {}), response: { 200: clubResponseSchema } } },
        async (request): Promise<ClubResponse> => {
          const ref = clubRef(request.params.id);
          const clubId = action === 'join' ? await context.writes.join(request.user, ref, nowSeconds()) : await context.writes.leave(request.user, ref);
          return freshClub(app, clubId, request.user);
        },
      );
    }

    app.post<{ Params: { userId: number }; Body: unknown }>(
      '/clubs/members/:userId/ban',
      { schema: { params: userIdParams, body: banBody, response: { 200: clubMemberResponseSchema } } },
      async (request): Promise<ClubMemberResponse> => {
        const club = await context.writes.ban(request.user, request.params.userId, request.body, nowSeconds());
        return memberAnswer(app, club, request.params.userId);
      },
    );

    app.post<{ Params: { userId: number }; Body: { club_id: number } }>(
      '/clubs/members/:userId/lift-ban',
      { schema: { params: userIdParams, body: liftBanBody, response: { 200: clubMemberResponseSchema } } },
      async (request): Promise<ClubMemberResponse> => {
        const club = await context.writes.liftBan(request.user, request.params.userId, request.body.club_id);
        return memberAnswer(app, club, request.params.userId);
      },
    );

    app.delete<{ Params: IdParams; Querystring: { user_id?: number }; Body: unknown }>(
      '/clubs/:id/members',
      { schema: { params: idParams, querystring: removeQuery, body: removeBody, response: { 200: clubMembersResponseSchema } } },
      async (request): Promise<ClubMembersResponse> => {
        const fromBody = (request.body as { user_id?: unknown } | undefined)?.user_id;
        const userId = request.query.user_id ?? (fromBody === undefined ? undefined : Number(fromBody));
        if (userId === undefined || !Number.isInteger(userId) || userId < 1 || userId > idSchema.maximum) {
          throw new ApiError(400, 'invalid_user_id', `Say which member to remove: user_id, a whole number from 1 to ${idSchema.maximum}.`);
        }
        const club = await context.writes.remove(request.user, request.params.id, userId);
        return membersPage(app, club, request.user, ['valid', 'banned'], 1);
      },
    );

    app.post<{ Params: IdParams; Body: unknown }>(
      '/clubs/:id',
      { schema: { consumes: FORMS, params: idParams, body: clubEditBody, response: { 200: clubResponseSchema } } },
      async (request): Promise<ClubResponse> => {
        const input = await readClubForm(request, app.settings.uploads);
        await context.writes.edit(request.user, request.params.id, input);
        return freshClub(app, request.params.id, request.user);
      },
    );
  };
}

function registerRoutes(context: ClubsContext) {
  return async (app: FastifyInstance) => {
    app.post(
      '/clubs',
      { schema: { consumes: FORMS, body: clubFormBody, response: { 200: clubResponseSchema } } },
      async (request): Promise<ClubResponse> => {
        const user = memberOf(request);
        const input = await readClubForm(request, app.settings.uploads);
        const clubId = await context.writes.register(user, input, nowSeconds());
        return freshClub(app, clubId, user);
      },
    );
  };
}

function reviewRoutes(app: FastifyInstance, context: ClubsContext) {
  return async (group: FastifyInstance) => {
    group.get<{ Querystring: { page: number } }>(
      '/clubs/review',
      { schema: { querystring: { type: 'object', properties: { page: pageSchema } }, response: { 200: clubsReviewResponseSchema } } },
      async (request): Promise<ClubsReviewResponse> => {
        const viewer = memberOf(request);
        const { page } = request.query;
        const { rows, total } = await pendingClubs(app.db, PER_PAGE, pageOffset(page, PER_PAGE));
        const now = nowSeconds();
        const clubs = [];
        for (const row of rows) {
          const shared = await sharedClub(app.db, { id: row.club_id }, now, false);
          if (shared) clubs.push(toClubDetail(shared, viewer, undefined, now));
        }
        return { clubs, pagination: pagination(page, PER_PAGE, total) };
      },
    );

    group.post<{ Params: IdParams; Body: unknown }>(
      '/clubs/:id/review',
      { schema: { params: idParams, body: reviewBody, response: { 200: clubResponseSchema } } },
      async (request): Promise<ClubResponse> => {
        await context.writes.review(memberOf(request), request.params.id, request.body, nowSeconds());
        return freshClub(app, request.params.id, request.user);
      },
    );
  };
}

export default async function clubsRoutes(app: FastifyInstance): Promise<void> {
  // Images are stored on first use (most calls never touch them).
  let storage: FileStorage | null = null;
  const imageStorage = () => (storage ??= fileStorageFor(app.settings, 'club-images'));
  app.addHook('onClose', async () => storage?.close());
  const views = new ClubViewCounter(app.db, (error) => app.log.error({ err: error }, 'could not write club page views'));
  // Before the server's own onClose hooks (server.ts closes the database in one): the last
  // counted views are written while the database is still open.
  app.addHook('preClose', async () => views.flush());
  const context: ClubsContext = { views, writes: new ClubWrites(app, imageStorage, app.settings.uploads), storage: imageStorage };

  // Every successful write of this module (clubs, members, club events and discussions) may change
  // what the lists and a club's page show: they are forgotten before the answer leaves.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) forgetClubPages(app.db);
    return payload;
  });
  tellMapsOnWrite(app, 'clubs', ['/clubs', '/clubs/:id', '/clubs/:id/review']);
  // Spec §7 forms may come urlencoded: repeated names are kept as lists (the events module's reader).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_request, body, done) => {
    done(null, parseUrlencoded(body as string));
  });

  await app.register(readRoutes(context));
  await app.register(guarded(CLUB_REVIEWER, reviewRoutes(app, context)));
  // The club form (register, edit) may carry the images cover and avatar: only these routes read multipart.
  await app.register(async (forms) => {
    await forms.register(multipart, {
      limits: { fileSize: app.settings.uploads.maxUploadKb * 1024, files: 2, fields: 40, parts: 42, fieldSize: 128 * 1024 },
    });
    await forms.register(guarded(CLUB_REGISTRAR, registerRoutes(context)));
    // Joining, leaving and running a club are decided per club (club-permissions.ts) in club-writes.ts.
    await forms.register(guarded(ACTIVE_MEMBER, memberRoutes(context)));
  });

  // ---- Club events and club discussions (their own files in this folder) ----
  await app.register(clubEventsRoutes);
  await app.register(clubDiscussionsRoutes);
}
