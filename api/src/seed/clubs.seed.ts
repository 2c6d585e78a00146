import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/tables';
import type { ClubsTable } from '../db/tables/events-clubs.table';
import { DAY } from '../clock';
import { refreshClubMemberCounts } from '../modules/clubs/clubs.repository';
import { slugify } from '../view-urls';
import { insertInBatches } from './bulk-insert';
import type { SeededMember } from './members.seed';
import type { Prng } from './prng';

type ClubSeed = Omit<Insertable<ClubsTable>, 'slug' | 'owner_user_id' | 'last_activity' | 'created_at' | 'vehicle_type_id'> & {
  owner: string;
  vehicle: string | null;
};

const CLUBS: ClubSeed[] = [
  { name: 'Moab Trail Crew', owner: 'moderator', vehicle: null, description: 'Weekly runs on the slickrock around Moab. All skill levels, spotters provided.', president: 'Morgan Reyes', location_type: 'physical', location: 'Moab, UT', city: 'Moab', state: 'UT', zipcode: '84532', country: 'US', address: '125 E Center St', latitude: 38.5733, longitude: -109.5498, website: 'https://moabtrailcrew.example' },
  { name: 'Front Range Kestrel Club', owner: 'admin', vehicle: null, description: 'Colorado owners: mountain passes in summer, snow runs in winter.', president: 'Alex Harper', location_type: 'physical', location: 'Denver, CO', city: 'Denver', state: 'CO', zipcode: '80202', country: 'US', address: '1600 Broadway', latitude: 39.7392, longitude: -104.9903, website: null },
  { name: 'Lone Star Trekkers', owner: 'member', vehicle: 'trekker', description: 'Texas Trekker owners. Park days at Hidden Falls and Katemcy.', president: 'Casey Walker', location_type: 'physical', location: 'Austin, TX', city: 'Austin', state: 'TX', zipcode: '78701', country: 'US', address: '301 Congress Ave', latitude: 30.2672, longitude: -97.7431, website: null },
  { name: 'Appalachian Overland Society', owner: 'AppalachianAmy', vehicle: null, description: 'Forest roads, camping and easy-going trail days from Virginia to Tennessee.', president: 'Amy Caldwell', location_type: 'physical', location: 'Asheville, NC', city: 'Asheville', state: 'NC', zipcode: '28801', country: 'US', address: '60 Court Plaza', latitude: 35.5951, longitude: -82.5515, website: 'https://appoverland.example' },
  { name: 'SoCal Desert Runners', owner: 'DuneRunner', vehicle: null, description: 'Anza-Borrego, Johnson Valley and the Mojave Road. Bring water.', president: 'Victor Ortiz', location_type: 'physical', location: 'San Diego, CA', city: 'San Diego', state: 'CA', zipcode: '92101', country: 'US', address: '1200 Third Ave', latitude: 32.7157, longitude: -117.1611, website: null },
  { name: 'Great Lakes Mud & Rock', owner: 'FlexFriday', vehicle: null, description: 'Michigan, Ohio and Indiana parks. Mud season is a state of mind.', president: 'Chris Donnelly', location_type: 'physical', location: 'Detroit, MI', city: 'Detroit', state: 'MI', zipcode: '48226', country: 'US', address: '2 Woodward Ave', latitude: 42.3314, longitude: -83.0458, website: null },
  { name: 'PNW Basecamp Owners', owner: 'PNW_Wheeler', vehicle: 'basecamp', description: 'Basecamp pickups in Oregon and Washington: logging roads and overland trips.', president: 'Erin Lindqvist', location_type: 'physical', location: 'Portland, OR', city: 'Portland', state: 'OR', zipcode: '97204', country: 'US', address: '1120 SW Fifth Ave', latitude: 45.5152, longitude: -122.6784, website: null },
  { name: 'Nomad Classics Online', owner: 'ClassicNomad66', vehicle: 'nomad', description: 'A club for classic Nomad owners everywhere: parts sourcing, restoration help, monthly video meetups.', president: 'Walt Jenkins', location_type: 'online', location: null, city: null, state: null, zipcode: null, country: null, address: null, latitude: null, longitude: null, website: 'https://nomadclassics.example' },
];

export async function seedClubs(db: Kysely<Database>, rng: Prng, members: SeededMember[], now: number): Promise<void> {
  const byName = new Map(members.map((member) => [member.username, member]));
  const vehicles = await db.selectFrom('vehicle_types').select(['vehicle_type_id', 'slug_url']).execute();
  for (const [index, seed] of CLUBS.entries()) {
    const { owner: ownerName, vehicle, ...club } = seed;
    const owner = byName.get(ownerName) ?? members[0];
    const { club_id } = await db
      .insertInto('clubs')
      .values({
        ...club,
        slug: slugify(club.name),
        owner_user_id: owner.user_id,
        vehicle_type_id: vehicles.find((v) => v.slug_url === vehicle)?.vehicle_type_id ?? 0,
        created_at: now - (300 + index * 40) * DAY,
        last_activity: now - rng.int(1, 60) * DAY - rng.int(0, DAY),
      })
      .returning('club_id')
      .executeTakeFirstOrThrow();
    const joined = [owner, ...rng.sample(members.filter((m) => m.user_id !== owner.user_id), rng.int(4, 14))];
    await insertInBatches(
      db,
      'club_members',
      joined.map((member, position) => ({
        club_id,
        user_id: member.user_id,
        // One troublemaker per club, except in the smallest ones.
        member_state: position === joined.length - 1 && joined.length > 6 ? 'banned' : 'valid',
        join_date: now - rng.int(1, 300) * DAY,
      })),
    );
  }
  await refreshClubMemberCounts(db);
}
