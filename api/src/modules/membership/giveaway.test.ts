// GET and POST /giveaway/{id}: a member enters once; the state comes from the server.
import { PASSWORD } from '../../../test/fixtures';
import { build, countRows, json, loginAs, type TestApp } from '../../../test/helper';
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

const read = (id: string, cookie?: string) => t.app.inject({ method: 'GET', url: `/api/giveaway/${id}`, headers: cookie ? { cookie } : {} });
const enter = (id: string, cookie?: string) => t.app.inject({ method: 'POST', url: `/api/giveaway/${id}`, headers: cookie ? { cookie } : {} });

it('shows a visitor the giveaway, not entered', async () => {
  const response = await read('sema-2025');
  expect(response.statusCode).toBe(200);
  expect(json(response)).toMatchObject({ giveaway_id: 'sema-2025', title: 'SEMA 2025 Giveaway', entered: false, entered_at: null });
  expect(json(response).description).toMatch(/SEMA/);
});

it.each(['rookie', 'member', 'moderator', 'admin'] as const)('lets %s enter once; a second time says they already entered', async (role) => {
  expect(json(await read('sema-2025', as[role])).entered).toBe(false);
  const first = await enter('sema-2025', as[role]);
  expect(first.statusCode).toBe(200);
  expect(json(first)).toMatchObject({ status: 'ok', message: 'You have entered the giveaway. Good luck!', giveaway: { entered: true, entered_at: expect.any(Number) } });
  const second = await enter('sema-2025', as[role]);
  expect(second.statusCode).toBe(200);
  expect(json(second)).toMatchObject({ status: 'already_entered', message: 'You have already entered this giveaway.', giveaway: { entered: true, entered_at: json(first).giveaway.entered_at } });
  expect(json(await read('sema-2025', as[role]))).toMatchObject({ entered: true, entered_at: json(first).giveaway.entered_at });
  const entries = await t.db.selectFrom('giveaway_entries').selectAll().where('user_id', '=', ids[role]).execute();
  expect(entries).toHaveLength(1);
});

it.each([
  ['a visitor', undefined, 401],
  ['a banned member', 'outlaw', 403],
  ['an unconfirmed account', 'newbie', 403],
] as const)('refuses %s, writing nothing', async (_who, role, status) => {
  const before = await countRows(t.db, 'giveaway_entries');
  const response = await enter('sema-2025', role ? as[role] : undefined);
  expect(response.statusCode).toBe(status);
  expect(json(response).errors[0].message).toBeTruthy();
  expect(await countRows(t.db, 'giveaway_entries')).toBe(before);
});

it.each([
  ['an unknown giveaway', 'summer-1999', 404],
  ['a prototype key', 'constructor', 404],
  ['a bad id', 'Not%20An%20Id', 400],
  ['a huge id', 'a'.repeat(51), 400],
] as const)('answers %s with a clear error', async (_name, id, status) => {
  const before = await countRows(t.db, 'giveaway_entries');
  for (const response of [await read(id, as.member), await enter(id, as.member)]) {
    expect(response.statusCode).toBe(status);
    expect(json(response).errors[0].message).toBeTruthy();
  }
  expect(await countRows(t.db, 'giveaway_entries')).toBe(before);
});
