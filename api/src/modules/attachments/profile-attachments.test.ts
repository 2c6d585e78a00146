// Files on profile posts and their comments: the key asked for a profile or a profile post (the
// activity module's rules decide), the files claimed when the content is saved, opened by whoever
// may read that content, kept by the stale-upload sweep, gone with a hard delete.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import type { AttachmentInfo, AttachmentKeyResponse, ProfilePostCommentResponse, ProfilePostResponse } from '@trailhead/shared-kernel/types';
import { PROFILE_LIMITED_MESSAGE } from '@trailhead/shared-kernel/types';
import { MAX_ID } from '@trailhead/shared-kernel/schemas';
import { makeNode, makeThread, makeUser, PASSWORD } from '../../../test/fixtures';
import { build, countRows, get, json, loginAs, post, type TestApp } from '../../../test/helper';
import { claimAttachments } from './attachment-links';
import { attachmentStore, multipart } from './attachments-test-kit';
import { STALE_UPLOAD_SECONDS, sweepOrphanFiles, sweepStaleUploads } from './attachments.routes';
import { makePng } from './sample-files';

const NAMES = ['boss', 'closed', 'secret', 'membersonly', 'writer', 'reader', 'mod', 'unconfirmed'] as const;
type Name = (typeof NAMES)[number];

describe('files on profile posts and comments', () => {
  let t: TestApp;
  let dataDir: string;
  const ids = {} as Record<Name | 'banned', number> & Record<string, number>;
  const cookies = {} as Record<Name, string>;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trailhead-profile-attachments-'));
    t = await build({
      settings: { dataDir },
      seed: async (db) => {
        ids.boss = (await makeUser(db, { username: 'boss', allow_post_profile: 'members' })).user_id;
        ids.closed = (await makeUser(db, { username: 'closed', allow_post_profile: 'none' })).user_id;
        ids.secret = (await makeUser(db, { username: 'secret', allow_view_profile: 'none', allow_post_profile: 'members' })).user_id;
        ids.membersonly = (await makeUser(db, { username: 'membersonly', allow_view_profile: 'members' })).user_id;
        const writer = await makeUser(db, { username: 'writer' });
        ids.writer = writer.user_id;
        const thread = await makeThread(db, { node_id: await makeNode(db, { title: 'Trail Talk' }), title: 'Photos from Moab', author: writer });
        ids.forumPost = (await db.selectFrom('posts').select('post_id').where('thread_id', '=', thread).executeTakeFirstOrThrow()).post_id;
        ids.reader = (await makeUser(db, { username: 'reader' })).user_id;
        ids.mod = (await makeUser(db, { username: 'mod', is_moderator: true })).user_id;
        ids.unconfirmed = (await makeUser(db, { username: 'unconfirmed', account_state: 'not_valid' })).user_id;
        ids.banned = (await makeUser(db, { username: 'banned', account_state: 'banned' })).user_id;
      },
    });
    for (const name of NAMES) cookies[name] = await loginAs(t.app, name, PASSWORD);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const { storage, fileOf } = attachmentStore(() => t.db, () => dataDir);
  const storedFiles = () => {
    const root = path.join(dataDir, 'attachments');
    if (!fs.existsSync(root)) return [];
    return fs.readdirSync(root).flatMap((dir) => fs.readdirSync(path.join(root, dir)));
  };
  const error = (response: LightMyRequestResponse) => json(response).errors[0] as { code: string; message: string };

  /** POST /attachments/new-key as the editor does: a multipart form with the type, the context and a file. */
  async function keyWithFile(as: Name, context: Record<string, number>, filename = 'trail.png'): Promise<LightMyRequestResponse> {
    const fields = Object.fromEntries(Object.entries(context).map(([name, id]) => [`context[${name}]`, String(id)]));
    const body = multipart({ type: 'profile_post', ...fields }, { filename, bytes: makePng(2, 2) });
    return t.app.inject({ method: 'POST', url: '/api/attachments/new-key', payload: body.payload, headers: { ...body.headers, cookie: cookies[as] } });
  }
  async function uploadedKey(as: Name, context: Record<string, number>): Promise<{ key: string; attachment: AttachmentInfo }> {
    const response = await keyWithFile(as, context);
    expect(response.statusCode).toBe(200);
    const { key, attachment } = json<AttachmentKeyResponse>(response);
    return { key, attachment: attachment! };
  }
  async function profilePost(as: Name, profileUserId: number, attachmentKey?: string) {
    const response = await post(t.app, '/api/profile-posts', { user_id: profileUserId, message_html: '<p>Camp at the rim</p>', attachment_key: attachmentKey }, cookies[as]);
    expect(response.statusCode).toBe(200);
    return json<ProfilePostResponse>(response).profile_post;
  }
  async function comment(as: Name, postId: number, attachmentKey?: string) {
    const response = await post(t.app, '/api/profile-post-comments', { profile_post_id: postId, message_html: '<p>Great view</p>', attachment_key: attachmentKey }, cookies[as]);
    expect(response.statusCode).toBe(200);
    return json<ProfilePostCommentResponse>(response).comment;
  }
  const remove = (as: Name, segment: 'profile-posts' | 'profile-post-comments', id: number, body: Record<string, unknown> = { reason: 'Off topic' }) =>
    t.app.inject({ method: 'DELETE', url: `/api/${segment}/${id}`, payload: body, headers: { cookie: cookies[as] } });
  const dataAs = (attachmentId: number, as: Name | null) => get(t.app, `/api/attachments/${attachmentId}/data`, as ? cookies[as] : undefined);
  const claimOf = (attachmentId: number) =>
    t.db.selectFrom('attachments').select(['post_id', 'profile_post_id', 'profile_comment_id']).where('attachment_id', '=', attachmentId).executeTakeFirst();

  describe('POST /attachments/new-key with type profile_post', () => {
    it("gives a key for a profile the member may post on, or a profile post they may comment on (form fields or a JSON context)", async () => {
      const { key } = await uploadedKey('writer', { profile_user_id: ids.boss });
      const target = await profilePost('boss', ids.boss);
      const asJson = await post(t.app, '/api/attachments/new-key', { type: 'profile_post', context: { profile_post_id: target.profile_post_id } }, cookies.reader);
      expect(asJson.statusCode).toBe(200);
      const rows = await t.db
        .selectFrom('attachment_keys')
        .select(['attachment_key', 'user_id', 'content_type', 'context_type', 'context_id'])
        .where('attachment_key', 'in', [key, json<AttachmentKeyResponse>(asJson).key])
        .execute();
      expect(rows.map(({ attachment_key: _key, ...row }) => row)).toEqual(
        expect.arrayContaining([
          { user_id: ids.writer, content_type: 'profile_post', context_type: 'profile_user', context_id: ids.boss },
          { user_id: ids.reader, content_type: 'profile_post', context_type: 'profile_post', context_id: target.profile_post_id },
        ]),
      );
    });

    it.each<[string, () => Promise<LightMyRequestResponse>, number, string]>([
      ['a profile whose owner lets nobody post', () => keyWithFile('writer', { profile_user_id: ids.closed }), 403, "You may not post on this member's profile."],
      ['a profile the member may not read', () => keyWithFile('writer', { profile_user_id: ids.secret }), 403, PROFILE_LIMITED_MESSAGE],
      ['a banned member’s profile', () => keyWithFile('writer', { profile_user_id: ids.banned }), 404, 'no user found'],
      ['an unknown member', () => keyWithFile('writer', { profile_user_id: MAX_ID }), 404, 'no user found'],
      ['an unknown profile post', () => keyWithFile('writer', { profile_post_id: MAX_ID }), 404, 'no profile post found'],
      ['a visitor', () => post(t.app, '/api/attachments/new-key', { type: 'profile_post', 'context[profile_user_id]': ids.boss }), 401, 'You must log in or register to post here.'],
      ['an unconfirmed account', () => keyWithFile('unconfirmed', { profile_user_id: ids.boss }), 403, 'You have insufficient privileges to reply here.'],
    ])('refuses %s, writing no key and keeping no file', async (_name, request, status, message) => {
      const [keys, files] = [await countRows(t.db, 'attachment_keys'), await countRows(t.db, 'attachments')];
      const stored = storedFiles().length;
      const response = await request();
      expect(response.statusCode).toBe(status);
      expect(error(response).message).toBe(message);
      expect([await countRows(t.db, 'attachment_keys'), await countRows(t.db, 'attachments'), storedFiles().length]).toEqual([keys, files, stored]);
    });

    it("refuses a deleted profile post to all but its editors: the author may no longer, a moderator may", async () => {
      const target = await profilePost('writer', ids.boss);
      expect((await remove('writer', 'profile-posts', target.profile_post_id)).statusCode).toBe(200);
      const keys = await countRows(t.db, 'attachment_keys');
      for (const name of ['reader', 'writer'] as const) {
        const refused = await keyWithFile(name, { profile_post_id: target.profile_post_id });
        expect(refused.statusCode).toBe(403);
        expect(error(refused)).toEqual({ code: 'cannot_comment', message: 'You may not comment on this post.' });
      }
      expect(await countRows(t.db, 'attachment_keys')).toBe(keys);
      expect((await keyWithFile('mod', { profile_post_id: target.profile_post_id })).statusCode).toBe(200);
    });

    it.each([
      ['no context', { type: 'profile_post' }, 'Say what the files are for: context[profile_user_id] or context[profile_post_id].'],
      ['two contexts', { type: 'profile_post', 'context[profile_user_id]': 1, 'context[profile_post_id]': 1 }, 'Give only one of context[profile_user_id] or context[profile_post_id].'],
      [
        "a forum post's context",
        { type: 'profile_post', 'context[thread_id]': 1 },
        "context[thread_id] goes with type 'post', not 'profile_post': give context[profile_user_id] or context[profile_post_id].",
      ],
      ['an id that is not a number', { type: 'profile_post', 'context[profile_user_id]': 'boss' }, `context[profile_user_id] must be a whole number from 1 to ${MAX_ID}.`],
      ['an id past the largest', { type: 'profile_post', context: { profile_post_id: MAX_ID + 1 } }, `context[profile_post_id] must be a whole number from 1 to ${MAX_ID}.`],
      ['an id of 0', { type: 'profile_post', 'context[profile_post_id]': 0 }, `context[profile_post_id] must be a whole number from 1 to ${MAX_ID}.`],
    ])('answers %s with a 400 that says what to send', async (_name, payload, message) => {
      const keys = await countRows(t.db, 'attachment_keys');
      const response = await post(t.app, '/api/attachments/new-key', payload, cookies.writer);
      expect(response.statusCode).toBe(400);
      expect(error(response)).toEqual({ code: 'invalid_context', message });
      expect(await countRows(t.db, 'attachment_keys')).toBe(keys);
    });
  });

  describe('claimed files', () => {
    it('go with the profile post saved with their key: shown on it, opened by members and visitors who may read the profile', async () => {
      const { key, attachment } = await uploadedKey('writer', { profile_user_id: ids.boss });
      expect((await dataAs(attachment.attachment_id, 'reader')).statusCode).toBe(404);
      const saved = await profilePost('writer', ids.boss, key);
      expect(saved.attachments.map((a) => a.attachment_id)).toEqual([attachment.attachment_id]);
      expect(await claimOf(attachment.attachment_id)).toEqual({ post_id: null, profile_post_id: saved.profile_post_id, profile_comment_id: null });
      for (const viewer of ['reader', null, 'boss'] as const) {
        const response = await dataAs(attachment.attachment_id, viewer);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('image/png');
      }
    });

    it("are opened only by those who may read the profile: a members-only profile's files are not a visitor's", async () => {
      const { key, attachment } = await uploadedKey('writer', { profile_user_id: ids.membersonly });
      await profilePost('writer', ids.membersonly, key);
      expect((await dataAs(attachment.attachment_id, 'reader')).statusCode).toBe(200);
      const visitor = await dataAs(attachment.attachment_id, null);
      expect(visitor.statusCode).toBe(404);
      expect(error(visitor).message).toBe('No attachment found');
    });

    it("go with a comment, and a soft delete hides them from all but the uploader and moderators", async () => {
      const target = await profilePost('boss', ids.boss);
      const { key, attachment } = await uploadedKey('writer', { profile_post_id: target.profile_post_id });
      const saved = await comment('writer', target.profile_post_id, key);
      expect(saved.attachments.map((a) => a.attachment_id)).toEqual([attachment.attachment_id]);
      expect(await claimOf(attachment.attachment_id)).toEqual({ post_id: null, profile_post_id: null, profile_comment_id: saved.profile_post_comment_id });
      expect((await dataAs(attachment.attachment_id, null)).statusCode).toBe(200);

      expect((await remove('writer', 'profile-post-comments', saved.profile_post_comment_id)).statusCode).toBe(200);
      expect((await dataAs(attachment.attachment_id, 'reader')).statusCode).toBe(404);
      expect((await dataAs(attachment.attachment_id, null)).statusCode).toBe(404);
      expect((await dataAs(attachment.attachment_id, 'writer')).statusCode).toBe(200);
      expect((await dataAs(attachment.attachment_id, 'mod')).statusCode).toBe(200);
    });

    it("of a comment are hidden too when its post is soft-deleted", async () => {
      const target = await profilePost('boss', ids.boss);
      const { key, attachment } = await uploadedKey('reader', { profile_post_id: target.profile_post_id });
      await comment('reader', target.profile_post_id, key);
      expect((await remove('boss', 'profile-posts', target.profile_post_id)).statusCode).toBe(200);
      expect((await dataAs(attachment.attachment_id, 'writer')).statusCode).toBe(404);
      expect((await dataAs(attachment.attachment_id, 'reader')).statusCode).toBe(200);
    });

    it("join the post when it is edited with a new key, the files already on it staying", async () => {
      const first = await uploadedKey('writer', { profile_user_id: ids.boss });
      const saved = await profilePost('writer', ids.boss, first.key);
      const second = await uploadedKey('writer', { profile_post_id: saved.profile_post_id });
      const edited = await post(t.app, `/api/profile-posts/${saved.profile_post_id}`, { message_html: '<p>Camp at the rim, day two</p>', attachment_key: second.key }, cookies.writer);
      expect(edited.statusCode).toBe(200);
      expect(json<ProfilePostResponse>(edited).profile_post.attachments.map((a) => a.attachment_id)).toEqual([first.attachment.attachment_id, second.attachment.attachment_id]);
      for (const { attachment } of [first, second]) expect((await claimOf(attachment.attachment_id))?.profile_post_id).toBe(saved.profile_post_id);
      expect((await dataAs(second.attachment.attachment_id, 'reader')).statusCode).toBe(200);
    });

    it('show on the post only once saved: a file uploaded under the key of a saved post waits for the edit', async () => {
      const { key, attachment } = await uploadedKey('writer', { profile_user_id: ids.boss });
      const saved = await profilePost('writer', ids.boss, key);
      const body = multipart({ key }, { filename: 'later.png', bytes: makePng(3, 3) });
      const upload = await t.app.inject({ method: 'POST', url: '/api/attachments', payload: body.payload, headers: { ...body.headers, cookie: cookies.writer } });
      expect(upload.statusCode).toBe(200);
      const later = json<{ attachment: AttachmentInfo }>(upload).attachment;
      const seen = async () => json<ProfilePostResponse>(await get(t.app, `/api/profile-posts/${saved.profile_post_id}`, cookies.reader)).profile_post.attachments.map((a) => a.attachment_id);
      expect(await seen()).toEqual([attachment.attachment_id]);
      expect((await dataAs(later.attachment_id, 'reader')).statusCode).toBe(404);
      const edited = await post(t.app, `/api/profile-posts/${saved.profile_post_id}`, { message_html: '<p>One more</p>', attachment_key: key }, cookies.writer);
      expect(edited.statusCode).toBe(200);
      expect(await seen()).toEqual([attachment.attachment_id, later.attachment_id]);
    });

    it("taken off a post by their uploader leave the profile's shared pages at once", async () => {
      const { key, attachment } = await uploadedKey('writer', { profile_user_id: ids.membersonly });
      const saved = await profilePost('writer', ids.membersonly, key);
      const filesOnProfile = async () => {
        const response = await get(t.app, `/api/users/${ids.membersonly}?withPosts=1`, cookies.reader);
        expect(response.statusCode).toBe(200);
        const posts = json<{ profile_posts: { profile_post_id: number; attachments: AttachmentInfo[] }[] }>(response).profile_posts;
        return posts.find((p) => p.profile_post_id === saved.profile_post_id)!.attachments.map((a) => a.attachment_id);
      };
      expect(await filesOnProfile()).toEqual([attachment.attachment_id]);
      const removed = await t.app.inject({ method: 'DELETE', url: `/api/attachments/${attachment.attachment_id}`, headers: { cookie: cookies.writer } });
      expect(removed.statusCode).toBe(200);
      expect(await filesOnProfile()).toEqual([]);
    });

    it('cannot be moved onto a forum post by reusing their key', async () => {
      const { key, attachment } = await uploadedKey('writer', { profile_user_id: ids.boss });
      const saved = await profilePost('writer', ids.boss, key);
      await claimAttachments(t.db, key, ids.writer, ids.forumPost);
      expect(await claimOf(attachment.attachment_id)).toEqual({ post_id: null, profile_post_id: saved.profile_post_id, profile_comment_id: null });
    });

    it('are kept by the stale-upload sweep, while an abandoned upload for a profile goes', async () => {
      const claimed = await uploadedKey('writer', { profile_user_id: ids.boss });
      const target = await profilePost('writer', ids.boss, claimed.key);
      const onComment = await uploadedKey('reader', { profile_post_id: target.profile_post_id });
      await comment('reader', target.profile_post_id, onComment.key);
      const abandoned = await uploadedKey('writer', { profile_user_id: ids.boss });
      const now = Math.floor(Date.now() / 1000);
      const ours = [claimed, onComment, abandoned].map(({ attachment }) => attachment.attachment_id);
      await t.db.updateTable('attachments').set({ upload_date: now - STALE_UPLOAD_SECONDS - 60 }).where('attachment_id', 'in', ours).execute();
      const abandonedFile = await fileOf(abandoned.attachment.attachment_id);

      await sweepStaleUploads(t.db, storage(), { error: jest.fn() } as never, now);
      const left = await t.db.selectFrom('attachments').select('attachment_id').where('attachment_id', 'in', ours).orderBy('attachment_id').execute();
      expect(left.map((row) => row.attachment_id)).toEqual([claimed.attachment.attachment_id, onComment.attachment.attachment_id]);
      expect(fs.existsSync(abandonedFile)).toBe(false);
      expect((await dataAs(claimed.attachment.attachment_id, 'reader')).statusCode).toBe(200);
    });

    it("go with a moderator's hard delete of the post (its comments' files too): rows at once, files at the next sweep", async () => {
      const own = await uploadedKey('writer', { profile_user_id: ids.boss });
      const target = await profilePost('writer', ids.boss, own.key);
      const onComment = await uploadedKey('reader', { profile_post_id: target.profile_post_id });
      await comment('reader', target.profile_post_id, onComment.key);
      const ours = [own, onComment].map(({ attachment }) => attachment.attachment_id);
      const files = await Promise.all(ours.map(fileOf));

      const refused = await remove('writer', 'profile-posts', target.profile_post_id, { reason: 'Mine', hard_delete: true });
      expect(refused.statusCode).toBe(403);
      expect(await t.db.selectFrom('attachments').select('attachment_id').where('attachment_id', 'in', ours).execute()).toHaveLength(2);

      const response = await remove('mod', 'profile-posts', target.profile_post_id, { reason: 'Spam', hard_delete: true });
      expect(response.statusCode).toBe(200);
      expect(await t.db.selectFrom('attachments').select('attachment_id').where('attachment_id', 'in', ours).execute()).toEqual([]);
      for (const id of ours) expect((await dataAs(id, 'mod')).statusCode).toBe(404);
      const now = Math.floor(Date.now() / 1000) + 7200;
      await sweepOrphanFiles(t.db, storage(), now);
      for (const file of files) expect(fs.existsSync(file)).toBe(false);
    });

    it("go with a moderator's hard delete of a comment, the post's own files staying", async () => {
      const own = await uploadedKey('writer', { profile_user_id: ids.boss });
      const target = await profilePost('writer', ids.boss, own.key);
      const onComment = await uploadedKey('reader', { profile_post_id: target.profile_post_id });
      const saved = await comment('reader', target.profile_post_id, onComment.key);
      expect((await remove('mod', 'profile-post-comments', saved.profile_post_comment_id, { reason: 'Spam', hard_delete: true })).statusCode).toBe(200);
      expect(await claimOf(onComment.attachment.attachment_id)).toBeUndefined();
      expect((await claimOf(own.attachment.attachment_id))?.profile_post_id).toBe(target.profile_post_id);
    });
  });
});
