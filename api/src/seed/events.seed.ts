import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/tables';
import type { EventsTable, EventVisibility } from '../db/tables/events-clubs.table';
import type { WeekDay } from '@trailhead/shared-kernel/types';
import { DAY } from '../clock';
import { createEventThread, eventsForum } from '../modules/events/event-discussion';
import { expandOccurrences, utcOf, wallOf } from '../modules/events/recurrence';
import { cleanMessage } from '../modules/posting/post-html';
import { insertReply } from '../modules/posting/posting.repository';
import { insertInBatches } from './bulk-insert';
import type { SeededMember } from './members.seed';
import type { Prng } from './prng';

interface EventSeed {
  title: string;
  description: string;
  kind: EventsTable['kind'];
  /** Days from today to the start (negative = past); the event starts at 9:00 (or `at`) local time. */
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
  vehicle: string | null;
  cancelled?: string;
  club?: string;
  organiser: string;
  /** Demo accounts (and named members) who attend, and who wait in this order. */
  attend?: string[];
  waitlist?: string[];
  /** Fill the event up to its limit with community members. */
  full?: boolean;
  /** Paid members RSVP first until this many days before the start. */
  members_first_days?: number;
  /** A weekly series of this many occurrences. */
  weekly?: number;
  /** A weekly series starts on the first of these week-days (in its zone) on or after in_days. */
  on?: WeekDay;
  terrain?: string;
  difficulty?: string;
  distance?: number;
  channel?: string;
  sponsors?: string[];
  officials?: Array<[string, string]>;
  visibility?: EventVisibility;
}

const EVENTS: EventSeed[] = [
  { title: 'Moab Spring Run', description: 'Three days on Hell\'s Revenge, Fins N Things and Poison Spider. Lockers front and rear recommended.', kind: 'trip', in_days: 24, hours: 72, region: 'rocky-mountains', location_name: 'Sand Flats Recreation Area', city: 'Moab', state: 'UT', latitude: 38.5816, longitude: -109.5136, rigs_no: 30, vehicle: null, club: 'moab-trail-crew', organiser: 'moderator', attend: ['member', 'admin'], terrain: 'rocks', difficulty: 'difficult', distance: 45, channel: 'gmrs', officials: [['member', 'trail_leader']] },
  { title: 'Front Range Snow Wheeling', description: 'Chains, recovery boards and a thermos. Meet at the trailhead at 8.', kind: 'ride', in_days: 9, hours: 8, region: 'rocky-mountains', location_name: 'Bunce School Road', city: 'Allenspark', state: 'CO', latitude: 40.1944, longitude: -105.5264, rigs_no: 12, vehicle: null, club: 'front-range-kestrel-club', organiser: 'admin', attend: ['member', 'moderator'], terrain: 'snow', difficulty: 'moderate', distance: 28, channel: 'gmrs' },
  { title: 'Trekker Owners Park Day', description: 'All-day trail ride at Hidden Falls. Beginners welcome, we will run the green trails first.', kind: 'ride', in_days: 16, hours: 9, region: 'south-central', location_name: 'Hidden Falls Adventure Park', city: 'Marble Falls', state: 'TX', latitude: 30.5785, longitude: -98.2729, rigs_no: 25, vehicle: 'trekker', club: 'lone-star-trekkers', organiser: 'member', members_first_days: 7, attend: ['admin'], sponsors: ['moderator'], terrain: 'mixed', difficulty: 'easy', channel: 'cb' },
  { title: 'Monthly Nomad Restoration Call', description: 'Video call: sourcing axles and rust repair on first-generation Nomads.', kind: 'online', in_days: 5, hours: 2, region: 'midwest', location_name: 'Online', city: null, state: null, latitude: null, longitude: null, rigs_no: 0, vehicle: 'nomad', club: 'nomad-classics-online', organiser: 'ClassicNomad66' },
  { title: 'Coffee & Kestrels: Atlanta', description: 'Cars and coffee for Kestrel owners. Bring your rig, meet the locals.', kind: 'meetup', in_days: 3, hours: 3, region: 'southeast', location_name: 'Ponce City Market north lot', city: 'Atlanta', state: 'GA', latitude: 33.7726, longitude: -84.3655, rigs_no: 0, vehicle: null, organiser: 'AppalachianAmy', attend: ['rookie', 'member'] },
  { title: 'Mojave Road Overland Trip', description: 'East to west over four days, fully self-supported. Radio and 30 gallons of water per rig.', kind: 'trip', in_days: 45, hours: 96, region: 'southwest', location_name: 'Mojave Road east trailhead', city: 'Needles', state: 'CA', latitude: 35.0761, longitude: -114.6044, rigs_no: 10, vehicle: null, club: 'socal-desert-runners', organiser: 'DuneRunner', full: true, attend: ['moderator'], waitlist: ['FlexFriday', 'rookie', 'PNW_Wheeler'], terrain: 'sand', difficulty: 'moderate', distance: 140, channel: 'ham' },
  { title: 'Basecamp Logging Roads Loop', description: 'Gravel and forest roads around Mt. Hood, camp at the lake.', kind: 'ride', in_days: 30, hours: 30, region: 'pacific-northwest', location_name: 'Zigzag Ranger Station', city: 'Zigzag', state: 'OR', latitude: 45.3429, longitude: -121.9404, rigs_no: 15, vehicle: 'basecamp', club: 'pnw-basecamp-owners', organiser: 'PNW_Wheeler', terrain: 'gravel', difficulty: 'easy', distance: 85, channel: 'frs' },
  { title: 'Great Lakes Mud Bog Weekend', description: 'Two days at the park. Expect to get dirty.', kind: 'meetup', in_days: 60, hours: 48, region: 'midwest', location_name: 'Silver Lake Sand Dunes', city: 'Mears', state: 'MI', latitude: 43.6817, longitude: -86.4998, rigs_no: 40, vehicle: null, club: 'great-lakes-mud-rock', organiser: 'FlexFriday' },
  { title: 'Summit Owners Tech Night', description: 'Online Q&A with the forum\'s Summit experts: track bar recall, regearing and tire sizes.', kind: 'online', in_days: 12, hours: 2, region: 'midwest', location_name: 'Online', city: null, state: null, latitude: null, longitude: null, rigs_no: 0, vehicle: 'summit', organiser: 'SummitSara', attend: ['rookie'] },
  { title: 'Black Bear Pass Run', description: 'Cancelled: the pass is still closed by snow. We will reschedule for August.', kind: 'ride', in_days: 20, hours: 10, region: 'rocky-mountains', location_name: 'Black Bear Pass trailhead', city: 'Ouray', state: 'CO', latitude: 37.9031, longitude: -107.7389, rigs_no: 12, vehicle: null, cancelled: 'The pass is still closed by snow. We will reschedule for August.', organiser: 'admin' },
  { title: 'Tellico Trail Day', description: 'A day on the Tellico trails before the season closes.', kind: 'ride', in_days: -20, hours: 9, region: 'southeast', location_name: 'Tellico OHV area', city: 'Tellico Plains', state: 'TN', latitude: 35.3637, longitude: -84.2966, rigs_no: 20, vehicle: null, club: 'appalachian-overland-society', organiser: 'AppalachianAmy' },
  { title: 'Rubicon Trail Trip', description: 'Loon Lake to Tahoe over three days. Sliders and lockers required.', kind: 'trip', in_days: -75, hours: 72, region: 'west-coast', location_name: 'Loon Lake staging area', city: 'Pollock Pines', state: 'CA', latitude: 38.9836, longitude: -120.3141, rigs_no: 16, vehicle: null, organiser: 'RubiconRick', attend: ['member', 'moderator'], terrain: 'rocks', difficulty: 'extreme', distance: 22 },
  { title: 'Winter Kickoff Meetup', description: 'Holiday meetup and toy drive with the Front Range crew.', kind: 'meetup', in_days: -40, hours: 4, region: 'rocky-mountains', location_name: 'Golden community park', city: 'Golden', state: 'CO', latitude: 39.7555, longitude: -105.2211, rigs_no: 0, vehicle: null, club: 'front-range-kestrel-club', organiser: 'admin' },
  { title: 'Ozark Trails Weekend', description: 'Cancelled after the flooding, sorry everyone.', kind: 'trip', in_days: -10, hours: 48, region: 'south-central', location_name: 'Mulberry River trailhead', city: 'Ozark', state: 'AR', latitude: 35.4876, longitude: -93.8277, rigs_no: 14, vehicle: null, cancelled: 'Flooding on the Mulberry River closed the trails.', organiser: 'OzarkOverland' },
  { title: 'Recovery Basics Webinar', description: 'Kinetic ropes, soft shackles and winch safety, with live demos.', kind: 'online', in_days: -5, hours: 2, region: 'northeast', location_name: 'Online', city: null, state: null, latitude: null, longitude: null, rigs_no: 0, vehicle: null, organiser: 'WinchWendy', attend: ['rookie', 'admin'] },
  { title: 'Trekker Rock Crawl Clinic', description: 'Line choice, spotting and throttle control on the practice rocks.', kind: 'meetup', in_days: 38, hours: 6, region: 'southwest', location_name: 'Sand Hollow State Park', city: 'Hurricane', state: 'UT', latitude: 37.1136, longitude: -113.3836, rigs_no: 18, vehicle: 'trekker', organiser: 'SlickrockSam' },
  { title: 'Thursday Evening Trail Ride', description: 'An easy after-work loop in the foothills every Thursday. Headlights on the way back.', kind: 'ride', in_days: 2, at: 18, hours: 3, region: 'rocky-mountains', location_name: 'Golden Gate Canyon trailhead', city: 'Golden', state: 'CO', latitude: 39.8328, longitude: -105.4105, rigs_no: 8, vehicle: null, organiser: 'member', weekly: 8, on: 'thursday', attend: ['rookie', 'moderator'], terrain: 'forest', difficulty: 'easy', distance: 18, channel: 'gmrs' },
  { title: 'Members Gear Swap', description: 'Bring what you no longer run: lights, racks, recovery gear. Members only.', kind: 'meetup', in_days: 11, hours: 4, region: 'midwest', location_name: 'Lakeside pavilion', city: 'Madison', state: 'WI', latitude: 43.0731, longitude: -89.4012, rigs_no: 0, vehicle: null, organiser: 'moderator', visibility: 'members', attend: ['member', 'rookie'] },
];

const ZONE_BY_STATE: Record<string, string> = {
  UT: 'America/Denver', CO: 'America/Denver', TX: 'America/Chicago', GA: 'America/New_York', CA: 'America/Los_Angeles', OR: 'America/Los_Angeles',
  MI: 'America/New_York', TN: 'America/New_York', AR: 'America/Chicago', WI: 'America/Chicago',
};

const REPLIES = [
  'Count me in. Is there a fuel stop before the trailhead?',
  'What tire pressure are people running for this one?',
  'I can bring a spare recovery kit if anyone needs one.',
  'First time joining one of these, looking forward to it!',
  'Weather looks good so far. I will post an update the night before.',
  'Can we carpool from town? I have two seats free.',
];

/** 9:00 (or `hour`) on the local calendar day `days` from `now`'s, in `zone`, as UTC seconds. */
const WEEK: WeekDay[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** `hour` o'clock in `zone`, `days` from today there (moved on to the next `on` week-day when given). */
function localStart(now: number, days: number, hour: number, zone: string, on?: WeekDay): number {
  const today = new Date(wallOf(now * 1000, zone));
  const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days, hour));
  if (on) day.setUTCDate(day.getUTCDate() + ((WEEK.indexOf(on) - day.getUTCDay() + 7) % 7));
  return Math.round(utcOf(day.getTime(), zone) / 1000);
}

/**
 * A season of events: past, upcoming, full with a waitlist, cancelled with a reason, a weekly
 * series, a members-first window, a members-only meetup; every event with its discussion thread
 * and a few replies, and RSVPs from each demo account.
 */
export async function seedEvents(db: Kysely<Database>, rng: Prng, members: SeededMember[], now: number): Promise<void> {
  const byName = new Map(members.map((member) => [member.username, member]));
  const vehicles = new Map(
    (await db.selectFrom('vehicle_types').select(['vehicle_type_id', 'slug_url']).execute()).map((v) => [v.slug_url, v.vehicle_type_id]),
  );
  const clubs = new Map((await db.selectFrom('clubs').select(['club_id', 'slug']).execute()).map((c) => [c.slug, c.club_id]));
  const forum = await eventsForum(db);
  const member = (name: string) => byName.get(name) ?? members[0];
  const community = members.filter((m) => !['admin', 'moderator', 'member', 'rookie'].includes(m.username));

  for (const seed of EVENTS) {
    const organiser = member(seed.organiser);
    const zone = seed.state ? (ZONE_BY_STATE[seed.state] ?? 'America/Denver') : 'America/Chicago';
    const first = localStart(now, seed.in_days, seed.at ?? 9, zone, seed.on);
    const created = Math.min(now, first) - rng.int(10, 60) * DAY;
    const description = cleanMessage(`<p>${seed.description}</p>`);
    const threadId = await createEventThread(db, organiser, seed.title, description, created);
    const rule = seed.weekly ? { pattern: 'weekly' as const, interval: 1, weekDays: [] as WeekDay[], until: null, count: seed.weekly } : null;
    const occurrences = rule ? expandOccurrences(first, first + seed.hours * 3600, zone, rule) : [{ start_date: first, end_date: first + seed.hours * 3600 }];
    const seriesId = rule
      ? (
          await db
            .insertInto('event_series')
            .values({ pattern: 'weekly', interval: 1, week_days: '', until_date: null, occurrence_count: rule.count, timezone: zone, user_id: organiser.user_id, created_at: created })
            .returning('series_id')
            .executeTakeFirstOrThrow()
        ).series_id
      : null;
    // A weekly series repeats on its first day's week-day.
    if (seriesId !== null) {
      const weekDay = new Date(wallOf(first * 1000, zone)).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' }).toLowerCase();
      await db.updateTable('event_series').set({ week_days: weekDay }).where('series_id', '=', seriesId).execute();
    }

    for (const [index, occurrence] of occurrences.entries()) {
      const row: Insertable<EventsTable> = {
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
        vehicle_type_id: seed.vehicle ? (vehicles.get(seed.vehicle) ?? 0) : 0,
        is_cancelled: seed.cancelled !== undefined,
        cancel_reason: seed.cancelled ?? null,
        cancelled_at: seed.cancelled !== undefined ? Math.min(now, occurrence.start_date) - 2 * DAY : null,
        cancelled_by: seed.cancelled !== undefined ? organiser.user_id : null,
        club_id: seed.club ? (clubs.get(seed.club) ?? null) : null,
        user_id: organiser.user_id,
        created_at: created,
        terrain_type: seed.terrain ?? null,
        difficulty_level: seed.difficulty ?? null,
        distance: seed.distance ?? null,
        distance_unit: seed.distance !== undefined ? 'mi' : null,
        communication_channel: seed.channel ?? null,
        registration_deadline: seed.kind === 'trip' ? occurrence.start_date - 2 * DAY : null,
        members_first_until: seed.members_first_days ? occurrence.start_date - seed.members_first_days * DAY : null,
        visibility: seed.visibility ?? 'everyone',
        series_id: seriesId,
        occurrence_index: seriesId === null ? 0 : index + 1,
        thread_id: threadId,
      };
      const { event_id } = await db.insertInto('events').values(row).returning('event_id').executeTakeFirstOrThrow();
      const people = [
        { event_id, user_id: organiser.user_id, role: 'organizer' as const, official_type: null },
        ...(seed.sponsors ?? []).map((name) => ({ event_id, user_id: member(name).user_id, role: 'sponsor' as const, official_type: null })),
        ...(seed.officials ?? []).map(([name, type]) => ({ event_id, user_id: member(name).user_id, role: 'official' as const, official_type: type })),
      ];
      await db.insertInto('event_people').values(people).execute();

      // The series' later occurrences get fewer RSVPs, as real ones do.
      if (index > 2) continue;
      const waiting = (seed.waitlist ?? []).map(member);
      const named = [organiser, ...(seed.attend ?? []).map(member)].filter((m, i, all) => all.findIndex((o) => o.user_id === m.user_id) === i);
      const limit = seed.rigs_no > 0 ? seed.rigs_no : 30;
      const others = community.filter((m) => !named.includes(m) && !waiting.includes(m));
      const extra = seed.full ? limit - named.length : rng.int(1, Math.max(1, Math.min(limit - named.length - 1, 12)));
      const attendees = [...named, ...rng.sample(others, Math.max(0, extra))].slice(0, limit);
      await insertInBatches(
        db,
        'event_attendees',
        attendees.map((m) => ({ event_id, user_id: m.user_id, attend_date: created + rng.int(0, 5 * DAY) })),
      );
      if (waiting.length > 0) {
        await db.insertInto('event_waitlist').values(waiting.map((m, i) => ({ event_id, user_id: m.user_id, joined_at: created + 6 * DAY + i * 3600 }))).execute();
      }
    }

    // A few replies in the event's discussion, from the people going.
    const repliers = rng.sample([...(seed.attend ?? []).map(member), ...rng.sample(community, 2)], rng.int(2, 3));
    for (const [i, replier] of repliers.entries()) {
      const text = REPLIES[(seed.title.length + i) % REPLIES.length];
      await insertReply(db, { thread_id: threadId, node_id: forum.node_id, title: seed.title }, replier, { html: `<p>${text}</p>`, text, attachmentKey: null }, created + (i + 1) * 3600);
    }
  }
}
