// Generated bad input: for every operation with a body, a query or path parameters, inputs that
// break its schema (fast-check) get a 4xx with { errors: [{ code, message }] } and change no row;
// hostile inputs that may be valid (strange text, nulls, extra fields, any JSON) never get a 5xx,
// and when refused change no row either. Sent by a role the route lets in (the admin, or a
// visitor for the calls that end a session), so the checks behind the permission hook run too.
import fc from 'fast-check';
import { expectationOf } from './access-expectations';
import { brokenCases, hostileCases, type Case } from './bad-inputs';
import { loadOperations, type Operation } from './openapi-operations';
import { ownerFor, requestOf, validInput } from './operation-requests';
import { buildWorld, changedTables, errorBodyProblem, fingerprint, inWriteOrder, send, type Reply, type World, SUITE_TIMEOUT_MS } from './security-world';

/** Cases per operation and kind; SECURITY_FUZZ_RUNS raises it for a longer hunt. */
const RUNS = Number(process.env.SECURITY_FUZZ_RUNS ?? 20);

describe('bad input from the schema (generated from the API document)', () => {
  let world: World;
  let operations: Operation[];
  const failures: string[] = [];
  let broken = 0;
  let hostile = 0;

  beforeAll(async () => {
    world = await buildWorld();
    operations = inWriteOrder(await loadOperations(world.app)).filter((op) => op.params.length > 0 || op.body);
  }, SUITE_TIMEOUT_MS);
  afterAll(async () => {
    console.log(`security suite, bad input: ${operations?.length ?? 0} operations, ${broken} schema-breaking cases, ${hostile} hostile cases (${RUNS} runs each), ${failures.length} failure(s)`);
    await world?.close();
  }, SUITE_TIMEOUT_MS);

  async function sendCase(op: Operation, item: Case, cookie: string): Promise<{ reply: Reply; url: string }> {
    const request = requestOf(op, item.input, cookie);
    if (item.raw) {
      delete request.body;
      request.rawBody = item.raw.body;
      request.contentType = item.raw.contentType;
    }
    return { reply: await send(world.app, request), url: request.url };
  }

  function refusalProblem(reply: Reply): string | null {
    if (reply.status >= 500) return `server error ${reply.body.slice(0, 300)}`;
    if (reply.status >= 400) return errorBodyProblem(reply);
    return null;
  }

  /**
   * The rows as they are, read again only when they may have changed: a refused case's 'after' is
   * the next case's 'before' (most cases are refused, and a fingerprint reads every table).
   */
  let known: Record<string, string> | undefined;
  async function rowsNow(): Promise<Record<string, string>> {
    const rows = known ?? (await fingerprint(world));
    known = undefined; // until this case is known to be refused
    return rows;
  }

  it('refuses every schema-breaking input with a clear 4xx and writes nothing; no hostile input gets a 5xx', async () => {
    for (const op of operations) {
      const expectation = expectationOf(op.method, op.path);
      const role = expectation.endsSession ? 'visitor' : 'admin';
      const base = validInput(op, world, role, expectation, ownerFor(expectation, role));
      const cookie = world.cookies[role];
      const label = (item: Case, url: string, reply: Reply) => `${op.key} [${item.what}] ${url.slice(0, 120)} → ${reply.status}`;

      const breaking = brokenCases(op, base);
      if (breaking) {
        const before = await rowsNow();
        const seen = new Set<string>();
        await fc.check(
          fc.asyncProperty(breaking, async (item) => {
            const { reply, url } = await sendCase(op, item, cookie);
            broken++;
            const problem = reply.status < 400 ? 'accepted an input that breaks the schema' : refusalProblem(reply);
            if (problem && !seen.has(item.what)) {
              seen.add(item.what);
              failures.push(`${label(item, url, reply)}: ${problem}`);
            }
            return true;
          }),
          { numRuns: RUNS },
        );
        known = await fingerprint(world);
        const changed = changedTables(before, known);
        if (changed.length > 0) failures.push(`${op.key}: refused inputs changed ${changed.join(', ')}`);
      }

      const hurting = hostileCases(op, base);
      if (hurting) {
        await fc.check(
          fc.asyncProperty(hurting, async (item) => {
            const before = await rowsNow();
            const { reply, url } = await sendCase(op, item, cookie);
            hostile++;
            const problem = refusalProblem(reply);
            if (problem) failures.push(`${label(item, url, reply)}: ${problem}`);
            else if (reply.status >= 400) {
              known = await fingerprint(world);
              const changed = changedTables(before, known);
              if (changed.length > 0) failures.push(`${label(item, url, reply)}: refused, but changed ${changed.join(', ')}`);
            }
            return true;
          }),
          { numRuns: RUNS },
        );
      }
    }
    expect(failures).toEqual([]);
  }, SUITE_TIMEOUT_MS);
});
