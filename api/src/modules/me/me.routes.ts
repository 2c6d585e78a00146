// The logged-in member's own account: GET /me (the profile), /me/counts, POST /me;
// and GET /custom-fields/user (the structure of the profile's custom fields, for everyone).
import type { FastifyInstance } from 'fastify';
import type { CountsResponse, CustomFieldsResponse, UserProfile } from '@trailhead/shared-kernel/types';
import { MESSAGES } from '@trailhead/shared-kernel/schemas';
import { nowSeconds } from '../../clock';
import { ACTIVE_MEMBER, guarded, MEMBER, memberOf } from '../../http/access';
import { ApiError } from '../../http/api-error';
import { noQuery } from '../../http/schemas';
import { canonicalTimeZone } from '../../time-zones';
import { reactionsReceivedRoutes } from '../activity/reactions-received';
import { toUserProfile } from '../users/user-mapper';
import { ignoredUserIds } from '../users/profile.repository';
import { findUserById, updateUserBasics } from '../users/users.repository';
import { userProfileSchema } from '../users/users.schemas';
import meAccountDataRoutes from '../account-data/me-account-data.routes';
import meMembershipRoutes from '../membership/me-membership.routes';
import { countUnread, listCustomFields } from './me.repository';
import { settingsOf } from './settings-fields';
import { countsResponseSchema, customFieldsResponseSchema, profileBody } from './me.schemas';

interface ProfileBasics {
  timezone?: string;
  location?: string;
  city?: string;
  state?: string;
}

/** Spec §7: 'none' stands for an empty value. */
function cleared(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' || trimmed.toLowerCase() === 'none' ? null : trimmed;
}

async function memberReads(app: FastifyInstance): Promise<void> {
  await app.register(reactionsReceivedRoutes);
  // Issue 15's parts of /me, each in its own module: membership and the points programme; your data,
  // sessions and two-factor sign-in.
  await app.register(meMembershipRoutes);
  await app.register(meAccountDataRoutes);
  app.get('/me', { schema: { querystring: noQuery, response: { 200: userProfileSchema } } }, async (request): Promise<UserProfile> => {
    const user = memberOf(request);
    return { ...toUserProfile(user, nowSeconds(), user), ignored_user_ids: await ignoredUserIds(app.db, user.user_id), settings: settingsOf(user) };
  });
}

async function activeMember(app: FastifyInstance): Promise<void> {
  app.get('/me/counts', { schema: { querystring: noQuery, response: { 200: countsResponseSchema } } }, async (request): Promise<CountsResponse> =>
    countUnread(app.db, memberOf(request).user_id),
  );

  // The JSON basics of the profile; unknown fields are ignored.
  app.post<{ Body: ProfileBasics }>('/me', { schema: { body: profileBody, response: { 200: userProfileSchema } } }, async (request): Promise<UserProfile> => {
    const user = memberOf(request);
    const body = request.body;
    const changes: { timezone?: string; city?: string | null; state?: string | null } = {};
    if (body.timezone !== undefined) {
      const timezone = canonicalTimeZone(body.timezone.trim());
      if (!timezone) throw new ApiError(400, 'invalid_timezone', `'${body.timezone.slice(0, 64)}' is not a valid time zone.`);
      changes.timezone = timezone;
    }
    if (body.city !== undefined || body.state !== undefined) {
      if (body.city !== undefined) changes.city = cleared(body.city);
      if (body.state !== undefined) changes.state = cleared(body.state);
    } else if (body.location !== undefined) {
      // A location label "City, ST" when the parts are not sent separately.
      const label = cleared(body.location);
      if (label === null) {
        changes.city = null;
        changes.state = null;
      } else {
        const comma = label.lastIndexOf(',');
        const city = comma > 0 ? label.slice(0, comma).trim() : '';
        const state = comma > 0 ? label.slice(comma + 1).trim() : '';
        if (!city || !state) throw new ApiError(400, 'invalid_location', MESSAGES.location);
        changes.city = city;
        changes.state = state;
      }
    }
    if (Object.keys(changes).length > 0) {
      await app.db.transaction().execute((trx) => updateUserBasics(trx, user.user_id, changes));
    }
    const updated = (await findUserById(app.db, user.user_id)) ?? user;
    return toUserProfile(updated, nowSeconds(), updated);
  });
}

export default async function meRoutes(app: FastifyInstance): Promise<void> {
  await app.register(guarded(MEMBER, memberReads));
  await app.register(guarded(ACTIVE_MEMBER, activeMember));
  app.get('/custom-fields/user', { schema: { querystring: noQuery, response: { 200: customFieldsResponseSchema } } }, async (): Promise<CustomFieldsResponse> => ({
    fields: await listCustomFields(app.db),
  }));
}
