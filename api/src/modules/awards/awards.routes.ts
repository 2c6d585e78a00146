// PLACEHOLDER written by the lead (the awards helper replaces it): spec §7 Awards.
import type { FastifyInstance } from 'fastify';

export default async function awardsRoutes(_app: FastifyInstance): Promise<void> {}
