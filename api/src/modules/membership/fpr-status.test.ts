// GET and POST /me/fpr-status: the points programme's link status, linking and unlinking.
import { PASSWORD } from '../../../test/fixtures';
import { build, json, loginAs, type TestApp } from '../../../test/helper';
import { makeRoleAccounts, ROLES, type Role } from './store-test-kit';

let t: TestApp;
let ids: Record<Role, number>;
const as: Partial<Record<Role, string>> = {};

beforeAll(async () => {
  t = await build({ seed: async (db) => void (ids = await makeRoleAccounts(db)) });
  for (const role of ROLES) as[role] = await loginAs(t.app, role, PASSWORD);
});
afterAll(async () => {
  await t.close();
});

const status = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/me/fpr-status', headers: cookie ? { cookie } : {} });
const change = (cookie: string | undefined, body: unknown) => t.app.inject({ method: 'POST', url: '/api/me/fpr-status', payload: body as object, headers: cookie ? { cookie } : {} });
const row = (role: Role) => t.db.selectFrom('users').select(['fpr_email', 'fpr_points_pending_total']).where('user_id', '=', ids[role]).executeTakeFirstOrThrow();

it('starts unlinked, links with an e-mail (stored lower-case), shows pending points, and unlinks', async () => {
  expect(json(await status(as.rookie))).toEqual({ fpr_linked: false, fpr_points_pending_total: 0, email: null });
  const linked = await change(as.rookie, { email: '  Riley.Points@Example.test ' });
  expect(linked.statusCode).toBe(200);
  expect(json(linked)).toEqual({ fpr_linked: true, fpr_points_pending_total: 0, email: 'riley.points@example.test' });
  await t.db.updateTable('users').set({ fpr_points_pending_total: 340 }).where('user_id', '=', ids.rookie).execute();
  expect(json(await status(as.rookie))).toEqual({ fpr_linked: true, fpr_points_pending_total: 340, email: 'riley.points@example.test' });
  const unlinked = await change(as.rookie, { email: null });
  expect(json(unlinked)).toEqual({ fpr_linked: false, fpr_points_pending_total: 0, email: null });
  expect(await row('rookie')).toEqual({ fpr_email: null, fpr_points_pending_total: 0 });
});

it.each(['member', 'moderator', 'admin', 'newbie'] as const)('lets %s read and link their own', async (role) => {
  expect((await status(as[role])).statusCode).toBe(200);
  const response = await change(as[role], { email: `${role}-points@example.test` });
  expect(response.statusCode).toBe(200);
  expect((await row(role)).fpr_email).toBe(`${role}-points@example.test`);
});

it('asks a visitor to log in, and lets a banned member read but not change it', async () => {
  expect((await status()).statusCode).toBe(401);
  expect((await change(undefined, { email: 'x@example.test' })).statusCode).toBe(401);
  expect((await status(as.outlaw)).statusCode).toBe(200);
  const refused = await change(as.outlaw, { email: 'outlaw@example.test' });
  expect(refused.statusCode).toBe(403);
  expect(await row('outlaw')).toEqual({ fpr_email: null, fpr_points_pending_total: 0 });
});

it.each([
  ['no e-mail field', {}, /email/],
  ['an empty e-mail', { email: '' }, /E-mail is required/],
  ['not an e-mail', { email: 'not-an-email' }, /E-mail must be valid/],
  ['a huge e-mail', { email: `${'a'.repeat(250)}@example.test` }, /254|E-mail must be valid/],
  ['a number', { email: 12 }, /E-mail must be valid/],
])('refuses %s, writing nothing', async (_name, body, message) => {
  await change(as.member, { email: 'kept@example.test' });
  const response = await change(as.member, body);
  expect(response.statusCode).toBe(400);
  expect(json(response).errors[0].message).toMatch(message);
  expect((await row('member')).fpr_email).toBe('kept@example.test');
});
