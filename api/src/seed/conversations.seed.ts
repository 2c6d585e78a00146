import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
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

async function seedConversationList(db: Kysely<Database>, rng: Prng, byName: Map<string, SeededMember>, now: number) {
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

/** Conversations between the demo accounts and others. */
export async function seedConversations(db: Kysely<Database>, rng: Prng, members: SeededMember[], now: number): Promise<void> {
  const byName = new Map(members.map((member) => [member.username, member]));
  await seedConversationList(db, rng, byName, now);
}
