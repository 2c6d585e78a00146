// The forum (spec §7 Forum and Posts): it owns /nodes, /forums, /threads and /posts. Reading is
// open to everyone; the writes (posts, threads, reactions, moderation, drafts) go through
// modules/posting's service, each group behind its access rule.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { MESSAGE_MAX_LENGTH } from '../posting/posting-input';
import draftsRoutes from './drafts.routes';
import nodesRoutes from './nodes.routes';
import { postReadsRoutes, postWritesRoutes } from './posts.routes';
import threadListsRoutes from './thread-lists.routes';
import threadWritesRoutes from './thread-writes.routes';
import threadsRoutes from './threads.routes';

/** What everyone reads: no body parsers, no hooks beyond the session's (the thread page is benchmarked). */
async function forumReads(app: FastifyInstance): Promise<void> {
  await app.register(nodesRoutes);
  await app.register(threadListsRoutes);
  await app.register(threadsRoutes);
  await app.register(postReadsRoutes);
}

async function forumWrites(app: FastifyInstance): Promise<void> {
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
  await app.register(postWritesRoutes);
  await app.register(threadWritesRoutes);
  await app.register(draftsRoutes);
}

export default async function forumRoutes(app: FastifyInstance): Promise<void> {
  await app.register(forumReads);
  await app.register(forumWrites);
}
