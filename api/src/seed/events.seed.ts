import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/tables';
import type { EventsTable } from '../db/tables/events-clubs.table';
import { DAY } from '../clock';
import { insertInBatches } from './bulk-insert';
import type { SeededMember } from './members.seed';
import type { Prng } from './prng';

interface EventSeed {
  title: string;
  description: string;
  kind: EventsTable['kind'];
  /** Days from now to the start (negative = past). */
  in_days: number;
  hours: number;
  region: string;
  location_name: string;
  city: string | null;
  state: string | null;
  latitude: number | null;
  longitude: number | null;
  rigs_no: number;
  vehicle: string | null;
  cancelled?: boolean;
  club?: string;
  organiser: string;
}

const EVENTS: EventSeed[] = [
  { title: 'Moab Spring Run', description: 'Three days on Hell\'s Revenge, Fins N Things and Poison Spider. Lockers front and rear recommended.', kind: 'trip', in_days: 24, hours: 72, region: 'rocky-mountains', location_name: 'Sand Flats Recreation Area', city: 'Moab', state: 'UT', latitude: 38.5816, longitude: -109.5136, rigs_no: 30, vehicle: null, club: 'moab-trail-crew', organiser: 'moderator' },
  { title: 'Front Range Snow Wheeling', description: 'Chains, recovery boards and a thermos. Meet at the trailhead at 8.', kind: 'ride', in_days: 9, hours: 8, region: 'rocky-mountains', location_name: 'Bunce School Road', city: 'Allenspark', state: 'CO', latitude: 40.1944, longitude: -105.5264, rigs_no: 12, vehicle: null, club: 'front-range-kestrel-club', organiser: 'admin' },
  { title: 'Trekker Owners Park Day', description: 'All-day trail ride at Hidden Falls. Beginners welcome, we will run the green trails first.', kind: 'ride', in_days: 16, hours: 9, region: 'south-central', location_name: 'Hidden Falls Adventure Park', city: 'Marble Falls', state: 'TX', latitude: 30.5785, longitude: -98.2729, rigs_no: 25, vehicle: 'trekker', club: 'lone-star-trekkers', organiser: 'member' },
  { title: 'Monthly Nomad Restoration Call', description: 'Video call: sourcing axles and rust repair on first-generation Nomads.', kind: 'online', in_days: 5, hours: 2, region: 'midwest', location_name: 'Online', city: null, state: null, latitude: null, longitude: null, rigs_no: 0, vehicle: 'nomad', club: 'nomad-classics-online', organiser: 'ClassicNomad66' },
  { title: 'Coffee & Kestrels: Atlanta', description: 'Cars and coffee for Kestrel owners. Bring your rig, meet the locals.', kind: 'meetup', in_days: 3, hours: 3, region: 'southeast', location_name: 'Ponce City Market north lot', city: 'Atlanta', state: 'GA', latitude: 33.7726, longitude: -84.3655, rigs_no: 0, vehicle: null, organiser: 'AppalachianAmy' },
  { title: 'Mojave Road Overland Trip', description: 'East to west over four days, fully self-supported. Radio and 30 gallons of water per rig.', kind: 'trip', in_days: 45, hours: 96, region: 'southwest', location_name: 'Mojave Road east trailhead', city: 'Needles', state: 'CA', latitude: 35.0761, longitude: -114.6044, rigs_no: 10, vehicle: null, club: 'socal-desert-runners', organiser: 'DuneRunner' },
  { title: 'Basecamp Logging Roads Loop', description: 'Gravel and forest roads around Mt. Hood, camp at the lake.', kind: 'ride', in_days: 30, hours: 30, region: 'pacific-northwest', location_name: 'Zigzag Ranger Station', city: 'Zigzag', state: 'OR', latitude: 45.3429, longitude: -121.9404, rigs_no: 15, vehicle: 'basecamp', club: 'pnw-basecamp-owners', organiser: 'PNW_Wheeler' },
  { title: 'Great Lakes Mud Bog Weekend', description: 'Two days at the park. Expect to get dirty.', kind: 'meetup', in_days: 60, hours: 48, region: 'midwest', location_name: 'Silver Lake Sand Dunes', city: 'Mears', state: 'MI', latitude: 43.6817, longitude: -86.4998, rigs_no: 40, vehicle: null, club: 'great-lakes-mud-rock', organiser: 'FlexFriday' },
  { title: 'Summit Owners Tech Night', description: 'Online Q&A with the forum\'s Summit experts: track bar recall, regearing and tire sizes.', kind: 'online', in_days: 12, hours: 2, region: 'midwest', location_name: 'Online', city: null, state: null, latitude: null, longitude: null, rigs_no: 0, vehicle: 'summit', organiser: 'SummitSara' },
  { title: 'Black Bear Pass Run', description: 'Cancelled: the pass is still closed by snow. We will reschedule for August.', kind: 'ride', in_days: 20, hours: 10, region: 'rocky-mountains', location_name: 'Black Bear Pass trailhead', city: 'Ouray', state: 'CO', latitude: 37.9031, longitude: -107.7389, rigs_no: 12, vehicle: null, cancelled: true, organiser: 'admin' },
  { title: 'Tellico Trail Day', description: 'A day on the Tellico trails before the season closes.', kind: 'ride', in_days: -20, hours: 9, region: 'southeast', location_name: 'Tellico OHV area', city: 'Tellico Plains', state: 'TN', latitude: 35.3637, longitude: -84.2966, rigs_no: 20, vehicle: null, club: 'appalachian-overland-society', organiser: 'AppalachianAmy' },
  { title: 'Rubicon Trail Trip', description: 'Loon Lake to Tahoe over three days. Sliders and lockers required.', kind: 'trip', in_days: -75, hours: 72, region: 'west-coast', location_name: 'Loon Lake staging area', city: 'Pollock Pines', state: 'CA', latitude: 38.9836, longitude: -120.3141, rigs_no: 16, vehicle: null, organiser: 'RubiconRick' },
  { title: 'Winter Kickoff Meetup', description: 'Holiday meetup and toy drive with the Front Range crew.', kind: 'meetup', in_days: -40, hours: 4, region: 'rocky-mountains', location_name: 'Golden community park', city: 'Golden', state: 'CO', latitude: 39.7555, longitude: -105.2211, rigs_no: 0, vehicle: null, club: 'front-range-kestrel-club', organiser: 'admin' },
  { title: 'Ozark Trails Weekend', description: 'Cancelled after the flooding, sorry everyone.', kind: 'trip', in_days: -10, hours: 48, region: 'south-central', location_name: 'Mulberry River trailhead', city: 'Ozark', state: 'AR', latitude: 35.4876, longitude: -93.8277, rigs_no: 14, vehicle: null, cancelled: true, organiser: 'OzarkOverland' },
  { title: 'Recovery Basics Webinar', description: 'Kinetic ropes, soft shackles and winch safety, with live demos.', kind: 'online', in_days: -5, hours: 2, region: 'northeast', location_name: 'Online', city: null, state: null, latitude: null, longitude: null, rigs_no: 0, vehicle: null, organiser: 'WinchWendy' },
  { title: 'Trekker Rock Crawl Clinic', description: 'Line choice, spotting and throttle control on the practice rocks.', kind: 'meetup', in_days: 38, hours: 6, region: 'southwest', location_name: 'Sand Hollow State Park', city: 'Hurricane', state: 'UT', latitude: 37.1136, longitude: -113.3836, rigs_no: 18, vehicle: 'trekker', organiser: 'SlickrockSam' },
];

export async function seedEvents(db: Kysely<Database>, rng: Prng, members: SeededMember[], now: number): Promise<void> {
  const byName = new Map(members.map((member) => [member.username, member]));
  const vehicles = new Map(
    (await db.selectFrom('vehicle_types').select(['vehicle_type_id', 'slug_url']).execute()).map((v) => [v.slug_url, v.vehicle_type_id]),
  );
  const clubs = new Map((await db.selectFrom('clubs').select(['club_id', 'slug']).execute()).map((c) => [c.slug, c.club_id]));
  // Events start on the hour, so "in N days" reads naturally in the list.
  const hour = Math.floor(now / 3600) * 3600;
  for (const seed of EVENTS) {
    const start = hour + seed.in_days * DAY + 9 * 3600;
    const organiser = byName.get(seed.organiser) ?? members[0];
    const row: Insertable<EventsTable> = {
      title: seed.title,
      description: seed.description,
      kind: seed.kind,
      start_date: start,
      end_date: start + seed.hours * 3600,
      region: seed.region,
      location_name: seed.location_name,
      city: seed.city,
      state: seed.state,
      latitude: seed.latitude,
      longitude: seed.longitude,
      rigs_no: seed.rigs_no,
      vehicle_type_id: seed.vehicle ? (vehicles.get(seed.vehicle) ?? 0) : 0,
      is_cancelled: seed.cancelled ?? false,
      club_id: seed.club ? (clubs.get(seed.club) ?? null) : null,
      user_id: organiser.user_id,
      created_at: Math.min(now, start) - rng.int(10, 60) * DAY,
    };
    const { event_id } = await db.insertInto('events').values(row).returning('event_id').executeTakeFirstOrThrow();
    const limit = seed.rigs_no > 0 ? seed.rigs_no : 30;
    const attendees = [organiser, ...rng.sample(members.filter((m) => m.user_id !== organiser.user_id), rng.int(2, Math.min(limit - 1, 18)))];
    await insertInBatches(
      db,
      'event_attendees',
      attendees.map((member) => ({ event_id, user_id: member.user_id, attend_date: (row.created_at as number) + rng.int(0, 5 * DAY) })),
    );
  }
}
