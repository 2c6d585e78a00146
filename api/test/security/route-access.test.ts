// Generated from the route table (GET /api/openapi.json): every operation × every role of spec §6
// never answers 5xx, refuses the roles below its rule of access-expectations.ts with 401/403 and
// an error body, and does not refuse the roles at or above it. A new route needs no edit here.
import { ROLES, allows, expectationOf } from './access-expectations';
import { loadOperations, type Operation } from './openapi-operations';
import { ownerFor, requestOf, validInput } from './operation-requests';
import { buildWorld, errorBodyProblem, inWriteOrder, send, type World, SUITE_TIMEOUT_MS } from './security-world';

describe('every route × every role (generated from the API document)', () => {
  let world: World;
  let operations: Operation[];
  const failures: string[] = [];
  let tried = 0;

  beforeAll(async () => {
    world = await buildWorld();
    operations = inWriteOrder(await loadOperations(world.app));
  }, SUITE_TIMEOUT_MS);
  afterAll(async () => {
    console.log(`security suite, routes × roles: ${operations?.length ?? 0} operations × ${ROLES.length} roles = ${tried} requests, ${failures.length} failure(s)`);
    await world?.close();
  }, SUITE_TIMEOUT_MS);

  it('answers each role as the expectation table says, and never with a 5xx', async () => {
    for (const op of operations) {
      const expectation = expectationOf(op.method, op.path);
      for (const role of ROLES) {
        const cookie = expectation.endsSession ? await world.freshCookie(role) : world.cookies[role];
        const request = requestOf(op, validInput(op, world, role, expectation, ownerFor(expectation, role)), cookie);
        const reply = await send(world.app, request);
        tried++;
        const where = `${op.key} as ${role} (${request.method} ${request.url}) → ${reply.status}`;
        if (reply.status >= 500) {
          failures.push(`${where}: server error ${reply.body.slice(0, 200)}`);
        } else if (!allows(expectation.rule, role)) {
          if (reply.status !== 401 && reply.status !== 403) failures.push(`${where}: expected 401/403 (rule '${expectation.rule}')`);
          else {
            const problem = errorBodyProblem(reply);
            if (problem) failures.push(`${where}: ${problem}`);
          }
        } else if (reply.status === 401 || reply.status === 403) {
          failures.push(`${where}: refused, but rule '${expectation.rule}' lets ${role} in: ${reply.body.slice(0, 200)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, SUITE_TIMEOUT_MS);
});

