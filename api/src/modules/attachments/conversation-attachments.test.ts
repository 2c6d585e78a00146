// Files sent with private messages: the key asked for a conversation (its participants only) or for
// a new one, the files claimed when the message is sent, opened by the conversation's participants
// and nobody else (moderators included), kept by the stale-upload sweep while the conversation
// lasts, gone with it when its last participant leaves.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import type { AttachmentInfo, AttachmentKeyResponse, ConversationMessagesResponse, ConversationResponse } from '@trailhead/shared-kernel/types';
import { makeNode, makeThread, makeUser, PASSWORD } from '../../../test/fixtures';
import { build, countRows, get, json, loginAs, post, type TestApp } from '../../../test/helper';
import { CONVERSATION_NOT_FOUND } from '../conversations/conversation-access';
import { POSTING_MESSAGES } from '@trailhead/shared-kernel/constants';
import { NO_ATTACHMENT_FOUND, WRONG_KEY_CONTENT } from './attachment-links';
import { attachmentStore, multipart } from './attachments-test-kit';
import { STALE_UPLOAD_SECONDS, sweepOrphanFiles, sweepStaleUploads } from './attachments.routes';
import { makePng } from './sample-files';

const NAMES = ['amy', 'bo', 'cy', 'outsider', 'mod', 'newbie'] as const;
type Name = (typeof NAMES)[number];

describe('files on private messages', () => {
  let t: TestApp;
  let dataDir: string;
  const ids = {} as Record<Name | 'thread', number>;
  const cookies = {} as Record<Name, string>;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trailhead-conversation-attachments-'));
    t = await build({
      settings: { dataDir },
      seed: async (db) => {
        for (const name of ['amy', 'bo', 'cy', 'outsider'] as const) ids[name] = (await makeUser(db, { username: name })).user_id;
        ids.mod = (await makeUser(db, { username: 'mod', is_moderator: true })).user_id;
        ids.newbie = (await makeUser(db, { username: 'newbie', account_state: 'account_incomplete' })).user_id;
        const author = await db.selectFrom('users').selectAll().where('user_id', '=', ids.amy).executeTakeFirstOrThrow();
        ids.thread = await makeThread(db, { node_id: await makeNode(db, { title: 'Trail Talk' }), title: 'Photos from Moab', author });
      },
    });
    for (const name of NAMES) cookies[name] = await loginAs(t.app, name, PASSWORD);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const { storage, fileOf } = attachmentStore(() => t.db, () => dataDir);
  const error = (response: LightMyRequestResponse) => json(response).errors[0] as { code: string; message: string };
  const dataAs = (attachmentId: number, as?: Name) => get(t.app, `/api/attachments/${attachmentId}/data`, as && cookies[as]);

  /** POST /attachments/new-key as the editor does: type conversation_message, the context if any, and a file. */
  async function keyWithFile(as: Name, context: Record<string, number> = {}, type = 'conversation_message'): Promise<LightMyRequestResponse> {
    const fields = Object.fromEntries(Object.entries(context).map(([name, id]) => [`context[${name}]`, String(id)]));
    const body = multipart({ type, ...fields }, { filename: 'camp.png', bytes: makePng(3, 2) });
    return t.app.inject({ method: 'POST', url: '/api/attachments/new-key', payload: body.payload, headers: { ...body.headers, cookie: cookies[as] } });
  }
  async function uploadedKey(as: Name, context: Record<string, number> = {}): Promise<{ key: string; attachment: AttachmentInfo }> {
    const response = await keyWithFile(as, context);
    expect(response.statusCode).toBe(200);
    const { key, attachment } = json<AttachmentKeyResponse>(response);
    return { key, attachment: attachment! };
  }
  async function started(as: Name, recipients: Name[], attachmentKey?: string): Promise<number> {
    const response = await post(
      t.app,
      '/api/conversations',
      { title: 'Gear for the trip', recipient_ids: recipients.map((name) => ids[name]), message_html: '<p>Here is the list</p>', attachment_key: attachmentKey },
      cookies[as],
    );
    expect(response.statusCode).toBe(200);
    return json<ConversationResponse>(response).conversation.conversation_id;
  }
  const reply = (as: Name, conversationId: number, attachmentKey?: string) =>
    post(t.app, '/api/conversation-messages', { conversation_id: conversationId, message_html: '<p>And the map</p>', attachment_key: attachmentKey }, cookies[as]);
  async function messageFiles(as: Name, conversationId: number): Promise<number[][]> {
    const response = await get(t.app, `/api/conversations/${conversationId}/messages`, cookies[as]);
    expect(response.statusCode).toBe(200);
    return json<ConversationMessagesResponse>(response).messages.map((message) => message.attachments.map((file) => file.attachment_id));
  }

  it('go with the first message of a new conversation: every participant sees and opens them, nobody else does, moderators included', async () => {
    const upload = await uploadedKey('amy');
    const id = await started('amy', ['bo', 'cy'], upload.key);
    const fileId = upload.attachment.attachment_id;

    for (const name of ['amy', 'bo', 'cy'] as const) {
      expect(await messageFiles(name, id)).toEqual([[fileId]]);
      const opened = await dataAs(fileId, name);
      expect(opened.statusCode).toBe(200);
      expect(opened.headers['content-type']).toBe('image/png');
    }
    for (const name of ['outsider', 'mod', undefined] as const) {
      const refused = await dataAs(fileId, name);
      expect(refused.statusCode).toBe(404);
      expect(error(refused).message).toBe(NO_ATTACHMENT_FOUND);
    }
  });

  it('go with a reply: a participant asks for a key of the conversation; an outsider, a moderator and an incomplete account are refused, writing nothing', async () => {
    const id = await started('amy', ['bo']);
    const keysBefore = await countRows(t.db, 'attachment_keys');
    for (const name of ['outsider', 'mod'] as const) {
      const refused = await keyWithFile(name, { conversation_id: id });
      expect(refused.statusCode).toBe(404);
      expect(error(refused).message).toBe(CONVERSATION_NOT_FOUND);
    }
    // Uploading is part of writing: the uploads' own rule speaks first.
    const incomplete = await keyWithFile('newbie', { conversation_id: id });
    expect(incomplete.statusCode).toBe(403);
    expect(error(incomplete).message).toBe(POSTING_MESSAGES.insufficient);
    expect(await countRows(t.db, 'attachment_keys')).toBe(keysBefore);

    const upload = await uploadedKey('bo', { conversation_id: id });
    expect((await reply('bo', id, upload.key)).statusCode).toBe(200);
    expect(await messageFiles('amy', id)).toEqual([[], [upload.attachment.attachment_id]]);
    expect((await dataAs(upload.attachment.attachment_id, 'amy')).statusCode).toBe(200);
    expect((await dataAs(upload.attachment.attachment_id, 'mod')).statusCode).toBe(404);
  });

  it('an edit brings the files newly uploaded under its key; the files already on the message stay', async () => {
    const first = await uploadedKey('amy');
    const id = await started('amy', ['bo'], first.key);
    const [message] = json<ConversationMessagesResponse>(await get(t.app, `/api/conversations/${id}/messages`, cookies.amy)).messages;
    const more = await uploadedKey('amy', { conversation_id: id });
    const edited = await post(t.app, `/api/conversation-messages/${message.message_id}`, { message_html: '<p>The list, and a photo</p>', attachment_key: more.key }, cookies.amy);
    expect(edited.statusCode).toBe(200);
    expect(await messageFiles('bo', id)).toEqual([[first.attachment.attachment_id, more.attachment.attachment_id]]);
  });

  it('before the message is sent, a file is its uploader’s alone: a moderator can neither open nor delete it', async () => {
    const upload = await uploadedKey('amy');
    const fileId = upload.attachment.attachment_id;
    const stored = await fileOf(fileId);
    expect((await dataAs(fileId, 'amy')).statusCode).toBe(200);
    expect((await dataAs(fileId, 'mod')).statusCode).toBe(404);
    const moderatorDelete = await t.app.inject({ method: 'DELETE', url: `/api/attachments/${fileId}`, headers: { cookie: cookies.mod } });
    expect(moderatorDelete.statusCode).toBe(404);
    expect(error(moderatorDelete).message).toBe(NO_ATTACHMENT_FOUND);
    const ownDelete = await t.app.inject({ method: 'DELETE', url: `/api/attachments/${fileId}`, headers: { cookie: cookies.amy } });
    expect(ownDelete.statusCode).toBe(200);
    expect(fs.existsSync(stored)).toBe(false);
  });

  it('a key stays with its kind of content: a conversation key cannot make its files public, nor a forum key carry files into a conversation', async () => {
    const privateKey = await uploadedKey('amy');
    const posted = await post(t.app, '/api/posts', { thread_id: ids.thread, message_html: '<p>Look</p>', attachment_key: privateKey.key }, cookies.amy);
    expect(posted.statusCode).toBe(400);
    expect(error(posted).message).toBe(WRONG_KEY_CONTENT);
    expect((await dataAs(privateKey.attachment.attachment_id, 'bo')).statusCode).toBe(404);

    const forumKey = await keyWithFile('amy', { thread_id: ids.thread }, 'post');
    expect(forumKey.statusCode).toBe(200);
    const messagesBefore = await countRows(t.db, 'conversation_messages');
    const refused = await post(
      t.app,
      '/api/conversations',
      { title: 'Oops', recipient_ids: [ids.bo], message_html: '<p>Hi</p>', attachment_key: json<AttachmentKeyResponse>(forumKey).key },
      cookies.amy,
    );
    expect(refused.statusCode).toBe(400);
    expect(error(refused).message).toBe(WRONG_KEY_CONTENT);
    expect(await countRows(t.db, 'conversation_messages')).toBe(messagesBefore);
  });

  it('the sweep keeps sent files and removes files never sent; a participant who leaves loses them; the last one out takes them', async () => {
    const sent = await uploadedKey('amy');
    const id = await started('amy', ['bo'], sent.key);
    const abandoned = await uploadedKey('amy', { conversation_id: id });
    const abandonedFile = await fileOf(abandoned.attachment.attachment_id);
    const sentFile = await fileOf(sent.attachment.attachment_id);

    await sweepStaleUploads(t.db, storage(), { error: jest.fn() } as never, Math.floor(Date.now() / 1000) + STALE_UPLOAD_SECONDS + 60);
    expect(fs.existsSync(abandonedFile)).toBe(false);
    expect(fs.existsSync(sentFile)).toBe(true);
    expect((await dataAs(sent.attachment.attachment_id, 'bo')).statusCode).toBe(200);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/conversations/${id}`, headers: { cookie: cookies.bo } })).statusCode).toBe(200);
    expect((await dataAs(sent.attachment.attachment_id, 'bo')).statusCode).toBe(404);
    expect((await dataAs(sent.attachment.attachment_id, 'amy')).statusCode).toBe(200);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/conversations/${id}`, headers: { cookie: cookies.amy } })).statusCode).toBe(200);
    expect(await t.db.selectFrom('attachments').select('attachment_id').where('attachment_id', '=', sent.attachment.attachment_id).executeTakeFirst()).toBeUndefined();
    await sweepOrphanFiles(t.db, storage(), Math.floor(Date.now() / 1000) + 7200);
    expect(fs.existsSync(sentFile)).toBe(false);
  });
});
