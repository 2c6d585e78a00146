import { sql } from 'kysely';
import { seedDemo } from '../../seed';
import { build, get, json, type TestApp } from '../../../test/helper';
import { userId } from '../posting/posting-test-kit';

describe('demo profile posts (seedActivity)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ seed: (db) => seedDemo(db) });
  }, 60_000);
  afterAll(() => t.close());

  it("fills member's own profile, with a post mentioning @member and the alerts they would have had", async () => {
    const member = await userId(t.db, 'member');
    const onMember = await t.db.selectFrom('profile_posts').select(['user_id', 'username']).where('profile_user_id', '=', member).execute();
    expect(onMember.length).toBeGreaterThanOrEqual(4);
    expect(onMember.map((row) => row.username)).toEqual(expect.arrayContaining(['admin', 'moderator', 'rookie', 'member']));
    const mention = await t.db.selectFrom('profile_posts').select('profile_post_id').where('message_parsed', 'like', '%@member%').where('profile_user_id', '!=', member).executeTakeFirstOrThrow();
    const alerts = await t.db.selectFrom('alerts').select(['action', 'content_id']).where('user_id', '=', member).where('content_type', '=', 'profile_post').execute();
    expect(alerts).toEqual(expect.arrayContaining([{ action: 'mention', content_id: mention.profile_post_id }, expect.objectContaining({ action: 'your_profile' })]));
  });

  it('puts comments under many posts and reactions on posts and comments, every counter in step', async () => {
    const posts = await t.db.selectFrom('profile_posts').select(['profile_post_id', 'comment_count', 'reaction_score']).execute();
    expect(posts.filter((post) => post.comment_count > 0).length).toBeGreaterThanOrEqual(15);
    const comments = await t.db
      .selectFrom('profile_post_comments')
      .select(['profile_post_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('message_state', '=', 'visible')
      .groupBy('profile_post_id')
      .execute();
    const counted = new Map(comments.map((row) => [row.profile_post_id, Number(row.n)]));
    for (const post of posts) expect([post.profile_post_id, post.comment_count]).toEqual([post.profile_post_id, counted.get(post.profile_post_id) ?? 0]);

    const sums = await t.db
      .selectFrom('profile_reactions')
      .innerJoin('reactions', 'reactions.reaction_id', 'profile_reactions.reaction_id')
      .select(['content_type', 'content_id', sql<number>`sum(reactions.score)`.as('score')])
      .groupBy(['content_type', 'content_id'])
      .execute();
    expect(sums.some((row) => row.content_type === 'profile_post')).toBe(true);
    expect(sums.some((row) => row.content_type === 'profile_comment')).toBe(true);
    const postScores = new Map(posts.map((post) => [post.profile_post_id, post.reaction_score]));
    const commentScores = new Map(
      (await t.db.selectFrom('profile_post_comments').select(['profile_post_comment_id', 'reaction_score']).execute()).map((row) => [row.profile_post_comment_id, row.reaction_score]),
    );
    for (const row of sums) {
      const stored = row.content_type === 'profile_post' ? postScores.get(row.content_id) : commentScores.get(row.content_id);
      expect([row.content_type, row.content_id, stored]).toEqual([row.content_type, row.content_id, Number(row.score)]);
    }
    // Nobody reacts to their own content.
    const own = await t.db.selectFrom('profile_reactions').select('content_id').whereRef('user_id', '=', 'content_user_id').execute();
    expect(own).toEqual([]);
  });

  it('reads back through the API as a profile page shows it', async () => {
    const member = await userId(t.db, 'member');
    const post = await t.db.selectFrom('profile_posts').select('profile_post_id').where('profile_user_id', '=', member).orderBy('profile_post_id').executeTakeFirstOrThrow();
    const response = await get(t.app, `/api/profile-posts/${post.profile_post_id}`);
    expect(response.statusCode).toBe(200);
    expect(json(response).profile_post.ProfileUser.username).toBe('member');
  });
});
