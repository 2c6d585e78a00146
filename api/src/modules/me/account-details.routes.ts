// /accountDetails' calls beside POST /me: GET /me/details (what the page edits), the e-mail change
// (POST /me/email, confirmed by the link in the mail: POST /me/email/confirm), and the avatar and
// banner (POST/DELETE /me/avatar, /me/banner; served from GET /me/images/{name}).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCOUNT_MESSAGES, emailChangeSchema } from '@trailhead/shared-kernel/schemas';
import type { AccountDetails, EmailChangeResponse, MemberImagesResponse } from '@trailhead/shared-kernel/types';
import { DAY, nowSeconds } from '../../clock';
import { isUniqueViolation } from '../../db/unique-violation';
import type { UserRow } from '../../db/tables/users.table';
import { memberOf } from '../../http/access';
import { ApiError, notFound } from '../../http/api-error';
import { numberField, textField, validateForm } from '../../http/form-validation';
import { MAX_ID, noQuery } from '../../http/schemas';
import { fileStorageFor, newStorageId, type FileStorage } from '../../storage/file-storage';
import { findTokenByKey, issueToken, useToken } from '../auth/account-tokens.repository';
import { verifyPassword } from '../auth/password';
import { sendStoredImage } from '../attachments/stored-image';
import { KINDS, type FileKind } from '../attachments/file-inspection';
import { checkUpload, multipartError } from '../attachments/upload-check';
import { forgetMemberProfile } from '../users/profile.routes';
import { findUserById } from '../users/users.repository';
import {
  emailTakenByOther,
  memberUsingImage,
  readAccountDetails,
  setMemberImages,
  setNewEmail,
  setTokenEmail,
} from './account-details.repository';
import { emailChangedNotice, emailChangeMail } from './account-details-mails';
import {
  accountDetailsResponseSchema,
  avatarBody,
  bannerBody,
  emailChangeBody,
  emailChangeResponseSchema,
  emailConfirmBody,
  emailConfirmResponseSchema,
  memberImageParams,
  memberImageResponse,
  memberImagesResponseSchema,
} from './me.schemas';

export const EMAIL_CHANGE_LIFETIME_SECONDS = DAY;

const confirmationFailed = () => new ApiError(400, 'confirmation_failed', 'We could not confirm your email at the moment.');
const emailTaken = () => new ApiError(409, 'email_taken', 'This e-mail is already registered');

// ---- Images ----

/** The member images' store, opened on first use (most calls never touch it). */
export type ImageStore = () => FileStorage;

export function memberImageStore(app: FastifyInstance): ImageStore {
  let storage: FileStorage | null = null;
  app.addHook('onClose', async () => storage?.close());
  return () => (storage ??= fileStorageFor(app.settings, 'member-images'));
}

/** Where a member image is served from: /api/me/images/{storage id}.{extension}. */
export function memberImageUrl(storageId: string, kind: FileKind): string {
  return `/api/me/images/${storageId}.${KINDS[kind].extensions[0]}`;
}

export function parseMemberImageUrl(url: string | null): { storageId: string; kind: FileKind } | null {
  const match = /^\/api\/me\/images\/([0-9a-f]{32})\.([a-z]+)$/.exec(url ?? '');
  if (!match) return null;
  const kind = (Object.keys(KINDS) as FileKind[]).find((candidate) => KINDS[candidate].isImage && KINDS[candidate].extensions[0] === match[2]);
  return kind ? { storageId: match[1], kind } : null;
}

interface ImageForm {
  file: { filename: string; bytes: Buffer } | null;
  fields: Record<string, unknown>;
}

/** The image file `field` (and the text fields) of a multipart form; a JSON body gives its fields only. */
async function readImageForm(request: FastifyRequest, app: FastifyInstance, field: 'avatar' | 'banner'): Promise<ImageForm> {
  if (!request.isMultipart()) {
    const body = request.body;
    const fields = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    if (fields[field] !== undefined) throw new ApiError(400, 'unexpected_file', `Send the ${field} as a file in a multipart/form-data form.`);
    return { file: null, fields };
  }
  const form: ImageForm = { file: null, fields: {} };
  try {
    for await (const part of request.parts({ limits: { files: 1, fields: 5 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== field) {
          part.file.resume();
          throw new ApiError(400, 'unexpected_file', `Send the image in the form field ${field}.`);
        }
        const bytes = await part.toBuffer();
        if (bytes.length > 0 || part.filename) form.file = { filename: part.filename, bytes };
      } else {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw multipartError(error, app.settings.uploads, `Send one image, in the form field ${field}.`);
  }
  return form;
}

/** The upload pipeline's checks (content, size, dimensions, metadata stripped); images only. */
async function storeImage(app: FastifyInstance, store: ImageStore, file: { filename: string; bytes: Buffer }, what: string): Promise<string> {
  const upload = await checkUpload(file.filename || `${what}.png`, file.bytes, app.settings.uploads);
  if (!upload.isImage) throw new ApiError(415, 'invalid_file_type', `The ${what} must be an image (png, jpg, gif, webp or bmp).`);
  const storageId = newStorageId();
  await store().save(storageId, upload.bytes);
  return memberImageUrl(storageId, upload.kind);
}

async function removeImage(app: FastifyInstance, store: ImageStore, url: string | null): Promise<void> {
  const image = parseMemberImageUrl(url);
  if (!image) return;
  try {
    await store().remove(image.storageId);
  } catch (error) {
    // The row no longer names it: the file is only unreachable litter.
    app.log.warn({ err: error }, 'could not remove a replaced member image');
  }
}

function imagesOf(user: Pick<UserRow, 'avatar_url' | 'banner_url' | 'banner_position_y'>): MemberImagesResponse {
  return { avatar_urls: { h: user.avatar_url }, banner_urls: { l: user.banner_url }, banner_position_y: user.banner_position_y };
}

function positionOf(fields: Record<string, unknown>): number | undefined {
  if (fields.position_y === undefined) return undefined;
  const value = numberField(fields, 'position_y');
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 100) {
    throw new ApiError(400, 'invalid_position', 'The banner position must be a whole number from 0 (top) to 100 (bottom).');
  }
  return value;
}

/** POST/DELETE /me/avatar and /me/banner (active members; registered where multipart is read). */
export function memberImagesRoutes(store: ImageStore) {
  return async (app: FastifyInstance): Promise<void> => {
    /** The member's new images, shown at once where this process keeps their card, profile and summary (forgetMemberProfile). */
    const setImages = async (userId: number, images: Parameters<typeof setMemberImages>[2]) => {
      await setMemberImages(app.db, userId, images);
      forgetMemberProfile(app.db, userId);
    };

    app.post('/me/avatar', { schema: { consumes: ['multipart/form-data'], body: avatarBody, response: { 200: memberImagesResponseSchema } } }, async (request): Promise<MemberImagesResponse> => {
      const user = memberOf(request);
      const form = await readImageForm(request, app, 'avatar');
      if (!form.file) throw new ApiError(400, 'no_file', 'Choose an image to upload as your avatar.');
      const url = await storeImage(app, store, form.file, 'avatar');
      await setImages(user.user_id, { avatar_url: url });
      await removeImage(app, store, user.avatar_url);
      return imagesOf({ ...user, avatar_url: url });
    });

    app.delete('/me/avatar', { schema: { querystring: noQuery, response: { 200: memberImagesResponseSchema } } }, async (request): Promise<MemberImagesResponse> => {
      const user = memberOf(request);
      await setImages(user.user_id, { avatar_url: null });
      await removeImage(app, store, user.avatar_url);
      return imagesOf({ ...user, avatar_url: null });
    });

    app.post('/me/banner', { schema: { consumes: ['multipart/form-data', 'application/json'], body: bannerBody, response: { 200: memberImagesResponseSchema } } }, async (request): Promise<MemberImagesResponse> => {
      const user = memberOf(request);
      const form = await readImageForm(request, app, 'banner');
      const position = positionOf(form.fields);
      if (!form.file && position === undefined) throw new ApiError(400, 'no_file', 'Choose an image to upload as your banner, or send position_y to move it.');
      if (!form.file && !user.banner_url) throw new ApiError(400, 'no_banner', 'Upload a banner before moving it.');
      const url = form.file ? await storeImage(app, store, form.file, 'banner') : user.banner_url;
      const changes = { banner_url: url, banner_position_y: position ?? (form.file ? 50 : user.banner_position_y) };
      await setImages(user.user_id, changes);
      if (form.file) await removeImage(app, store, user.banner_url);
      return imagesOf({ ...user, ...changes });
    });

    app.delete('/me/banner', { schema: { querystring: noQuery, response: { 200: memberImagesResponseSchema } } }, async (request): Promise<MemberImagesResponse> => {
      const user = memberOf(request);
      await setImages(user.user_id, { banner_url: null, banner_position_y: 50 });
      await removeImage(app, store, user.banner_url);
      return imagesOf({ ...user, banner_url: null, banner_position_y: 50 });
    });
  };
}

// ---- Details and e-mail ----

/** GET /me/details (any signed-in member, as GET /me). */
export async function accountDetailsReadRoutes(app: FastifyInstance): Promise<void> {
  app.get('/me/details', { schema: { querystring: noQuery, response: { 200: accountDetailsResponseSchema } } }, async (request): Promise<AccountDetails> =>
    readAccountDetails(app.db, memberOf(request), nowSeconds()),
  );
}

/** POST /me/email: nothing changes until the link sent to the new address is opened. */
export async function emailChangeRoutes(app: FastifyInstance): Promise<void> {
  app.post('/me/email', { schema: { body: emailChangeBody, response: { 200: emailChangeResponseSchema } } }, async (request): Promise<EmailChangeResponse> => {
    const user = memberOf(request);
    const body = (request.body ?? {}) as Record<string, unknown>;
    // Text only: the shared rules trim, and a list or an object is no address.
    const given = { email: textField(body, 'email') ?? '', password: textField(body, 'password') ?? '' };
    const form = await validateForm(emailChangeSchema(), given, { email: 'invalid_email', password: 'wrong_password' });
    const email = form.email.toLowerCase();
    if (!(await verifyPassword(form.password, user.password_hash))) throw new ApiError(400, 'wrong_password', 'The password is not correct.');
    if (email === user.email) throw new ApiError(400, 'same_email', ACCOUNT_MESSAGES.emailSame);
    if (await emailTakenByOther(app.db, email, user.user_id)) throw emailTaken();
    const now = nowSeconds();
    const token = await app.db.transaction().execute(async (trx) => {
      const issued = await issueToken(trx, { userId: user.user_id, purpose: 'email_change', withKey: true, lifetimeSeconds: EMAIL_CHANGE_LIFETIME_SECONDS, now });
      await setTokenEmail(trx, issued.tokenId, email);
      return issued;
    });
    const link = `${app.settings.siteUrl}/account-confirmation/${token.key}?user_id=${user.user_id}&change=email`;
    await app.mail.deliver(emailChangeMail({ email, username: user.username, link }));
    await app.mail.deliver(emailChangedNotice({ email: user.email, username: user.username, newEmail: email }));
    return { status: 'pending', message: `We sent a link to ${email}. Your e-mail address changes when you open it.`, pending_email: email };
  });
}

/** The link in the e-mail change mail and the member images: no session needed. */
export function publicAccountRoutes(store: ImageStore) {
  return async (app: FastifyInstance): Promise<void> => {
    app.post('/me/email/confirm', { schema: { body: emailConfirmBody, response: { 200: emailConfirmResponseSchema } } }, async (request) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const key = textField(body, 'key')?.trim() ?? '';
      const userId = numberField(body, 'user_id');
      if (key === '' || key.length > 200 || typeof userId !== 'number' || !Number.isInteger(userId) || userId < 1 || userId > MAX_ID) throw confirmationFailed();
      const user = await findUserById(app.db, userId);
      const token = user ? await findTokenByKey(app.db, userId, 'email_change', key) : undefined;
      if (!user || !token || !token.new_email) throw confirmationFailed();
      if (token.used_at !== null && user.email === token.new_email) return { status: 'already_confirmed', message: 'Your new e-mail address was already confirmed.' };
      const now = nowSeconds();
      if (token.used_at !== null || token.expires_at <= now) throw confirmationFailed();
      const newEmail = token.new_email;
      if (await emailTakenByOther(app.db, newEmail, user.user_id)) throw emailTaken();
      try {
        await app.db.transaction().execute(async (trx) => {
          if (!(await useToken(trx, token.token_id, now))) throw confirmationFailed();
          await setNewEmail(trx, user.user_id, newEmail);
        });
      } catch (error) {
        // Another account took the address between the check and the write: the unique index decides.
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
      return { status: 'confirmed', message: `Thank you! Your e-mail address is now ${newEmail}.` };
    });

    app.get<{ Params: { name: string } }>(
      '/me/images/:name',
      { schema: { params: memberImageParams, querystring: noQuery, response: { 200: memberImageResponse } } },
      async (request, reply) => {
        const url = `/api/me/images/${request.params.name}`;
        const image = parseMemberImageUrl(url);
        // Only an image some member shows is served: a replaced or removed one is not found.
        if (!image || !(await memberUsingImage(app.db, url))) throw notFound('No image found');
        const stream = await store().open(image.storageId);
        if (!stream) throw notFound('No image found');
        return sendStoredImage(reply, stream, image.kind);
      },
    );
  };
}
