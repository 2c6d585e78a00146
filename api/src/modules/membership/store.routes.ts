// GET /store/* single sign-on and POST /store/webhook. Owner: store helper.
// PLACEHOLDER (issue 15 contract).
import type { FastifyInstance } from 'fastify';

export default async function storeRoutes(_app: FastifyInstance): Promise<void> {}
