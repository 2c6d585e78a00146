import type { LeaderboardOverviewResponse, LeaderboardResponse } from '@trailhead/shared-kernel/types';
import { makeUser, PASSWORD } from '../../../test/fixtures';
import { build, get, json, loginAs, type TestApp } from '../../../test/helper';
import { insertInBatches } from '../../seed/bulk-insert';
import { birthdayKeys, todayIn } from './leaderboards';

describe('leaderboards', () => {
  let t: TestApp;
  const nowMs = Date.now();
  // A member in Kiritimati (UTC+14) and one in Pago Pago (UTC-11) may have different todays.
  const east = todayIn('Pacific/Kiritimati', nowMs);
  const west = todayIn('Pacific/Pago_Pago', nowMs);

  beforeAll(async () => {
    t = await build({
      settings: { defaultTimezone: 'Pacific/Kiritimati' },
      seed: async (db) => {
        for (let i = 0; i < 25; i++) {
          await makeUser(db, { username: `poster${String(i).padStart(2, '0')}`, message_count: 100 + i, reaction_score: 200 - i, trophy_points: i % 5 });
        }
        // Enough members that the ranked boards reach their top-100 cap.
        const { password_hash } = await db.selectFrom('users').select('password_hash').executeTakeFirstOrThrow();
        await insertInBatches(
          db,
          'users',
          Array.from({ length: 90 }, (_, i) => ({
            username: `quiet${i}`, email: `quiet${i}@example.test`, password_hash, user_title: 'Member', timezone: 'UTC',
            register_date: 1, last_activity: 1, membership_code: null, message_count: i % 50, reaction_score: i % 40,
          })),
        );
        await makeUser(db, { username: 'banned', account_state: 'banned', message_count: 10_000, reaction_score: 10_000, trophy_points: 10_000 });
        await makeUser(db, { username: 'eastbday', birth_date: `1990-${east.monthDay}`, birth_month_day: east.monthDay, show_dob_year: true });
        await makeUser(db, { username: 'hiddenyear', birth_date: `1985-${east.monthDay}`, birth_month_day: east.monthDay, show_dob_year: false });
        await makeUser(db, { username: 'hiddendate', birth_date: `1980-${east.monthDay}`, birth_month_day: east.monthDay, show_dob_date: false });
        await makeUser(db, { username: 'westbday', birth_date: `1970-${west.monthDay}`, birth_month_day: west.monthDay, show_dob_year: true, timezone: 'Pacific/Pago_Pago' });
        await makeUser(db, { username: 'boss', is_admin: true, is_staff: true });
        await makeUser(db, { username: 'keeper', is_moderator: true, is_staff: true });
        await makeUser(db, { username: 'helper', is_staff: true });
      },
    });
  });
  afterAll(() => t.close());

  const board = async (name: string, query = '', cookie?: string) => {
    const response = await get(t.app, `/api/users/leaderboard/${name}${query}`, cookie);
    expect(response.statusCode).toBe(200);
    return json<LeaderboardResponse>(response);
  };

  it.each([
    ['most-messages', 'poster24', 124],
    ['highest-score', 'poster00', 200],
  ])('%s ranks the top 100 valid members, 20 a page, banned accounts left out', async (name, first, value) => {
    const page1 = await board(name);
    expect(page1.entries).toHaveLength(20);
    expect(page1.entries[0]).toMatchObject({ rank: 1, value, User: { username: first } });
    expect(page1.entries.map((e) => e.User.username)).not.toContain('banned');
    const page2 = await board(name, '?page=2');
    expect(page2.entries[0].rank).toBe(21);
    expect(page2.pagination).toMatchObject({ current_page: 2, last_page: 5, per_page: 20, total: 100 });
    const page5 = await board(name, '?page=5');
    expect(page5.entries.map((e) => e.rank)).toEqual(Array.from({ length: 20 }, (_, i) => 81 + i));
    // The top 100 only: past it is no page.
    expect((await get(t.app, `/api/users/leaderboard/${name}?page=6`)).statusCode).toBe(404);
  });

  it('most-points ranks by trophy points', async () => {
    const { entries } = await board('most-points');
    expect(entries[0].value).toBe(4);
    expect(entries.map((e) => e.value)).toEqual([...entries.map((e) => e.value)].sort((a, b) => (b ?? 0) - (a ?? 0)));
  });

  it("birthday lists today's birthdays in the viewer's time zone, age only where the year is shown", async () => {
    // A visitor: the site's guest time zone (Kiritimati).
    const guest = await board('birthday');
    expect(guest.entries.map((e) => [e.User.username, e.value])).toEqual([
      ['eastbday', east.year - 1990],
      ['hiddenyear', null],
      ...(west.monthDay === east.monthDay ? [['westbday', west.year - 1970]] : []),
    ]);
    // A member in Pago Pago: their own today.
    const westCookie = await loginAs(t.app, 'westbday', PASSWORD);
    const west1 = await board('birthday', '', westCookie);
    expect(west1.entries.map((e) => e.User.username)).toContain('westbday');
    expect(west1.entries.map((e) => e.User.username)).not.toContain('hiddendate');
  });

  it('staff lists admins, then moderators, then staff, without a value', async () => {
    const { entries } = await board('staff');
    expect(entries.map((e) => [e.User.username, e.value])).toEqual([
      ['boss', null],
      ['keeper', null],
      ['helper', null],
    ]);
  });

  it('overview gives the first five of each board', async () => {
    const { boards } = json<LeaderboardOverviewResponse>(await get(t.app, '/api/users/leaderboard/overview'));
    expect(boards.map((b) => [b.board, b.entries.length])).toEqual([
      ['most-messages', 5],
      ['highest-score', 5],
      ['most-points', 5],
      ['birthday', expect.any(Number)],
      ['staff', 3],
    ]);
    expect(boards[0]).toMatchObject({ title: 'Most messages', entries: [{ rank: 1, User: { username: 'poster24' } }, ...Array(4).fill(expect.anything())] });
  });

  it('refuses unknown boards and bad pages', async () => {
    const unknown = await get(t.app, '/api/users/leaderboard/fastest');
    expect(unknown.statusCode).toBe(400);
    expect((await get(t.app, '/api/users/leaderboard/staff?page=0')).statusCode).toBe(400);
    expect((await get(t.app, '/api/users/leaderboard/staff?page=abc')).statusCode).toBe(400);
    const past = await get(t.app, '/api/users/leaderboard/staff?page=2');
    expect(past.statusCode).toBe(404);
  });

  it('celebrates 29 February on the 28th in other years', () => {
    expect(birthdayKeys({ monthDay: '02-28', leapYear: false })).toEqual(['02-28', '02-29']);
    expect(birthdayKeys({ monthDay: '02-28', leapYear: true })).toEqual(['02-28']);
    expect(birthdayKeys({ monthDay: '02-29', leapYear: true })).toEqual(['02-29']);
    expect(todayIn('UTC', Date.UTC(2027, 1, 28, 12))).toEqual({ monthDay: '02-28', year: 2027, leapYear: false });
    expect(todayIn('Pacific/Kiritimati', Date.UTC(2027, 11, 31, 12))).toEqual({ monthDay: '01-01', year: 2028, leapYear: true });
  });
});
