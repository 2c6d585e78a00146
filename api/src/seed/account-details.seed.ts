// The demo accounts' answers to the profile's custom fields without a column of their own (issue
// "10 of 12"), and a VIN on member's first vehicle, so /accountDetails opens filled in for them.
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';

const FIELD_VALUES: Record<string, Record<string, string | string[]>> = {
  member: { occupation: 'Fleet mechanic', interests: ['rocks', 'sand'], instagram: 'casey.trails', trail_reports: 'weekly' },
  admin: { occupation: 'Trail steward', interests: ['overland', 'forest'], trail_reports: 'monthly' },
  moderator: { interests: ['mud', 'snow'], instagram: 'morgan_wheels' },
  rookie: { interests: ['forest'], trail_reports: 'never' },
};

export async function seedAccountDetails(db: Kysely<Database>): Promise<void> {
  const users = await db.selectFrom('users').select(['user_id', 'username']).where('username', 'in', Object.keys(FIELD_VALUES)).execute();
  const rows = users.flatMap((user) =>
    Object.entries(FIELD_VALUES[user.username]).map(([field_id, value]) => ({
      user_id: user.user_id,
      field_id,
      field_value: Array.isArray(value) ? JSON.stringify(value) : value,
    })),
  );
  if (rows.length > 0) await db.insertInto('user_field_values').values(rows).execute();
  const member = users.find((user) => user.username === 'member');
  const first = member
    ? await db.selectFrom('user_vehicles').select('user_vehicle_id').where('user_id', '=', member.user_id).orderBy('display_order').limit(1).executeTakeFirst()
    : undefined;
  if (first) await db.updateTable('user_vehicles').set({ vin: '1KTRK21D5PA004217' }).where('user_vehicle_id', '=', first.user_vehicle_id).execute();
}
