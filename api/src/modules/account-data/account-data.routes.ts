// /me/export and account deletion. Owner: your-data helper.
// PLACEHOLDER (issue 15 contract).
import type { FastifyInstance } from 'fastify';

export default async function accountDataRoutes(_app: FastifyInstance): Promise<void> {}
