// What the map draws: the layers' rows as MapView points (contract in ../map-view), each with a
// unique id and an accessible label, and the list of what lies inside the radius.
import type { MapUser, TrailLocation } from '@trailhead/shared-kernel/types';
import type { MapPoint } from '../../map-view';
import type { MapClub, MapEvent } from '../api/map-data';
import type { MapMember } from './map-members';
import { withinRadius, type Position } from './radius';

export interface MapLayersData {
  /** The whole map's members, or those within a radius (in full). */
  users: readonly MapMember[];
  clubs: readonly MapClub[];
  events: readonly MapEvent[];
  locations: readonly TrailLocation[];
}

export const userPointId = (userId: number) => `user:${userId}`;

export function mapPoints({ users, clubs, events, locations }: MapLayersData, meId: number, icons: Record<string, string> = {}): MapPoint[] {
  const points: MapPoint[] = [];
  for (const user of users) {
    const kind = user.user_id === meId ? 'me' : user.is_member ? 'member' : 'registered';
    points.push({ id: userPointId(user.user_id), kind, latitude: user.latitude, longitude: user.longitude, label: user.user_id === meId ? `${user.username} (you)` : user.username });
  }
  for (const club of clubs) points.push({ id: `club:${club.id}`, kind: 'club', latitude: club.latitude, longitude: club.longitude, label: `Club: ${club.name}` });
  for (const event of events) {
    if (event.latitude === null || event.longitude === null) continue;
    points.push({ id: `event:${event.event_id}`, kind: 'event', latitude: event.latitude, longitude: event.longitude, label: `Event: ${event.title}` });
  }
  for (const location of locations) {
    points.push({ id: `location:${location.location_id}`, kind: 'location', latitude: location.latitude, longitude: location.longitude, label: location.name, icon: icons[location.location_type] });
  }
  return points;
}

/** A row of the list beside the map: who or what is inside the radius, with its distance. */
export interface RadiusEntry {
  id: string;
  kind: MapPoint['kind'];
  label: string;
  distance: number;
  /** The row's page, for clubs, events and members. */
  href: string | null;
  detail: string | null;
}

/**
 * Everything inside the radius, nearest first. Members and locations come already filtered by the
 * API (with their distance); clubs and events are filtered here.
 */
export function radiusEntries(data: Omit<MapLayersData, 'users'> & { users: readonly MapUser[] }, centre: Position, miles: number, meId: number): RadiusEntry[] {
  const place = (city: string | null, state: string | null) => [city, state].filter(Boolean).join(', ') || null;
  const entries: RadiusEntry[] = [
    ...data.users
      .filter((user) => user.user_id !== meId)
      .map((user) => ({ id: userPointId(user.user_id), kind: (user.is_member ? 'member' : 'registered') as MapPoint['kind'], label: user.username, distance: user.distance ?? 0, href: user.view_url, detail: place(user.city, user.state) })),
    ...data.locations.map((location) => ({ id: `location:${location.location_id}`, kind: 'location' as const, label: location.name, distance: location.distance ?? 0, href: null, detail: place(location.city, location.state) })),
    ...withinRadius(data.clubs, centre, miles).map((club) => ({ id: `club:${club.id}`, kind: 'club' as const, label: club.name, distance: club.distance, href: club.view_url, detail: place(club.city, club.state) })),
    ...withinRadius(
      data.events.filter((event): event is MapEvent & Position => event.latitude !== null && event.longitude !== null),
      centre,
      miles,
    ).map((event) => ({ id: `event:${event.event_id}`, kind: 'event' as const, label: event.title, distance: event.distance, href: event.view_url, detail: place(event.city, event.state) })),
  ];
  return entries.sort((a, b) => a.distance - b.distance || a.label.localeCompare(b.label));
}
