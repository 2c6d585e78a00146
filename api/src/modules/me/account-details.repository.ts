// The member's own account details: what /accountDetails reads and POST /me writes (the users
// columns, the custom fields without a column, the vehicles), and the pending e-mail change.
import type { Kysely, Updateable } from 'kysely';
import type { AccountDetails, AccountVehicle } from '@trailhead/shared-kernel/types';
import type { Database } from '../../db/tables';
import type { UserRow, UsersTable } from '../../db/tables/users.table';
import type { ProfileChanges } from './profile-form';

/** Writes POST /me's changes (with the settings' columns) in the caller's transaction. */
export async function applyProfileChanges(
  trx: Kysely<Database>,
  userId: number,
  changes: ProfileChanges,
  settings: Updateable<UsersTable>,
): Promise<void> {
  const columns = { ...settings, ...changes.columns };
  if (Object.keys(columns).length > 0) await trx.updateTable('users').set(columns).where('user_id', '=', userId).execute();
  for (const [fieldId, value] of Object.entries(changes.fieldValues)) {
    await trx.deleteFrom('user_field_values').where('user_id', '=', userId).where('field_id', '=', fieldId).execute();
    if (value !== '') await trx.insertInto('user_field_values').values({ user_id: userId, field_id: fieldId, field_value: value }).execute();
  }
  if (changes.vehicles) {
    await trx.deleteFrom('user_vehicles').where('user_id', '=', userId).execute();
    if (changes.vehicles.length > 0) {
      await trx
        .insertInto('user_vehicles')
        .values(
          changes.vehicles.map((vehicle, index) => ({
            user_id: userId,
            vehicle_type_id: vehicle.vehicle_type_id,
            model_year: vehicle.model_year,
            model: vehicle.model,
            trim_name: vehicle.trim_name,
            vin: vehicle.vin,
            is_default: vehicle.is_default,
            display_order: index,
          })),
        )
        .execute();
    }
  }
}

async function accountVehicles(db: Kysely<Database>, userId: number): Promise<AccountVehicle[]> {
  const rows = await db
    .selectFrom('user_vehicles as v')
    // The trim it was chosen from (trims are one per type, model and name).
    .leftJoin('vehicle_trims as t', (join) =>
      join.onRef('t.vehicle_type_id', '=', 'v.vehicle_type_id').onRef('t.model', '=', 'v.model').onRef('t.trim', '=', 'v.trim_name'),
    )
    .select(['v.user_vehicle_id', 'v.vehicle_type_id', 't.model_year_trim_id', 'v.model_year', 'v.model', 'v.trim_name', 'v.vin', 'v.is_default'])
    .where('v.user_id', '=', userId)
    .orderBy('v.display_order')
    .orderBy('v.user_vehicle_id')
    .execute();
  return rows.map((row) => ({
    user_vehicle_id: row.user_vehicle_id,
    vehicle_type_id: row.vehicle_type_id,
    model_year_trim_id: row.model_year_trim_id ?? null,
    model_year: row.model_year,
    model: row.model,
    trim: row.trim_name,
    vin: row.vin,
    is_default: Boolean(row.is_default),
  }));
}

/** The address of the member's newest open e-mail change, or null. */
export async function pendingEmail(db: Kysely<Database>, userId: number, now: number): Promise<string | null> {
  const row = await db
    .selectFrom('account_tokens')
    .select('new_email')
    .where('user_id', '=', userId)
    .where('purpose', '=', 'email_change')
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('token_id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.new_email ?? null;
}

/** GET /me/details. */
export async function readAccountDetails(db: Kysely<Database>, user: UserRow, now: number): Promise<AccountDetails> {
  const [values, vehicles, pending] = await Promise.all([
    db.selectFrom('user_field_values').select(['field_id', 'field_value']).where('user_id', '=', user.user_id).execute(),
    accountVehicles(db, user.user_id),
    pendingEmail(db, user.user_id, now),
  ]);
  const custom: Record<string, string | string[]> = {};
  for (const { field_id, field_value } of values) {
    // Checkbox fields are stored as a JSON list.
    if (field_value.startsWith('[')) {
      try {
        custom[field_id] = JSON.parse(field_value) as string[];
        continue;
      } catch {
        // stored as text after all
      }
    }
    custom[field_id] = field_value;
  }
  custom.first_name = user.first_name ?? '';
  custom.last_name = user.last_name ?? '';
  custom.about = user.about ?? '';
  custom.website = user.website ?? '';
  custom.vehicle = user.vehicle_description ?? '';
  return {
    user_id: user.user_id,
    username: user.username,
    email: user.email,
    pending_email: pending,
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    show_first_last_name: Boolean(user.show_first_last_name),
    city: user.city ?? '',
    state: user.state ?? '',
    birth_date: user.birth_date,
    timezone: user.timezone,
    about: user.about ?? '',
    website: user.website ?? '',
    custom_fields: custom,
    vehicles,
    avatar_urls: { h: user.avatar_url },
    banner_urls: { l: user.banner_url },
    banner_position_y: user.banner_position_y,
  };
}

/** Another account using this address (stored lower-case). */
export async function emailTakenByOther(db: Kysely<Database>, email: string, userId: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('user_id').where('email', '=', email).where('user_id', '<>', userId).limit(1).executeTakeFirst();
  return row !== undefined;
}

export async function setNewEmail(trx: Kysely<Database>, userId: number, email: string): Promise<void> {
  // The link proves the member reads this address.
  await trx.updateTable('users').set({ email, email_confirmed: true }).where('user_id', '=', userId).execute();
}

export async function setTokenEmail(trx: Kysely<Database>, tokenId: number, email: string): Promise<void> {
  await trx.updateTable('account_tokens').set({ new_email: email }).where('token_id', '=', tokenId).execute();
}

export async function setMemberImages(
  db: Kysely<Database>,
  userId: number,
  images: { avatar_url?: string | null; banner_url?: string | null; banner_position_y?: number },
): Promise<void> {
  await db.updateTable('users').set(images).where('user_id', '=', userId).execute();
}

/** Whether a member's avatar or banner is this image (only those are served). */
export async function memberUsingImage(db: Kysely<Database>, url: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('user_id')
    .where((eb) => eb.or([eb('avatar_url', '=', url), eb('banner_url', '=', url)]))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
