import type { CountsResponse, CustomFieldsResponse, UserProfile } from '@trailhead/shared-kernel/types';
import { nowSeconds } from '../../clock';
import { seedReferenceData } from '../../seed/reference.seed';
import { seedSiteContent } from '../../seed/site-content.seed';
import { makeUser, PASSWORD } from '../../../test/fixtures';
import { build, get, json, loginAs, post, type TestApp } from '../../../test/helper';

const NOT_LOGGED_IN = { errors: [{ code: 'not_logged_in', message: 'Please login in to see the content of the page.' }] };

// GET /me/membership is the membership module's (membership/membership.test.ts).
describe('the logged-in member: counts, profile basics, custom fields', () => {
  let t: TestApp;
  const now = nowSeconds();
  let counted: number;
  let other: number;
  beforeAll(async () => {
    t = await build({
      seed: async (db) => {
        await seedReferenceData(db);
        await seedSiteContent(db);
        await makeUser(db, { username: 'member', membership_code: 'premium_membership', membership_expires_at: now + 200 * 86_400 });
        await makeUser(db, { username: 'trial', membership_code: 'trial_membership' });
        await makeUser(db, { username: 'rookie', membership_code: 'free_membership' });
        await makeUser(db, { username: 'nocode', membership_code: null });
        await makeUser(db, { username: 'mover' });
        await makeUser(db, { username: 'exiled', account_state: 'banned' });
        counted = (await makeUser(db, { username: 'counted' })).user_id;
        other = (await makeUser(db, { username: 'other' })).user_id;
        const alert = (user_id: number, is_viewed: boolean) => ({
          user_id,
          from_user_id: other,
          action: 'reaction',
          content_type: 'user' as const,
          content_id: user_id,
          event_date: now,
          is_read: false,
          is_viewed,
          extra_data: '{}',
        });
        await db.insertInto('alerts').values([alert(counted, false), alert(counted, false), alert(counted, true), alert(other, false)]).execute();
        for (const [title, unread] of [['Trail tomorrow?', true], ['Winch advice', false], ['Group buy', true]] as const) {
          const { conversation_id } = await db
            .insertInto('conversations')
            .values({ title, starter_user_id: other, start_date: now, last_message_date: now, last_message_user_id: other, last_message_username: 'other' })
            .returning('conversation_id')
            .executeTakeFirstOrThrow();
          await db
            .insertInto('conversation_recipients')
            .values([
              { conversation_id, user_id: counted, is_unread: unread, is_starred: false },
              { conversation_id, user_id: other, is_unread: false, is_starred: false },
            ])
            .execute();
        }
      },
    });
  });
  afterAll(() => t.close());

  describe('GET /me/counts', () => {
    it("counts the member's unviewed alerts and unread conversations, nobody else's", async () => {
      expect(json<CountsResponse>(await get(t.app, '/api/me/counts', await loginAs(t.app, 'counted', PASSWORD)))).toEqual({
        alerts_unviewed: 2,
        conversations_unread: 2,
      });
      expect(json<CountsResponse>(await get(t.app, '/api/me/counts', await loginAs(t.app, 'other', PASSWORD)))).toEqual({
        alerts_unviewed: 1,
        conversations_unread: 0,
      });
      expect(json<CountsResponse>(await get(t.app, '/api/me/counts', await loginAs(t.app, 'rookie', PASSWORD)))).toEqual({
        alerts_unviewed: 0,
        conversations_unread: 0,
      });
    });

    it('needs a login', async () => {
      expect(json(await get(t.app, '/api/me/counts'))).toEqual(NOT_LOGGED_IN);
      expect((await get(t.app, '/api/me/counts')).statusCode).toBe(401);
    });
  });

  describe('GET /me', () => {
    it('tells the member, and nobody else, where they are exactly (the map shows others near it)', async () => {
      await t.db.updateTable('users').set({ latitude: 38.573, longitude: -109.549 }).where('username', '=', 'member').execute();
      await t.db.updateTable('users').set({ latitude: null, longitude: null }).where('username', '=', 'trial').execute();
      const me = json<UserProfile>(await get(t.app, '/api/me', await loginAs(t.app, 'member', PASSWORD)));
      expect(me.map_position).toEqual({ latitude: 38.573, longitude: -109.549 });
      expect(json<UserProfile>(await get(t.app, '/api/me', await loginAs(t.app, 'trial', PASSWORD))).map_position).toBeNull();
      // Another member's view of the profile never carries it.
      const { user_id } = await t.db.selectFrom('users').select('user_id').where('username', '=', 'member').executeTakeFirstOrThrow();
      const seen = await get(t.app, `/api/users/${user_id}`, await loginAs(t.app, 'trial', PASSWORD));
      expect(seen.statusCode).toBe(200);
      expect(seen.body).not.toContain('map_position');
      expect(seen.body).not.toContain('-109.549');
    });
  });

  describe('POST /me', () => {
    const save = (body: unknown, cookie?: string) => post(t.app, '/api/me', body, cookie);
    const stored = () => t.db.selectFrom('users').select(['timezone', 'city', 'state']).where('username', '=', 'mover').executeTakeFirstOrThrow();

    it('saves the time zone (in its canonical spelling) and returns the updated profile', async () => {
      const cookie = await loginAs(t.app, 'mover', PASSWORD);
      const response = await save({ timezone: 'america/chicago' }, cookie);
      expect(response.statusCode).toBe(200);
      expect(json<UserProfile>(response)).toMatchObject({ username: 'mover', timezone: 'America/Chicago', city: 'Moab', state: 'UT' });
      expect((await stored()).timezone).toBe('America/Chicago');
    });

    it.each(['Mars/Olympus_Mons', 'not a zone', '', 'America/Denver; drop table users'])('refuses the time zone %j and changes nothing', async (timezone) => {
      const cookie = await loginAs(t.app, 'mover', PASSWORD);
      const before = await stored();
      const response = await save({ timezone, city: 'Elsewhere' }, cookie);
      expect(response.statusCode).toBe(400);
      expect(json(response).errors[0]).toEqual({ code: 'invalid_timezone', message: expect.stringContaining('is not a valid time zone') });
      expect(await stored()).toEqual(before);
    });

    it("saves city and state; 'none' empties a field", async () => {
      const cookie = await loginAs(t.app, 'mover', PASSWORD);
      expect(json<UserProfile>(await save({ city: 'Boise', state: 'ID' }, cookie))).toMatchObject({ city: 'Boise', state: 'ID' });
      expect(json<UserProfile>(await save({ state: 'none' }, cookie))).toMatchObject({ city: 'Boise', state: null });
    });

    it('reads a location label "City, ST" when city and state are not sent', async () => {
      const cookie = await loginAs(t.app, 'mover', PASSWORD);
      expect(json<UserProfile>(await save({ location: 'Salt Lake City, UT' }, cookie))).toMatchObject({ city: 'Salt Lake City', state: 'UT' });
      const vague = await save({ location: 'Utah' }, cookie);
      expect(vague.statusCode).toBe(400);
      expect(json(vague).errors[0].message).toBe('Select a more specific Location. State and City are required');
      expect(await stored()).toMatchObject({ city: 'Salt Lake City', state: 'UT' });
    });

    it('refuses values that are too long', async () => {
      const response = await save({ city: 'x'.repeat(101) }, await loginAs(t.app, 'mover', PASSWORD));
      expect(response.statusCode).toBe(400);
      expect(json(response).errors[0]).toEqual({ code: 'invalid_location', message: 'City and state may be at most 100 characters each' });
    });

    it('needs a login, and an account that is not blocked', async () => {
      const visitor = await save({ timezone: 'America/Denver' });
      expect(visitor.statusCode).toBe(401);
      expect(json(visitor)).toEqual(NOT_LOGGED_IN);
      expect((await save({ timezone: 'America/Denver' }, await loginAs(t.app, 'exiled', PASSWORD))).statusCode).toBe(403);
    });
  });

  it('GET /custom-fields/user describes the profile fields', async () => {
    const { fields } = json<CustomFieldsResponse>(await get(t.app, '/api/custom-fields/user'));
    expect(fields.map((field) => field.field_id)).toEqual(
      expect.arrayContaining(['first_name', 'last_name', 'about', 'vehicle', 'occupation', 'website']),
    );
    expect(fields.find((field) => field.field_id === 'about')).toEqual({
      field_id: 'about',
      title: 'About me',
      description: expect.any(String),
      field_type: 'textarea',
      display_group: 'personal',
      required: false,
      choices: null,
    });
    expect(fields.find((field) => field.field_id === 'interests')?.choices).toMatchObject({ rocks: 'Rock crawling' });
    expect(fields.find((field) => field.field_id === 'website')?.display_group).toBe('contact');
  });
});
