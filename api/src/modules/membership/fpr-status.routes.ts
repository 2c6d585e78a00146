// GET and POST /me/fpr-status (the points programme). Owner: store helper.
// PLACEHOLDER (issue 15 contract).
import type { FastifyInstance } from 'fastify';

export default async function fprStatusRoutes(_app: FastifyInstance): Promise<void> {}
