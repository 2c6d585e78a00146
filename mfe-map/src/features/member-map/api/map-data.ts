// The map's reads (spec §7): members with the member / registered flags, clubs, events, and trail
// locations paged 2,500 at a time until the last page.
import { apiRequest } from '@trailhead/shared-kernel/api';
import type {
  ClubsMapResponse,
  EventsMapResponse,
  LocationsQuery,
  LocationsResponse,
  MapUsersColumnsResponse,
  MapUsersQuery,
  MapUsersResponse,
  TrailLocation,
} from '@trailhead/shared-kernel/types';

/** Spec §9: the map asks for locations 2,500 at a time. */
export const LOCATION_PAGE_SIZE = 2500;

export type MapClub = ClubsMapResponse['clubs'][number];
export type MapEvent = EventsMapResponse['events'][number];

/** Members in full: a radius's list (with distances), and who is online. */
export const fetchMapUsers = (query: MapUsersQuery, signal?: AbortSignal) => apiRequest<MapUsersResponse>('/users/map', { query: { ...query }, signal });

/** The whole map's members, only what a marker needs, as columns (map-members.ts reads them). */
export const fetchMapMemberColumns = (query: Omit<MapUsersQuery, 'latitude' | 'longitude' | 'radius' | 'format'>, signal?: AbortSignal) =>
  apiRequest<MapUsersColumnsResponse>('/users/map', { query: { ...query, format: 'columns' }, signal });

export const fetchMapClubs = async (vehicleTypeId: number, signal?: AbortSignal) =>
  (await apiRequest<ClubsMapResponse>('/clubs/map', { query: { vehicle_type_id: vehicleTypeId }, signal })).clubs;

export const fetchMapEvents = async (vehicleTypeId: number, signal?: AbortSignal) =>
  (await apiRequest<EventsMapResponse>('/events/map', { query: { vehicle_type_id: vehicleTypeId, past_events: 0 }, signal })).events;

/** Every page of /locations for this query, one after the other until last_page. */
export async function fetchAllLocations(query: Omit<LocationsQuery, 'page' | 'per_page'>, signal?: AbortSignal): Promise<TrailLocation[]> {
  const locations: TrailLocation[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await apiRequest<LocationsResponse>('/locations', { query: { ...query, page, per_page: LOCATION_PAGE_SIZE }, signal });
    locations.push(...answer.locations);
    if (page >= answer.pagination.last_page || answer.locations.length === 0) return locations;
  }
}
