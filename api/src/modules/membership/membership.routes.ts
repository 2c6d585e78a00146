// The 'membership' module: POST /membership/accept-trial, POST /store/webhook, POST /giveaway/{id}.
// PLACEHOLDER (issue 15 contract): the membership helper fills this in.
import type { FastifyInstance } from 'fastify';

export default async function membershipRoutes(_app: FastifyInstance): Promise<void> {}
