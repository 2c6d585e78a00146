// PLACEHOLDER written by the lead (the awards helper replaces it): the awards a member holds, for
// the profile's withTrophies option and GET /users/{id}/awards.
import type { Kysely } from 'kysely';
import type { UserAward } from '@trailhead/shared-kernel/types';
import type { Database } from '../../db/tables';

/** The member's awards, newest first, as the viewer sees them (viewer_state for the viewer). */
export async function awardsOfUser(_db: Kysely<Database>, _userId: number, _viewerId: number | null): Promise<UserAward[]> {
  return [];
}
