// Generated IDOR checks: every operation that names a row the caller owns (the 'own' targets and
// owned fields of access-expectations.ts) is called with the row of "other", a paid member none
// of the roles is. Roles the table does not let act on others' rows are refused (403 or 404) and
// nothing in the database changes; the roles it lets (moderators on posts) are not refused.
// And no read answers anyone but the admin (a participant) with other's private things.
import { ROLES, allows, expectationOf, type Role } from './access-expectations';
import { loadOperations, type Operation } from './openapi-operations';
import { ownerFor, requestOf, validInput } from './operation-requests';
import { buildWorld, changedTables, errorBodyProblem, inWriteOrder, fingerprint, OTHER_EMAIL, SECRET, send, type World, SUITE_TIMEOUT_MS } from './security-world';

describe('IDOR: other members’ rows (generated from the API document)', () => {
  let world: World;
  let operations: Operation[];
  const failures: string[] = [];
  let tries = 0;
  let reads = 0;

  beforeAll(async () => {
    world = await buildWorld();
    operations = inWriteOrder(await loadOperations(world.app));
  }, SUITE_TIMEOUT_MS);
  afterAll(async () => {
    console.log(`security suite, IDOR: ${tries} tries on other's rows, ${reads} reads scanned for other's private data, ${failures.length} failure(s)`);
    await world?.close();
  }, SUITE_TIMEOUT_MS);

  it('refuses other’s rows to those the table does not let act on them, and changes nothing', async () => {
    const targets = operations.filter((op) => {
      const expectation = expectationOf(op.method, op.path);
      return expectation.target === 'own' || expectation.idor || expectation.ownedFields;
    });
    // The check is only as good as its targets: the table names at least the forum's writes.
    expect(targets.length).toBeGreaterThanOrEqual(5);
    for (const op of targets) {
      const expectation = expectationOf(op.method, op.path);
      // Roles that may call the operation at all; the visitor has nothing to own.
      for (const role of ROLES.filter((r) => r !== 'visitor' && allows(expectation.rule, r))) {
        const pathOwner = expectation.target === 'own' || expectation.idor ? 'other' : ownerFor(expectation, role);
        const request = requestOf(op, validInput(op, world, role, expectation, pathOwner, 'other'), world.cookies[role]);
        const before = await fingerprint(world);
        const reply = await send(world.app, request);
        tries++;
        const where = `${op.key} as ${role} on other's row (${request.method} ${request.url}) → ${reply.status}`;
        const mayActOnOthers = expectation.othersFrom !== undefined && allows(expectation.othersFrom, role);
        if (reply.status >= 500) failures.push(`${where}: server error ${reply.body.slice(0, 200)}`);
        else if (mayActOnOthers) {
          if (reply.status === 401 || reply.status === 403) failures.push(`${where}: refused, but the table lets ${role} act on others' rows`);
        } else if (reply.status !== 403 && reply.status !== 404) {
          failures.push(`${where}: expected 403 or 404`);
        } else {
          const problem = errorBodyProblem(reply);
          if (problem) failures.push(`${where}: ${problem}`);
          const changed = changedTables(before, await fingerprint(world));
          if (changed.length > 0) failures.push(`${where}: refused, but changed ${changed.join(', ')}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, SUITE_TIMEOUT_MS);

  it('shows other’s conversation, alert, draft and e-mail address to nobody else (every read, every role but the admin)', async () => {
    const leaks: string[] = [];
    for (const op of operations.filter((o) => o.method === 'GET')) {
      const expectation = expectationOf(op.method, op.path);
      for (const role of ROLES.filter((r: Role) => r !== 'admin')) {
        // Other's rows in the path: the conversation, the alert, the user…
        const request = requestOf(op, validInput(op, world, role, expectation, 'other', 'other'), world.cookies[role]);
        const reply = await send(world.app, request);
        reads++;
        if (reply.body.includes(SECRET) || reply.body.includes(OTHER_EMAIL)) leaks.push(`${op.key} as ${role} (${request.url}) → ${reply.status}: ${reply.body.slice(0, 200)}`);
      }
    }
    failures.push(...leaks);
    expect(leaks).toEqual([]);
  }, SUITE_TIMEOUT_MS);
});
