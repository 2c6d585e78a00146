// The 'membership' module (segments membership, store, giveaway): the trial, the gear store's
// single sign-on and webhook, giveaways.
import type { FastifyInstance } from 'fastify';
import giveawayRoutes from './giveaway.routes';
import storeRoutes from './store.routes';
import trialRoutes from './trial.routes';

export default async function membershipRoutes(app: FastifyInstance): Promise<void> {
  await app.register(trialRoutes);
  await app.register(storeRoutes);
  await app.register(giveawayRoutes);
}
