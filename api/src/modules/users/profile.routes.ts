// Spec §7 Users, a member's profile: GET /users/{id} with its fetch options, the hover card, the
// member's awards and follower lists; ignore and report (follow lives in users.routes.ts).
// Who may see what is decided in user-privacy.ts.
import type { FastifyInstance } from 'fastify';
import type {
  ActivityItem,
  IgnoreResponse,
  MemberCard,
  MemberListResponse,
  MemberProfileResponse,
  Posting,
  ReportResponse,
  UserAwardsResponse,
  UserSummary,
} from '@trailhead/shared-kernel/types';
import { PROFILE_LIMITED_MESSAGE } from '@trailhead/shared-kernel/types';
import { reportSchema } from '@trailhead/shared-kernel/schemas';
import { nowSeconds } from '../../clock';
import { microCachePerDatabase } from '../../db/micro-cache';
import type { UserRow } from '../../db/tables/users.table';
import { guarded, MEMBER, memberOf } from '../../http/access';
import { ApiError, notFound } from '../../http/api-error';
import { objectBody, textField, validateForm } from '../../http/form-validation';
import { JsonPart, type WithParts } from '../../http/plain-json';
import { pageOffset, pagination, PER_PAGE } from '../../http/pagination';
import { idParams, noQuery, pageQuery, type IdParams, type PageQuery } from '../../http/schemas';
import { memberUrl, postUrl, threadUrl } from '../../view-urls';
import { threadsByIds } from '../activity/activity.repository';
import { profilePostsPage } from '../activity/profile-posts.service';
import { levelFor } from '../awards/award-levels';
import { awardsOfUser, heldAwardsOf, trophiesAsSeen, type HeldAwards } from '../awards/awards.repository';
import { cutAtWord } from '../content/content-text';
import { toMemberCard, toMemberProfile } from './member-profile';
import {
  insertMemberReport,
  latestActivityOf,
  memberList,
  postingsOf,
  profileCounts,
  relationBetween,
  shownFieldsOf,
  toggleIgnore,
  vehiclesOf,
  type ActivityRow,
  type MemberListKind,
  type ProfileCounts,
  type ShownField,
  type VehicleRow,
} from './profile.repository';
import { toUserSummary, type SummaryFields } from './user-mapper';
import { canIgnore, canReport, canViewProfile, isHiddenAccount, VALID_MEMBER } from './user-privacy';
import { findUserById, forgetUserSummary } from './users.repository';
import {
  ignoreResponseSchema,
  memberCardResponseSchema,
  memberListResponseSchema,
  memberProfileResponseSchema,
  profileQuery,
  reportResponseSchema,
  userAwardsResponseSchema,
  type ProfileQuery,
} from './users.schemas';

const OPTION_LIMIT = 20;

/** The fields of a profile answer kept as JSON in the member's side (see MemberSide). */
type KeptFields = 'followers' | 'following' | 'postings' | 'latest_activity';

/** The member's row, shared a few seconds by every viewer of their card (the popup opens a lot). */
const CARD_TTL_MS = 5_000;
const memberRows = microCachePerDatabase<number, UserRow>(CARD_TTL_MS);

/** The member the path names, or 'no user found' (also for banned and disabled accounts, except to staff). */
async function memberFor(app: FastifyInstance, viewer: UserRow | null, userId: number, cached = false): Promise<UserRow> {
  const member = cached
    ? await memberRows(app.db).through(userId, String(userId), () => findUserById(app.db, userId))
    : await findUserById(app.db, userId);
  if (!member || isHiddenAccount(viewer, member)) throw notFound('no user found');
  return member;
}

/** 403 with the spec's message when the member's privacy keeps the viewer out of the full profile. */
async function assertMayViewProfile(app: FastifyInstance, viewer: UserRow | null, member: UserRow): Promise<void> {
  const relation = await relationBetween(app.db, viewer?.user_id ?? null, member.user_id);
  if (!canViewProfile(viewer, member, relation)) throw new ApiError(403, 'profile_limited', PROFILE_LIMITED_MESSAGE);
}

/** One sentence that ends with its title (the page links the title): "wrote on WinchWendy's profile". */
function describeActivity(row: ActivityRow): { text: string; title: string; snippet: string; view_url: string } {
  switch (row.kind) {
    case 'thread':
      return { text: `started the thread ${row.title}`, title: row.title, snippet: row.snippet, view_url: postUrl(row.slug, row.thread_id, row.position, row.post_id) };
    case 'post':
      return { text: `replied to the thread ${row.title}`, title: row.title, snippet: row.snippet, view_url: postUrl(row.slug, row.thread_id, row.position, row.post_id) };
    case 'profile_post':
      return { text: `wrote on ${row.owner_username}'s profile`, title: `${row.owner_username}'s profile`, snippet: row.snippet, view_url: `${memberUrl(row.owner_username, row.owner_id)}#profile-posts` };
    case 'profile_comment':
      return { text: `commented on a post on ${row.owner_username}'s profile`, title: `${row.owner_username}'s profile`, snippet: row.snippet, view_url: `${memberUrl(row.owner_username, row.owner_id)}#profile-posts` };
    case 'reaction':
      return { text: `reacted with ${row.reaction_title} to a post in ${row.title}`, title: row.title, snippet: '', view_url: postUrl(row.slug, row.thread_id, row.position, row.post_id) };
    case 'profile_reaction':
      return { text: `reacted with ${row.reaction_title} on ${row.owner_username}'s profile`, title: `${row.owner_username}'s profile`, snippet: '', view_url: `${memberUrl(row.owner_username, row.owner_id)}#profile-posts` };
    case 'award':
      return { text: `received the award ${row.title}`, title: row.title, snippet: '', view_url: '/awards' };
  }
}

async function postingsFor(app: FastifyInstance, member: UserRow): Promise<Posting[]> {
  const rows = await postingsOf(app.db, member.user_id, OPTION_LIMIT);
  const threads = await threadsByIds(app.db, [...new Set(rows.map((row) => row.thread_id))]);
  return rows.flatMap((row) => {
    const thread = threads.get(row.thread_id);
    if (!thread) return [];
    return [
      {
        content_type: row.position === 1 ? ('thread' as const) : ('post' as const),
        post_id: row.post_id,
        thread: { thread_id: thread.thread_id, node_id: thread.node_id, title: thread.title, view_url: threadUrl(thread.slug, thread.thread_id) },
        node_title: thread.node_title,
        post_date: Number(row.post_date),
        snippet: cutAtWord(row.message_parsed),
        view_url: postUrl(thread.slug, thread.thread_id, row.position, row.post_id),
      },
    ];
  });
}

/**
 * What a profile shows that is alike for every viewer; privacy is applied to it per request. The
 * option lists are kept as the JSON sent (http/plain-json.ts): they are most of a full profile's
 * bytes, and writing them out again for each viewer cost more than the rest of the request.
 */
interface MemberSide {
  member: UserRow;
  counts: ProfileCounts;
  vehicles: VehicleRow[];
  fields: ShownField[];
  followers?: JsonPart<UserSummary[]>;
  following?: JsonPart<UserSummary[]>;
  postings?: JsonPart<Posting[]>;
  activity?: JsonPart<ActivityItem[]>;
  /** The member's awards and how many hold each; what the viewer has of them is added per request. */
  trophies?: HeldAwards;
}

/**
 * The member's side of a profile, shared a few seconds by every viewer (a popular profile is read
 * by many at once; each read costs a dozen queries). A follow through this process forgets it.
 */
const PROFILE_TTL_MS = 5_000;
const memberSides = microCachePerDatabase<number, MemberSide>(PROFILE_TTL_MS);

export function forgetMemberProfile(db: FastifyInstance['db'], userId: number): void {
  memberSides(db).forget(userId);
  memberRows(db).forget(userId);
  forgetUserSummary(db, userId);
}

async function loadMemberSide(app: FastifyInstance, member: UserRow, query: ProfileQuery): Promise<MemberSide> {
  const [counts, vehicles, fields, followers, following, postings, activity, trophies] = await Promise.all([
    profileCounts(app.db, member.user_id),
    vehiclesOf(app.db, member.user_id),
    shownFieldsOf(app.db, member.user_id),
    query.followers ? memberList(app.db, 'followers', member.user_id, OPTION_LIMIT, 0, false) : undefined,
    query.following ? memberList(app.db, 'following', member.user_id, OPTION_LIMIT, 0, false) : undefined,
    query.postings ? postingsFor(app, member) : undefined,
    query.latestActivity ? latestActivityOf(app.db, member.user_id, OPTION_LIMIT) : undefined,
    query.withTrophies ? heldAwardsOf(app.db, member.user_id) : undefined,
  ]);
  const now = nowSeconds();
  const summaries = (rows: SummaryFields[]) => new JsonPart(rows.map((row) => toUserSummary(row, now)));
  return {
    member,
    counts,
    vehicles,
    fields,
    followers: followers && summaries(followers.rows),
    following: following && summaries(following.rows),
    postings: postings && new JsonPart(postings),
    activity: activity && new JsonPart(activityItems(member, activity, now)),
    trophies,
  };
}

/**
 * The member's latest activity as sent. Each item names its member, though it is always the
 * profile's: the profile remote's releases read it, the ones already published too (a rollback
 * must not break the tab).
 */
function activityItems(member: UserRow, rows: ActivityRow[], now: number): ActivityItem[] {
  const author = toUserSummary(member, now);
  return rows.map((row) => ({ kind: row.kind === 'profile_reaction' ? 'reaction' : row.kind, date: row.date, User: author, ...describeActivity(row) }));
}

async function profileReads(app: FastifyInstance): Promise<void> {
  app.get<{ Params: IdParams; Querystring: ProfileQuery }>(
    '/users/:id',
    { schema: { params: idParams, querystring: profileQuery, response: { 200: memberProfileResponseSchema } } },
    async (request): Promise<WithParts<MemberProfileResponse, KeptFields>> => {
      const viewer = request.user;
      const query = request.query;
      const userId = request.params.id;
      const now = nowSeconds();
      const key = `${userId}:${query.followers}${query.following}${query.postings}${query.latestActivity}${query.withTrophies}`;
      const side = await memberSides(app.db).through(userId, key, async () => {
        const member = await findUserById(app.db, userId);
        return member ? loadMemberSide(app, member, query) : undefined;
      });
      if (!side || isHiddenAccount(viewer, side.member)) throw notFound('no user found');
      const { member } = side;
      const relation = await relationBetween(app.db, viewer?.user_id ?? null, member.user_id);
      const user = toMemberProfile(member, viewer, relation, now, side);
      const response: WithParts<MemberProfileResponse, KeptFields> = { user };
      // The options are parts of the full profile: none for a viewer the member keeps out.
      if (!user.can_view_profile) return response;
      const activityShown = user.last_activity !== null || viewer?.user_id === member.user_id;
      const [trophies, posts] = await Promise.all([
        side.trophies ? trophiesAsSeen(app.db, side.trophies, viewer?.user_id ?? null) : undefined,
        query.withPosts ? profilePostsPage(app.db, viewer, member.user_id, query.page) : undefined,
      ]);
      if (side.followers) response.followers = side.followers;
      if (side.following) response.following = side.following;
      if (trophies) response.trophies = trophies;
      if (side.postings) response.postings = side.postings;
      // activity_visible off: what the member did is theirs (and staff's) to see.
      if (side.activity) response.latest_activity = activityShown ? side.activity : [];
      if (posts) {
        response.profile_posts = posts.profile_posts;
        response.pagination = posts.pagination;
      }
      return response;
    },
  );

  app.get<{ Params: IdParams }>(
    '/users/:id/card',
    { schema: { params: idParams, querystring: noQuery, response: { 200: memberCardResponseSchema } } },
    async (request, reply): Promise<MemberCard> => {
      const viewer = request.user;
      const member = await memberFor(app, viewer, request.params.id, true);
      const relation = await relationBetween(app.db, viewer?.user_id ?? null, member.user_id);
      // Per-viewer flags that a follow or ignore changes at once: no cache may answer for the API
      // (the page keeps the card itself for a minute and writes the new flags into it).
      reply.header('cache-control', 'private, no-cache');
      return toMemberCard(toMemberProfile(member, viewer, relation, nowSeconds()));
    },
  );

  app.get<{ Params: IdParams }>(
    '/users/:id/awards',
    { schema: { params: idParams, querystring: noQuery, response: { 200: userAwardsResponseSchema } } },
    async (request): Promise<UserAwardsResponse> => {
      const viewer = request.user;
      const member = await memberFor(app, viewer, request.params.id);
      await assertMayViewProfile(app, viewer, member);
      const awards = await awardsOfUser(app.db, member.user_id, viewer?.user_id ?? null);
      return { awards, trophy_points: member.trophy_points, level: levelFor(member.trophy_points) };
    },
  );

  for (const kind of ['followers', 'following'] as const) {
    app.get<{ Params: IdParams; Querystring: PageQuery }>(
      `/users/:id/${kind}`,
      { schema: { params: idParams, querystring: pageQuery, response: { 200: memberListResponseSchema } } },
      async (request): Promise<MemberListResponse> => {
        const viewer = request.user;
        const member = await memberFor(app, viewer, request.params.id);
        await assertMayViewProfile(app, viewer, member);
        return listPage(app, kind, member.user_id, request.query.page);
      },
    );
  }
}

async function listPage(app: FastifyInstance, kind: MemberListKind, memberId: number, page: number): Promise<MemberListResponse> {
  const { rows, total } = await memberList(app.db, kind, memberId, PER_PAGE, pageOffset(page, PER_PAGE));
  const pages = pagination(page, PER_PAGE, total);
  if (page > pages.last_page) throw notFound(`Page ${page} does not exist: the list has ${pages.last_page} page(s).`);
  const now = nowSeconds();
  return { users: rows.map((row) => toUserSummary(row, now)), pagination: pages };
}

async function ownLists(app: FastifyInstance): Promise<void> {
  app.get<{ Params: IdParams; Querystring: PageQuery }>(
    '/users/:id/ignoring',
    { schema: { params: idParams, querystring: pageQuery, response: { 200: memberListResponseSchema } } },
    async (request): Promise<MemberListResponse> => {
      const viewer = memberOf(request);
      if (request.params.id !== viewer.user_id) throw new ApiError(403, 'not_your_list', 'You may only see the members you ignore yourself.');
      return listPage(app, 'ignoring', viewer.user_id, request.query.page);
    },
  );
}

async function memberActions(app: FastifyInstance): Promise<void> {
  app.post<{ Params: IdParams }>(
    '/users/:id/ignore',
    { schema: { params: idParams, querystring: noQuery, response: { 200: ignoreResponseSchema } } },
    async (request): Promise<IgnoreResponse> => {
      const viewer = memberOf(request);
      const member = await memberFor(app, viewer, request.params.id);
      if (member.user_id === viewer.user_id) throw new ApiError(400, 'cannot_ignore_self', 'You cannot ignore yourself.');
      // Undoing is always allowed (a member may have become staff since); a new ignore follows can_ignore.
      const relation = await relationBetween(app.db, viewer.user_id, member.user_id);
      if (!relation.viewerIgnores && !canIgnore(viewer, member)) {
        throw new ApiError(403, 'cannot_ignore', 'Staff members cannot be ignored.');
      }
      const isIgnored = await toggleIgnore(app.db, viewer.user_id, member.user_id, nowSeconds());
      return { user_id: member.user_id, is_ignored: isIgnored };
    },
  );

  app.post<{ Params: IdParams; Body: Record<string, unknown> }>(
    '/users/:id/report',
    { schema: { params: idParams, querystring: noQuery, body: objectBody, response: { 200: reportResponseSchema } } },
    async (request): Promise<ReportResponse> => {
      const viewer = memberOf(request);
      const member = await memberFor(app, viewer, request.params.id);
      if (!canReport(viewer, member)) throw new ApiError(400, 'cannot_report_self', 'You cannot report yourself.');
      const { message } = await validateForm(reportSchema(), { message: textField(request.body, 'message') }, { message: 'invalid_message' });
      await insertMemberReport(app.db, member.user_id, viewer.user_id, message, nowSeconds());
      return { reported: true };
    },
  );
}

export default async function profileRoutes(app: FastifyInstance): Promise<void> {
  await app.register(profileReads);
  await app.register(guarded(MEMBER, ownLists));
  await app.register(guarded(VALID_MEMBER, memberActions));
}
