// What makes the demo clubs look alive: club events (past, upcoming, weekly series, some full
// with a waitlist) hosted by their owners and RSVPed by their members, and discussions started and
// replied to by members. Written with the event engine's and the forum's own writers. Clubs are
// looked up by slug: a slug the clubs seed does not make is skipped quietly. Deterministic: its own
// generator, and every date relative to `now`.
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import type { EventsTable } from '../db/tables/events-clubs.table';
import { DAY } from '../clock';
import { insertClubDiscussion } from '../modules/clubs/club-discussions.repository';
import { touchClub } from '../modules/clubs/club-events.access';
import { createEventThread } from '../modules/events/event-discussion';
import { insertEvents, insertSeries, replaceEventPeople } from '../modules/events/events.repository';
import { expandOccurrences, utcOf, wallOf } from '../modules/events/recurrence';
import { cleanMessage } from '../modules/posting/post-html';
import { insertReply } from '../modules/posting/posting.repository';
import { insertInBatches } from './bulk-insert';
import { Prng } from './prng';

type Db = Kysely<Database>;

interface ClubEventSeed {
  club: string;
  title: string;
  description: string;
  kind: EventsTable['kind'];
  /** Days from today to the start (negative: past), at `at` o'clock (default 9) in the club's zone. */
  in_days: number;
  at?: number;
  hours: number;
  region: string;
  location_name: string;
  city: string | null;
  state: string | null;
  latitude: number | null;
  longitude: number | null;
  rigs_no: number;
  /** A weekly series of this many occurrences. */
  weekly?: number;
  /** Fill it up with members and put the rest of these on the waitlist. */
  full?: boolean;
}

const CLUB_EVENTS: ClubEventSeed[] = [
  { club: 'moab-trail-crew', title: 'Weekly Slickrock Loop', description: 'An easy evening loop on the Slickrock practice trail, same day every week. Spotters on hand.', kind: 'ride', in_days: 1, at: 17, hours: 3, region: 'rocky-mountains', location_name: 'Slickrock trailhead', city: 'Moab', state: 'UT', latitude: 38.5816, longitude: -109.5136, rigs_no: 10, weekly: 6 },
  { club: 'moab-trail-crew', title: 'Fins N Things Sunset Run', description: 'Fins N Things at golden hour, then tacos in town.', kind: 'ride', in_days: -14, hours: 5, region: 'rocky-mountains', location_name: 'Sand Flats entrance', city: 'Moab', state: 'UT', latitude: 38.5816, longitude: -109.5136, rigs_no: 12 },
  { club: 'front-range-kestrel-club', title: 'Guanella Pass Fall Colors', description: 'Aspens at their best and an easy pass for first-timers.', kind: 'ride', in_days: -50, hours: 7, region: 'rocky-mountains', location_name: 'Georgetown visitor center', city: 'Georgetown', state: 'CO', latitude: 39.7061, longitude: -105.6975, rigs_no: 15 },
  { club: 'lone-star-trekkers', title: 'Trekker Trail Clinic', description: 'Four rigs, two instructors: line choice and spotting at Katemcy.', kind: 'meetup', in_days: 19, hours: 6, region: 'south-central', location_name: 'Katemcy Rocks', city: 'Mason', state: 'TX', latitude: 30.8866, longitude: -99.2317, rigs_no: 4, full: true },
  { club: 'lone-star-trekkers', title: 'Katemcy Rocks Day', description: 'A full day at Katemcy, all trails open after the rain.', kind: 'ride', in_days: -30, hours: 8, region: 'south-central', location_name: 'Katemcy Rocks', city: 'Mason', state: 'TX', latitude: 30.8866, longitude: -99.2317, rigs_no: 20 },
  { club: 'appalachian-overland-society', title: 'Blue Ridge Fall Camp-out', description: 'Two nights at the Pisgah forest campground with easy forest roads in between.', kind: 'trip', in_days: 26, hours: 48, region: 'southeast', location_name: 'Pisgah National Forest', city: 'Brevard', state: 'NC', latitude: 35.2335, longitude: -82.7343, rigs_no: 12 },
  { club: 'socal-desert-runners', title: 'Johnson Valley Hammers Day', description: 'Spectating and easy lines at the Hammers. Bring shade.', kind: 'meetup', in_days: -25, hours: 8, region: 'southwest', location_name: 'Means Dry Lake', city: 'Johnson Valley', state: 'CA', latitude: 34.3855, longitude: -116.5889, rigs_no: 0 },
  { club: 'great-lakes-mud-rock', title: 'Spring Thaw Cleanup Day', description: 'Trail cleanup at the park, then a ride on the freshly opened trails.', kind: 'meetup', in_days: -35, hours: 6, region: 'midwest', location_name: 'Holly Oaks ORV Park', city: 'Holly', state: 'MI', latitude: 42.7920, longitude: -83.6277, rigs_no: 25 },
  { club: 'pnw-basecamp-owners', title: 'Tillamook Forest Run', description: 'Wet gravel and mossy switchbacks in the Tillamook State Forest.', kind: 'ride', in_days: -18, hours: 7, region: 'pacific-northwest', location_name: 'Browns Camp OHV staging', city: 'Tillamook', state: 'OR', latitude: 45.5868, longitude: -123.3379, rigs_no: 12 },
  { club: 'nomad-classics-online', title: 'Nomad Wiring Harness Night', description: 'Video call: rewiring a first-generation Nomad, step by step.', kind: 'online', in_days: -28, at: 19, hours: 2, region: 'midwest', location_name: 'Online', city: null, state: null, latitude: null, longitude: null, rigs_no: 0 },
  { club: 'kootenay-backroads-club', title: 'Hot Springs Backroads Tour', description: 'Forest service roads between three hot springs. Bring a towel.', kind: 'trip', in_days: 33, hours: 30, region: 'pacific-northwest', location_name: 'Ainsworth Hot Springs', city: 'Ainsworth', state: 'BC', latitude: 49.7360, longitude: -116.9110, rigs_no: 8, full: true },
  { club: 'kootenay-backroads-club', title: 'Kokanee Glacier Road Run', description: 'Up the Kokanee Glacier road to the trailhead and back before the snow.', kind: 'ride', in_days: -40, hours: 6, region: 'pacific-northwest', location_name: 'Kokanee Creek park', city: 'Nelson', state: 'BC', latitude: 49.6031, longitude: -117.1280, rigs_no: 10 },
  { club: 'alberta-foothills-4x4', title: 'Ghost Evening Rides', description: 'A short after-work ride in the Ghost, same evening every week until the snow comes.', kind: 'ride', in_days: 4, at: 18, hours: 3, region: 'rocky-mountains', location_name: 'Ghost Recreation Area', city: 'Cochrane', state: 'AB', latitude: 51.3360, longitude: -114.8070, rigs_no: 12, weekly: 4 },
  { club: 'alberta-foothills-4x4', title: 'McLean Creek Mud Day', description: 'Mud, more mud and a barbecue at the staging area.', kind: 'meetup', in_days: -12, hours: 6, region: 'rocky-mountains', location_name: 'McLean Creek staging', city: 'Bragg Creek', state: 'AB', latitude: 50.9030, longitude: -114.6690, rigs_no: 30 },
];

const ZONE_BY_STATE: Record<string, string> = {
  UT: 'America/Denver', CO: 'America/Denver', TX: 'America/Chicago', NC: 'America/New_York', CA: 'America/Los_Angeles', MI: 'America/New_York',
  OR: 'America/Los_Angeles', BC: 'America/Vancouver', AB: 'America/Edmonton',
};

/** Discussion topics, each with the replies its members write (in turn). */
const TOPICS: Array<{ title: string; message: string; replies: string[] }> = [
  { title: 'Introduce yourself and your rig', message: 'New here? Tell us what you drive and what you have done to it.', replies: ['Stock rig, 33s and a lot of enthusiasm.', 'Lifted 2 inches, rock sliders, and a winch I have used once.', 'Welcome everyone, see you on the next run!'] },
  { title: 'Radio channels for club runs', message: 'Let us settle on one channel for the runs so nobody is left out.', replies: ['GMRS 18 has been quiet around here.', 'Works for me, I will program it tonight.', 'Can we keep CB 4 as a backup for the older rigs?'] },
  { title: 'Trail conditions this month', message: 'Post what you see out there: washouts, closures, snow.', replies: ['The lower crossing is deep after the storm.', 'Upper loop is dry and fast.', 'Gate on the north road is locked until further notice.', 'Thanks, saved me a drive.'] },
  { title: 'Recovery gear checklist', message: 'What does everyone carry? Let us build a list for new members.', replies: ['Soft shackles, a kinetic rope and a tree saver at minimum.', 'Traction boards have saved me more than the winch.', 'Do not forget gloves and a damper.'] },
  { title: 'Carpooling to the next trip', message: 'Anyone heading up from town with a free seat?', replies: ['I have room for one and a cooler.', 'I can take two if we leave early.'] },
];

function localStart(now: number, days: number, hour: number, zone: string): number {
  const today = new Date(wallOf(now * 1000, zone));
  return Math.floor(utcOf(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days, hour), zone) / 1000);
}

interface ClubOfSeed {
  club_id: number;
  owner_user_id: number;
  vehicle_type_id: number;
  /** Members in state valid (the owner first), by user id. */
  members: Array<{ user_id: number; username: string }>;
}

async function approvedClubsBySlug(db: Db): Promise<Map<string, ClubOfSeed>> {
  const clubs = await db.selectFrom('clubs').select(['club_id', 'slug', 'owner_user_id', 'vehicle_type_id']).where('club_state', '=', 'approved').orderBy('club_id').execute();
  const members = await db
    .selectFrom('club_members')
    .innerJoin('users', 'users.user_id', 'club_members.user_id')
    .select(['club_members.club_id', 'users.user_id', 'users.username'])
    .where('club_members.member_state', '=', 'valid')
    .orderBy('club_members.club_id')
    .orderBy('users.user_id')
    .execute();
  return new Map(
    clubs.map((club) => {
      const own = members.filter((m) => m.club_id === club.club_id);
      const owner = own.filter((m) => m.user_id === club.owner_user_id);
      return [club.slug, { ...club, members: [...owner, ...own.filter((m) => m.user_id !== club.owner_user_id)].map(({ user_id, username }) => ({ user_id, username })) }];
    }),
  );
}

async function seedClubEvent(db: Db, rng: Prng, club: ClubOfSeed, seed: ClubEventSeed, now: number): Promise<void> {
  const host = club.members[0] ?? { user_id: club.owner_user_id, username: '' };
  const zone = seed.state ? (ZONE_BY_STATE[seed.state] ?? 'America/Denver') : 'America/Chicago';
  const first = localStart(now, seed.in_days, seed.at ?? 9, zone);
  const created = Math.min(now, first) - rng.int(7, 40) * DAY;
  const description = cleanMessage(`<p>${seed.description}</p>`);
  const threadId = await createEventThread(db, host, seed.title, description, created, club.club_id);
  const rule = seed.weekly ? { pattern: 'weekly' as const, interval: 1, weekDays: [], until: null, count: seed.weekly } : null;
  const occurrences = rule ? expandOccurrences(first, first + seed.hours * 3600, zone, rule) : [{ start_date: first, end_date: first + seed.hours * 3600 }];
  const weekDay = new Date(wallOf(first * 1000, zone)).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' }).toLowerCase();
  const seriesId = rule
    ? await insertSeries(db, { pattern: 'weekly', interval: 1, week_days: weekDay, until_date: null, occurrence_count: rule.count, timezone: zone, user_id: host.user_id, created_at: created })
    : null;
  const eventIds = await insertEvents(
    db,
    occurrences.map((occurrence, index) => ({
      title: seed.title,
      description: description.html,
      kind: seed.kind,
      start_date: occurrence.start_date,
      end_date: occurrence.end_date,
      timezone: zone,
      region: seed.region,
      location_name: seed.location_name,
      city: seed.city,
      state: seed.state,
      latitude: seed.latitude,
      longitude: seed.longitude,
      rigs_no: seed.rigs_no,
      vehicle_type_id: club.vehicle_type_id,
      is_cancelled: false,
      club_id: club.club_id,
      user_id: host.user_id,
      created_at: created,
      registration_deadline: seed.kind === 'trip' ? occurrence.start_date - 2 * DAY : null,
      visibility: 'everyone',
      series_id: seriesId,
      occurrence_index: seriesId === null ? 0 : index + 1,
      thread_id: threadId,
    })),
  );
  await replaceEventPeople(db, eventIds, [{ user_id: host.user_id, role: 'organizer', official_type: null }]);

  // The club's members RSVP (fewer for later occurrences); a full event keeps the rest waiting.
  for (const [index, eventId] of eventIds.entries()) {
    if (index > 2) break;
    const others = club.members.slice(1);
    const limit = seed.rigs_no > 0 ? seed.rigs_no : others.length + 1;
    const wanted = seed.full ? others.length : rng.int(Math.min(2, others.length), Math.max(2, Math.ceil(others.length * 0.7)));
    const going = [host, ...rng.sample(others, wanted)];
    const attending = going.slice(0, limit);
    const waiting = seed.full ? going.slice(limit, limit + 3) : [];
    await insertInBatches(db, 'event_attendees', attending.map((m, i) => ({ event_id: eventId, user_id: m.user_id, attend_date: created + i * 3600 })));
    if (waiting.length > 0) {
      await db.insertInto('event_waitlist').values(waiting.map((m, i) => ({ event_id: eventId, user_id: m.user_id, joined_at: created + 2 * DAY + i * 3600 }))).execute();
    }
  }
  // A few words in the event's discussion from members going.
  const repliers = rng.sample(club.members.slice(1), Math.min(2, club.members.length - 1));
  for (const [i, replier] of repliers.entries()) {
    const text = i === 0 ? 'Count me in!' : 'See you there, I will bring the radios.';
    await insertReply(db, { thread_id: threadId, node_id: await nodeOf(db, threadId), title: seed.title }, replier, { html: `<p>${text}</p>`, text, attachmentKey: null }, created + (i + 1) * 3600);
  }
}

async function nodeOf(db: Db, threadId: number): Promise<number> {
  return (await db.selectFrom('threads').select('node_id').where('thread_id', '=', threadId).executeTakeFirstOrThrow()).node_id;
}

async function seedDiscussions(db: Db, rng: Prng, club: ClubOfSeed, clubIndex: number, now: number): Promise<number> {
  let latest = 0;
  const count = club.members.length >= 4 ? 3 : 2;
  for (let n = 0; n < count; n++) {
    const topic = TOPICS[(clubIndex + n) % TOPICS.length];
    // The owner starts the first one; members the others.
    const starter = n === 0 ? club.members[0] : rng.pick(club.members);
    if (!starter) continue;
    const started = now - (45 - n * 12 - (clubIndex % 5)) * DAY - rng.int(0, 12) * 3600;
    const { thread_id } = await insertClubDiscussion(db, club.club_id, starter, topic.title, cleanMessage(`<p>${topic.message}</p>`), started);
    const node = await nodeOf(db, thread_id);
    const others = club.members.filter((m) => m.user_id !== starter.user_id);
    let at = started;
    for (const [i, text] of topic.replies.entries()) {
      if (others.length === 0) break;
      const replier = others[(i + n + clubIndex) % others.length];
      at += rng.int(2, 30) * 3600;
      if (at >= now) break;
      await insertReply(db, { thread_id, node_id: node, title: topic.title }, replier, { html: `<p>${text}</p>`, text, attachmentKey: null }, at);
    }
    latest = Math.max(latest, at);
  }
  return latest;
}

/** Seeds the club events and discussions of the approved demo clubs (after the clubs and the events seeds). */
export async function seedClubActivity(db: Db, now: number): Promise<void> {
  const rng = new Prng(13_2027);
  const clubs = await approvedClubsBySlug(db);
  // The events seed's club events: their discussions belong to their clubs too (members reply).
  const clubEvents = await db.selectFrom('events').select(['thread_id', 'club_id']).where('club_id', 'is not', null).where('thread_id', 'is not', null).execute();
  for (const { thread_id, club_id } of clubEvents) {
    await db.updateTable('threads').set({ club_id }).where('thread_id', '=', thread_id as number).execute();
  }
  for (const seed of CLUB_EVENTS) {
    const club = clubs.get(seed.club);
    if (club) await seedClubEvent(db, rng, club, seed, now);
  }
  for (const [index, club] of [...clubs.values()].entries()) {
    const latest = await seedDiscussions(db, rng, club, index, now);
    if (latest > 0) await touchClub(db, club.club_id, latest);
  }
}
