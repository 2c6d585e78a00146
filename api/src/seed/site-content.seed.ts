import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { VEHICLE_TYPES } from './brand.data';
import { insertInBatches } from './bulk-insert';
import { ADS, CUSTOM_FIELDS, homepagePlaceholders, VEHICLE_TRIMS } from './site-content.data';

async function isEmpty(db: Kysely<Database>, table: 'custom_fields' | 'vehicle_trims' | 'homepage_placeholders' | 'ads'): Promise<boolean> {
  const row = await db.selectFrom(table).select((eb) => eb.lit(1).as('one')).limit(1).executeTakeFirst();
  return row === undefined;
}

/**
 * Fills each of these reference tables that is still empty. Safe to run on every start: a database
 * seeded before these tables existed gets them too, and content edited since is left alone.
 */
export async function seedSiteContent(db: Kysely<Database>): Promise<void> {
  if (await isEmpty(db, 'custom_fields')) {
    await insertInBatches(
      db,
      'custom_fields',
      CUSTOM_FIELDS.map((field, index) => ({ ...field, choices: field.choices ? JSON.stringify(field.choices) : null, display_order: (index + 1) * 10 })),
    );
  }
  const types = await db.selectFrom('vehicle_types').select(['vehicle_type_id', 'slug_url', 'title']).orderBy('display_order').execute();
  if ((await isEmpty(db, 'vehicle_trims')) && types.length > 0) {
    await insertInBatches(
      db,
      'vehicle_trims',
      types.flatMap((type) =>
        (VEHICLE_TRIMS[type.slug_url]?.trims ?? []).map(([trim, first_year, last_year], index) => ({
          vehicle_type_id: type.vehicle_type_id,
          model: VEHICLE_TRIMS[type.slug_url].model,
          trim,
          first_year,
          last_year,
          display_order: (index + 1) * 10,
        })),
      ),
    );
  }
  if (await isEmpty(db, 'homepage_placeholders')) {
    const short = new Map<string, string>(VEHICLE_TYPES.map((type) => [type.slug_url, type.short]));
    const owners = [{ vehicle_type_id: 0, slug_url: '', title: '' }, ...types];
    await insertInBatches(
      db,
      'homepage_placeholders',
      owners.flatMap((type) =>
        homepagePlaceholders(type.slug_url, short.get(type.slug_url) ?? type.title).map((placeholder, index) => ({
          ...placeholder,
          vehicle_type_id: type.vehicle_type_id,
          display_order: index + 1,
        })),
      ),
    );
  }
  if (await isEmpty(db, 'ads')) {
    await insertInBatches(
      db,
      'ads',
      ADS.map((ad, index) => ({ ...ad, page_keys: ad.page_keys.join(','), is_active: true, display_order: (index + 1) * 10 })),
    );
  }
}
