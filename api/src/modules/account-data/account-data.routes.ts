// Your data in your hands: GET /me/export (the archive, a download) and POST /me/delete (close the
// account). Anyone signed in may download what their account holds, even a blocked account (the
// right to know); deleting needs an account that is not blocked, and the password.
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { DeleteAccountRequest, DeleteAccountResponse } from '@trailhead/shared-kernel/types';
import { MESSAGES } from '@trailhead/shared-kernel/schemas';
import { nowSeconds } from '../../clock';
import { ACTIVE_MEMBER, guarded, MEMBER, memberOf } from '../../http/access';
import { ApiError } from '../../http/api-error';
import { noQuery } from '../../http/schemas';
import { fileStorageFor, type FileStorage } from '../../storage/file-storage';
import { clearSessionCookies } from '../auth/auth.plugin';
import { verifyPassword } from '../auth/password';
import { forgetThreadPages } from '../forum/thread-page-cache';
import { forgetMemberProfile } from '../users/profile.routes';
import { forgetMemberMap } from '../users/member-map';
import { deleteAccount } from './account-deletion';
import { accountExport, exportFileName } from './account-export';

const list = { type: 'array', items: { type: 'object', additionalProperties: true } } as const;

/** The archive's shape, for the API document (the reply itself is streamed, not serialised). */
const exportResponse = {
  type: 'object',
  description: 'Everything the account holds (AccountExport), sent as a download.',
  properties: {
    format: { type: 'string' },
    version: { type: 'integer' },
    exported_at: { type: 'integer' },
    profile: { type: 'object', additionalProperties: true },
    settings: { type: ['object', 'null'], additionalProperties: true },
    ...Object.fromEntries(
      ['vehicles', 'threads', 'posts', 'profile_posts', 'profile_post_comments', 'conversations', 'messages_sent', 'events_created',
        'events_attending', 'clubs', 'following', 'ignoring', 'awards', 'reactions_given', 'membership_periods', 'alerts'].map((name) => [name, list]),
    ),
  },
} as const;

const deleteBody = {
  type: 'object',
  required: ['password', 'content'],
  additionalProperties: false,
  properties: {
    password: { type: 'string', minLength: 1, maxLength: 256, description: 'The current password.' },
    content: { type: 'string', enum: ['keep', 'remove'], description: "keep: posts stay as from 'Deleted member'; remove: they are taken down." },
  },
} as const;

const deleteResponse = {
  type: 'object',
  properties: { status: { type: 'string', enum: ['deleted'] }, content: { type: 'string', enum: ['keep', 'remove'] } },
} as const;

export const wrongPassword = () => new ApiError(400, 'wrong_password', 'The password is not correct.');

async function exportRoutes(app: FastifyInstance): Promise<void> {
  app.get('/me/export', { schema: { querystring: noQuery, response: { 200: exportResponse } } }, async (request, reply) => {
    const user = memberOf(request);
    const now = nowSeconds();
    void reply
      .type('application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="${exportFileName(user.username, now)}"`)
      .header('cache-control', 'no-store');
    return reply.send(Readable.from(accountExport(app.db, user, now)));
  });
}

async function deletionRoutes(app: FastifyInstance): Promise<void> {
  let images: FileStorage | undefined;
  app.post<{ Body: DeleteAccountRequest }>('/me/delete', { schema: { body: deleteBody, response: { 200: deleteResponse } } }, async (request, reply): Promise<DeleteAccountResponse> => {
    const user = memberOf(request);
    const { password, content } = request.body;
    if (password === '') throw new ApiError(400, 'password_required', MESSAGES.passwordRequired);
    if (!(await verifyPassword(password, user.password_hash))) throw wrongPassword();
    const result = await deleteAccount(app.db, user, content, nowSeconds());
    for (const threadId of result.threadIds) forgetThreadPages(app.db, threadId);
    forgetMemberProfile(app.db, user.user_id);
    forgetMemberMap(app.db);
    // Files cannot join the transaction: they go once it is committed (a leftover file names nobody).
    images ??= fileStorageFor(app.settings, 'member-images');
    for (const id of result.imageIds) {
      await images.remove(id).catch((error: unknown) => request.log.warn({ err: error }, 'account deletion: could not remove an image'));
    }
    clearSessionCookies(reply);
    return { status: 'deleted', content };
  });
}

export default async function accountDataRoutes(app: FastifyInstance): Promise<void> {
  await app.register(guarded(MEMBER, exportRoutes));
  await app.register(guarded(ACTIVE_MEMBER, deletionRoutes));
}
