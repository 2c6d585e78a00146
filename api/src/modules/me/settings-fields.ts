// The Settings payload and the privacy settings (spec §3) as POST /me receives them, and as GET /me
// reports them back to the member: one reading of each field, used by the routes in me.routes.ts.
// PLACEHOLDER (issue 15 contract): the preferences/privacy/signature helper fills this in.
import type { Updateable } from 'kysely';
import type { UsersTable } from '../../db/tables/users.table';
import type { UserRow } from '../../db/tables/users.table';
import type { AccountSettings } from '@trailhead/shared-kernel/types';

/** The columns POST /me's settings, privacy and signature fields change (throws ApiError 400 on a bad value). */
export function settingsChanges(_body: Record<string, unknown>): Updateable<UsersTable> {
  return {};
}

/** GET /me's `settings`: the member's own preferences, privacy and signature. */
export function settingsOf(_user: UserRow): AccountSettings | undefined {
  return undefined;
}
