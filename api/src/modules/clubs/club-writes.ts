// Every write on clubs, each in one transaction: register and edit (with their images), review,
// join and leave, ban, lift a ban and remove. member_count is recounted from the members in state
// valid inside the same transaction; joins move last_activity on. The review's alert goes through
// the one alerts writer, and the owner's counts hear of it after the commit.
import type { FastifyInstance } from 'fastify';
import type { Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/tables';
import type { ClubRow, ClubsTable } from '../../db/tables/events-clubs.table';
import type { UserRow } from '../../db/tables/users.table';
import { ApiError } from '../../http/api-error';
import { validateForm } from '../../http/form-validation';
import type { FileStorage } from '../../storage/file-storage';
import { slugify } from '../../view-urls';
import { createAlerts } from '../alerts/alerts-writer';
import { clubBanSchema, clubReviewSchema } from '@trailhead/shared-kernel/schemas';
import { visibleClub, type ClubRef } from './club-detail';
import {
  checkClubForm,
  cleanDescription,
  parseClubImageUrl,
  removeStored,
  storeClubImages,
  type CheckedClubForm,
  type ClubFormInput,
} from './club-form';
import { CLUB_MESSAGES } from '@trailhead/shared-kernel/constants';
import { adminRefusal, joinRefusal, leaveRefusal, memberActionRefusal, registerRefusal } from './club-permissions';
import {
  addMember,
  findClub,
  findMember,
  insertClub,
  recountMembers,
  removeMember,
  setBan,
  slugsLike,
  updateClub,
} from './clubs.repository';
import type { UploadSettings } from '../attachments/upload-settings';

type Db = Kysely<Database>;

/** Words the club routes use after /clubs/: never a club's slug. */
export const RESERVED_SLUGS = new Set(['create', 'review', 'recent', 'most-viewed', 'map', 'members', 'events', 'images', 'profile', 'discussions']);

/** A free slug made from the name: never a route word, never only digits (a number is an id). */
export async function freeSlug(db: Db, name: string): Promise<string> {
  let base = slugify(name).slice(0, 70).replace(/-+$/, '');
  if (RESERVED_SLUGS.has(base) || /^\d+$/.test(base)) base = `${base}-club`;
  const taken = await slugsLike(db, base);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** The club's columns from the checked form; location fields only for a physical club (spec §5). */
function clubColumns(form: CheckedClubForm): Updateable<ClubsTable> {
  const physical = form.location_type === 'physical';
  const orNull = (value: string | null | undefined) => (value ? value : null);
  return {
    name: form.name,
    description: cleanDescription(form.description),
    vehicle_type_id: form.vehicle_type_id ?? 0,
    location_type: form.location_type,
    address: physical ? orNull(form.address) : null,
    city: physical ? orNull(form.city) : null,
    state: physical ? orNull(form.state) : null,
    zipcode: physical ? orNull(form.zipcode)?.toUpperCase() : null,
    country: physical ? orNull(form.country) : null,
    location: physical ? [form.city, form.state].filter(Boolean).join(', ') : null,
    latitude: physical ? (form.latitude ?? null) : null,
    longitude: physical ? (form.longitude ?? null) : null,
    president: orNull(form.president),
    website: orNull(form.website),
    vin: form.vin ? form.vin.toUpperCase() : null,
  };
}

/** The stored values an edit's form starts from. */
function formValuesOf(row: ClubRow): Record<string, unknown> {
  const values: Record<string, unknown> = {
    name: row.name,
    description: row.description,
    vehicle_type_id: row.vehicle_type_id,
    location_type: row.location_type,
    president: row.president,
    website: row.website,
    vin: row.vin,
  };
  if (row.location_type === 'physical') {
    Object.assign(values, { address: row.address, city: row.city, state: row.state, zipcode: row.zipcode, country: row.country, latitude: row.latitude, longitude: row.longitude });
  }
  return values;
}

/** The body as an object whose text fields are text (a list or an object there is a 400, not a cast error). */
function plainBody(body: unknown, textFields: string[], otherFields: string[] = []): Record<string, unknown> {
  const given = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  // Only the form's own fields reach the schema: a body's own 'toString' or '__proto__' never does.
  const fields: Record<string, unknown> = {};
  for (const name of [...textFields, ...otherFields]) if (Object.hasOwn(given, name)) fields[name] = given[name];
  for (const name of textFields) {
    const value = fields[name];
    if (value !== undefined && value !== null && typeof value !== 'string') throw new ApiError(400, `invalid_${name}`, `The field '${name}' must be text.`);
  }
  return fields;
}

export class ClubWrites {
  constructor(
    private readonly app: FastifyInstance,
    private readonly storage: () => FileStorage,
    private readonly uploads: UploadSettings,
  ) {}

  private get db(): Db {
    return this.app.db;
  }

  /** POST /clubs: a new club waiting for review, its owner its first member. */
  async register(user: UserRow, input: ClubFormInput, now: number): Promise<number> {
    const refusal = registerRefusal(user);
    if (refusal) throw refusal;
    const form = await checkClubForm(this.db, input.fields, null, null, user.user_id);
    const images = await storeClubImages(input.files, this.uploads, this.storage());
    try {
      return await this.db.transaction().execute(async (trx) => {
        const clubId = await insertClub(trx, {
          ...(clubColumns(form) as Required<Pick<ClubsTable, 'name' | 'location_type'>>),
          description: cleanDescription(form.description),
          slug: await freeSlug(trx, form.name),
          owner_user_id: user.user_id,
          club_state: 'pending',
          cover_url: images.urls.cover ?? null,
          avatar_url: images.urls.avatar ?? null,
          last_activity: now,
          created_at: now,
        } as never);
        await addMember(trx, clubId, user.user_id, now);
        await recountMembers(trx, clubId);
        return clubId;
      });
    } catch (error) {
      await removeStored(this.storage(), images.written);
      throw error;
    }
  }

  /** POST /clubs/{id}: those who run the club edit it; replaced or removed images are deleted after the commit. */
  async edit(user: UserRow | null, clubId: number, input: ClubFormInput): Promise<void> {
    const row = await visibleClub(this.db, { id: clubId }, user);
    const refusal = adminRefusal(user, row);
    if (refusal) throw refusal;
    const form = await checkClubForm(this.db, input.fields, formValuesOf(row), row.club_id, user!.user_id);
    const images = await storeClubImages(input.files, this.uploads, this.storage());
    const values: Updateable<ClubsTable> = clubColumns(form);
    const dropped: (string | null)[] = [];
    for (const field of ['cover', 'avatar'] as const) {
      const column = `${field}_url` as const;
      const replaced = images.urls[field] ?? (form[`remove_${field}`] === 1 ? null : undefined);
      if (replaced === undefined) continue;
      values[column] = replaced;
      dropped.push(row[column]);
    }
    try {
      await this.db.transaction().execute(async (trx) => {
        await updateClub(trx, row.club_id, values);
      });
    } catch (error) {
      await removeStored(this.storage(), images.written);
      throw error;
    }
    const unused = dropped.map(parseClubImageUrl).filter((image) => image !== null);
    if (unused.length > 0) await removeStored(this.storage(), unused.map((image) => image.storageId));
  }

  /** POST /clubs/{id}/review: approve, or reject with a reason; the owner is alerted either way. */
  async review(reviewer: UserRow, clubId: number, body: unknown, now: number): Promise<void> {
    const payload = await validateForm(clubReviewSchema, plainBody(body, ['decision', 'reason']), { decision: 'invalid_decision', reason: 'invalid_reason' });
    const row = await findClub(this.db, clubId);
    if (!row) throw new ApiError(404, 'not_found', CLUB_MESSAGES.notFound);
    const alerted = await this.db.transaction().execute(async (trx) => {
      const current = await findClub(trx, clubId);
      if (!current || current.club_state !== 'pending') throw new ApiError(409, 'already_reviewed', CLUB_MESSAGES.alreadyReviewed);
      const approve = payload.decision === 'approve';
      const reason = approve ? null : (payload.reason ?? '').trim();
      // Only a club still pending is decided: two moderators at once decide it once.
      const result = await trx
        .updateTable('clubs')
        .set({ club_state: approve ? 'approved' : 'rejected', reviewed_by: reviewer.user_id, reviewed_at: now, reject_reason: reason, ...(approve ? { last_activity: now } : {}) })
        .where('club_id', '=', clubId)
        .where('club_state', '=', 'pending')
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw new ApiError(409, 'already_reviewed', CLUB_MESSAGES.alreadyReviewed);
      return createAlerts(
        trx,
        [{
          user_id: current.owner_user_id,
          from_user_id: reviewer.user_id,
          action: approve ? 'club_approved' : 'club_rejected',
          content_type: 'club',
          content_id: clubId,
          extra_data: { title: current.name, ...(reason ? { reason } : {}) },
        }],
        now,
      );
    });
    for (const userId of alerted) this.app.live.publishCounts(userId);
  }

  /** POST /clubs/{idOrSlug}/join. */
  async join(user: UserRow | null, ref: ClubRef, now: number): Promise<number> {
    const row = await visibleClub(this.db, ref, user);
    return this.db.transaction().execute(async (trx) => {
      const state = user ? (await findMember(trx, row.club_id, user.user_id))?.member_state : undefined;
      const refusal = joinRefusal(user, row, state);
      if (refusal) throw refusal;
      if (!(await addMember(trx, row.club_id, user!.user_id, now))) throw joinRefusal(user, row, 'valid')!;
      await recountMembers(trx, row.club_id, now);
      return row.club_id;
    });
  }

  /** POST /clubs/{idOrSlug}/leave. */
  async leave(user: UserRow | null, ref: ClubRef): Promise<number> {
    const row = await visibleClub(this.db, ref, user);
    return this.db.transaction().execute(async (trx) => {
      const state = user ? (await findMember(trx, row.club_id, user.user_id))?.member_state : undefined;
      const refusal = leaveRefusal(user, row, state);
      if (refusal) throw refusal;
      await removeMember(trx, row.club_id, user!.user_id);
      await recountMembers(trx, row.club_id);
      return row.club_id;
    });
  }

  /** The club (by id) for a call of those who run it, and the target member's row. */
  private async runnersCall(user: UserRow | null, clubId: number, targetUserId: number) {
    const row = await visibleClub(this.db, { id: clubId }, user);
    const refusal = adminRefusal(user, row) ?? memberActionRefusal(row, targetUserId);
    if (refusal) throw refusal;
    return row;
  }

  /** POST /clubs/members/{userId}/ban {club_id, reason}. Returns the club. */
  async ban(user: UserRow | null, targetUserId: number, body: unknown, now: number): Promise<ClubRow> {
    const payload = await validateForm(clubBanSchema, plainBody(body, ['reason'], ['club_id']), { club_id: 'invalid_club_id', reason: 'invalid_reason' });
    const row = await this.runnersCall(user, payload.club_id, targetUserId);
    await this.db.transaction().execute(async (trx) => {
      if (!(await findMember(trx, row.club_id, targetUserId))) throw new ApiError(404, 'not_found', CLUB_MESSAGES.noClubMembers);
      await setBan(trx, row.club_id, targetUserId, { reason: payload.reason, by: user!.user_id, at: now });
      await recountMembers(trx, row.club_id);
    });
    return row;
  }

  /** POST /clubs/members/{userId}/lift-ban {club_id}. Returns the club. */
  async liftBan(user: UserRow | null, targetUserId: number, clubId: number): Promise<ClubRow> {
    const row = await this.runnersCall(user, clubId, targetUserId);
    await this.db.transaction().execute(async (trx) => {
      const member = await findMember(trx, row.club_id, targetUserId);
      if (!member) throw new ApiError(404, 'not_found', CLUB_MESSAGES.noClubMembers);
      if (member.member_state !== 'banned') throw new ApiError(409, 'not_banned', CLUB_MESSAGES.notBanned);
      await setBan(trx, row.club_id, targetUserId, null);
      await recountMembers(trx, row.club_id);
    });
    return row;
  }

  /** DELETE /clubs/{id}/members {user_id}. Returns the club. */
  async remove(user: UserRow | null, clubId: number, targetUserId: number): Promise<ClubRow> {
    const row = await this.runnersCall(user, clubId, targetUserId);
    await this.db.transaction().execute(async (trx) => {
      if (!(await findMember(trx, row.club_id, targetUserId))) throw new ApiError(404, 'not_found', CLUB_MESSAGES.noClubMembers);
      await removeMember(trx, row.club_id, targetUserId);
      await recountMembers(trx, row.club_id);
    });
    return row;
  }
}
