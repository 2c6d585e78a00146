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
  /** Took part and left (spec §4 leave): their messages stay, their recipient row does not. */
  left_by?: string[];
  /** Have read it to the end although someone else wrote last. */
  read_by?: string[];
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
  {
    title: 'Winch line: steel or synthetic?',
    participants: ['rookie', 'moderator', 'TrailDoc'],
    messages: [
      ['rookie', 'Buying my first winch. Steel cable or synthetic line?'],
      ['TrailDoc', 'Synthetic. Lighter, floats, and it does not turn into a whip when it snaps.'],
      ['moderator', 'Synthetic, but keep it out of the sun and buy a proper fairlead.'],
      ['rookie', 'Thanks both, ordering synthetic tonight.'],
      ['TrailDoc', 'Post pictures of the install in the Builds forum!'],
    ],
    days_ago: 4,
    left_by: ['rookie'],
  },
  {
    title: 'Recovery gear swap',
    participants: ['DesertRat_AZ', 'rookie'],
    messages: [
      ['DesertRat_AZ', 'I have two spare soft shackles and a snatch block. Want to swap for those traction boards?'],
      ['DesertRat_AZ', 'No rush, I am out in the desert until Sunday.'],
    ],
    days_ago: 1,
    starred_by: ['rookie'],
  },
  {
    title: 'Forum cleanup before the spring season',
    participants: ['admin', 'moderator', 'member'],
    messages: [
      ['admin', 'Spring is coming: can we archive the old trail reports from two seasons ago?'],
      ['moderator', 'Yes. I will move them to the archive forum this weekend.'],
      ['member', 'Happy to help tag the ones worth keeping.'],
      ['admin', 'Great, thank you both.'],
    ],
    days_ago: 3,
    starred_by: ['admin'],
    read_by: ['moderator'],
  },
  {
    title: 'Welcome committee',
    participants: ['admin', 'AppalachianAmy'],
    messages: [
      ['admin', 'Would you greet new members in the Introductions forum this month?'],
      ['AppalachianAmy', 'Gladly, I already do most mornings.'],
    ],
    days_ago: 15,
  },
];

/** A long conversation (more pages than one: 20 messages a page) between member and MudQueen. */
const BUILD_LOG_LINES = [
  'Pulled the old axle today.',
  'The new gears are in, backlash looks right.',
  'Lockers are next, waiting on the air compressor.',
  'Test drive on the gravel road, no whine.',
  'Torqued the lugs again after fifty miles.',
  'Swapped the shocks for the longer travel ones.',
  'Bump stops need another inch.',
  'Fitted the rock sliders, finally.',
];

function buildLog(): ConversationSeed {
  const messages: [string, string][] = [];
  for (let i = 0; i < 45; i++) {
    const author = i % 3 === 2 ? 'MudQueen' : 'member';
    messages.push([author, `Day ${i + 1}: ${BUILD_LOG_LINES[i % BUILD_LOG_LINES.length]}`]);
  }
  return { title: 'Rubicon build log', participants: ['member', 'MudQueen'], messages, days_ago: 30, starred_by: ['member'] };
}

async function seedConversationList(db: Kysely<Database>, rng: Prng, byName: Map<string, SeededMember>, now: number) {
  for (const seed of [...CONVERSATIONS, buildLog()]) {
    const people = seed.participants.map((name) => byName.get(name)).filter((m): m is SeededMember => !!m);
    if (people.length < 2) continue;
    // Long conversations keep their messages close together so they end about days_ago.
    const gap = seed.messages.length > 10 ? [300, 1800] : [600, 6 * 3600];
    const dates: number[] = [];
    for (let i = 0; i < seed.messages.length; i++) dates.push(i === 0 ? now - seed.days_ago * DAY : dates[i - 1] + rng.int(gap[0], gap[1]));
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
    const staying = people.filter((person) => !seed.left_by?.includes(person.username));
    await insertInBatches(
      db,
      'conversation_recipients',
      staying.map((person) => {
        // Unread for everyone but the one who wrote last (and those read_by names); a member who
        // has not read to the end read up to their own last message (or never, if they wrote none).
        const read = person.user_id === lastAuthor.user_id || (seed.read_by?.includes(person.username) ?? false);
        const ownDates = seed.messages.flatMap(([name], i) => (name === person.username ? [dates[i]] : []));
        return {
          conversation_id,
          user_id: person.user_id,
          is_unread: !read,
          is_starred: seed.starred_by?.includes(person.username) ?? false,
          last_read_date: read ? dates[dates.length - 1] : (ownDates[ownDates.length - 1] ?? null),
          joined_date: dates[0],
        };
      }),
    );
    await insertInBatches(
      db,
      'conversation_messages',
      seed.messages.map(([name, text], i) => {
        const author = byName.get(name) ?? people[0];
        return {
          conversation_id,
          user_id: author.user_id,
          username: author.username,
          message_date: dates[i],
          message_html: `<p>${escapeHtml(text)}</p>`,
          message_parsed: text,
        };
      }),
    );
  }
}

/** Conversations between the demo accounts and others. */
export async function seedConversations(db: Kysely<Database>, rng: Prng, members: SeededMember[], now: number): Promise<void> {
  const byName = new Map(members.map((member) => [member.username, member]));
  await seedConversationList(db, rng, byName, now);
}
