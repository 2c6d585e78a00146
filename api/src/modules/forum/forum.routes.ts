// The forum's writing half (spec §7 Forum and Posts writes): posts, threads, reactions,
// moderation, drafts. Registered in app.ts; the read side lives in modules/forum.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import draftsRoutes from './drafts.routes';
import { MESSAGE_MAX_LENGTH } from './posting-input';
import postsRoutes from './posts.routes';
import threadWritesRoutes from './thread-writes.routes';

export default async function postingRoutes(app: FastifyInstance): Promise<void> {
  // Spec §7 sends POST threads as a form: urlencoded bodies parse into the same object as JSON.
  // (This plugin is encapsulated: other modules' parsers are untouched.)
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  // …and multipart forms (FormData) the same way: text fields only, files go to POST /attachments.
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { files: 0, fields: 50, fieldSize: 4 * MESSAGE_MAX_LENGTH },
  });
  await app.register(postsRoutes);
  await app.register(threadWritesRoutes);
  await app.register(draftsRoutes);
}
