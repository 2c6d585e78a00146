// The club form (POST /clubs, POST /clubs/{id}): read from JSON, a urlencoded form or a multipart
// form whose image files are `cover` and `avatar`; checked by the shared clubSchema (the page's
// form checks the same, with the same words); images go through the attachments' upload checks
// (content sniffed, size and dimensions, metadata stripped) and into the file storage.
import type { FastifyRequest } from 'fastify';
import { clubSchema, type ClubFormValues } from '@trailhead/shared-kernel/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { ApiError } from '../../http/api-error';
import { validateForm } from '../../http/form-validation';
import type { FileStorage } from '../../storage/file-storage';
import { newStorageId } from '../../storage/file-storage';
import { KINDS, type FileKind } from '../attachments/file-inspection';
import { checkUpload, multipartError } from '../attachments/upload-check';
import type { UploadSettings } from '../attachments/upload-settings';
import { sanitizePostHtml } from '../posting/post-html';
import { CLUB_MESSAGES } from '@trailhead/shared-kernel/constants';
import { clubWithVin, vinOnProfile } from './clubs.repository';

export const CLUB_IMAGE_FIELDS = ['cover', 'avatar'] as const;
export type ClubImageField = (typeof CLUB_IMAGE_FIELDS)[number];

/** The form fields a club has (anything else sent is ignored). */
const FORM_FIELDS = [
  'name', 'description', 'vehicle_type_id', 'location_type', 'address', 'city', 'state', 'zipcode', 'country',
  'latitude', 'longitude', 'president', 'website', 'vin', 'remove_cover', 'remove_avatar',
] as const;

export interface ClubFormInput {
  fields: Record<string, unknown>;
  files: Partial<Record<ClubImageField, { filename: string; bytes: Buffer }>>;
}


/** The form's fields (and image files, from a multipart form). */
export async function readClubForm(request: FastifyRequest, settings: UploadSettings): Promise<ClubFormInput> {
  if (!request.isMultipart()) {
    const body = request.body;
    const fields = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    const misplaced = CLUB_IMAGE_FIELDS.find((name) => fields[name] !== undefined);
    if (misplaced) throw new ApiError(400, 'unexpected_file', `Send the ${misplaced} image as a file in a multipart/form-data form.`);
    return { fields, files: {} };
  }
  const fields: Record<string, unknown> = {};
  const files: ClubFormInput['files'] = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const name = part.fieldname as ClubImageField;
        if (!CLUB_IMAGE_FIELDS.includes(name)) {
          part.file.resume();
          throw new ApiError(400, 'unexpected_file', `Send images in the form fields cover and avatar, not '${part.fieldname.slice(0, 40)}'.`);
        }
        const bytes = await part.toBuffer();
        // A file input left empty still sends a part without a name or bytes.
        if (bytes.length > 0 || part.filename) files[name] = { filename: part.filename, bytes };
      } else {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw multipartError(error, settings, 'Send at most two images: cover and avatar.');
  }
  return { fields, files };
}

/** Only the club's own fields, text as sent; arrays or objects where text belongs are refused. */
function pickFields(fields: Record<string, unknown>): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const name of FORM_FIELDS) {
    const value = fields[name];
    if (value === undefined) continue;
    if (value !== null && typeof value === 'object') throw new ApiError(400, 'invalid_field', `The field '${name}' must be a single value.`);
    picked[name] = value;
  }
  return picked;
}

const FIELD_CODES: Record<string, string> = {
  name: 'invalid_name',
  location_type: 'invalid_location_type',
  address: 'invalid_address',
  city: 'invalid_address',
  state: 'invalid_address',
  country: 'invalid_country',
  zipcode: 'invalid_zipcode',
  website: 'invalid_website',
  vin: 'invalid_vin',
};

export type CheckedClubForm = ClubFormValues;

/**
 * The form checked by the shared schema. `current`: an edit's stored values, which the fields sent
 * replace (a field not sent keeps its value).
 */
export async function checkClubForm(
  db: Kysely<Database>,
  fields: Record<string, unknown>,
  current: Record<string, unknown> | null,
  clubId: number | null,
  memberId: number,
): Promise<CheckedClubForm> {
  const merged = { ...(current ?? {}), ...pickFields(fields) };
  // Empty optional text means none (a form sends '' for a field left empty).
  for (const name of ['latitude', 'longitude', 'president', 'website', 'vin', 'vehicle_type_id'] as const) {
    if (merged[name] === '') merged[name] = name === 'vehicle_type_id' ? 0 : null;
  }
  const form = await validateForm(clubSchema(), merged, FIELD_CODES);
  if (form.vehicle_type_id) {
    const vehicle = await db.selectFrom('vehicle_types').select('vehicle_type_id').where('vehicle_type_id', '=', form.vehicle_type_id).executeTakeFirst();
    if (!vehicle) throw new ApiError(400, 'invalid_vehicle_type', 'No vehicle types found');
  }
  // Spec §5: a VIN must not duplicate one on the profile of the member sending the form. Checked
  // when the VIN is new or changed, so a vehicle added to the profile later does not lock the club's
  // other fields. And one vehicle registers one club.
  if (form.vin) {
    const changed = String(current?.vin ?? '').toUpperCase() !== form.vin.toUpperCase();
    if (changed && (await vinOnProfile(db, memberId, form.vin))) throw new ApiError(409, 'vin_on_profile', CLUB_MESSAGES.vinOnProfile);
    if ((await clubWithVin(db, form.vin, clubId)) !== undefined) throw new ApiError(409, 'vin_taken', CLUB_MESSAGES.vinTaken);
  }
  return form;
}

/** The description as stored: sanitised HTML by the one shared sanitiser. */
export function cleanDescription(description: string | undefined | null): string {
  return sanitizePostHtml(description ?? '').trim();
}

/** Where a club image is served from: /api/clubs/images/{storage id}.{extension}. */
export function clubImageUrl(storageId: string, kind: FileKind): string {
  return `/api/clubs/images/${storageId}.${KINDS[kind].extensions[0]}`;
}

/** The storage id and kind named by a club image URL, or null when it is not one of ours. */
export function parseClubImageUrl(url: string | null): { storageId: string; kind: FileKind } | null {
  const match = /^\/api\/clubs\/images\/([0-9a-f]{32})\.([a-z]+)$/.exec(url ?? '');
  if (!match) return null;
  const kind = (Object.keys(KINDS) as FileKind[]).find((candidate) => KINDS[candidate].isImage && KINDS[candidate].extensions[0] === match[2]);
  return kind ? { storageId: match[1], kind } : null;
}

export interface StoredImages {
  urls: Partial<Record<ClubImageField, string>>;
  /** Storage ids written now: removed again if the write that names them fails. */
  written: string[];
}

/** Checks each image (the upload pipeline; images only) and stores it; nothing is stored if one is refused. */
export async function storeClubImages(files: ClubFormInput['files'], settings: UploadSettings, storage: FileStorage): Promise<StoredImages> {
  const checked: [ClubImageField, Awaited<ReturnType<typeof checkUpload>>][] = [];
  for (const field of CLUB_IMAGE_FIELDS) {
    const file = files[field];
    if (!file) continue;
    const upload = await checkUpload(file.filename || `${field}.png`, file.bytes, settings);
    if (!upload.isImage) throw new ApiError(415, 'invalid_file_type', `The ${field} must be an image (${imageTypes()}).`);
    checked.push([field, upload]);
  }
  const stored: StoredImages = { urls: {}, written: [] };
  try {
    for (const [field, upload] of checked) {
      const storageId = newStorageId();
      await storage.save(storageId, upload.bytes);
      stored.written.push(storageId);
      stored.urls[field] = clubImageUrl(storageId, upload.kind);
    }
  } catch (error) {
    await removeStored(storage, stored.written);
    throw error;
  }
  return stored;
}

export async function removeStored(storage: FileStorage, storageIds: string[]): Promise<void> {
  for (const storageId of storageIds) await storage.remove(storageId).catch(() => undefined);
}

function imageTypes(): string {
  return (Object.keys(KINDS) as FileKind[]).filter((kind) => KINDS[kind].isImage).flatMap((kind) => KINDS[kind].extensions).join(', ');
}

