import type { AlertsResponse } from '@trailhead/shared-kernel/types';
import { nowSeconds } from '../../clock';
import { makeNode, makeThread, makeUser, PASSWORD } from '../../../test/fixtures';
import { build, get, json, loginAs, post, type TestApp } from '../../../test/helper';
import { ALERT_FILTER_ACTIONS } from './alerts.repository';

// Filters, the read / viewed flags, and what a member may learn through an alert.
describe('alerts: filters, marks and what an alert may show', () => {
  let t: TestApp;
  const now = nowSeconds();
  const ids: Record<string, number> = {};

  const flagsOf = async (userId: number) =>
    t.db.selectFrom('alerts').select(['alert_id', 'is_read', 'is_viewed']).where('user_id', '=', userId).orderBy('alert_id').execute();
  const login = (name: string) => loginAs(t.app, name, PASSWORD);

  beforeAll(async () => {
    t = await build({
      seed: async (db) => {
        const me = await makeUser(db, { username: 'me' });
        const fan = await makeUser(db, { username: 'fan' });
        const other = await makeUser(db, { username: 'other' });
        await makeUser(db, { username: 'newbie', account_state: 'not_valid' });
        await makeUser(db, { username: 'outlaw', account_state: 'banned' });
        Object.assign(ids, { me: me.user_id, fan: fan.user_id, other: other.user_id });
        // Two conversations of fan's: me still takes part in the first and left the second.
        const conversation = async (title: string, members: number[]) => {
          const { conversation_id } = await db
            .insertInto('conversations')
            .values({ title, starter_user_id: fan.user_id, start_date: now, last_message_date: now, last_message_user_id: fan.user_id, last_message_username: 'fan' })
            .returning('conversation_id')
            .executeTakeFirstOrThrow();
          for (const user_id of members) await db.insertInto('conversation_recipients').values({ conversation_id, user_id, is_unread: false, is_starred: false, last_read_date: null }).execute();
          const { message_id } = await db
            .insertInto('conversation_messages')
            .values({ conversation_id, user_id: me.user_id, username: 'me', message_date: now, message_html: '<p>Shall we ride?</p>', message_parsed: 'Shall we ride?', edit_date: null, attachment_key: null })
            .returning('message_id')
            .executeTakeFirstOrThrow();
          return { conversation_id, message_id };
        };
        const kept = await conversation('Moab in May', [fan.user_id, me.user_id]);
        const left = await conversation('Secret plans', [fan.user_id]);
        Object.assign(ids, { kept: kept.conversation_id, keptMessage: kept.message_id, left: left.conversation_id, leftMessage: left.message_id });
        const base = { user_id: me.user_id, from_user_id: fan.user_id, is_read: false, is_viewed: false, extra_data: '{}' };
        await db
          .insertInto('alerts')
          .values([
            { ...base, action: 'reaction', content_type: 'conversation_message', content_id: kept.message_id, event_date: now - 10, extra_data: '{"reaction_id":1}' },
            { ...base, action: 'reaction', content_type: 'conversation_message', content_id: left.message_id, event_date: now - 20, extra_data: '{"reaction_id":1}' },
            { ...base, action: 'following', content_type: 'user', content_id: fan.user_id, event_date: now - 30 },
            { ...base, action: 'mention', content_type: 'conversation', content_id: left.conversation_id, event_date: now - 40 },
            { ...base, from_user_id: null, action: 'award', content_type: 'user', content_id: me.user_id, event_date: now - 50 },
            { ...base, user_id: other.user_id, action: 'following', content_type: 'user', content_id: fan.user_id, event_date: now - 60 },
          ])
          .execute();
        // A post of me's that a moderator deleted: its reaction alert stays, without the post.
        const thread = await makeThread(db, { node_id: await makeNode(db, { title: 'Trail Talk' }), title: 'Gone soon', author: me, posts: 2, repliers: [fan] });
        const gone = await db.selectFrom('posts').select('post_id').where('thread_id', '=', thread).where('position', '=', 2).executeTakeFirstOrThrow();
        await db.updateTable('posts').set({ message_state: 'deleted' }).where('post_id', '=', gone.post_id).execute();
        await db.insertInto('alerts').values({ ...base, action: 'quote', content_type: 'post', content_id: gone.post_id, event_date: now - 70 }).execute();
        ids.othersAlert = (await db.selectFrom('alerts').select('alert_id').where('user_id', '=', other.user_id).executeTakeFirstOrThrow()).alert_id;
      },
    });
  });
  afterAll(() => t.close());

  describe('GET /alerts', () => {
    it('filters by kind: each filter names a group of actions', async () => {
      const cookie = await login('me');
      const reactions = json<AlertsResponse>(await get(t.app, '/api/alerts?filters[]=reactions', cookie));
      expect(reactions.alerts.map((a) => a.action)).toEqual(['reaction', 'reaction']);
      expect(reactions.pagination.total).toBe(2);
      const two = json<AlertsResponse>(await get(t.app, '/api/alerts?filters=following&filters=awards', cookie));
      expect(two.alerts.map((a) => a.action)).toEqual(['following', 'award']);
      const none = json<AlertsResponse>(await get(t.app, '/api/alerts?filters[]=membership', cookie));
      expect(none).toEqual({ alerts: [], pagination: { current_page: 1, last_page: 1, per_page: 20, total: 0 } });
    });

    it('answers 400 to an unknown filter, naming the allowed ones', async () => {
      const response = await get(t.app, '/api/alerts?filters[]=gossip', await login('me'));
      expect(response.statusCode).toBe(400);
      expect(json(response).errors[0].message).toContain('must be one of: reactions, mentions, quotes, replies, events, following, awards, membership, moderation, admin');
    });

    it('every filter names at least one action and no action sits in two filters', () => {
      const all = Object.values(ALERT_FILTER_ACTIONS).flat();
      expect(new Set(all).size).toBe(all.length);
      expect(Object.values(ALERT_FILTER_ACTIONS).every((actions) => actions.length > 0)).toBe(true);
    });

    it("shows a conversation's title only to its participants: a left conversation's alerts come without content", async () => {
      const body = json<AlertsResponse>(await get(t.app, '/api/alerts', await login('me')));
      const [kept, left, , mention] = body.alerts;
      expect(kept.Content).toEqual({ view_url: `/conversations/${ids.kept}#message-${ids.keptMessage}`, title: 'Moab in May', message: 'Shall we ride?' });
      expect(left.Content).toBeNull();
      expect(mention.Content).toBeNull();
      expect(JSON.stringify(body)).not.toContain('Secret plans');
      const quote = body.alerts.find((alert) => alert.action === 'quote');
      expect(quote).toMatchObject({ Content: null, FromUser: { username: 'fan' } });
    });

    it('is for active members only', async () => {
      expect((await get(t.app, '/api/alerts')).statusCode).toBe(401);
      expect((await get(t.app, '/api/alerts', await login('outlaw'))).statusCode).toBe(403);
      expect((await get(t.app, '/api/alerts', await login('newbie'))).statusCode).toBe(200);
    });
  });

  describe('POST /alerts/{id}/mark', () => {
    it("marks one of the member's alerts viewed, and tells the member's pages", async () => {
      const cookie = await login('me');
      const [first] = await flagsOf(ids.me);
      const counts = jest.spyOn(t.app.live, 'publishCounts');
      const response = await post(t.app, `/api/alerts/${first.alert_id}/mark`, { viewed: true }, cookie);
      expect(response.statusCode).toBe(200);
      expect(json(response)).toEqual({ success: true });
      const after = (await flagsOf(ids.me)).find((row) => row.alert_id === first.alert_id)!;
      // Spec §7: mark-as-read defaults to true.
      expect([Boolean(after.is_read), Boolean(after.is_viewed)]).toEqual([true, true]);
      expect(counts).toHaveBeenCalledWith(ids.me);
      counts.mockRestore();
    });

    it('marks it unread again when asked', async () => {
      const cookie = await login('me');
      const [first] = await flagsOf(ids.me);
      await post(t.app, `/api/alerts/${first.alert_id}/mark`, { read: false }, cookie);
      const after = (await flagsOf(ids.me)).find((row) => row.alert_id === first.alert_id)!;
      expect(Boolean(after.is_read)).toBe(false);
    });

    it("answers 404 for another member's alert and changes nothing", async () => {
      const before = await flagsOf(ids.other);
      const response = await post(t.app, `/api/alerts/${ids.othersAlert}/mark`, { read: true, viewed: true }, await login('me'));
      expect(response.statusCode).toBe(404);
      expect(json(response).errors[0].message).toBe('The requested alert could not be found.');
      expect(await flagsOf(ids.other)).toEqual(before);
    });

    it('refuses visitors and banned members, and bad input, writing nothing', async () => {
      const before = await flagsOf(ids.me);
      const [first] = before;
      expect((await post(t.app, `/api/alerts/${first.alert_id}/mark`, { viewed: true })).statusCode).toBe(401);
      expect((await post(t.app, `/api/alerts/${first.alert_id}/mark`, { viewed: true }, await login('outlaw'))).statusCode).toBe(403);
      const cookie = await login('me');
      const badFlag = await post(t.app, `/api/alerts/${first.alert_id}/mark`, { viewed: 'maybe' }, cookie);
      expect(badFlag.statusCode).toBe(400);
      expect((await post(t.app, '/api/alerts/99999999999/mark', {}, cookie)).statusCode).toBe(400);
      expect((await post(t.app, '/api/alerts/abc/mark', {}, cookie)).statusCode).toBe(400);
      expect(await flagsOf(ids.me)).toEqual(before);
    });
  });

  describe('POST /alerts/mark-all', () => {
    it('refuses visitors and banned members, writing nothing', async () => {
      const before = await flagsOf(ids.me);
      expect((await post(t.app, '/api/alerts/mark-all', {})).statusCode).toBe(401);
      expect((await post(t.app, '/api/alerts/mark-all?viewed=true', {}, await login('outlaw'))).statusCode).toBe(403);
      expect((await post(t.app, '/api/alerts/mark-all?viewed=perhaps', {}, await login('me'))).statusCode).toBe(400);
      expect(await flagsOf(ids.me)).toEqual(before);
    });

    it("marks every alert of the member read, not viewed unless asked, and leaves others' alone", async () => {
      const cookie = await login('me');
      const others = await flagsOf(ids.other);
      expect((await post(t.app, '/api/alerts/mark-all', {}, cookie)).statusCode).toBe(200);
      let mine = await flagsOf(ids.me);
      expect(mine.every((row) => Boolean(row.is_read))).toBe(true);
      expect(mine.some((row) => !row.is_viewed)).toBe(true);
      const counts = jest.spyOn(t.app.live, 'publishCounts');
      expect((await post(t.app, '/api/alerts/mark-all?viewed=true', {}, cookie)).statusCode).toBe(200);
      mine = await flagsOf(ids.me);
      expect(mine.every((row) => Boolean(row.is_read) && Boolean(row.is_viewed))).toBe(true);
      expect(counts).toHaveBeenCalledWith(ids.me);
      counts.mockRestore();
      expect(await flagsOf(ids.other)).toEqual(others);
    });
  });
});

describe('POST /alerts/{id}/mark with no flags', () => {
  let t: TestApp;
  let alertId = 0;
  beforeAll(async () => {
    t = await build({
      seed: async (db) => {
        const me = await makeUser(db, { username: 'me' });
        alertId = (
          await db
            .insertInto('alerts')
            .values({ user_id: me.user_id, from_user_id: null, action: 'award', content_type: 'user', content_id: me.user_id, event_date: nowSeconds(), is_read: false, is_viewed: false, extra_data: '{}' })
            .returning('alert_id')
            .executeTakeFirstOrThrow()
        ).alert_id;
      },
    });
  });
  afterAll(() => t.close());

  it('marks it read (the default)', async () => {
    const response = await post(t.app, `/api/alerts/${alertId}/mark`, {}, await loginAs(t.app, 'me', PASSWORD));
    expect(response.statusCode).toBe(200);
    const row = await t.db.selectFrom('alerts').select(['is_read', 'is_viewed']).where('alert_id', '=', alertId).executeTakeFirstOrThrow();
    expect([Boolean(row.is_read), Boolean(row.is_viewed)]).toEqual([true, false]);
  });
});
