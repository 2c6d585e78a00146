// PLACEHOLDER (owner: the web push part): GET and POST /update-push-notifications (spec §7 Me),
// the VAPID keys made on first start (app_secrets), and the sender that pushes new alerts and
// conversation messages to a member's subscriptions (hooked on app.live.onCountsPublished).
import type { FastifyInstance } from 'fastify';
import { ACTIVE_MEMBER, guarded } from '../../http/access';

async function pushRoutes(_app: FastifyInstance): Promise<void> {}

export default guarded(ACTIVE_MEMBER, pushRoutes);
