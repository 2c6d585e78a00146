import type { Kysely } from 'kysely';
import type { VehicleOptionsResponse } from '@trailhead/shared-kernel/types';
import type { Database } from '../../db/tables';

function yearsOf(first: number, last: number): number[] {
  const years: number[] = [];
  for (let year = last; year >= first; year--) years.push(year);
  return years;
}

/** Models by vehicle type, each with its trims and the model years each trim was sold (newest first). */
export async function listVehicleOptions(db: Kysely<Database>): Promise<VehicleOptionsResponse> {
  const rows = await db
    .selectFrom('vehicle_trims')
    .innerJoin('vehicle_types', 'vehicle_types.vehicle_type_id', 'vehicle_trims.vehicle_type_id')
    .select(['vehicle_trims.model_year_trim_id', 'vehicle_trims.vehicle_type_id', 'vehicle_trims.model', 'vehicle_trims.trim', 'vehicle_trims.first_year', 'vehicle_trims.last_year'])
    .orderBy('vehicle_types.display_order')
    .orderBy('vehicle_trims.display_order')
    .orderBy('vehicle_trims.model_year_trim_id')
    .execute();
  const models = new Map<string, VehicleOptionsResponse['models'][number]>();
  const allYears = new Set<number>();
  for (const row of rows) {
    const key = `${row.vehicle_type_id}:${row.model}`;
    const model = models.get(key) ?? { model: row.model, vehicle_type_id: row.vehicle_type_id, trims: [] };
    const years = yearsOf(row.first_year, row.last_year);
    years.forEach((year) => allYears.add(year));
    model.trims.push({ model_year_trim_id: row.model_year_trim_id, trim: row.trim, years });
    models.set(key, model);
  }
  return { years: [...allYears].sort((a, b) => b - a), models: [...models.values()] };
}

export async function findVehicleTrim(db: Kysely<Database>, modelYearTrimId: number) {
  return db.selectFrom('vehicle_trims').selectAll().where('model_year_trim_id', '=', modelYearTrimId).executeTakeFirst();
}
