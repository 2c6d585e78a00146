import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/tables';
import type { ClubsTable } from '../db/tables/events-clubs.table';
import { DAY } from '../clock';
import { refreshClubMemberCounts } from '../modules/clubs/clubs.repository';
import { slugify } from '../view-urls';
import { insertInBatches } from './bulk-insert';
import type { SeededMember } from './members.seed';
import { Prng } from './prng';

type ClubSeed = Omit<Insertable<ClubsTable>, 'slug' | 'owner_user_id' | 'last_activity' | 'created_at' | 'vehicle_type_id'> & {
  owner: string;
  vehicle: string | null;
  /** Demo accounts in the club besides the owner. */
  with?: string[];
  /** A member banned by the owner, and why. */
  banned?: [username: string, reason: string];
};

const physical = (city: string, state: string, zipcode: string, country: 'US' | 'CA', address: string, latitude: number, longitude: number) => ({
  location_type: 'physical' as const, location: `${city}, ${state}`, city, state, zipcode, country, address, latitude, longitude,
});
const online = { location_type: 'online' as const, location: null, city: null, state: null, zipcode: null, country: null, address: null, latitude: null, longitude: null };

/**
 * A dozen clubs across US states and Canadian provinces: ten approved, one waiting for review and
 * one rejected. `member` owns Lone Star Trekkers and belongs to Moab Trail Crew; `moderator` owns none.
 */
const CLUBS: ClubSeed[] = [
  { name: 'Moab Trail Crew', owner: 'SlickrockSam', vehicle: null, with: ['member', 'moderator'], banned: ['LiftedLarry', 'Drove around the Hell\'s Revenge closure twice after being asked not to.'], description: '<p>Weekly runs on the slickrock around Moab. All skill levels, spotters provided.</p>', president: 'Sam Whitaker', ...physical('Moab', 'UT', '84532', 'US', '125 E Center St', 38.5733, -109.5498), website: 'https://moabtrailcrew.example', vin: null },
  { name: 'Front Range Kestrel Club', owner: 'admin', vehicle: null, with: [], description: '<p>Colorado owners: mountain passes in summer, snow runs in winter.</p>', president: 'Alex Harper', ...physical('Denver', 'CO', '80202', 'US', '1600 Broadway', 39.7392, -104.9903), website: null, vin: null },
  { name: 'Lone Star Trekkers', owner: 'member', vehicle: 'trekker', with: [], banned: ['DirtRoadDiva', 'Sold parts in the club threads after two warnings.'], description: '<p>Texas Trekker owners. Park days at Hidden Falls and Katemcy.</p>', president: 'Casey Walker', ...physical('Austin', 'TX', '78701', 'US', '301 Congress Ave', 30.2672, -97.7431), website: 'https://lonestartrekkers.example', vin: '1TRKR4X4ZN1004521' },
  { name: 'Appalachian Overland Society', owner: 'AppalachianAmy', vehicle: null, description: '<p>Forest roads, camping and easy-going trail days from Virginia to Tennessee.</p>', president: 'Amy Caldwell', ...physical('Asheville', 'NC', '28801', 'US', '60 Court Plaza', 35.5951, -82.5515), website: 'https://appoverland.example', vin: null },
  { name: 'SoCal Desert Runners', owner: 'DuneRunner', vehicle: null, with: ['moderator'], description: '<p>Anza-Borrego, Johnson Valley and the Mojave Road. Bring water.</p>', president: 'Victor Ortiz', ...physical('San Diego', 'CA', '92101', 'US', '1200 Third Ave', 32.7157, -117.1611), website: null, vin: null },
  { name: 'Great Lakes Mud & Rock', owner: 'FlexFriday', vehicle: null, description: '<p>Michigan, Ohio and Indiana parks. Mud season is a state of mind.</p>', president: 'Chris Donnelly', ...physical('Detroit', 'MI', '48226', 'US', '2 Woodward Ave', 42.3314, -83.0458), website: null, vin: null },
  { name: 'PNW Basecamp Owners', owner: 'PNW_Wheeler', vehicle: 'basecamp', description: '<p>Basecamp pickups in Oregon and Washington: logging roads and overland trips.</p>', president: 'Erin Lindqvist', ...physical('Portland', 'OR', '97204', 'US', '1120 SW Fifth Ave', 45.5152, -122.6784), website: null, vin: null },
  { name: 'Nomad Classics Online', owner: 'ClassicNomad66', vehicle: 'nomad', with: ['admin'], description: '<p>A club for classic Nomad owners everywhere: parts sourcing, restoration help, monthly video meetups.</p>', president: 'Walt Jenkins', ...online, website: 'https://nomadclassics.example', vin: null },
  { name: 'Kootenay Backroads Club', owner: 'SnowWheeler', vehicle: null, description: '<p>Forest service roads, hot springs and high passes in the Kootenays. Radios on channel 3.</p>', president: 'Hannah Berg', ...physical('Nelson', 'BC', 'V1L 4E8', 'CA', '502 Vernon St', 49.4928, -117.2948), website: 'https://kootenaybackroads.example', vin: null },
  { name: 'Alberta Foothills 4x4', owner: 'GearheadGabe', vehicle: 'summit', description: '<p>Summit owners around Calgary: Ghost, McLean Creek and the Forestry Trunk Road.</p>', president: 'Gabe Morales', ...physical('Calgary', 'AB', 'T2P 2M5', 'CA', '800 Macleod Trail SE', 51.0447, -114.0719), website: null, vin: null },
  { name: 'Ozark Trail Riders', owner: 'OzarkOverland', vehicle: null, club_state: 'pending', description: '<p>Weekend rides at Mulberry Mountain and the Ozark National Forest. New club, waiting for review.</p>', president: 'Kyle Bennett', ...physical('Fayetteville', 'AR', '72701', 'US', '113 W Mountain St', 36.0626, -94.1574), website: null, vin: null },
  { name: 'Ontario Rock Crawlers', owner: 'RockCrawlerJim', vehicle: null, club_state: 'rejected', reject_reason: 'Please register the club under its official name and add a working website.', description: '<p>Rock crawling in Ontario.</p>', president: null, ...physical('Toronto', 'ON', 'M5H 2N2', 'CA', '100 Queen St W', 43.6532, -79.3832), website: null, vin: null },
];

/** The club slugs of the demo (club events and discussions are seeded by slug). */
export const DEMO_CLUB_SLUGS = CLUBS.map((club) => slugify(club.name));

export async function seedClubs(db: Kysely<Database>, _rng: Prng, members: SeededMember[], now: number): Promise<void> {
  // The clubs' own generator: clubs added here do not change the rest of the demo.
  const rng = new Prng(13_2026);
  const byName = new Map(members.map((member) => [member.username, member]));
  const vehicles = await db.selectFrom('vehicle_types').select(['vehicle_type_id', 'slug_url']).execute();
  const reviewer = byName.get('moderator');
  const demoAccounts = new Set(['admin', 'moderator', 'member', 'rookie']);
  const community = members.filter((m) => !demoAccounts.has(m.username));
  for (const [index, seed] of CLUBS.entries()) {
    const { owner: ownerName, vehicle, with: joined = [], banned, ...club } = seed;
    const owner = byName.get(ownerName) ?? community[index % community.length];
    const state = club.club_state ?? 'approved';
    const { club_id } = await db
      .insertInto('clubs')
      .values({
        ...club,
        slug: slugify(club.name),
        owner_user_id: owner.user_id,
        vehicle_type_id: vehicles.find((v) => v.slug_url === vehicle)?.vehicle_type_id ?? 0,
        created_at: now - (state === 'approved' ? 300 + index * 40 : 3 + index) * DAY,
        last_activity: now - rng.int(1, 60) * DAY - rng.int(0, DAY),
        reviewed_by: state === 'pending' ? null : (reviewer?.user_id ?? null),
        reviewed_at: state === 'pending' ? null : now - (state === 'approved' ? 290 + index * 40 : 1) * DAY,
        view_count: state === 'approved' ? rng.int(40, 2_500) : rng.int(0, 5),
      })
      .returning('club_id')
      .executeTakeFirstOrThrow();
    const named = joined.flatMap((name) => byName.get(name) ?? []);
    const bannedMember = banned ? byName.get(banned[0]) : undefined;
    const taken = new Set([owner.user_id, ...named.map((m) => m.user_id), bannedMember?.user_id]);
    const others = state === 'approved' ? rng.sample(community.filter((m) => !taken.has(m.user_id)), rng.int(3, 12)) : [];
    const rows = [owner, ...named, ...others].map((member) => ({
      club_id,
      user_id: member.user_id,
      member_state: 'valid' as const,
      join_date: member === owner ? now - (300 + index * 40) * DAY : now - rng.int(1, 280) * DAY,
    }));
    await insertInBatches(db, 'club_members', rows);
    if (bannedMember && banned) {
      await db
        .insertInto('club_members')
        .values({ club_id, user_id: bannedMember.user_id, member_state: 'banned', join_date: now - 200 * DAY, ban_reason: banned[1], banned_at: now - 12 * DAY, banned_by: owner.user_id })
        .execute();
    }
  }
  await refreshClubMemberCounts(db);
}
