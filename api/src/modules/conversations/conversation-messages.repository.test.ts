import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { UserRow } from '../../db/tables/users.table';
import { makeUser } from '../../../test/fixtures';
import { build, type TestApp } from '../../../test/helper';
import { insertMessage, messagesPage } from './conversation-messages.repository';

describe('conversation messages repository', () => {
  let t: TestApp;
  let amy: UserRow;
  let bo: UserRow;
  let cy: UserRow;
  const start = 1_800_000_000;

  async function newConversation(db: Kysely<Database>, people: UserRow[]): Promise<number> {
    const { conversation_id } = await db
      .insertInto('conversations')
      .values({ title: 'Moab trip', starter_user_id: people[0].user_id, start_date: start, last_message_date: start, last_message_user_id: people[0].user_id, last_message_username: people[0].username })
      .returning('conversation_id')
      .executeTakeFirstOrThrow();
    await db.insertInto('conversation_recipients').values(people.map((p) => ({ conversation_id, user_id: p.user_id, is_unread: false, is_starred: false }))).execute();
    return conversation_id;
  }

  beforeAll(async () => {
    t = await build({
      seed: async (db) => {
        amy = await makeUser(db, { username: 'amy' });
        bo = await makeUser(db, { username: 'bo' });
        cy = await makeUser(db, { username: 'cy' });
      },
    });
  });
  afterAll(() => t.close());

  it('writes clean HTML and its text, moves the last message, counts replies and makes it unread for the others', async () => {
    const id = await newConversation(t.db, [amy, bo, cy]);
    const first = await t.db.transaction().execute((trx) =>
      insertMessage(trx, { conversation: { conversation_id: id }, sender: amy, html: '<p>Hello <script>x()</script><b>all</b></p>', attachmentKey: null }, start + 10),
    );
    const row = await t.db.selectFrom('conversation_messages').selectAll().where('message_id', '=', first.message_id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ message_html: '<p>Hello <b>all</b></p>', message_parsed: 'Hello all', user_id: amy.user_id, username: 'amy', message_date: start + 10, edit_date: null });
    let conversation = await t.db.selectFrom('conversations').selectAll().where('conversation_id', '=', id).executeTakeFirstOrThrow();
    expect(conversation).toMatchObject({ reply_count: 0, last_message_date: start + 10, last_message_user_id: amy.user_id, last_message_username: 'amy' });

    await t.db.transaction().execute((trx) => insertMessage(trx, { conversation: { conversation_id: id }, sender: bo, html: '<p>Hi</p>', attachmentKey: null }, start + 20));
    conversation = await t.db.selectFrom('conversations').selectAll().where('conversation_id', '=', id).executeTakeFirstOrThrow();
    expect(conversation).toMatchObject({ reply_count: 1, last_message_date: start + 20, last_message_username: 'bo' });
    const recipients = await t.db.selectFrom('conversation_recipients').select(['user_id', 'is_unread', 'last_read_date']).where('conversation_id', '=', id).orderBy('user_id').execute();
    expect(recipients.map((r) => [r.user_id, Boolean(r.is_unread), r.last_read_date])).toEqual([
      [amy.user_id, true, start + 10],
      [bo.user_id, false, start + 20],
      [cy.user_id, true, null],
    ]);
  });

  it('refuses an empty message and writes nothing', async () => {
    const id = await newConversation(t.db, [amy, bo]);
    await expect(
      t.db.transaction().execute((trx) => insertMessage(trx, { conversation: { conversation_id: id }, sender: amy, html: '<p> <script>x</script></p>', attachmentKey: null }, start)),
    ).rejects.toMatchObject({ statusCode: 400, message: 'Post message should not be empty' });
    const count = await t.db.selectFrom('conversation_messages').select((eb) => eb.fn.countAll<number>().as('n')).where('conversation_id', '=', id).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('pages 20 a page, oldest first, the last page by default, with what the viewer may do', async () => {
    const id = await newConversation(t.db, [amy, bo]);
    await t.db.transaction().execute(async (trx) => {
      for (let i = 1; i <= 45; i++) {
        await insertMessage(trx, { conversation: { conversation_id: id }, sender: i % 2 ? amy : bo, html: `<p>Message ${i}</p>`, attachmentKey: null }, start + i);
      }
    });
    const last = await messagesPage(t.db, id, bo, 'last', start + 100);
    expect(last.pagination).toEqual({ current_page: 3, last_page: 3, per_page: 20, total: 45 });
    expect(last.messages.map((m) => m.message_parsed)).toEqual(['Message 41', 'Message 42', 'Message 43', 'Message 44', 'Message 45']);
    const own = last.messages.find((m) => m.user_id === bo.user_id)!;
    const other = last.messages.find((m) => m.user_id === amy.user_id)!;
    expect(own).toMatchObject({ can_edit: true, can_react: false, can_report: false, is_ignored: false, reactions: [], visitor_reaction_id: null });
    expect(other).toMatchObject({ can_edit: false, can_react: true, can_report: true, User: expect.objectContaining({ username: 'amy' }) });
    expect(other.view_url).toBe(`/conversations/${id}#message-${other.message_id}`);

    const first = await messagesPage(t.db, id, bo, 1, start + 100);
    expect(first.messages).toHaveLength(20);
    expect(first.messages[0].message_parsed).toBe('Message 1');
    expect(first.pagination.current_page).toBe(1);
  });

  it('marks messages of ignored members and shows reactions with the viewer’s own', async () => {
    const id = await newConversation(t.db, [amy, bo, cy]);
    const { message_id } = await t.db.transaction().execute((trx) =>
      insertMessage(trx, { conversation: { conversation_id: id }, sender: amy, html: '<p>Look</p>', attachmentKey: null }, start),
    );
    await t.db.insertInto('user_ignores').values({ user_id: bo.user_id, ignored_user_id: amy.user_id, ignore_date: start }).execute();
    await t.db
      .insertInto('conversation_message_reactions')
      .values([
        { message_id, user_id: bo.user_id, reaction_id: 1, reaction_date: start, content_user_id: amy.user_id },
        { message_id, user_id: cy.user_id, reaction_id: 2, reaction_date: start, content_user_id: amy.user_id },
      ])
      .execute();
    const seenByBo = (await messagesPage(t.db, id, bo, 'last', start)).messages[0];
    expect(seenByBo).toMatchObject({ is_ignored: true, visitor_reaction_id: 1 });
    expect(seenByBo.reactions).toEqual([
      { reaction_id: 1, count: 1 },
      { reaction_id: 2, count: 1 },
    ]);
    const seenByCy = (await messagesPage(t.db, id, cy, 'last', start)).messages[0];
    expect(seenByCy).toMatchObject({ is_ignored: false, visitor_reaction_id: 2 });
  });
});
