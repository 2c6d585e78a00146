import type { Kysely } from 'kysely';
import type { HomepagePlaceholder } from '@trailhead/shared-kernel/types';
import type { Database } from '../../db/tables';

/** The home page's side placeholders of a vehicle type, or those of All content (0) when it has none. */
export async function listHomepagePlaceholders(db: Kysely<Database>, vehicleTypeId: number): Promise<HomepagePlaceholder[]> {
  const rows = await db
    .selectFrom('homepage_placeholders')
    .selectAll()
    .where('vehicle_type_id', 'in', vehicleTypeId === 0 ? [0] : [0, vehicleTypeId])
    .orderBy('display_order')
    .orderBy('placeholder_id')
    .execute();
  const own = rows.filter((row) => row.vehicle_type_id === vehicleTypeId);
  return (own.length > 0 ? own : rows.filter((row) => row.vehicle_type_id === 0)).map((row) => ({
    id: row.placeholder_id,
    placeholder_side: row.placeholder_side,
    title: row.title,
    html: row.html,
    vehicle_type_id: row.vehicle_type_id,
  }));
}
