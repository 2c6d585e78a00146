import { useMemo } from 'react';
import { useQuery } from '@trailhead/shared-kernel/query';
import type { MapUsersQuery, MapUsersResponse, TrailLocation } from '@trailhead/shared-kernel/types';
import { SECTION_LIFETIME_MS, type CachedAnswer, type MapSection } from '../lib/map-cache';
import { memberLists, type MapMemberLists } from '../lib/map-members';
import type { Position } from '../lib/radius';
import { fetchAllLocations, fetchMapClubs, fetchMapEvents, fetchMapMemberColumns, fetchMapUsers, type MapClub, type MapEvent } from './map-data';
import { MAP_STORE_QUERY_KEY, mapCacheFor, takeChanged } from './map-cache-session';

export interface KeptData<T> {
  data: T | undefined;
  /** When the shown data was fetched (ms); with `stale`, the refresh that failed left it. */
  savedAt: number | null;
  stale: boolean;
  isPending: boolean;
  error: Error | null;
}

/**
 * One of the map's reads through the local store: what was kept draws at once, then what has
 * expired (older than its section's lifetime) is fetched again and kept; a failed refresh keeps the old data.
 */
export function useKeptData<T>(userId: number, section: MapSection, key: string, fetch: () => Promise<T>, enabled = true): KeptData<T> {
  const kept = useQuery({
    queryKey: [MAP_STORE_QUERY_KEY, 'kept', userId, key],
    queryFn: async () => (await (await mapCacheFor(userId)).read<T>(key)) ?? null,
    staleTime: Infinity,
    enabled,
  });
  const fresh = useQuery({
    queryKey: [MAP_STORE_QUERY_KEY, 'fresh', userId, key],
    queryFn: async (): Promise<CachedAnswer<T>> => (await mapCacheFor(userId)).load(section, key, fetch, { fresh: takeChanged(key) }),
    staleTime: SECTION_LIFETIME_MS[section],
    enabled: enabled && kept.isFetched,
  });
  const answer = fresh.data ?? kept.data ?? undefined;
  return {
    data: answer?.data,
    savedAt: answer?.savedAt ?? null,
    stale: fresh.data?.stale ?? false,
    isPending: enabled && !answer && !fresh.isError,
    error: answer ? null : (fresh.error as Error | null),
  };
}

/** A read that is not kept (a radius around a point changes with every pick): straight from the API. */
function useRadiusRead<T>(key: readonly unknown[], fetch: (signal: AbortSignal) => Promise<T>, enabled: boolean): KeptData<T> {
  const query = useQuery({ queryKey: ['map-radius', ...key], queryFn: ({ signal }) => fetch(signal), enabled, staleTime: 60_000 });
  return { data: query.data, savedAt: query.dataUpdatedAt || null, stale: false, isPending: enabled && query.isPending, error: query.error as Error | null };
}

export interface RadiusQuery extends Position {
  miles: number;
}

const radiusParams = (radius: RadiusQuery) => ({ latitude: radius.latitude, longitude: radius.longitude, radius: radius.miles });
const vehicleParam = (vehicleTypeId: number) => (vehicleTypeId ? { vehicle_type_id: vehicleTypeId } : {});

/** Everyone of the group on the whole map, kept for a day (as the columns that came, read into rows once). */
export function useMapMembers(userId: number, flags: MapUsersQuery, vehicleTypeId: number): KeptData<MapMemberLists> {
  const query: MapUsersQuery = { ...flags, ...vehicleParam(vehicleTypeId) };
  const kept = useKeptData(userId, 'offRodeo', `members:${JSON.stringify(query)}`, () => fetchMapMemberColumns(query));
  const lists = useMemo(() => kept.data && memberLists(kept.data), [kept.data]);
  return { ...kept, data: lists };
}

/** Members within a radius, in full (the list beside the map shows their place and distance). */
export function useMapUsersNear(flags: MapUsersQuery, vehicleTypeId: number, radius: RadiusQuery | null, enabled: boolean): KeptData<MapUsersResponse> {
  const query: MapUsersQuery = { ...flags, ...vehicleParam(vehicleTypeId) };
  return useRadiusRead(['users', query, radius], (signal) => fetchMapUsers({ ...query, ...radiusParams(radius!) }, signal), enabled && !!radius);
}

/** Online members now (members only, spec §6), by the online users' filter. */
export function useOnlineUsers(userId: number, flags: MapUsersQuery, enabled = true): KeptData<MapUsersResponse> {
  const query: MapUsersQuery = { ...flags, online: 1 };
  return useKeptData(userId, 'onlineUsers', `online:${JSON.stringify(query)}`, () => fetchMapUsers(query), enabled);
}

export function useMapLocations(userId: number, locationType: string, vehicleTypeId: number, radius: RadiusQuery | null, enabled: boolean): KeptData<TrailLocation[]> {
  const query = { ...(locationType ? { location_type: locationType } : {}), ...vehicleParam(vehicleTypeId) };
  const kept = useKeptData(userId, 'offRodeo', `locations:${JSON.stringify(query)}`, () => fetchAllLocations(query), enabled && !radius);
  const near = useRadiusRead(['locations', query, radius], (signal) => fetchAllLocations({ ...query, ...radiusParams(radius!) }, signal), enabled && !!radius);
  return radius ? near : kept;
}

export const useMapClubs = (userId: number, vehicleTypeId: number, enabled: boolean): KeptData<MapClub[]> =>
  useKeptData(userId, 'offRodeo', `clubs:${vehicleTypeId}`, () => fetchMapClubs(vehicleTypeId), enabled);

export const useMapEvents = (userId: number, vehicleTypeId: number, enabled: boolean): KeptData<MapEvent[]> =>
  useKeptData(userId, 'offRodeo', `events:${vehicleTypeId}`, () => fetchMapEvents(vehicleTypeId), enabled);
