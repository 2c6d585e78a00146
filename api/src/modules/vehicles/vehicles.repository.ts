import type { Kysely } from 'kysely';
import type { VehicleType } from '@trailhead/shared-kernel/types';
import type { Database } from '../../db/tables';

/** Type 0 is not a row: it stands for every vehicle type (spec §3). */
export const ALL_CONTENT: VehicleType = {
  vehicle_type_id: 0,
  title: 'All content',
  slug_url: '',
  nav_icon_image_url: null,
  logo_image_url: null,
};

export type VehicleNodeType = 'event' | 'article';

/** Vehicle types in display order; with a node type, only those that have such content. */
export async function listVehicleTypes(db: Kysely<Database>, nodeType?: VehicleNodeType): Promise<VehicleType[]> {
  let query = db
    .selectFrom('vehicle_types as vt')
    .select(['vt.vehicle_type_id', 'vt.title', 'vt.slug_url', 'vt.nav_icon_image_url', 'vt.logo_image_url'])
    .orderBy('vt.display_order')
    .orderBy('vt.vehicle_type_id');
  if (nodeType === 'event') {
    query = query.where(({ exists, selectFrom }) =>
      exists(selectFrom('events').select('event_id').whereRef('events.vehicle_type_id', '=', 'vt.vehicle_type_id')),
    );
  } else if (nodeType === 'article') {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('threads')
          .select('thread_id')
          .whereRef('threads.vehicle_type_id', '=', 'vt.vehicle_type_id')
          .where('threads.discussion_type', '=', 'article'),
      ),
    );
  }
  return query.execute();
}
