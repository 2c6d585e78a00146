// The lookup lists of spec §7 (GET /lists/{name}): fixed vocabularies of the product, so they
// live in code rather than in tables. Keys are what the API stores and accepts; values are labels.
import type { LocationTypesResponse, OptionList } from '@trailhead/shared-kernel/types';
import { EVENT_REGIONS } from '../events/event-regions';

/** Time zones offered to members (US and Canada first), as IANA names. */
export const TIMEZONES: Record<string, string> = {
  'America/New_York': 'Eastern Time (US & Canada)',
  'America/Chicago': 'Central Time (US & Canada)',
  'America/Denver': 'Mountain Time (US & Canada)',
  'America/Phoenix': 'Arizona',
  'America/Los_Angeles': 'Pacific Time (US & Canada)',
  'America/Anchorage': 'Alaska',
  'Pacific/Honolulu': 'Hawaii',
  'America/Halifax': 'Atlantic Time (Canada)',
  'America/St_Johns': 'Newfoundland',
  'America/Regina': 'Saskatchewan',
  'America/Puerto_Rico': 'Puerto Rico',
  'America/Mexico_City': 'Mexico City',
  'Europe/London': 'London',
  'Europe/Berlin': 'Berlin',
  'Australia/Sydney': 'Sydney',
  UTC: 'UTC',
};

const REGION_LABELS: Record<string, string> = {
  northeast: 'Northeast',
  southeast: 'Southeast',
  midwest: 'Midwest',
  'south-central': 'South Central',
  'rocky-mountains': 'Rocky Mountains',
  southwest: 'Southwest',
  'west-coast': 'West Coast',
  'pacific-northwest': 'Pacific Northwest',
};

const VISIBILITY_EVERYONE = { everyone: 'All visitors' };
const VISIBILITY = { members: 'Members only', followed: 'People I follow', none: 'Nobody' };

/** Trail location types (spec §3): the map draws each with its icon, named for the UI's icon set. */
export const LOCATION_TYPES: Record<string, string> = {
  trailhead: 'Trailhead',
  trail: 'Trail',
  campground: 'Campground',
  dealer: 'Dealer',
  repair_shop: 'Repair shop',
  fuel: 'Fuel station',
  viewpoint: 'Viewpoint',
  off_road_park: 'Off-road park',
};
export const LOCATION_TYPE_ICONS: Record<string, string> = {
  trailhead: 'trailhead',
  trail: 'trail',
  campground: 'campground',
  dealer: 'dealer',
  repair_shop: 'wrench',
  fuel: 'fuel',
  viewpoint: 'viewpoint',
  off_road_park: 'park',
};

type ListBuilder = (options: { withEveryone: boolean; defaultTimezone: string }) => OptionList | LocationTypesResponse;

const fixed = (values: Record<string, string>, fallback: string): ListBuilder => () => ({ values, default: fallback });

export const OPTION_LISTS: Record<string, ListBuilder> = {
  timezones: ({ defaultTimezone }) => ({
    values: defaultTimezone in TIMEZONES ? TIMEZONES : { [defaultTimezone]: defaultTimezone, ...TIMEZONES },
    default: defaultTimezone,
  }),
  regions: fixed(Object.fromEntries(EVENT_REGIONS.map((region) => [region, REGION_LABELS[region] ?? region])), 'rocky-mountains'),
  'event-types': fixed({ meetup: 'Meetup', ride: 'Ride', trip: 'Trip', online: 'Online' }, 'meetup'),
  'terrain-type': fixed(
    { rocks: 'Rocks', sand: 'Sand', mud: 'Mud', snow: 'Snow', gravel: 'Gravel', forest: 'Forest trails', water: 'Water crossings', mixed: 'Mixed' },
    'mixed',
  ),
  'communication-channel': fixed({ cb: 'CB radio', gmrs: 'GMRS', ham: 'Ham radio', frs: 'FRS', phone: 'Cell phone', none: 'None' }, 'gmrs'),
  'difficulty-level': fixed({ easy: 'Easy', moderate: 'Moderate', difficult: 'Difficult', severe: 'Severe', extreme: 'Extreme' }, 'moderate'),
  'distance-unit': fixed({ mi: 'Miles', km: 'Kilometers' }, 'mi'),
  'official-type': fixed({ organizer: 'Organizer', sponsor: 'Sponsor', trail_leader: 'Trail leader', sweep: 'Sweep' }, 'organizer'),
  'visibility-options': ({ withEveryone }) =>
    withEveryone ? { values: { ...VISIBILITY_EVERYONE, ...VISIBILITY }, default: 'everyone' } : { values: VISIBILITY, default: 'members' },
  'location-type': () => ({ values: LOCATION_TYPES, default: 'trailhead', icons: LOCATION_TYPE_ICONS }),
  'admin-menu': fixed({ approval_queue: 'Approval Queue', reports: 'Reports', admin: 'Admin' }, 'approval_queue'),
  'week-days': fixed(
    { monday: 'Monday', tuesday: 'Tuesday', wednesday: 'Wednesday', thursday: 'Thursday', friday: 'Friday', saturday: 'Saturday', sunday: 'Sunday' },
    'saturday',
  ),
  'recurrence-pattern': fixed({ daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly', yearly: 'Yearly' }, 'weekly'),
};
