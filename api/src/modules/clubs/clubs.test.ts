import type { ClubsResponse } from '@trailhead/shared-kernel/types';
import type { Kysely } from 'kysely';
import { nowSeconds } from '../../clock';
import type { Database } from '../../db/database';
import type { UserRow } from '../../db/tables/users.table';
import { makeUser, PASSWORD } from '../../../test/fixtures';
import { build, get, json, loginAs, type TestApp } from '../../../test/helper';
import { refreshClubMemberCounts } from './clubs.repository';

const DAY = 86_400;

describe('GET /clubs/', () => {
  let t: TestApp;
  const now = nowSeconds();

  async function makeClub(db: Kysely<Database>, owner: UserRow, name: string, values: { days: number; online?: boolean; pending?: boolean; city?: string }) {
    const { club_id } = await db
      .insertInto('clubs')
      .values({
        slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
        name,
        description: `${name} club`,
        owner_user_id: owner.user_id,
        club_state: values.pending ? 'pending' : 'approved',
        last_activity: now - values.days * DAY,
        created_at: now - 400 * DAY,
        location_type: values.online ? 'online' : 'physical',
        city: values.online ? null : (values.city ?? 'Denver'),
        state: values.online ? null : 'CO',
        country: values.online ? null : 'US',
      })
      .returning('club_id')
      .executeTakeFirstOrThrow();
    return club_id;
  }

  beforeAll(async () => {
    t = await build({
      seed: async (db) => {
        const owner = await makeUser(db, { username: 'owner' });
        const joiner = await makeUser(db, { username: 'joiner' });
        const troublemaker = await makeUser(db, { username: 'troublemaker' });
        const others = await Promise.all([1, 2, 3].map((i) => makeUser(db, { username: `extra${i}` })));
        const moab = await makeClub(db, owner, 'Moab Crew', { days: 1, city: 'Moab' });
        const front = await makeClub(db, owner, 'Front Range 4x4', { days: 10 });
        const online = await makeClub(db, owner, 'Nomad Classics Online', { days: 5, online: true });
        await makeClub(db, owner, 'Pending_Club 100%', { days: 2, pending: true });
        await makeClub(db, owner, 'zeta_50% off', { days: 30 });
        const members = [
          [moab, owner, 'valid'], [moab, joiner, 'valid'], [moab, troublemaker, 'banned'],
          [front, owner, 'valid'], ...others.map((u) => [front, u, 'valid'] as const),
          [online, owner, 'valid'], [online, joiner, 'valid'],
        ] as const;
        await db.insertInto('club_members').values(members.map(([club_id, user, member_state]) => ({ club_id, user_id: user.user_id, member_state, join_date: now }))).execute();
        await refreshClubMemberCounts(db);
      },
    });
  });
  afterAll(() => t.close());

  const names = async (query: string, cookie?: string) => {
    const response = await get(t.app, `/api/clubs/${query}`, cookie);
    expect(response.statusCode).toBe(200);
    return json<ClubsResponse>(response).clubs.map((club) => club.name);
  };

  it('defaults to approved clubs by last activity, ascending (spec defaults)', async () => {
    expect(await names('')).toEqual(['zeta_50% off', 'Front Range 4x4', 'Nomad Classics Online', 'Moab Crew']);
  });

  it('answers the same without the trailing slash', async () => {
    const response = await get(t.app, '/api/clubs');
    expect(response.statusCode).toBe(200);
    expect(json<ClubsResponse>(response).pagination).toEqual({ current_page: 1, last_page: 1, per_page: 20, total: 4 });
  });

  it.each([
    ['?sortBy=name', ['Front Range 4x4', 'Moab Crew', 'Nomad Classics Online', 'zeta_50% off']],
    ['?sortBy=name&sortOrder=desc', ['zeta_50% off', 'Nomad Classics Online', 'Moab Crew', 'Front Range 4x4']],
    // Moab Crew and Nomad Classics Online both have 2 members: the newer club comes first on a tie.
    ['?sortBy=member_count&sortOrder=desc', ['Front Range 4x4', 'Nomad Classics Online', 'Moab Crew', 'zeta_50% off']],
    ['?sortBy=last_activity&sortOrder=desc', ['Moab Crew', 'Nomad Classics Online', 'Front Range 4x4', 'zeta_50% off']],
  ])('sorts with %s', async (query, expected) => {
    expect(await names(query)).toEqual(expected);
  });

  it('searches names and cities, treating % and _ literally', async () => {
    expect(await names('?search=MOAB')).toEqual(['Moab Crew']);
    expect(await names('?search=denver&sortBy=name')).toEqual(['Front Range 4x4', 'zeta_50% off']);
    expect(await names('?search=50%25')).toEqual(['zeta_50% off']);
    expect(await names('?search=_')).toEqual(['zeta_50% off']);
    expect(await names('?search=nothing-like-this')).toEqual([]);
  });

  it('filters by club type', async () => {
    expect(await names('?clubType=online')).toEqual(['Nomad Classics Online']);
    expect(await names('?clubType=physical&sortBy=name')).toEqual(['Front Range 4x4', 'Moab Crew', 'zeta_50% off']);
  });

  it('returns the club with its members count, links and custom fields', async () => {
    const { clubs } = json<ClubsResponse>(await get(t.app, '/api/clubs/?search=moab'));
    expect(clubs[0]).toMatchObject({
      slug: 'moab-crew',
      view_url: '/clubs/moab-crew',
      member_count: 2,
      is_joined: false,
      can_join: false,
      is_owner: false,
      custom_fields: { location_type: 'physical', city: 'Moab', state: 'CO', country: 'US' },
    });
  });

  it('tells a member which clubs they joined, own, can join or are banned from', async () => {
    const joiner = await loginAs(t.app, 'joiner', PASSWORD);
    const byName = async (cookie: string) =>
      Object.fromEntries(json<ClubsResponse>(await get(t.app, '/api/clubs/', cookie)).clubs.map((c) => [c.name, c]));
    const forJoiner = await byName(joiner);
    expect(forJoiner['Moab Crew']).toMatchObject({ is_joined: true, can_join: false, is_owner: false });
    expect(forJoiner['Front Range 4x4']).toMatchObject({ is_joined: false, can_join: true });
    const forOwner = await byName(await loginAs(t.app, 'owner', PASSWORD));
    expect(forOwner['Moab Crew']).toMatchObject({ is_joined: true, is_owner: true });
    const forBanned = await byName(await loginAs(t.app, 'troublemaker', PASSWORD));
    expect(forBanned['Moab Crew']).toMatchObject({ is_joined: false, can_join: false });
  });

  it('showFollowedOnly=1 lists the member’s clubs and needs a login', async () => {
    const joiner = await loginAs(t.app, 'joiner', PASSWORD);
    expect(await names('?showFollowedOnly=1&sortBy=name', joiner)).toEqual(['Moab Crew', 'Nomad Classics Online']);
    const visitor = await get(t.app, '/api/clubs/?showFollowedOnly=1');
    expect(visitor.statusCode).toBe(401);
    expect(json(visitor).errors[0].code).toBe('not_logged_in');
  });

  it.each([
    ['?sortBy=popularity', "The query parameter 'sortBy' must be one of: last_activity, name, member_count."],
    ['?sortOrder=up', "The query parameter 'sortOrder' must be one of: asc, desc."],
    ['?clubType=secret', "The query parameter 'clubType' must be one of: any, physical, online."],
    ['?showFollowedOnly=true', "The query parameter 'showFollowedOnly' must be one of: 0, 1."],
    ['?page=0', "The query parameter 'page' must be at least 1."],
    [`?search=${'x'.repeat(101)}`, "The query parameter 'search' must be at most 100 characters long."],
  ])('rejects %s with a 400', async (query, message) => {
    const response = await get(t.app, `/api/clubs/${query}`);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ errors: [{ code: 'invalid_parameter', message }] });
  });
});
