// POST /membership/accept-trial (and a test-only job hook if needed). Owner: membership-core helper.
// PLACEHOLDER (issue 15 contract).
import type { FastifyInstance } from 'fastify';

export default async function trialRoutes(_app: FastifyInstance): Promise<void> {}
