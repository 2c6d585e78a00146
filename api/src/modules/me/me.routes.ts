// The logged-in member's own account: GET /me (the profile), /me/counts, POST /me;
// and GET /custom-fields/user (the structure of the profile's custom fields, for everyone).
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { CountsResponse, CustomFieldsResponse, UserProfile } from '@trailhead/shared-kernel/types';
import type { UserRow } from '../../db/tables/users.table';
import { nowSeconds } from '../../clock';
import { ACTIVE_MEMBER, guarded, MEMBER, memberOf } from '../../http/access';
import { noQuery } from '../../http/schemas';
import { reactionsReceivedRoutes } from '../activity/reactions-received';
import { toUserProfile } from '../users/user-mapper';
import { ignoredUserIds } from '../users/profile.repository';
import { findUserById } from '../users/users.repository';
import { userProfileSchema } from '../users/users.schemas';
import meAccountDataRoutes from '../account-data/me-account-data.routes';
import meMembershipRoutes from '../membership/me-membership.routes';
import { countUnread, listCustomFields } from './me.repository';
import { accountDetailsReadRoutes, emailChangeRoutes, memberImageStore, memberImagesRoutes, publicAccountRoutes, type ImageStore } from './account-details.routes';
import { applyProfileChanges } from './account-details.repository';
import { checkProfileForm, readProfileForm } from './profile-form';
import { settingsChanges, settingsOf } from './settings-fields';
import { countsResponseSchema, customFieldsResponseSchema, PROFILE_FORMS, profileBody } from './me.schemas';
import { forgetMemberProfile } from '../users/profile.routes';
import { forgetMemberMap } from '../users/member-map';

async function memberReads(app: FastifyInstance): Promise<void> {
  await app.register(reactionsReceivedRoutes);
  // Issue 15's parts of /me, each in its own module: membership and the points programme; your data,
  // sessions and two-factor sign-in.
  await app.register(meMembershipRoutes);
  await app.register(meAccountDataRoutes);
  app.get('/me', { schema: { querystring: noQuery, response: { 200: userProfileSchema } } }, async (request): Promise<UserProfile> => {
    const user = memberOf(request);
    return Object.assign(toUserProfile(user, nowSeconds(), user), ownOnly(user), { ignored_user_ids: await ignoredUserIds(app.db, user.user_id) });
  });
  await app.register(accountDetailsReadRoutes);
}

/** What GET /me (and POST /me's answer) tells the member alone: their settings, and where they are exactly. */
function ownOnly(user: UserRow): Pick<UserProfile, 'settings' | 'map_position'> {
  const placed = user.latitude !== null && user.longitude !== null;
  return { settings: settingsOf(user), map_position: placed ? { latitude: user.latitude as number, longitude: user.longitude as number } : null };
}

const activeMember = (images: ImageStore) => async (app: FastifyInstance): Promise<void> => {
  // POST /me and the avatar and banner may come as multipart forms: only this group reads them.
  await app.register(multipart, {
    limits: { fileSize: app.settings.uploads.maxUploadKb * 1024, files: 1, fields: 200, parts: 201, fieldSize: 64 * 1024 },
  });
  app.get('/me/counts', { schema: { querystring: noQuery, response: { 200: countsResponseSchema } } }, async (request): Promise<CountsResponse> =>
    countUnread(app.db, memberOf(request).user_id),
  );

  // The account details (spec §7: multipart or JSON, arrays as name[], 'none' becomes empty) and the
  // settings, privacy and signature fields (settings-fields.ts), in one update; fields not sent keep their value.
  app.post('/me', { schema: { consumes: PROFILE_FORMS, body: profileBody, response: { 200: userProfileSchema } } }, async (request): Promise<UserProfile> => {
    const user = memberOf(request);
    const fields = await readProfileForm(request, app.settings.uploads);
    const now = nowSeconds();
    const changes = await checkProfileForm(app.db, fields, new Date(now * 1000));
    const settings = settingsChanges(fields, user);
    await app.db.transaction().execute((trx) => applyProfileChanges(trx, user.user_id, changes, settings));
    // Privacy and profile changes show at once on the card and profile others open (their caches).
    forgetMemberProfile(app.db, user.user_id);
    // Position, privacy and the default vehicle are on the member map.
    forgetMemberMap(app.db);
    const updated = (await findUserById(app.db, user.user_id)) ?? user;
    return Object.assign(toUserProfile(updated, now, updated), ownOnly(updated), { ignored_user_ids: await ignoredUserIds(app.db, user.user_id) });
  });
  await app.register(memberImagesRoutes(images));
  await app.register(emailChangeRoutes);
};

export default async function meRoutes(app: FastifyInstance): Promise<void> {
  await app.register(guarded(MEMBER, memberReads));
  const images = memberImageStore(app);
  await app.register(guarded(ACTIVE_MEMBER, activeMember(images)));
  // The confirmation link of an e-mail change and the member images work without a session.
  await app.register(publicAccountRoutes(images));
  app.get('/custom-fields/user', { schema: { querystring: noQuery, response: { 200: customFieldsResponseSchema } } }, async (): Promise<CustomFieldsResponse> => ({
    fields: await listCustomFields(app.db),
  }));
}
