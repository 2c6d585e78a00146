// The map's filters, kept in the URL's query where a reload should keep them (which members, the
// layers, the location type, the online users' filter, the radius); defaults stay out of the URL.
import type { MapUsersQuery, MapUsersResponse } from '@trailhead/shared-kernel/types';
import { RADIUS_DEFAULT_MILES, type Position } from './radius';

export type MemberGroup = keyof MapUsersResponse;
export type MapLayer = 'members' | 'clubs' | 'events' | 'locations';
/** Spec §9: the online users' filter is 'registered' by default. */
export type OnlineFilter = 'registered' | 'member' | 'all';

export const MEMBER_GROUPS: { key: MemberGroup; label: string }[] = [
  { key: 'allUsers', label: 'All' },
  { key: 'memberUsers', label: 'Members' },
  { key: 'registeredUsers', label: 'Registered' },
];
export const MAP_LAYERS: { key: MapLayer; label: string }[] = [
  { key: 'members', label: 'Members' },
  { key: 'clubs', label: 'Clubs' },
  { key: 'events', label: 'Events' },
  { key: 'locations', label: 'Trail locations' },
];
export const ONLINE_FILTERS: { key: OnlineFilter; label: string }[] = [
  { key: 'registered', label: 'Registered' },
  { key: 'member', label: 'Members' },
  { key: 'all', label: 'All' },
];

/** Where the radius is drawn around: my position, or a point chosen on the map. */
export type RadiusCentre = { kind: 'me' } | ({ kind: 'point' } & Position);

export interface MapFilters {
  group: MemberGroup;
  layers: MapLayer[];
  locationType: string;
  online: OnlineFilter;
  radius: { on: boolean; miles: number; centre: RadiusCentre };
  /** The location whose panel is open. */
  locationId: number | null;
}

export const DEFAULT_LAYERS: MapLayer[] = ['members', 'locations'];

export const defaultFilters = (): MapFilters => ({
  group: 'allUsers',
  layers: [...DEFAULT_LAYERS],
  locationType: '',
  online: 'registered',
  radius: { on: false, miles: RADIUS_DEFAULT_MILES, centre: { kind: 'me' } },
  locationId: null,
});

/** The query parameters the map reads; the location panel's is the spec's `?location=<id>`. */
export const FILTER_PARAMS = ['show', 'layers', 'type', 'online', 'radius', 'miles', 'centre', 'location'] as const;

const isCoordinate = (value: number, limit: number) => Number.isFinite(value) && Math.abs(value) <= limit;

export function filtersFromParams(params: URLSearchParams): MapFilters {
  const filters = defaultFilters();
  const group = MEMBER_GROUPS.find((candidate) => candidate.key === params.get('show'));
  if (group) filters.group = group.key;
  const layers = params.get('layers');
  if (layers !== null) filters.layers = MAP_LAYERS.map((layer) => layer.key).filter((key) => layers.split(',').includes(key));
  filters.locationType = params.get('type') ?? '';
  const online = ONLINE_FILTERS.find((candidate) => candidate.key === params.get('online'));
  if (online) filters.online = online.key;
  filters.radius.on = params.get('radius') === 'on';
  const miles = Number(params.get('miles'));
  if (Number.isFinite(miles) && miles > 0 && miles <= 3000) filters.radius.miles = miles;
  const [latitude, longitude] = (params.get('centre') ?? '').split(',').map(Number);
  if (params.get('centre') && isCoordinate(latitude, 90) && isCoordinate(longitude, 180)) filters.radius.centre = { kind: 'point', latitude, longitude };
  const location = Number(params.get('location'));
  filters.locationId = Number.isInteger(location) && location > 0 ? location : null;
  return filters;
}

/** The filters as query parameters: only what differs from the defaults; other parameters are kept. */
export function filtersToParams(filters: MapFilters, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const name of FILTER_PARAMS) params.delete(name);
  const defaults = defaultFilters();
  if (filters.group !== defaults.group) params.set('show', filters.group);
  const layers = MAP_LAYERS.map((layer) => layer.key).filter((key) => filters.layers.includes(key));
  if (layers.join(',') !== defaults.layers.join(',')) params.set('layers', layers.join(','));
  if (filters.locationType) params.set('type', filters.locationType);
  if (filters.online !== defaults.online) params.set('online', filters.online);
  if (filters.radius.on) params.set('radius', 'on');
  if (filters.radius.miles !== defaults.radius.miles) params.set('miles', String(filters.radius.miles));
  if (filters.radius.centre.kind === 'point') params.set('centre', `${round(filters.radius.centre.latitude)},${round(filters.radius.centre.longitude)}`);
  if (filters.locationId !== null) params.set('location', String(filters.locationId));
  return params;
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;

/** Does the URL say anything about the filters (else the kept filters of an earlier visit apply)? */
export const hasFilterParams = (params: URLSearchParams) => FILTER_PARAMS.some((name) => name !== 'location' && params.has(name));

/** /users/map's flags (spec §3): member=1 fills memberUsers, registered=1 registeredUsers, both allUsers. */
export function groupFlags(group: MemberGroup): Pick<MapUsersQuery, 'member' | 'registered'> {
  if (group === 'memberUsers') return { member: 1 };
  if (group === 'registeredUsers') return { registered: 1 };
  return { member: 1, registered: 1 };
}

export function onlineGroup(filter: OnlineFilter): MemberGroup {
  return filter === 'member' ? 'memberUsers' : filter === 'registered' ? 'registeredUsers' : 'allUsers';
}
