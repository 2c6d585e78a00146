// Your data and your account: /me/export, account deletion, /me/sessions, /me/two-factor (the 'me'
// module registers this plugin).
// PLACEHOLDER (issue 15 contract): the account-data helper fills this in.
import type { FastifyInstance } from 'fastify';

export default async function meAccountDataRoutes(_app: FastifyInstance): Promise<void> {}
