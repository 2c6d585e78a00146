// Drafts of conversation messages kept on the server: one per member and place, only for a
// conversation the member takes part in, cleaned like messages, and gone once the message is sent
// or the conversation left.
import type { LightMyRequestResponse } from 'fastify';
import type { AttachmentKeyResponse, ConversationDraftResponse, ConversationResponse } from '@trailhead/shared-kernel/types';
import { makeNode, makeUser, PASSWORD } from '../../../test/fixtures';
import { build, countRows, get, json, loginAs, post, type TestApp } from '../../../test/helper';
import { WRONG_KEY_CONTENT } from '../attachments/attachment-links';
import { CONVERSATION_NOT_FOUND } from './conversation-access';

describe('conversation drafts', () => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    t = await build({
      seed: async (db) => {
        for (const name of ['amy', 'bo', 'outsider']) ids[name] = (await makeUser(db, { username: name })).user_id;
        ids.forum = await makeNode(db, { title: 'Trail Talk' });
      },
    });
    for (const name of ['amy', 'bo', 'outsider']) cookies[name] = await loginAs(t.app, name, PASSWORD);
  });
  afterAll(() => t.close());

  const error = (response: LightMyRequestResponse) => json(response).errors[0] as { code: string; message: string };
  const draftOf = async (as: string, conversationId?: number) => {
    const response = await get(t.app, `/api/conversations/draft${conversationId ? `?conversation_id=${conversationId}` : ''}`, cookies[as]);
    expect(response.statusCode).toBe(200);
    return json<ConversationDraftResponse>(response).draft;
  };
  const save = (as: string, body: Record<string, unknown>) => post(t.app, '/api/conversations/draft', body, cookies[as]);
  async function started(): Promise<number> {
    const response = await post(t.app, '/api/conversations', { title: 'Rim run', recipient_ids: [ids.bo], message_html: '<p>Saturday?</p>' }, cookies.amy);
    expect(response.statusCode).toBe(200);
    return json<ConversationResponse>(response).conversation.conversation_id;
  }

  it('keeps a reply draft per member, cleaned like a message; another participant has their own', async () => {
    const id = await started();
    expect(await draftOf('amy', id)).toBeNull();
    const saved = await save('amy', { conversation_id: id, message_html: '<p>Bring the <b>winch</b></p><script>alert(1)</script>', title: 'ignored for a reply' });
    expect(saved.statusCode).toBe(200);
    const draft = await draftOf('amy', id);
    expect(draft).toMatchObject({ conversation_id: id, title: '', message_html: '<p>Bring the <b>winch</b></p>', attachment_key: null });
    expect(draft!.updated_at).toBeGreaterThan(0);
    expect(await draftOf('bo', id)).toBeNull();
  });

  it('refuses a member outside the conversation on every verb, with the same 404, writing nothing', async () => {
    const id = await started();
    const before = await countRows(t.db, 'drafts');
    for (const response of [
      await get(t.app, `/api/conversations/draft?conversation_id=${id}`, cookies.outsider),
      await save('outsider', { conversation_id: id, message_html: '<p>Let me in</p>' }),
      await t.app.inject({ method: 'DELETE', url: `/api/conversations/draft?conversation_id=${id}`, headers: { cookie: cookies.outsider } }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(error(response).message).toBe(CONVERSATION_NOT_FOUND);
    }
    expect(await countRows(t.db, 'drafts')).toBe(before);
    expect((await get(t.app, `/api/conversations/draft?conversation_id=${id}`)).statusCode).toBe(401);
  });

  it("keeps a new conversation's title and message, takes only the member's own conversation key, and starting it clears the draft", async () => {
    const forumKey = await t.app.inject({ method: 'POST', url: '/api/attachments/new-key', payload: { type: 'post', context: { node_id: ids.forum } }, headers: { cookie: cookies.amy } });
    expect(forumKey.statusCode).toBe(200);
    const refused = await save('amy', { title: 'Trip', message_html: '<p>Hi</p>', attachment_key: json<AttachmentKeyResponse>(forumKey).key });
    expect(refused.statusCode).toBe(400);
    expect(error(refused).message).toBe(WRONG_KEY_CONTENT);
    const key = json<AttachmentKeyResponse>(await t.app.inject({ method: 'POST', url: '/api/attachments/new-key', payload: { type: 'conversation_message' }, headers: { cookie: cookies.amy } })).key;
    expect((await save('bo', { title: 'Not yours', message_html: '', attachment_key: key })).statusCode).toBe(400);
    expect((await save('amy', { title: 'Moab in May', message_html: '<p>Who is in?</p>', attachment_key: key })).statusCode).toBe(200);
    expect(await draftOf('amy')).toMatchObject({ conversation_id: null, title: 'Moab in May', message_html: '<p>Who is in?</p>', attachment_key: key });
    await started();
    expect(await draftOf('amy')).toBeNull();
  });

  it('sending the reply clears its draft, and so does leaving the conversation', async () => {
    const id = await started();
    await save('bo', { conversation_id: id, message_html: '<p>Count me in</p>' });
    expect((await post(t.app, '/api/conversation-messages', { conversation_id: id, message_html: '<p>Count me in</p>' }, cookies.bo)).statusCode).toBe(200);
    expect(await draftOf('bo', id)).toBeNull();

    await save('amy', { conversation_id: id, message_html: '<p>Half-written</p>' });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/conversations/${id}`, headers: { cookie: cookies.amy } })).statusCode).toBe(200);
    const left = await t.db.selectFrom('drafts').select('draft_id').where('user_id', '=', ids.amy).where('draft_key', '=', `conversation:${id}`).execute();
    expect(left).toEqual([]);
  });

  it('DELETE clears a draft; bad input is a 400', async () => {
    const id = await started();
    await save('amy', { conversation_id: id, message_html: '<p>Maybe</p>' });
    const cleared = await t.app.inject({ method: 'DELETE', url: `/api/conversations/draft?conversation_id=${id}`, headers: { cookie: cookies.amy } });
    expect(json<ConversationDraftResponse>(cleared)).toEqual({ draft: null });
    expect(await draftOf('amy', id)).toBeNull();
    for (const body of [{ conversation_id: 'abc' }, { message_html: 'x'.repeat(200_000) }, { title: 'x'.repeat(101) }]) {
      const refused = await save('amy', body);
      expect(refused.statusCode).toBe(400);
    }
  });
});
