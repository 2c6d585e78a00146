// POST /giveaway/{id}. Owner: store helper.
// PLACEHOLDER (issue 15 contract).
import type { FastifyInstance } from 'fastify';

export default async function giveawayRoutes(_app: FastifyInstance): Promise<void> {}
