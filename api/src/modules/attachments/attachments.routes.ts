// Attachments (spec §7): keys and uploads checked by content (members who may post), the bytes
// served so that a browser never runs them, and deletion of files not wanted after all (members).
// Files of private messages are the conversation's alone: not even moderators read them.
// The upload limits are served by the options module (GET /options/upload).
import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AttachmentKeyResponse, AttachmentsDeletedResponse, AttachmentUploadResponse } from '@trailhead/shared-kernel/types';
import { nowSeconds } from '../../clock';
import type { Database } from '../../db/tables';
import type { AttachmentContextType, AttachmentRow } from '../../db/tables/attachments.table';
import type { UserRow } from '../../db/tables/users.table';
import { guarded, MEMBER, memberOf } from '../../http/access';
import { ApiError, notFound } from '../../http/api-error';
import { attachmentSchema } from '../../http/response-schemas';
import { idParams, MAX_ID, noQuery, optionalBody, type IdParams } from '../../http/schemas';
import { forumViewer, POSTER } from '../forum/forum-permissions';
import { forgetThreadPages } from '../forum/thread-page-cache';
import { canReadProfileContent, checkCanPostOnProfile, checkCanWriteUnderPost, forgetProfilePostPages } from '../activity/profile-posts.service';
import { assertMayWrite, isParticipant, participationOf } from '../conversations/conversation-access';
import { NO_ATTACHMENT_FOUND } from './attachment-links';
import { fileStorageFor, newStorageId, type FileStorage } from '../../storage/file-storage';
import {
  deleteAttachmentRows,
  findAttachment,
  findAttachmentKey,
  findPostPlace,
  findThreadState,
  insertAttachment,
  insertAttachmentKey,
  isConversationFile,
  knownStorageIds,
  listStaleUploads,
  listUnclaimedAttachments,
  nodeExists,
  toAttachmentInfo,
  type AttachmentWithPlace,
} from './attachments.repository';
import { checkUpload, multipartError } from './upload-check';
import type { UploadSettings } from './upload-settings';

const NO_ATTACHMENTS_FOUND = 'No attachments found';
/** The content types a key may be asked for (spec: form field type), each with the contexts it takes. */
const CONTEXTS_OF = {
  post: ['post', 'thread', 'node'],
  profile_post: ['profile_user', 'profile_post'],
  conversation_message: ['conversation'],
} as const satisfies Record<string, readonly AttachmentContextType[]>;
type ContentType = keyof typeof CONTEXTS_OF;
/** Content types whose key may name no context, and what it is for then: the first message of a conversation not started yet. */
const WITHOUT_CONTEXT: Partial<Record<ContentType, AttachmentContextType>> = { conversation_message: 'new_conversation' };
const CONTENT_TYPES = Object.keys(CONTEXTS_OF) as ContentType[];
const CONTEXT_TYPES = Object.values(CONTEXTS_OF).flat() as AttachmentContextType[];
const contextField = (type: AttachmentContextType) => `context[${type}_id]`;
const KEY_PATTERN = /^[0-9a-f]{32}$/;
/** Unclaimed uploads (not held by a draft) older than this are removed, rows and files. */
export const STALE_UPLOAD_SECONDS = 7 * 86_400;
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const SWEEP_BATCH = 500;
/** An upload's file exists for a moment before its row: leave young files alone. */
const ORPHAN_GRACE_SECONDS = 3600;

interface UploadedFile {
  filename: string;
  bytes: Buffer;
}

interface FormInput {
  fields: Record<string, unknown>;
  file: UploadedFile | null;
}

const isModerator = (user: UserRow): boolean => forumViewer(user).isModerator;


/** The fields (and the file of field `attachment`, if any) of a multipart form, a urlencoded form or a JSON object. */
async function readForm(request: FastifyRequest, settings: UploadSettings): Promise<FormInput> {
  if (!request.isMultipart()) {
    const body = request.body;
    return { fields: body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {}, file: null };
  }
  const fields: Record<string, unknown> = {};
  let file: UploadedFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'attachment') {
          part.file.resume();
          throw new ApiError(400, 'unexpected_file', `Send the file in the form field attachment, not '${part.fieldname.slice(0, 40)}'.`);
        }
        file = { filename: part.filename, bytes: await part.toBuffer() };
      } else {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw multipartError(error, settings, 'Send one file per request, in the form field attachment.');
  }
  return { fields, file };
}

function textValue(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  return undefined;
}

/**
 * One context of the content type, as flat form fields or a JSON object: type post takes
 * context[post_id] | context[thread_id] | context[node_id], type profile_post takes
 * context[profile_user_id] | context[profile_post_id], type conversation_message takes
 * context[conversation_id] (a reply) or none (a new conversation's first message; id 0).
 */
function readContext(fields: Record<string, unknown>, contentType: ContentType): { type: AttachmentContextType; id: number } {
  const nested = fields.context && typeof fields.context === 'object' ? (fields.context as Record<string, unknown>) : {};
  const given = CONTEXT_TYPES.flatMap((type) => {
    const raw = fields[contextField(type)] ?? nested[`${type}_id`];
    return raw === undefined || raw === null || raw === '' ? [] : [{ type, raw }];
  });
  const allowed: readonly AttachmentContextType[] = CONTEXTS_OF[contentType];
  const names = allowed.map(contextField).join(allowed.length > 2 ? ', ' : ' or ').replace(/, ([^,]+)$/, ' or $1');
  const foreign = given.find((context) => !allowed.includes(context.type));
  if (foreign) {
    const owner = CONTENT_TYPES.find((type) => (CONTEXTS_OF[type] as readonly AttachmentContextType[]).includes(foreign.type));
    throw new ApiError(400, 'invalid_context', `${contextField(foreign.type)} goes with type '${owner}', not '${contentType}': give ${names}.`);
  }
  const implicit = WITHOUT_CONTEXT[contentType];
  if (given.length === 0 && implicit) return { type: implicit, id: 0 };
  if (given.length === 0) throw new ApiError(400, 'invalid_context', `Say what the files are for: ${names}.`);
  if (given.length > 1) throw new ApiError(400, 'invalid_context', `Give only one of ${names}.`);
  const { type, raw } = given[0];
  const id = Number(textValue(raw));
  if (!Number.isInteger(id) || id < 1 || id > MAX_ID) {
    throw new ApiError(400, 'invalid_context', `context[${type}_id] must be a whole number from 1 to ${MAX_ID}.`);
  }
  return { type, id };
}

/**
 * The post, thread or forum the files are for must exist; a post must be the member's own (or they
 * moderate). A profile must be one the member may post on, a profile post one they may comment on or
 * edit: the activity module's own rules, so the key and the write that carries it cannot disagree.
 * A conversation must be one the member takes part in and may reply to (the same 404 as its routes
 * for anyone else); a new conversation's files need the account that starting one needs.
 */
async function checkContext(db: Kysely<Database>, user: UserRow, context: { type: AttachmentContextType; id: number }): Promise<void> {
  if (context.type === 'new_conversation') return assertMayWrite(user);
  if (context.type === 'conversation') {
    // Replying needs what starting needs (conversationRules.canReply is the same valid account).
    assertMayWrite(user);
    await participationOf(db, context.id, user);
    return;
  }
  if (context.type === 'profile_user') return checkCanPostOnProfile(db, forumViewer(user), context.id);
  if (context.type === 'profile_post') return checkCanWriteUnderPost(db, forumViewer(user), context.id);
  if (context.type === 'post') {
    const post = await findPostPlace(db, context.id);
    const visible = post && post.message_state === 'visible' && post.discussion_state === 'visible';
    if (!post || (!visible && !isModerator(user))) throw notFound('no post found');
    if (post.user_id !== user.user_id && !isModerator(user)) {
      throw new ApiError(403, 'insufficient_privileges', 'You may only attach files to your own posts.');
    }
    return;
  }
  if (context.type === 'thread') {
    const state = await findThreadState(db, context.id);
    if (!state || (state !== 'visible' && !isModerator(user))) throw notFound('no thread found');
    return;
  }
  if (!(await nodeExists(db, context.id))) throw notFound('no forum information found');
}

/**
 * A visible forum post in a visible thread (for everyone), a profile post or comment the viewer may
 * read, or a private message of a conversation the viewer takes part in.
 */
async function readableByViewer(db: Kysely<Database>, row: AttachmentWithPlace, viewer: UserRow | null): Promise<boolean> {
  if (row.conversation_id !== null) return viewer !== null && isParticipant(db, row.conversation_id, viewer.user_id);
  if (row.post_id !== null) return row.message_state === 'visible' && row.discussion_state === 'visible';
  if (row.profile_post_id !== null) return canReadProfileContent(db, viewer, 'profile_post', row.profile_post_id);
  if (row.profile_comment_id !== null) return canReadProfileContent(db, viewer, 'profile_comment', row.profile_comment_id);
  return false;
}

async function removeFiles(storage: FileStorage, rows: readonly AttachmentRow[], log: FastifyBaseLogger): Promise<void> {
  for (const row of rows) {
    // The row is gone already: a file that cannot be removed is only logged (and unreachable).
    await storage.remove(row.storage_id).catch((error: unknown) => log.error({ err: error, storage_id: row.storage_id }, 'could not remove an attachment file'));
  }
}

/** Removes abandoned uploads (see listStaleUploads), in batches; returns how many went. */
export async function sweepStaleUploads(
  db: Kysely<Database>,
  storage: FileStorage,
  log: FastifyBaseLogger,
  now: number = nowSeconds(),
): Promise<number> {
  let removed = 0;
  for (;;) {
    const rows = await listStaleUploads(db, now - STALE_UPLOAD_SECONDS, SWEEP_BATCH);
    if (rows.length === 0) break;
    await deleteAttachmentRows(db, rows.map((row) => row.attachment_id));
    await removeFiles(storage, rows, log);
    removed += rows.length;
    if (rows.length < SWEEP_BATCH) break;
  }
  await sweepOrphanFiles(db, storage, now);
  return removed;
}

/**
 * Files whose row is gone (a hard-deleted post or thread takes its attachment rows with it) are
 * removed too. Only files older than an hour: an upload writes its file just before its row.
 * Returns how many files went.
 */
export async function sweepOrphanFiles(db: Kysely<Database>, storage: FileStorage, now: number = nowSeconds()): Promise<number> {
  let removed = 0;
  const check = async (batch: string[]) => {
    const kept = await knownStorageIds(db, batch);
    for (const storageId of batch) {
      if (kept.has(storageId)) continue;
      await storage.remove(storageId);
      removed += 1;
    }
  };
  let batch: string[] = [];
  for await (const file of storage.list()) {
    if (file.modified > now - ORPHAN_GRACE_SECONDS) continue;
    batch.push(file.storageId);
    if (batch.length === SWEEP_BATCH) {
      await check(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await check(batch);
  return removed;
}

/** `inline` for images, `attachment` otherwise; an ASCII name for old clients and the exact one as filename*. */
function contentDisposition(isImage: boolean, filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\%]/g, '_') || 'file';
  const exact = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${isImage ? 'inline' : 'attachment'}; filename="${fallback}"; filename*=UTF-8''${exact}`;
}

const deleteByKeyQuery = {
  type: 'object',
  required: ['key'],
  properties: { key: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;

// The forms are read by the handlers (readForm): multipart, urlencoded or JSON. The schemas
// document the fields; a multipart body is streamed, so there is no parsed body to check.
const FORMS = ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'];
const newKeyBody = optionalBody('What the files are for (one context of the type); a file sent along (field attachment) is uploaded under the new key.', {
  type: "the content type: 'post' (default), 'profile_post' or 'conversation_message'",
  'context[post_id]': 'integer, type post: your own post (moderators: any)',
  'context[thread_id]': 'integer, type post: a reply in this thread',
  'context[node_id]': 'integer, type post: a new thread in this forum',
  'context[profile_user_id]': "integer, type profile_post: a new post on this member's profile (one you may post on)",
  'context[profile_post_id]': 'integer, type profile_post: a comment on this profile post, or the post edited (its author or moderators)',
  'context[conversation_id]': 'integer, type conversation_message: a message in this conversation (a participant); none: the first message of a new conversation',
  attachment: 'a file (optional)',
});
const uploadBody = optionalBody('A multipart form: the key and one file.', { key: 'a key from POST /attachments/new-key', attachment: 'the file' });

const keyResponseSchema = { type: 'object', properties: { key: { type: 'string' }, attachment: attachmentSchema } } as const;
const uploadResponseSchema = { type: 'object', properties: { attachment: attachmentSchema } } as const;
const deletedResponseSchema = { type: 'object', properties: { deleted_ids: { type: 'array', items: { type: 'integer' } } } } as const;
const dataResponse = {
  description: "The file's bytes, with its own Content-Type (never text/html), nosniff and a sandboxing CSP.",
  content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
} as const;

export interface AttachmentsRoutesOptions {
  /** Default: the configuration's (S3_BUCKET's object store, else $DATA_DIR/attachments/ on local disk). */
  storage?: FileStorage;
  /** Default: the configuration's (UPLOAD_*). */
  uploads?: UploadSettings;
}

export default async function attachmentsRoutes(app: FastifyInstance, options: AttachmentsRoutesOptions = {}): Promise<void> {
  const settings = options.uploads ?? app.settings.uploads;
  const storage = options.storage ?? fileStorageFor(app.settings, 'attachments');
  // A store made here is this app's to close; one handed in belongs to the caller.
  if (!options.storage) app.addHook('onClose', async () => storage.close());

  // Registered here, so only these routes parse multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: settings.maxUploadKb * 1024, files: 1, fields: 20, parts: 21, fieldSize: 4096 },
  });
  // A plain HTML form posts application/x-www-form-urlencoded (spec: "form type, context[post_id]").
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  /**
   * Checks the file, stores it under a random name, then writes its row (after `first`, in the same
   * transaction): a refused file writes nothing, and a failed write leaves no file behind.
   */
  async function storeUpload(user: UserRow, key: string, file: UploadedFile, first?: (trx: Kysely<Database>) => Promise<void>): Promise<AttachmentRow> {
    const checked = await checkUpload(file.filename, file.bytes, settings);
    const storageId = newStorageId();
    await storage.save(storageId, checked.bytes);
    try {
      return await app.db.transaction().execute(async (trx) => {
        await first?.(trx);
        return insertAttachment(trx, {
          attachment_key: key,
          user_id: user.user_id,
          filename: checked.filename,
          storage_id: storageId,
          file_size: checked.bytes.length,
          mime_type: checked.mimeType,
          is_image: checked.isImage,
          width: checked.width,
          height: checked.height,
          upload_date: nowSeconds(),
        });
      });
    } catch (error) {
      await storage.remove(storageId);
      throw error;
    }
  }

  // Abandoned uploads are swept hourly; the timer does not keep the process alive.
  const sweep = setInterval(() => {
    sweepStaleUploads(app.db, storage, app.log).catch((error: unknown) => app.log.error({ err: error }, 'could not sweep stale uploads'));
  }, SWEEP_INTERVAL_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  // Uploading is part of posting: the same rule and messages as posting (spec §6).
  const uploads = async (group: FastifyInstance) => {
    group.post(
      '/attachments/new-key',
      { schema: { consumes: FORMS, body: newKeyBody, response: { 200: keyResponseSchema } } },
      async (request): Promise<AttachmentKeyResponse> => {
        const user = memberOf(request);
        const { fields, file } = await readForm(request, settings);
        const contentType = (textValue(fields.type) || 'post') as ContentType;
        if (!CONTENT_TYPES.includes(contentType)) {
          throw new ApiError(400, 'invalid_field', `The field 'type' must be one of: ${CONTENT_TYPES.join(', ')}.`);
        }
        const context = readContext(fields, contentType);
        await checkContext(app.db, user, context);
        const key = randomBytes(16).toString('hex');
        const newKey = {
          attachment_key: key,
          user_id: user.user_id,
          content_type: contentType,
          context_type: context.type,
          context_id: context.id,
          created_at: nowSeconds(),
        };
        if (!file) {
          await insertAttachmentKey(app.db, newKey);
          return { key };
        }
        // A file sent with the request is uploaded under the new key: both are written, or neither.
        const row = await storeUpload(user, key, file, (trx) => insertAttachmentKey(trx, newKey));
        return { key, attachment: toAttachmentInfo(row) };
      },
    );

    group.post(
      '/attachments',
      { schema: { consumes: ['multipart/form-data'], body: uploadBody, response: { 200: uploadResponseSchema } } },
      async (request): Promise<AttachmentUploadResponse> => {
        const user = memberOf(request);
        if (!request.isMultipart()) {
          throw new ApiError(415, 'unsupported_media_type', 'Send the upload as multipart/form-data with the fields key and attachment.');
        }
        const { fields, file } = await readForm(request, settings);
        const key = textValue(fields.key);
        if (!key) throw new ApiError(400, 'missing_key', "The field 'key' is required: ask for one with POST /attachments/new-key.");
        const keyRow = KEY_PATTERN.test(key) ? await findAttachmentKey(app.db, key) : undefined;
        if (!keyRow) throw new ApiError(404, 'invalid_attachment_key', `${NO_ATTACHMENT_FOUND}: this attachment key does not exist.`);
        if (keyRow.user_id !== user.user_id) {
          throw new ApiError(403, 'invalid_attachment_key', 'This attachment key belongs to another member.');
        }
        if (!file) throw new ApiError(400, 'no_file', 'Choose a file to upload: the form field attachment is missing.');
        return { attachment: toAttachmentInfo(await storeUpload(user, key, file)) };
      },
    );
  };

  const deletions = async (group: FastifyInstance) => {
    group.delete<{ Params: IdParams }>(
      '/attachments/:id',
      { schema: { params: idParams, querystring: noQuery, response: { 200: deletedResponseSchema } } },
      async (request): Promise<AttachmentsDeletedResponse> => {
        const user = memberOf(request);
        const row = await findAttachment(app.db, request.params.id);
        const ownsIt = row !== undefined && row.user_id === user.user_id && (row.post_id === null || row.post_user_id === user.user_id);
        // A private message's file is its sender's alone: to anyone else it does not exist.
        if (!row || (isConversationFile(row) && !ownsIt)) throw notFound(NO_ATTACHMENT_FOUND);
        if (!ownsIt && !isModerator(user)) {
          throw new ApiError(403, 'insufficient_privileges', 'You may only delete your own attachments.');
        }
        await deleteAttachmentRows(app.db, [row.attachment_id]);
        // A file taken off a post changes that thread's pages (or the profile's).
        if (row.thread_id !== null) forgetThreadPages(app.db, row.thread_id);
        if (row.profile_post_id !== null || row.profile_comment_id !== null) forgetProfilePostPages(app.db);
        await removeFiles(storage, [row], request.log);
        return { deleted_ids: [row.attachment_id] };
      },
    );

    group.delete<{ Querystring: { key: string } }>(
      '/attachments',
      { schema: { querystring: deleteByKeyQuery, response: { 200: deletedResponseSchema } } },
      async (request): Promise<AttachmentsDeletedResponse> => {
        const user = memberOf(request);
        const key = request.query.key.trim();
        const keyRow = KEY_PATTERN.test(key) ? await findAttachmentKey(app.db, key) : undefined;
        if (!keyRow || keyRow.user_id !== user.user_id) throw notFound(NO_ATTACHMENTS_FOUND);
        const rows = await listUnclaimedAttachments(app.db, key);
        await deleteAttachmentRows(app.db, rows.map((row) => row.attachment_id));
        await removeFiles(storage, rows, request.log);
        return { deleted_ids: rows.map((row) => row.attachment_id) };
      },
    );
  };

  app.get<{ Params: IdParams }>(
    '/attachments/:id/data',
    { schema: { params: idParams, querystring: noQuery, response: { 200: dataResponse } } },
    async (request, reply) => {
      const row = await findAttachment(app.db, request.params.id);
      if (!row) throw notFound(NO_ATTACHMENT_FOUND);
      const user = request.user ?? null;
      // Files not on content the viewer may read are for their uploader (the editor's preview) and
      // moderators; a private message's are for its sender and the conversation's participants only.
      const uploaderOrModerator = user !== null && (user.user_id === row.user_id || (isModerator(user) && !isConversationFile(row)));
      if (!uploaderOrModerator && !(await readableByViewer(app.db, row, user))) throw notFound(NO_ATTACHMENT_FOUND);
      const stream = await storage.open(row.storage_id);
      if (!stream) throw notFound(NO_ATTACHMENT_FOUND);
      return reply
        .header('Content-Type', row.mime_type === 'text/plain' ? 'text/plain; charset=utf-8' : row.mime_type)
        .header('Content-Length', row.file_size)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "sandbox; default-src 'none'")
        .header('Content-Disposition', contentDisposition(Boolean(row.is_image), row.filename))
        // An id never gets other bytes; private, because some files are for one member only.
        .header('Cache-Control', 'private, max-age=31536000, immutable')
        .send(stream);
    },
  );

  await app.register(guarded(POSTER, uploads));
  await app.register(guarded(MEMBER, deletions));
}
