import type { FastifyInstance } from 'fastify';

// Placeholder registered in app.ts; the owning module fills it in.
export default async function activityRoutes(_app: FastifyInstance): Promise<void> {}
