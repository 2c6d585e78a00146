import type { TrailEvent } from '@trailhead/shared-kernel/types';
import { eventUrl } from '../../view-urls';
import { toUserSummary, type SummaryFields } from '../users/user-mapper';
import type { EventListRow } from './events.repository';

export function toTrailEvent(row: EventListRow, organiser: SummaryFields, now: number): TrailEvent {
  return {
    event_id: row.event_id,
    title: row.title,
    description: row.description,
    kind: row.kind,
    start_date: row.start_date,
    end_date: row.end_date,
    region: row.region,
    location_name: row.location_name,
    city: row.city,
    state: row.state,
    latitude: row.latitude,
    longitude: row.longitude,
    rigs_no: row.rigs_no,
    attending_count: row.attending_count,
    vehicle_type_id: row.vehicle_type_id,
    is_past: row.end_date < now,
    is_cancelled: Boolean(row.is_cancelled),
    club_id: row.club_id,
    view_url: eventUrl(row.event_id),
    User: toUserSummary(organiser, now),
  };
}
