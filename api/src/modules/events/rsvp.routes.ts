import type { FastifyInstance } from 'fastify';

// Owned by the RSVP/calendar helper (issue 12): registered by events.routes.ts.
export default async function rsvpRoutes(_app: FastifyInstance): Promise<void> {}
