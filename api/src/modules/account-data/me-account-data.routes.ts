// Your data and your account (the 'me' module registers this plugin): the export and account
// deletion, signed-in sessions, two-factor sign-in.
import type { FastifyInstance } from 'fastify';
import accountDataRoutes from './account-data.routes';
import sessionsRoutes from './sessions.routes';
import twoFactorRoutes from './two-factor.routes';

export default async function meAccountDataRoutes(app: FastifyInstance): Promise<void> {
  await app.register(accountDataRoutes);
  await app.register(sessionsRoutes);
  await app.register(twoFactorRoutes);
}
