import type { MapUser, TrailLocation } from '@trailhead/shared-kernel/types';
import type { MapClub, MapEvent } from '../api/map-data';
import { radiusEntries } from './map-points';
import { distanceMiles, formatMiles, withinRadius } from './radius';

const MOAB = { latitude: 38.5733, longitude: -109.5498 };
const GRAND_JUNCTION = { latitude: 39.0639, longitude: -108.5506 }; // ~62 miles from Moab
const DENVER = { latitude: 39.7392, longitude: -104.9903 }; // ~255 miles

describe('the radius filter', () => {
  it('measures in miles', () => {
    expect(distanceMiles(MOAB, GRAND_JUNCTION)).toBeGreaterThan(55);
    expect(distanceMiles(MOAB, GRAND_JUNCTION)).toBeLessThan(70);
    expect(formatMiles(62.4)).toBe('62 miles');
    expect(formatMiles(1)).toBe('1 mile');
    expect(formatMiles(0.44)).toBe('0.4 miles');
  });

  it('keeps what lies inside, nearest first', () => {
    const inside = withinRadius([{ name: 'denver', ...DENVER }, { name: 'gj', ...GRAND_JUNCTION }, { name: 'moab', ...MOAB }], MOAB, 100);
    expect(inside.map((item) => item.name)).toEqual(['moab', 'gj']);
  });

  it('lists members and locations (distances from the API) with clubs and events (filtered here) in one order, without me', () => {
    const user = (user_id: number, username: string, distance: number) => ({ user_id, username, view_url: `/members/${username}.${user_id}/`, distance, is_member: true, city: null, state: null }) as MapUser;
    const club = { id: 4, name: 'Junction Crawlers', view_url: '/clubs/junction.4/', city: 'Grand Junction', state: 'CO', ...GRAND_JUNCTION } as MapClub;
    const farClub = { id: 5, name: 'Denver 4x4', view_url: '/clubs/denver.5/', city: 'Denver', state: 'CO', ...DENVER } as MapClub;
    const event = { event_id: 9, title: 'Slickrock run', view_url: '/events/9/', city: 'Moab', state: 'UT', latitude: 38.6, longitude: -109.55 } as MapEvent;
    const location = { location_id: 3, name: 'Hell’s Revenge', distance: 2.5, city: 'Moab', state: 'UT' } as TrailLocation;
    const entries = radiusEntries({ users: [user(1, 'me', 0), user(7, 'far', 80), user(8, 'near', 10)], clubs: [club, farClub], events: [event], locations: [location] }, MOAB, 100, 1);
    expect(entries.map((entry) => entry.label)).toEqual(['Slickrock run', 'Hell’s Revenge', 'near', 'Junction Crawlers', 'far']);
    expect(entries.map((entry) => entry.kind)).toEqual(['event', 'location', 'member', 'club', 'member']);
  });
});
