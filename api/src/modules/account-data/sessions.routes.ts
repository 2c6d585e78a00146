// /me/sessions. Owner: sessions and two-factor helper.
// PLACEHOLDER (issue 15 contract).
import type { FastifyInstance } from 'fastify';

export default async function sessionsRoutes(_app: FastifyInstance): Promise<void> {}
