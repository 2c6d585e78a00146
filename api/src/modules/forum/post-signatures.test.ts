import type { Post, PostResponse, ThreadPostsResponse, ThreadResponse } from '@trailhead/shared-kernel/types';
import { makeNode, makeThread, makeUser, PASSWORD } from '../../../test/fixtures';
import { build, get, json, loginAs, type TestApp } from '../../../test/helper';

const SIGNATURE = '<p>Built, not bought — <a href="https://example.com" rel="nofollow ugc noopener">my rig</a></p>';

describe('signatures under forum posts', () => {
  let t: TestApp;
  let thread: number;
  let firstPost: number;
  let reader: string;
  let hider: string;

  beforeAll(async () => {
    t = await build({
      seed: async (db) => {
        const author = await makeUser(db, { username: 'signer', signature: SIGNATURE });
        const plain = await makeUser(db, { username: 'plain' });
        await makeUser(db, { username: 'reader' });
        await makeUser(db, { username: 'hider', content_show_signature: false });
        const node = await makeNode(db, { title: 'Trail talk' });
        thread = await makeThread(db, { node_id: node, title: 'Signed thread', author, posts: 4, repliers: [plain] });
        firstPost = (await db.selectFrom('posts').select('post_id').where('thread_id', '=', thread).where('position', '=', 1).executeTakeFirstOrThrow()).post_id;
      },
    });
    reader = await loginAs(t.app, 'reader', PASSWORD);
    hider = await loginAs(t.app, 'hider', PASSWORD);
  });
  afterAll(() => t.close());

  const page = async (cookie?: string): Promise<Post[]> => {
    const response = await get(t.app, `/api/threads/${thread}/posts?page=1`, cookie);
    expect(response.statusCode).toBe(200);
    return json<ThreadPostsResponse>(response).posts;
  };
  const signatures = (posts: Post[]) => posts.map((post) => [post.username, post.signature]);

  it("carries each author's signature for visitors and for members who show signatures ('' for an author without one)", async () => {
    const expected = [
      ['signer', SIGNATURE],
      ['plain', ''],
      ['plain', ''],
      ['plain', ''],
    ];
    expect(signatures(await page())).toEqual(expected);
    expect(signatures(await page(reader))).toEqual(expected);
  });

  it('drops every signature for a member who hides them, even from a page another reader just cached', async () => {
    // Warm the shared page with a reader who shows signatures, then read it as one who hides them.
    expect((await page(reader))[0].signature).toBe(SIGNATURE);
    expect(signatures(await page(hider)).every(([, signature]) => signature === '')).toBe(true);
    // …and the cached page still gives the next reader their own view.
    expect((await page(reader))[0].signature).toBe(SIGNATURE);
  });

  it('follows the same rule on the first post of GET /threads/{id} and on GET /posts/{id}', async () => {
    expect(json<ThreadResponse>(await get(t.app, `/api/threads/${thread}?with_first_post=1`, reader)).first_post?.signature).toBe(SIGNATURE);
    expect(json<ThreadResponse>(await get(t.app, `/api/threads/${thread}?with_first_post=1`, hider)).first_post?.signature).toBe('');
    expect(json<PostResponse>(await get(t.app, `/api/posts/${firstPost}`)).post.signature).toBe(SIGNATURE);
    expect(json<PostResponse>(await get(t.app, `/api/posts/${firstPost}`, hider)).post.signature).toBe('');
  });

  it('shows no signature under a soft-deleted post', async () => {
    await t.db.updateTable('posts').set({ message_state: 'deleted' }).where('post_id', '=', firstPost).execute();
    try {
      expect(json<PostResponse>(await get(t.app, `/api/posts/${firstPost}`, reader)).post.signature).toBe('');
    } finally {
      await t.db.updateTable('posts').set({ message_state: 'visible' }).where('post_id', '=', firstPost).execute();
    }
  });
});
