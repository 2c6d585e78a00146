import type { ClubDetailResponse, ClubsResponse, ClubsReviewResponse } from '@trailhead/shared-kernel/types';
import { build, get, json, loginAs, type TestApp } from '../../test/helper';
import { DEMO_CLUB_SLUGS } from './clubs.seed';
import { DEMO_PASSWORD, seedDemo } from './index';

describe('the demo clubs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ seed: (db) => seedDemo(db) });
  });
  afterAll(() => t.close());

  const clubsOf = async (username: string) =>
    t.db
      .selectFrom('club_members')
      .innerJoin('users', 'users.user_id', 'club_members.user_id')
      .innerJoin('clubs', 'clubs.club_id', 'club_members.club_id')
      .select(['clubs.slug', 'clubs.owner_user_id', 'users.user_id', 'club_members.member_state'])
      .where('users.username', '=', username)
      .execute();

  it('has a dozen clubs in US states and Canadian provinces, physical and online, one pending and one rejected', async () => {
    const clubs = await t.db.selectFrom('clubs').selectAll().orderBy('club_id').execute();
    expect(clubs.map((c) => c.slug)).toEqual(DEMO_CLUB_SLUGS);
    expect(clubs).toHaveLength(12);
    expect(new Set(clubs.map((c) => c.country))).toEqual(new Set(['US', 'CA', null]));
    expect(new Set(clubs.map((c) => c.location_type))).toEqual(new Set(['physical', 'online']));
    expect(clubs.filter((c) => c.club_state === 'pending')).toHaveLength(1);
    const rejected = clubs.filter((c) => c.club_state === 'rejected');
    expect(rejected).toHaveLength(1);
    expect(rejected[0].reject_reason).toBeTruthy();
    expect(new Set(clubs.map((c) => c.vehicle_type_id)).size).toBeGreaterThanOrEqual(3);
  });

  it('keeps member_count to the members in state valid, with a banned member and the reason', async () => {
    const counts = await t.db
      .selectFrom('clubs')
      .select(['clubs.member_count', (eb) => eb.selectFrom('club_members').select((inner) => inner.fn.countAll<number>().as('n')).whereRef('club_members.club_id', '=', 'clubs.club_id').where('member_state', '=', 'valid').as('valid')])
      .execute();
    for (const row of counts) expect(Number(row.member_count)).toBe(Number(row.valid));
    const banned = await t.db.selectFrom('club_members').selectAll().where('member_state', '=', 'banned').execute();
    expect(banned.length).toBeGreaterThanOrEqual(1);
    expect(banned.every((b) => (b.ban_reason ?? '').length > 0 && b.banned_by !== null)).toBe(true);
  });

  it('gives member one club of their own and another to belong to; moderator owns none', async () => {
    const member = await clubsOf('member');
    expect(member.filter((c) => c.owner_user_id === c.user_id).map((c) => c.slug)).toEqual(['lone-star-trekkers']);
    expect(member.filter((c) => c.owner_user_id !== c.user_id && c.member_state === 'valid').length).toBeGreaterThanOrEqual(1);
    expect((await clubsOf('moderator')).filter((c) => c.owner_user_id === c.user_id)).toEqual([]);
  });

  it('serves the demo through the API: the list, a club page and the review queue', async () => {
    const list = json<ClubsResponse>(await get(t.app, '/api/clubs/'));
    expect(list.pagination.total).toBe(10);
    expect(json<ClubDetailResponse>(await get(t.app, '/api/clubs/lone-star-trekkers?members=1')).members?.[0].User.username).toBe('member');
    const queue = json<ClubsReviewResponse>(await get(t.app, '/api/clubs/review', await loginAs(t.app, 'moderator', DEMO_PASSWORD)));
    expect(queue.clubs.map((c) => c.slug)).toEqual(['ozark-trail-riders']);
  });
});
