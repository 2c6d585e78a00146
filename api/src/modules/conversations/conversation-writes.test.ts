import type { ConversationParticipantsResponse, ConversationResponse, ConversationsResponse, CountsResponse } from '@trailhead/shared-kernel/types';
import type { LightMyRequestResponse } from 'fastify';
import type { UserRow } from '../../db/tables/users.table';
import { makeUser, PASSWORD } from '../../../test/fixtures';
import { build, countRows, get, json, loginAs, post, type TestApp } from '../../../test/helper';
import { CONVERSATION_NOT_FOUND, NEEDS_VALID_ACCOUNT } from './conversation-access';
import { insertMessage } from './conversation-messages.repository';
import { conversationMails } from './conversation-privacy';
import { INVALID_TITLE } from './conversation-writes';
import { nowSeconds } from '../../clock';

describe('conversation writes (start, rename, star, mark unread, invite, leave) and reading one', () => {
  let t: TestApp;
  const users: Record<string, UserRow> = {};
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    t = await build({
      seed: async (db) => {
        users.starter = await makeUser(db, { username: 'starter' });
        users.amy = await makeUser(db, { username: 'amy' });
        users.bo = await makeUser(db, { username: 'bo', activity_visible: false });
        users.cy = await makeUser(db, { username: 'cy' });
        users.outsider = await makeUser(db, { username: 'outsider' });
        users.private = await makeUser(db, { username: 'private', allow_send_personal_conversation: 'none' });
        users.newbie = await makeUser(db, { username: 'newbie', account_state: 'account_incomplete' });
        users.outlaw = await makeUser(db, { username: 'outlaw', account_state: 'banned' });
        users.moderator = await makeUser(db, { username: 'moderator', is_moderator: true });
        for (let i = 0; i < 26; i++) users[`crowd${i}`] = await makeUser(db, { username: `crowd${i}` });
      },
    });
    for (const name of ['starter', 'amy', 'bo', 'cy', 'outsider', 'newbie', 'moderator']) cookies[name] = await loginAs(t.app, name, PASSWORD);
  });
  afterAll(() => t.close());

  const start = (cookie: string | undefined, body: Record<string, unknown>) => post(t.app, '/api/conversations', body, cookie);
  const valid = () => ({ title: 'Trip to Moab', recipient_ids: [users.amy.user_id, users.bo.user_id], message_html: '<p>Who is in?</p><script>alert(1)</script>' });
  const error = (response: LightMyRequestResponse) => json(response).errors[0];
  const counts = async (name: string) => json<CountsResponse>(await get(t.app, '/api/me/counts', cookies[name])).conversations_unread;
  const listTitles = async (name: string) => json<ConversationsResponse>(await get(t.app, '/api/conversations', cookies[name])).conversations.map((c) => c.title);

  async function started(title: string, recipients: UserRow[] = [users.amy, users.bo]): Promise<number> {
    const response = await start(cookies.starter, { title, recipient_ids: recipients.map((u) => u.user_id), message_html: `<p>First of ${title}</p>` });
    expect(response.statusCode).toBe(200);
    return json<ConversationResponse>(response).conversation.conversation_id;
  }

  async function nothingWritten(run: () => Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse> {
    const tables = ['conversations', 'conversation_recipients', 'conversation_messages'] as const;
    const before = await Promise.all(tables.map((table) => countRows(t.db, table)));
    const response = await run();
    expect(await Promise.all(tables.map((table) => countRows(t.db, table)))).toEqual(before);
    return response;
  }

  describe('POST /conversations', () => {
    it('starts one: participants joined now, unread for the recipients, read for the starter, the message cleaned, counts and streams told, mail sent', async () => {
      const counted = jest.spyOn(t.app.live, 'publishCounts');
      const told = jest.spyOn(t.app.live, 'publishConversation');
      const response = await start(cookies.starter, valid());
      expect(response.statusCode).toBe(200);
      const { conversation } = json<ConversationResponse>(response);
      expect(conversation).toMatchObject({ title: 'Trip to Moab', recipient_count: 3, reply_count: 0, is_unread: false, can_edit: true, can_reply: true });
      expect(conversation.participants.map((p) => p.User.username).sort()).toEqual(['amy', 'bo', 'starter']);

      const rows = await t.db.selectFrom('conversation_recipients').selectAll().where('conversation_id', '=', conversation.conversation_id).execute();
      const byUser = new Map(rows.map((row) => [row.user_id, row]));
      expect(Boolean(byUser.get(users.starter.user_id)?.is_unread)).toBe(false);
      expect(byUser.get(users.starter.user_id)?.last_read_date).not.toBeNull();
      expect(Boolean(byUser.get(users.amy.user_id)?.is_unread)).toBe(true);
      expect(byUser.get(users.amy.user_id)?.last_read_date).toBeNull();
      expect(Number(byUser.get(users.amy.user_id)?.joined_date)).toBeGreaterThan(0);

      const message = await t.db.selectFrom('conversation_messages').selectAll().where('conversation_id', '=', conversation.conversation_id).executeTakeFirstOrThrow();
      expect(message.message_html).toBe('<p>Who is in?</p>');
      expect(message.message_parsed).toBe('Who is in?');

      expect(counted.mock.calls.map(([id]) => id).sort()).toEqual([users.amy.user_id, users.bo.user_id].sort());
      expect(told).toHaveBeenCalledWith(expect.arrayContaining([users.amy.user_id, users.bo.user_id]), expect.objectContaining({ kind: 'message', conversation_id: conversation.conversation_id, message_id: message.message_id }));
      counted.mockRestore();
      told.mockRestore();

      const mail = await t.lastMailTo('amy@example.test');
      expect(mail?.subject).toBe('New conversation: Trip to Moab');
      expect(await listTitles('amy')).toContain('Trip to Moab');
      expect(await listTitles('outsider')).not.toContain('Trip to Moab');
    });

    it('refuses a visitor (401), a banned member and an unconfirmed account (403), writing nothing', async () => {
      expect((await nothingWritten(() => start(undefined, valid()))).statusCode).toBe(401);
      const outlaw = await loginAs(t.app, 'outlaw', PASSWORD);
      expect((await nothingWritten(() => start(outlaw, valid()))).statusCode).toBe(403);
      const newbie = await nothingWritten(() => start(cookies.newbie, valid()));
      expect(newbie.statusCode).toBe(403);
      expect(error(newbie)).toMatchObject({ code: 'account_incomplete', message: NEEDS_VALID_ACCOUNT });
    });

    it.each([
      ['an empty title', { title: '   ' }, INVALID_TITLE],
      ['a title over 100 characters', { title: 'x'.repeat(101) }, INVALID_TITLE],
      ['an empty message', { message_html: '<p> </p>' }, 'Post message should not be empty'],
    ])('answers 400 to %s, writing nothing', async (_name, change, message) => {
      const response = await nothingWritten(() => start(cookies.starter, { ...valid(), ...change }));
      expect(response.statusCode).toBe(400);
      expect(error(response).message).toBe(message);
    });

    it('answers 400 to no recipients, to oneself, to unknown or not valid members (named) and to more than 25', async () => {
      expect((await nothingWritten(() => start(cookies.starter, { ...valid(), recipient_ids: [] }))).statusCode).toBe(400);
      const self = await nothingWritten(() => start(cookies.starter, { ...valid(), recipient_ids: [users.starter.user_id, users.amy.user_id] }));
      expect(self.statusCode).toBe(400);
      expect(error(self).message).toBe('You cannot add yourself as a recipient.');
      const unknown = await nothingWritten(() => start(cookies.starter, { ...valid(), recipient_ids: [users.amy.user_id, 999_999, users.outlaw.user_id] }));
      expect(unknown.statusCode).toBe(400);
      expect(error(unknown).message).toBe(`No member found with the id 999999, ${users.outlaw.user_id}.`);
      const crowd = Array.from({ length: 26 }, (_, i) => users[`crowd${i}`].user_id);
      const tooMany = await nothingWritten(() => start(cookies.starter, { ...valid(), recipient_ids: crowd }));
      expect(tooMany.statusCode).toBe(400);
      expect(error(tooMany).code).toBe('too_many_recipients');
      const bad = await nothingWritten(() => start(cookies.starter, { ...valid(), recipient_ids: ['x'] }));
      expect(bad.statusCode).toBe(400);
      expect((await nothingWritten(() => start(cookies.starter, { ...valid(), attachment_key: 'not-a-key' }))).statusCode).toBe(400);
    });

    it('answers 403 naming a recipient whose privacy refuses the starter (staff past it)', async () => {
      const refused = await nothingWritten(() => start(cookies.starter, { ...valid(), recipient_ids: [users.amy.user_id, users.private.user_id] }));
      expect(refused.statusCode).toBe(403);
      expect(error(refused).message).toContain('private');
      const staff = await start(cookies.moderator, { ...valid(), recipient_ids: [users.private.user_id] });
      expect(staff.statusCode).toBe(200);
    });
  });

  describe('GET /conversations/{id} and /participants', () => {
    it('marks it read for the viewer, tells the others ("seen by"), and hides the read date of a member whose activity is hidden (not from staff)', async () => {
      const id = await started('Seen by', [users.amy, users.bo, users.moderator]);
      expect(await counts('amy')).toBeGreaterThan(0);
      const before = await counts('amy');
      const told = jest.spyOn(t.app.live, 'publishConversation');
      const counted = jest.spyOn(t.app.live, 'publishCounts');
      const response = await get(t.app, `/api/conversations/${id}`, cookies.amy);
      expect(response.statusCode).toBe(200);
      expect(json<ConversationResponse>(response).conversation).toMatchObject({ title: 'Seen by', is_unread: false, can_edit: false, can_invite: true });
      expect(json<ConversationResponse>(response).messages).toBeUndefined();
      expect(await counts('amy')).toBe(before - 1);
      expect(counted).toHaveBeenCalledWith(users.amy.user_id);
      expect(told).toHaveBeenCalledWith(expect.not.arrayContaining([users.amy.user_id]), expect.objectContaining({ kind: 'read', user_id: users.amy.user_id, conversation_id: id }));
      told.mockRestore();
      counted.mockRestore();

      await get(t.app, `/api/conversations/${id}`, cookies.bo);
      const seenByAmy = json<ConversationParticipantsResponse>(await get(t.app, `/api/conversations/${id}/participants`, cookies.amy)).participants;
      const byName = new Map(seenByAmy.map((p) => [p.User.username, p]));
      expect(byName.get('amy')?.last_read_date).toEqual(expect.any(Number));
      expect(byName.get('starter')?.last_read_date).toEqual(expect.any(Number));
      expect(byName.get('bo')?.last_read_date).toBeNull();
      expect(byName.get('moderator')?.last_read_date).toBeNull();
      const seenByStaff = json<ConversationResponse>(await get(t.app, `/api/conversations/${id}`, cookies.moderator)).conversation.participants;
      expect(seenByStaff.find((p) => p.User.username === 'bo')?.last_read_date).toEqual(expect.any(Number));
    });

    it('lists the participants in the order they joined (then by id), in the conversation and in the list', async () => {
      const id = await started('Join order', [users.amy, users.cy]);
      // cy joined first and amy last, against the order of their ids (starter < amy < cy).
      for (const [user, joined] of [[users.cy, 1_700_000_001], [users.starter, 1_700_000_002], [users.amy, 1_700_000_003]] as const) {
        await t.db.updateTable('conversation_recipients').set({ joined_date: joined }).where('conversation_id', '=', id).where('user_id', '=', user.user_id).execute();
      }
      const inConversation = json<ConversationResponse>(await get(t.app, `/api/conversations/${id}`, cookies.starter)).conversation.participants;
      expect(inConversation.map((p) => p.User.username)).toEqual(['cy', 'starter', 'amy']);
      const inList = json<ConversationsResponse>(await get(t.app, '/api/conversations', cookies.starter)).conversations.find((c) => c.conversation_id === id);
      expect(inList?.participants.map((p) => p.User.username)).toEqual(['cy', 'starter', 'amy']);
    });

    it('includes the last page of messages with with_messages=1 (or the page asked for)', async () => {
      const id = await started('With messages');
      const body = json<ConversationResponse>(await get(t.app, `/api/conversations/${id}?with_messages=1`, cookies.amy));
      expect(body.messages?.map((m) => m.message_parsed)).toEqual(['First of With messages']);
      expect(body.pagination).toMatchObject({ current_page: 1, last_page: 1 });
      expect((await get(t.app, `/api/conversations/${id}?with_messages=1&page=0`, cookies.amy)).statusCode).toBe(400);
    });

    it('is 404 with the same message for an outsider and for a conversation that does not exist', async () => {
      const id = await started('Secret plans');
      for (const url of [`/api/conversations/${id}`, `/api/conversations/${id}/participants`, '/api/conversations/987654']) {
        const response = await get(t.app, url, cookies.outsider);
        expect(response.statusCode).toBe(404);
        expect(error(response).message).toBe(CONVERSATION_NOT_FOUND);
        expect(response.body).not.toContain('Secret plans');
      }
      expect((await get(t.app, `/api/conversations/${id}`)).statusCode).toBe(401);
    });
  });

  describe('rename, star, mark unread', () => {
    it('lets the starter rename (trimmed, 1..100), not another participant (403) or an outsider (404)', async () => {
      const id = await started('Old name');
      const renamed = await post(t.app, `/api/conversations/${id}`, { title: '  New   name ' }, cookies.starter);
      expect(renamed.statusCode).toBe(200);
      expect(json<ConversationResponse>(renamed).conversation.title).toBe('New name');
      const byAmy = await post(t.app, `/api/conversations/${id}`, { title: 'Amy was here' }, cookies.amy);
      expect(byAmy.statusCode).toBe(403);
      expect((await post(t.app, `/api/conversations/${id}`, { title: 'Outsider' }, cookies.outsider)).statusCode).toBe(404);
      expect((await post(t.app, `/api/conversations/${id}`, { title: '' }, cookies.starter)).statusCode).toBe(400);
      const row = await t.db.selectFrom('conversations').select('title').where('conversation_id', '=', id).executeTakeFirstOrThrow();
      expect(row.title).toBe('New name');
    });

    it('stars and unstars for the viewer only; starred=1 lists only starred ones', async () => {
      const id = await started('Star me');
      expect((await post(t.app, `/api/conversations/${id}/star`, { star: 1 }, cookies.amy)).statusCode).toBe(200);
      const starred = json<ConversationsResponse>(await get(t.app, '/api/conversations?starred=1', cookies.amy)).conversations;
      expect(starred.map((c) => c.title)).toEqual(['Star me']);
      expect(starred[0].is_starred).toBe(true);
      expect(json<ConversationsResponse>(await get(t.app, '/api/conversations?starred=1', cookies.bo)).conversations).toEqual([]);
      expect((await post(t.app, `/api/conversations/${id}/star`, { star: 0 }, cookies.amy)).statusCode).toBe(200);
      expect(json<ConversationsResponse>(await get(t.app, '/api/conversations?starred=1', cookies.amy)).conversations).toEqual([]);
      expect((await post(t.app, `/api/conversations/${id}/star`, { star: 2 }, cookies.amy)).statusCode).toBe(400);
      expect((await post(t.app, `/api/conversations/${id}/star`, { star: 1 }, cookies.outsider)).statusCode).toBe(404);
    });

    it('marks it unread again for the viewer, and the count follows', async () => {
      const id = await started('Unread again');
      await get(t.app, `/api/conversations/${id}`, cookies.amy);
      const before = await counts('amy');
      const counted = jest.spyOn(t.app.live, 'publishCounts');
      expect((await post(t.app, `/api/conversations/${id}/mark-unread`, {}, cookies.amy)).statusCode).toBe(200);
      expect(await counts('amy')).toBe(before + 1);
      expect(counted).toHaveBeenCalledWith(users.amy.user_id);
      counted.mockRestore();
      expect((await post(t.app, `/api/conversations/${id}/mark-unread`, {}, cookies.outsider)).statusCode).toBe(404);

      // Read with mark_read=0 (the manage page: title and people, no messages), it stays unread.
      const managed = json<ConversationResponse>(await get(t.app, `/api/conversations/${id}?mark_read=0`, cookies.amy));
      expect(managed.conversation).toMatchObject({ conversation_id: id, is_unread: true });
      expect(await counts('amy')).toBe(before + 1);
      expect((await get(t.app, `/api/conversations/${id}?mark_read=0`, cookies.outsider)).statusCode).toBe(404);
      await get(t.app, `/api/conversations/${id}`, cookies.amy);
      expect(await counts('amy')).toBe(before);
    });
  });

  describe('invite and leave', () => {
    it('invites: new members join unread with a mail, those already in are skipped, privacy and validity checked, 404 for outsiders', async () => {
      const id = await started('Invite party', [users.amy]);
      const told = jest.spyOn(t.app.live, 'publishConversation');
      const response = await post(t.app, `/api/conversations/${id}/invite`, { recipient_ids: [users.amy.user_id, users.cy.user_id] }, cookies.amy);
      expect(response.statusCode).toBe(200);
      expect(json<ConversationParticipantsResponse>(response).participants.map((p) => p.User.username).sort()).toEqual(['amy', 'cy', 'starter']);
      expect(told).toHaveBeenCalledWith(expect.arrayContaining([users.starter.user_id, users.cy.user_id]), expect.objectContaining({ kind: 'participants' }));
      told.mockRestore();
      expect(await listTitles('cy')).toContain('Invite party');
      expect((await t.lastMailTo('cy@example.test'))?.subject).toBe('New conversation: Invite party');
      // Only the invited hear of it as new: not those already in it.
      expect((await t.allMail()).filter((mail) => mail.subject === 'New conversation: Invite party').map((mail) => mail.to)).toEqual(['amy@example.test', 'cy@example.test']);

      const refused = await nothingWritten(() => post(t.app, `/api/conversations/${id}/invite`, { recipient_ids: [users.private.user_id] }, cookies.amy));
      expect(refused.statusCode).toBe(403);
      expect((await nothingWritten(() => post(t.app, `/api/conversations/${id}/invite`, { recipient_ids: [999_998] }, cookies.amy))).statusCode).toBe(400);
      expect((await nothingWritten(() => post(t.app, `/api/conversations/${id}/invite`, { recipient_ids: [users.bo.user_id] }, cookies.outsider))).statusCode).toBe(404);
      const crowd = Array.from({ length: 24 }, (_, i) => users[`crowd${i}`].user_id);
      const full = await nothingWritten(() => post(t.app, `/api/conversations/${id}/invite`, { recipient_ids: crowd }, cookies.amy));
      expect(full.statusCode).toBe(400);
      expect(error(full).code).toBe('too_many_recipients');
    });

    it('leaves: no longer listed, counted or readable; the others are told; the last one out deletes it', async () => {
      const id = await started('Leave me', [users.amy]);
      expect(await listTitles('amy')).toContain('Leave me');
      const before = await counts('amy');
      const told = jest.spyOn(t.app.live, 'publishConversation');
      const left = await t.app.inject({ method: 'DELETE', url: `/api/conversations/${id}`, headers: { cookie: cookies.amy } });
      expect(left.statusCode).toBe(200);
      expect(told).toHaveBeenCalledWith([users.starter.user_id], expect.objectContaining({ kind: 'participants', user_id: users.amy.user_id }));
      told.mockRestore();
      expect(await listTitles('amy')).not.toContain('Leave me');
      expect(await counts('amy')).toBe(before - 1);
      expect((await get(t.app, `/api/conversations/${id}`, cookies.amy)).statusCode).toBe(404);

      // A new message after leaving neither lists it again, nor counts, nor mails the one who left.
      await t.db.transaction().execute((trx) => insertMessage(trx, { conversation: { conversation_id: id }, sender: users.starter, html: '<p>Still there?</p>', attachmentKey: null }, nowSeconds()));
      expect(await listTitles('amy')).not.toContain('Leave me');
      expect(await counts('amy')).toBe(before - 1);
      const mails = await conversationMails(t.db, { conversationId: id, title: 'Leave me', sender: users.starter, text: 'Still there?', isNew: false }, 'http://site.test');
      expect(mails.map((mail) => mail.to)).not.toContain('amy@example.test');

      expect((await t.app.inject({ method: 'DELETE', url: `/api/conversations/${id}`, headers: { cookie: cookies.outsider } })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'DELETE', url: `/api/conversations/${id}`, headers: { cookie: cookies.starter } })).statusCode).toBe(200);
      expect(await t.db.selectFrom('conversations').select('conversation_id').where('conversation_id', '=', id).executeTakeFirst()).toBeUndefined();
      expect(await t.db.selectFrom('conversation_messages').select('message_id').where('conversation_id', '=', id).executeTakeFirst()).toBeUndefined();
    });

    it("keeps each member's total true (the list's pagination) through starting, inviting, leaving, the last one out and a member deleted", async () => {
      const members = [users.starter, users.amy, users.cy];
      const totals = async () => {
        const listed = [];
        for (const member of members) {
          const cookie = await loginAs(t.app, member.username, PASSWORD);
          listed.push(json<ConversationsResponse>(await get(t.app, '/api/conversations', cookie)).pagination.total);
        }
        return listed;
      };
      const counted = async () => {
        const rows = await t.db.selectFrom('conversation_recipients').select('user_id').where('user_id', 'in', members.map((member) => member.user_id)).execute();
        return members.map((member) => rows.filter((row) => row.user_id === member.user_id).length);
      };
      const [starter, amy, cy] = await totals();
      expect([starter, amy, cy]).toEqual(await counted());

      const first = await started('Totals one', [users.amy]);
      const second = await started('Totals two', [users.amy]);
      expect(await totals()).toEqual([starter + 2, amy + 2, cy]);
      expect((await post(t.app, `/api/conversations/${first}/invite`, { recipient_ids: [users.cy.user_id] }, cookies.starter)).statusCode).toBe(200);
      expect(await totals()).toEqual([starter + 2, amy + 2, cy + 1]);
      expect((await t.app.inject({ method: 'DELETE', url: `/api/conversations/${second}`, headers: { cookie: cookies.amy } })).statusCode).toBe(200);
      expect(await totals()).toEqual([starter + 2, amy + 1, cy + 1]);
      // The last one out takes the conversation with them.
      expect((await t.app.inject({ method: 'DELETE', url: `/api/conversations/${second}`, headers: { cookie: cookies.starter } })).statusCode).toBe(200);
      expect(await totals()).toEqual([starter + 1, amy + 1, cy + 1]);
      // A conversation deleted whole (its rows cascade), and a member deleted (theirs cascade).
      await t.db.deleteFrom('conversations').where('conversation_id', '=', first).execute();
      expect(await totals()).toEqual([starter, amy, cy]);
      expect(await totals()).toEqual(await counted());
      const gone = await makeUser(t.db, { username: 'totals_gone' });
      const third = await started('Totals three', [users.amy, gone]);
      await t.db.deleteFrom('users').where('user_id', '=', gone.user_id).execute();
      expect(await t.db.selectFrom('conversation_totals').select('total').where('user_id', '=', gone.user_id).executeTakeFirst()).toBeUndefined();
      expect(await totals()).toEqual([starter + 1, amy + 1, cy]);
      await t.db.deleteFrom('conversations').where('conversation_id', '=', third).execute();
    });

    it("lists each conversation's participants in the order they joined through inviting, leaving and a member deleted", async () => {
      const listed = async (cookie: string, id: number) => {
        const conversations = json<ConversationsResponse>(await get(t.app, '/api/conversations', cookie)).conversations;
        const conversation = conversations.find((entry) => entry.conversation_id === id);
        return conversation && { ids: conversation.participants.map((participant) => participant.user_id), count: conversation.recipient_count };
      };
      const late = await makeUser(t.db, { username: 'joins_late' });
      const id = await started('Who is in', [users.cy, users.amy]);
      // Started together: joined at once, so by id.
      const together = [users.starter, users.amy, users.cy].map((member) => member.user_id).sort((a, b) => a - b);
      expect(await listed(cookies.starter, id)).toEqual({ ids: together, count: 3 });
      await t.db.updateTable('conversation_recipients').set({ joined_date: 1 }).where('conversation_id', '=', id).where('user_id', '=', users.cy.user_id).execute();
      const cyFirst = [users.cy.user_id, ...together.filter((userId) => userId !== users.cy.user_id)];
      expect(await listed(cookies.starter, id)).toEqual({ ids: cyFirst, count: 3 });
      expect((await post(t.app, `/api/conversations/${id}/invite`, { recipient_ids: [late.user_id] }, cookies.starter)).statusCode).toBe(200);
      expect(await listed(cookies.amy, id)).toEqual({ ids: [...cyFirst, late.user_id], count: 4 });
      expect((await t.app.inject({ method: 'DELETE', url: `/api/conversations/${id}`, headers: { cookie: cookies.amy } })).statusCode).toBe(200);
      const withoutAmy = cyFirst.filter((userId) => userId !== users.amy.user_id);
      expect(await listed(cookies.amy, id)).toBeUndefined();
      expect(await listed(cookies.starter, id)).toEqual({ ids: [...withoutAmy, late.user_id], count: 3 });
      await t.db.deleteFrom('users').where('user_id', '=', late.user_id).execute();
      expect(await listed(cookies.cy, id)).toEqual({ ids: withoutAmy, count: 2 });
      await t.db.deleteFrom('conversations').where('conversation_id', '=', id).execute();
    });
  });

  describe('GET /users/find-name-for-conversation', () => {
    const find = (cookie: string | undefined, query: string) => get(t.app, `/api/users/find-name-for-conversation?${query}`, cookie);
    const names = async (cookie: string, query: string) => json(await find(cookie, query)).users.map((u: { username: string }) => u.username);

    it('finds valid members by prefix whose privacy lets the member start a conversation, never the member', async () => {
      expect(await names(cookies.starter, 'username=crowd1')).toEqual(['crowd1', 'crowd10', 'crowd11', 'crowd12', 'crowd13', 'crowd14', 'crowd15', 'crowd16', 'crowd17', 'crowd18']);
      expect(await names(cookies.starter, 'username=crowd1&limit=2')).toEqual(['crowd1', 'crowd10']);
      expect(await names(cookies.starter, 'username=pri')).toEqual([]);
      expect(await names(cookies.moderator, 'username=pri')).toEqual(['private']);
      expect(await names(cookies.starter, 'username=sta')).toEqual([]);
      expect(await names(cookies.starter, 'username=out')).toEqual(['outsider']);
      expect(await names(cookies.moderator, 'username=outl')).toEqual([]);
      expect(await names(cookies.starter, 'username=new')).toEqual([]);
    });

    it('refuses short names, big limits, visitors and unconfirmed accounts', async () => {
      expect((await find(cookies.starter, 'username=c')).statusCode).toBe(400);
      expect((await find(cookies.starter, 'username=crowd&limit=11')).statusCode).toBe(400);
      expect((await find(cookies.starter, '')).statusCode).toBe(400);
      expect((await find(undefined, 'username=crowd')).statusCode).toBe(401);
      expect((await find(cookies.newbie, 'username=crowd')).statusCode).toBe(403);
    });
  });
});
