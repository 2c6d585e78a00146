// Demo accounts (spec ARCHITECTURE §5) and the rest of the community.
import type { MembershipCode } from '@trailhead/shared-kernel/types';
import type { AccountState } from '../db/tables/users.table';

export const DEMO_PASSWORD = 'Trailhead#2026';

export const PLACES = [
  ['Moab', 'UT', 38.5733, -109.5498], ['Denver', 'CO', 39.7392, -104.9903], ['Ouray', 'CO', 38.0228, -107.6714],
  ['Salt Lake City', 'UT', 40.7608, -111.891], ['Phoenix', 'AZ', 33.4484, -112.074], ['Tucson', 'AZ', 32.2226, -110.9747],
  ['Flagstaff', 'AZ', 35.1983, -111.6513], ['Las Vegas', 'NV', 36.1699, -115.1398], ['Reno', 'NV', 39.5296, -119.8138],
  ['Sacramento', 'CA', 38.5816, -121.4944], ['San Diego', 'CA', 32.7157, -117.1611], ['Bakersfield', 'CA', 35.3733, -119.0187],
  ['Bend', 'OR', 44.0582, -121.3153], ['Portland', 'OR', 45.5152, -122.6784], ['Seattle', 'WA', 47.6062, -122.3321],
  ['Spokane', 'WA', 47.6588, -117.426], ['Boise', 'ID', 43.615, -116.2023], ['Bozeman', 'MT', 45.677, -111.0429],
  ['Cheyenne', 'WY', 41.14, -104.8202], ['Albuquerque', 'NM', 35.0844, -106.6504], ['Austin', 'TX', 30.2672, -97.7431],
  ['Dallas', 'TX', 32.7767, -96.797], ['Houston', 'TX', 29.7604, -95.3698], ['San Antonio', 'TX', 29.4241, -98.4936],
  ['Tulsa', 'OK', 36.154, -95.9928], ['Kansas City', 'MO', 39.0997, -94.5786], ['Omaha', 'NE', 41.2565, -95.9345],
  ['Minneapolis', 'MN', 44.9778, -93.265], ['Chicago', 'IL', 41.8781, -87.6298], ['Detroit', 'MI', 42.3314, -83.0458],
  ['Columbus', 'OH', 39.9612, -82.9988], ['Nashville', 'TN', 36.1627, -86.7816], ['Knoxville', 'TN', 35.9606, -83.9207],
  ['Atlanta', 'GA', 33.749, -84.388], ['Asheville', 'NC', 35.5951, -82.5515], ['Richmond', 'VA', 37.5407, -77.436],
  ['Harrisburg', 'PA', 40.2732, -76.8867], ['Burlington', 'VT', 44.4759, -73.2121], ['Portland', 'ME', 43.6591, -70.2568],
  ['Tampa', 'FL', 27.9506, -82.4572], ['Anchorage', 'AK', 61.2181, -149.9003],
  // Canada (the member map covers the US and Canada); members live here by CANADIANS below.
  ['Nelson', 'BC', 49.4928, -117.2948], ['Calgary', 'AB', 51.0447, -114.0719], ['Kamloops', 'BC', 50.6745, -120.3273],
  ['Sudbury', 'ON', 46.4917, -80.993], ['Quebec City', 'QC', 46.8139, -71.208], ['Vancouver', 'BC', 49.2827, -123.1207],
] as const;

/** The US places come first; the community is spread over them as before the Canadian ones were added. */
const US_PLACE_COUNT = 41;

/** Community members who live in Canada: username → index into PLACES. */
const CANADIANS: Record<string, number> = { SnowWheeler: 41, CanyonCarver: 42, TrailNinja: 43, BackroadBeau: 44, FirstGearFiona: 45, SandHollowSteph: 46 };

export interface MemberSeed {
  username: string;
  first_name: string;
  last_name: string;
  /** Index into PLACES. */
  place: number;
  membership_code: MembershipCode | null;
  share_map_position: boolean;
  /** Shows the exact position on the member map (otherwise approximate). */
  map_position_exact?: boolean;
  /** Seen a minute or two ago: online on the map and in lists. */
  online?: boolean;
  user_title?: string;
  account_state?: AccountState;
  /** False: registered, but the e-mail link or code was never used. */
  email_confirmed?: boolean;
  is_admin?: boolean;
  is_moderator?: boolean;
  is_staff?: boolean;
  is_super_admin?: boolean;
  is_content_moderator?: boolean;
  /** Days since registration. */
  registered_days_ago: number;
}

export const DEMO_ACCOUNTS: MemberSeed[] = [
  { username: 'admin', first_name: 'Alex', last_name: 'Harper', place: 1, membership_code: 'premium_membership', share_map_position: true, user_title: 'Administrator', is_admin: true, is_staff: true, is_super_admin: true, registered_days_ago: 1900 },
  { username: 'moderator', first_name: 'Morgan', last_name: 'Reyes', place: 0, membership_code: 'premium_membership', share_map_position: true, map_position_exact: true, user_title: 'Moderator', is_moderator: true, is_staff: true, registered_days_ago: 1500 },
  { username: 'member', first_name: 'Casey', last_name: 'Walker', place: 20, membership_code: 'premium_membership', share_map_position: true, user_title: 'Trail Boss', registered_days_ago: 800 },
  { username: 'rookie', first_name: 'Riley', last_name: 'Brooks', place: 30, membership_code: 'free_membership', share_map_position: false, user_title: 'New member', registered_days_ago: 12 },
];

/**
 * Demo accounts for the other states of spec §4, seeded after the community (so the generated
 * forum, clubs and messages stay the same): `newbie` has not confirmed the e-mail (partial),
 * `outlaw` is banned (none).
 */
export const STATE_DEMO_ACCOUNTS: MemberSeed[] = [
  { username: 'newbie', first_name: 'Jordan', last_name: 'Price', place: 2, membership_code: 'free_membership', share_map_position: false, user_title: 'New member', account_state: 'account_incomplete', email_confirmed: false, registered_days_ago: 0 },
  { username: 'outlaw', first_name: 'Dale', last_name: 'Cutter', place: 7, membership_code: 'free_membership', share_map_position: false, user_title: 'Member', account_state: 'banned', registered_days_ago: 240 },
];

const HANDLES = [
  ['RockCrawlerJim', 'Jim', 'Dawson'], ['DesertRat_AZ', 'Maria', 'Lopez'], ['MudQueen', 'Tasha', 'Green'],
  ['TrailDoc', 'Ben', 'Okafor'], ['SlickrockSam', 'Sam', 'Whitaker'], ['OverlandOlivia', 'Olivia', 'Chen'],
  ['Lockers4Days', 'Derek', 'Hall'], ['PNW_Wheeler', 'Erin', 'Lindqvist'], ['GearheadGabe', 'Gabe', 'Morales'],
  ['BasecampBrad', 'Brad', 'Kowalski'], ['SummitSara', 'Sara', 'Nguyen'], ['NomadNate', 'Nate', 'Ferris'],
  ['WinchWendy', 'Wendy', 'Park'], ['TexasTrekker', 'Luis', 'Garza'], ['OzarkOverland', 'Kyle', 'Bennett'],
  ['SnowWheeler', 'Hannah', 'Berg'], ['CanyonCarver', 'Marcus', 'Young'], ['DirtRoadDiva', 'Jasmine', 'Reed'],
  ['LiftedLarry', 'Larry', 'Pike'], ['BeadlockBeth', 'Beth', 'Sanders'], ['RubiconRick', 'Rick', 'Alvarez'],
  ['TreadLightlyTom', 'Tom', 'Yazzie'], ['AppalachianAmy', 'Amy', 'Caldwell'], ['DuneRunner', 'Victor', 'Ortiz'],
  ['RidgeRunner_VA', 'Paul', 'Mercer'], ['FlexFriday', 'Chris', 'Donnelly'], ['SkidPlateSue', 'Sue', 'Matsuda'],
  ['GravelGrinder', 'Owen', 'Hughes'], ['HighDesertHank', 'Hank', 'Sorensen'], ['CampfireCarla', 'Carla', 'Ruiz'],
  ['TrailNinja', 'Kevin', 'Tran'], ['BackroadBeau', 'Beau', 'Landry'], ['AirDownAndy', 'Andy', 'Fischer'],
  ['SandHollowSteph', 'Stephanie', 'Wolfe'], ['JohnsonValleyJ', 'Jay', 'Patel'], ['ClassicNomad66', 'Walt', 'Jenkins'],
  ['FirstGearFiona', 'Fiona', 'Doyle'], ['BumpStopBill', 'Bill', 'Harmon'],
] as const;

const TITLES = ['Trail Boss', 'Rock Crawler', 'Well-known member', 'Active member', 'Overlander', 'Member', 'Gear Junkie', 'Trail Guide'];
const MEMBERSHIPS: (MembershipCode | null)[] = ['premium_membership', 'digital_membership', 'trial_membership', 'free_membership', 'free_membership', null];

/** The generated members: deterministic from their index, so no PRNG is needed here. */
export const COMMUNITY: MemberSeed[] = HANDLES.map(([username, first_name, last_name], index) => ({
  username,
  first_name,
  last_name,
  place: CANADIANS[username] ?? (index * 7 + 3) % US_PLACE_COUNT,
  membership_code: MEMBERSHIPS[index % MEMBERSHIPS.length],
  // A third keep their position off the map (MudQueen among them); some show it exactly; some are
  // online now, paid members and registered ones alike (the map's online list shows registered first).
  share_map_position: index % 3 !== 2,
  map_position_exact: index % 5 === 0,
  online: index % 6 === 1 || index % 6 === 4,
  user_title: TITLES[index % TITLES.length],
  // A couple of accounts in the other states of spec §4, for realism and for the account banner.
  account_state: index === 17 ? 'account_incomplete' : index === 29 ? 'banned' : 'valid',
  is_staff: index === 4,
  registered_days_ago: 20 + ((index * 97) % 1700),
}));
