import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import type { EventRow } from '../../db/tables/events-clubs.table';

export interface EventsFilter {
  now: number;
  /** true: events that have ended, newest first; false: upcoming and running, soonest first. */
  past: boolean;
  includeCancelled: boolean;
  region?: string;
  /** 0 = every vehicle type; otherwise events for that type and events open to all types. */
  vehicleTypeId: number;
  limit: number;
  offset: number;
}

export type EventListRow = EventRow & { attending_count: number };

export async function listEvents(
  db: Kysely<Database>,
  filter: EventsFilter,
): Promise<{ rows: EventListRow[]; total: number }> {
  let base = db.selectFrom('events').where('events.end_date', filter.past ? '<' : '>=', filter.now);
  if (!filter.includeCancelled) base = base.where('events.is_cancelled', '=', false);
  if (filter.region) base = base.where('events.region', '=', filter.region);
  if (filter.vehicleTypeId > 0) base = base.where('events.vehicle_type_id', 'in', [filter.vehicleTypeId, 0]);

  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const direction = filter.past ? 'desc' : 'asc';
  const rows = await base
    .selectAll('events')
    .select((eb) =>
      eb
        .selectFrom('event_attendees')
        .select((sub) => sub.fn.countAll<number>().as('n'))
        .whereRef('event_attendees.event_id', '=', 'events.event_id')
        .as('attending_count'),
    )
    .orderBy('events.start_date', direction)
    .orderBy('events.event_id', direction)
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
  return {
    rows: rows.map((row) => ({ ...row, attending_count: Number(row.attending_count ?? 0) })),
    total: Number(total),
  };
}
