// Demo preferences, privacy settings and signatures (issue "10 of 12"): `member` and the busiest
// posters sign their posts, so a thread page shows signatures; the others' preferences and privacy
// differ, so each setting has someone it changes; the community watches the threads it wrote in as
// its watch states say. Runs after the members, the forum and the profiles.
import { sql, type Kysely, type Updateable } from 'kysely';
import type { Database } from '../db/tables';
import type { UsersTable } from '../db/tables/users.table';
import { SIGNATURE_IMAGE_MAX_HEIGHT } from '@trailhead/shared-kernel/schemas';
import { sanitizeSignatureHtml } from '../modules/posting/post-html';

const MEMBER_SIGNATURE =
  '<p><strong>Casey</strong> · 2021 Bronco Badlands on 35s · <a href="https://trailhead.example/clubs/front-range-4x4">Front Range 4x4</a></p><p><em>Tread lightly, leave it better.</em></p>';

/** Signatures of the busiest community posters, in turn. */
const SIGNATURES = [
  '<p>Built, not bought. ’98 TJ on 33s, 4.88s and lockers.</p>',
  '<p><em>Air down, go slow, have fun.</em></p>',
  '<p>Overlanding the Southwest one dirt road at a time — <a href="https://example.com/trip-log">trip log</a></p>',
  '<p><strong>Recovery gear is the best mod.</strong> Carry a strap, know your points.</p>',
  '<p>2019 Tacoma TRD Off-Road · Moab, UT</p>',
  '<p>If it ain’t broke, add more lift.</p>',
];

const clean = (html: string) => sanitizeSignatureHtml(html, SIGNATURE_IMAGE_MAX_HEIGHT);

export async function seedAccountSettings(db: Kysely<Database>): Promise<void> {
  const set = (userId: number, changes: Updateable<UsersTable>) => db.updateTable('users').set(changes).where('user_id', '=', userId).execute();
  const member = await db.selectFrom('users').select('user_id').where('username', '=', 'member').executeTakeFirst();
  if (member) await set(member.user_id, { signature: clean(MEMBER_SIGNATURE) });

  const community = await db
    .selectFrom('users')
    .select(['user_id', 'username'])
    .where('username', 'not in', ['admin', 'moderator', 'member', 'rookie', 'newbie', 'outlaw'])
    .where('account_state', '=', 'valid')
    .orderBy('message_count', 'desc')
    .orderBy('user_id')
    .execute();

  for (const [index, user] of community.entries()) {
    const changes: Updateable<UsersTable> = {};
    if (index < SIGNATURES.length) changes.signature = clean(SIGNATURES[index]);
    // A few read without signatures; some hide their birth year; some take conversations only from people they follow.
    if (index % 9 === 4) changes.content_show_signature = false;
    if (index % 4 === 1) changes.show_dob_year = false;
    if (index % 6 === 2) changes.allow_send_personal_conversation = 'followed';
    if (index % 10 === 7) changes.allow_post_profile = 'followed';
    if (index % 11 === 5) changes.allow_view_identities = 'members';
    // Watching and e-mail: every choice of the Settings payload is someone's.
    changes.creation_watch_state = (['watch_no_email', 'watch_email', 'watch_no_email', 'none'] as const)[index % 4];
    changes.interaction_watch_state = (['watch_no_email', 'none', 'watch_email'] as const)[index % 3];
    if (index % 5 === 3) changes.receive_admin_email = false;
    if (index % 3 === 1) changes.enable_activity_summary_email = false;
    if (index % 7 === 2) changes.email_on_conversation = false;
    if (index % 8 === 6) changes.push_flags = JSON.stringify({ conversation_message: true, alert: false });
    await set(user.user_id, changes);
  }

  // One busy poster who shows on the map by default keeps their position off it.
  const hidesMap = community.find((user, index) => index >= SIGNATURES.length && index % 2 === 0);
  if (hidesMap) await set(hidesMap.user_id, { share_map_position: false });

  await seedCommunityWatches(db, community.map((user) => user.user_id));
}

/**
 * The watches the community's own posts would have made had their states been chosen first
 * (thread-watch-settings.ts): a thread they started (a discussion, an event's, a club's) as
 * creation_watch_state says, one they replied to as interaction_watch_state says (a thread they
 * started keeps its first watch), e-mail when the state is watch_email. The earlier seeds wrote
 * with the default state, so theirs are made again. The demo accounts' watches are posting.seed.ts's.
 */
async function seedCommunityWatches(db: Kysely<Database>, userIds: number[]): Promise<void> {
  if (userIds.length === 0) return;
  await db.deleteFrom('thread_watches').where('user_id', 'in', userIds).execute();
  await db
    .insertInto('thread_watches')
    .columns(['user_id', 'thread_id', 'watch_date', 'send_email'])
    .expression((eb) =>
      eb
        .selectFrom('threads')
        .innerJoin('users', 'users.user_id', 'threads.user_id')
        .select(['threads.user_id', 'threads.thread_id', 'threads.post_date', sql<boolean>`users.creation_watch_state = 'watch_email'`.as('send_email')])
        .where('threads.user_id', 'in', userIds)
        .where('threads.discussion_state', '=', 'visible')
        .where('users.creation_watch_state', '!=', 'none'),
    )
    .execute();
  // A reply in a thread of their own keeps the watch its start made.
  await db
    .insertInto('thread_watches')
    .columns(['user_id', 'thread_id', 'watch_date', 'send_email'])
    .expression((eb) =>
      eb
        .selectFrom('posts')
        .innerJoin('threads', 'threads.thread_id', 'posts.thread_id')
        .innerJoin('users', 'users.user_id', 'posts.user_id')
        .select(['posts.user_id', 'posts.thread_id', (eb) => eb.fn.min('posts.post_date').as('watch_date'), sql<boolean>`users.interaction_watch_state = 'watch_email'`.as('send_email')])
        .where('posts.user_id', 'in', userIds)
        .where('posts.position', '>', 1)
        .where('posts.message_state', '=', 'visible')
        .where('threads.discussion_state', '=', 'visible')
        .where('users.interaction_watch_state', '!=', 'none')
        .groupBy(['posts.user_id', 'posts.thread_id', 'users.interaction_watch_state']),
    )
    .onConflict((oc) => oc.columns(['user_id', 'thread_id']).doNothing())
    .execute();
}
