import type { EventRecurrence, EventsMapResponse, TrailEvent, WeekDay } from '@trailhead/shared-kernel/types';
import { clubEventUrl, eventUrl } from '../../view-urls';
import { toUserSummary, type SummaryFields } from '../users/user-mapper';
import type { EventListRow, EventSeriesRow } from './events.repository';

/** A club event's page is under its club; every other event's is /events/{id}. */
export function eventViewUrl(row: Pick<EventListRow, 'event_id' | 'club_slug'>): string {
  return row.club_slug !== null ? clubEventUrl(row.club_slug, row.event_id) : eventUrl(row.event_id);
}

export function toTrailEvent(row: EventListRow, organiser: SummaryFields, now: number): TrailEvent {
  return {
    event_id: row.event_id,
    title: row.title,
    description: row.description,
    kind: row.kind,
    start_date: row.start_date,
    end_date: row.end_date,
    timezone: row.timezone,
    registration_deadline: row.registration_deadline,
    region: row.region,
    location_name: row.location_name,
    address: row.address,
    city: row.city,
    state: row.state,
    latitude: row.latitude,
    longitude: row.longitude,
    rigs_no: row.rigs_no,
    attending_count: row.attending_count,
    waitlist_count: row.waitlist_count,
    vehicle_type_id: row.vehicle_type_id,
    members_first_until: row.members_first_until,
    series_id: row.series_id,
    occurrence_index: row.occurrence_index,
    is_past: row.end_date < now,
    is_cancelled: Boolean(row.is_cancelled),
    club_id: row.club_id,
    view_url: eventViewUrl(row),
    User: toUserSummary(organiser, now),
  };
}

export function toMapEvent(row: EventListRow): EventsMapResponse['events'][number] {
  return {
    event_id: row.event_id,
    title: row.title,
    kind: row.kind,
    start_date: row.start_date,
    end_date: row.end_date,
    timezone: row.timezone,
    region: row.region,
    location_name: row.location_name,
    city: row.city,
    state: row.state,
    latitude: row.latitude,
    longitude: row.longitude,
    vehicle_type_id: row.vehicle_type_id,
    attending_count: row.attending_count,
    rigs_no: row.rigs_no,
    view_url: eventViewUrl(row),
  };
}

export function toRecurrence(series: EventSeriesRow): EventRecurrence {
  return {
    pattern: series.pattern,
    interval: series.interval,
    recurrence_days: series.week_days ? (series.week_days.split(',') as WeekDay[]) : [],
    until_date: series.until_date,
    count: series.occurrence_count,
  };
}
