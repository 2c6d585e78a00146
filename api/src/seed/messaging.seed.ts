import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/tables';
import type { AlertsTable } from '../db/tables/messaging.table';
import { DAY } from '../clock';
import { insertInBatches } from './bulk-insert';
import { escapeHtml } from './forum-text';
import type { SeededMember } from './members.seed';
import type { Prng } from './prng';

interface ConversationSeed {
  title: string;
  participants: string[];
  /** [author, text] in order; the first author started it. */
  messages: [string, string][];
  days_ago: number;
  starred_by?: string[];
}

const CONVERSATIONS: ConversationSeed[] = [
  {
    title: 'Welcome to Trailhead!',
    participants: ['admin', 'rookie'],
    messages: [['admin', 'Welcome aboard! The FAQ in the Help section covers the basics, and the Introductions forum is a great place to say hi.']],
    days_ago: 11,
  },
  {
    title: 'Trail ride this Saturday?',
    participants: ['member', 'rookie'],
    messages: [
      ['member', 'Saw your intro post. A few of us are running the green trails at Hidden Falls on Saturday, want to come?'],
      ['rookie', 'I would love to! My Trekker is bone stock though, is that OK?'],
      ['member', 'Totally fine, the green trails are stock friendly. Bring a recovery strap and a full tank.'],
      ['member', 'We meet at the gas station by the park entrance at 8:00.'],
    ],
    days_ago: 2,
  },
  {
    title: 'Moab spring run planning',
    participants: ['member', 'moderator', 'RockCrawlerJim', 'SlickrockSam'],
    messages: [
      ['moderator', 'Starting a thread for the spring run. Hotel block or camping at Sand Flats?'],
      ['RockCrawlerJim', 'Camping for me, the sunrise from the campground is half the trip.'],
      ['member', 'Camping. I can bring the big stove and the coffee.'],
      ['SlickrockSam', 'I am in. Need a spotter for Hell\'s Gate this year, not doing it alone again.'],
      ['moderator', 'Camping it is. I will put the event up this week.'],
      ['member', 'Event is live, I already RSVPed.'],
    ],
    days_ago: 6,
    starred_by: ['member', 'moderator'],
  },
  {
    title: 'Sliders for sale',
    participants: ['BeadlockBeth', 'member'],
    messages: [
      ['BeadlockBeth', 'Still looking for sliders for the Trekker? I have a set off my old rig, bolt-on, good shape.'],
      ['member', 'Maybe! What do you want for them?'],
      ['BeadlockBeth', '250 and they are yours, I can meet halfway.'],
    ],
    days_ago: 1,
  },
  {
    title: 'Report on the classifieds thread',
    participants: ['moderator', 'admin'],
    messages: [
      ['moderator', 'Locked the duplicate classifieds thread, the seller had posted it three times.'],
      ['admin', 'Thanks, good call.'],
    ],
    days_ago: 20,
  },
  {
    title: 'Co-hosting the Atlanta meetup',
    participants: ['member', 'AppalachianAmy'],
    messages: [
      ['AppalachianAmy', 'Want to co-host Coffee & Kestrels? You know half the Texas crew who are driving over.'],
      ['member', 'Happy to. I will post it in the Events forum too.'],
      ['AppalachianAmy', 'Perfect, see you there!'],
    ],
    days_ago: 9,
  },
];

async function seedConversations(db: Kysely<Database>, rng: Prng, byName: Map<string, SeededMember>, now: number) {
  for (const seed of CONVERSATIONS) {
    const people = seed.participants.map((name) => byName.get(name)).filter((m): m is SeededMember => !!m);
    if (people.length < 2) continue;
    const dates = seed.messages.map((_, i) => now - seed.days_ago * DAY + i * rng.int(600, 6 * 3600));
    const [lastAuthorName] = seed.messages[seed.messages.length - 1];
    const lastAuthor = byName.get(lastAuthorName) ?? people[0];
    const starter = byName.get(seed.messages[0][0]) ?? people[0];
    const { conversation_id } = await db
      .insertInto('conversations')
      .values({
        title: seed.title,
        starter_user_id: starter.user_id,
        start_date: dates[0],
        last_message_date: dates[dates.length - 1],
        last_message_user_id: lastAuthor.user_id,
        last_message_username: lastAuthor.username,
        reply_count: seed.messages.length - 1,
      })
      .returning('conversation_id')
      .executeTakeFirstOrThrow();
    await insertInBatches(
      db,
      'conversation_recipients',
      people.map((person) => ({
        conversation_id,
        user_id: person.user_id,
        // Unread for everyone but the one who wrote last.
        is_unread: person.user_id !== lastAuthor.user_id,
        is_starred: seed.starred_by?.includes(person.username) ?? false,
      })),
    );
    await insertInBatches(
      db,
      'conversation_messages',
      seed.messages.map(([name, text], i) => {
        const author = byName.get(name) ?? people[0];
        return { conversation_id, user_id: author.user_id, username: author.username, message_date: dates[i], message_html: `<p>${escapeHtml(text)}</p>` };
      }),
    );
  }
}

async function postsBy(db: Kysely<Database>, userId: number, limit: number) {
  return db.selectFrom('posts').select(['post_id', 'thread_id']).where('user_id', '=', userId).orderBy('post_id', 'desc').limit(limit).execute();
}

async function alertsFor(db: Kysely<Database>, rng: Prng, user: SeededMember, members: SeededMember[], now: number) {
  const others = members.filter((m) => m.user_id !== user.user_id);
  const admin = members.find((m) => m.username === 'admin') ?? others[0];
  const own = await postsBy(db, user.user_id, 30);
  const foreign = await db.selectFrom('posts').select(['post_id', 'user_id']).where('user_id', '!=', user.user_id).orderBy('post_id', 'desc').limit(50).execute();
  const ownThread = await db.selectFrom('threads').select('thread_id').where('user_id', '=', user.user_id).limit(1).executeTakeFirst();
  const events = await db.selectFrom('events').select(['event_id', 'is_cancelled', 'start_date']).orderBy('event_id').execute();
  const upcoming = events.find((e) => !e.is_cancelled && e.start_date > now);
  const cancelled = events.find((e) => Boolean(e.is_cancelled));

  const rows: Insertable<AlertsTable>[] = [];
  const add = (daysAgo: number, alert: Omit<Insertable<AlertsTable>, 'user_id' | 'event_date' | 'is_read' | 'is_viewed'>) => {
    const old = daysAgo > 3;
    rows.push({ ...alert, user_id: user.user_id, event_date: now - Math.floor(daysAgo * DAY), is_read: old, is_viewed: old || daysAgo > 1 });
  };
  add(30, { from_user_id: admin.user_id, action: 'from_admin', content_type: 'user', content_id: null, extra_data: JSON.stringify({ title: 'Welcome to Trailhead', link: '/help/faq' }) });
  add(14, { from_user_id: null, action: 'award', content_type: 'user', content_id: user.user_id, extra_data: JSON.stringify({ title: 'Trail Reporter' }) });
  add(8, { from_user_id: null, action: 'af_as_level_up', content_type: 'user', content_id: user.user_id, extra_data: JSON.stringify({ level: 3 }) });
  const follower = rng.pick(others);
  add(5, { from_user_id: follower.user_id, action: 'following', content_type: 'user', content_id: follower.user_id, extra_data: '{}' });
  if (upcoming) add(2, { from_user_id: rng.pick(others).user_id, action: 'event_invite', content_type: 'event', content_id: upcoming.event_id, extra_data: '{}' });
  if (cancelled) add(1.5, { from_user_id: admin.user_id, action: 'event_cancel', content_type: 'event', content_id: cancelled.event_id, extra_data: '{}' });
  if (foreign.length > 0) {
    const quoted = rng.pick(foreign);
    add(0.8, { from_user_id: quoted.user_id, action: 'quote', content_type: 'post', content_id: quoted.post_id, extra_data: '{}' });
    const mention = rng.pick(foreign);
    add(0.3, { from_user_id: mention.user_id, action: 'mention', content_type: 'post', content_id: mention.post_id, extra_data: '{}' });
  }
  if (ownThread) {
    add(12, { from_user_id: admin.user_id, action: 'thread_move', content_type: 'thread', content_id: ownThread.thread_id, extra_data: JSON.stringify({ reason: 'A better fit in the model forum' }) });
  }
  // Reactions on the member's own posts, the most common alert by far.
  for (const [i, post] of own.slice(0, 24).entries()) {
    add(0.1 + i * 2.3, { from_user_id: rng.pick(others).user_id, action: 'reaction', content_type: 'post', content_id: post.post_id, extra_data: JSON.stringify({ reaction_id: rng.pick([1, 1, 1, 2, 3, 4]) }) });
  }
  return rows;
}

/** Conversations between the demo accounts and others, and a realistic alert feed for each of them. */
export async function seedMessaging(db: Kysely<Database>, rng: Prng, members: SeededMember[], now: number): Promise<void> {
  const byName = new Map(members.map((member) => [member.username, member]));
  await seedConversations(db, rng, byName, now);
  const rows: Insertable<AlertsTable>[] = [];
  for (const name of ['admin', 'moderator', 'member', 'rookie']) {
    const user = byName.get(name);
    if (user) rows.push(...(await alertsFor(db, rng, user, members, now)));
  }
  await insertInBatches(db, 'alerts', rows);
}
