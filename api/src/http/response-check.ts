// Fastify writes replies with their response schema (fast-json-stringify), which silently drops
// a field the schema does not declare and bends a value of another type (null to "", a float to an
// integer). With checkResponses, every reply written from an object is compared with what the
// handler returned, and each difference is reported: the API tests run with it, so a schema that
// loses data fails them. Off by default (it costs a JSON round trip per reply).
import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export type ResponseProblemReporter = (problem: string) => void;

/** Where `sent` differs from `returned` (both plain JSON values), as paths such as thread.User.city. */
export function differences(returned: unknown, sent: unknown, at = ''): string[] {
  if (isDeepStrictEqual(returned, sent)) return [];
  const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);
  if (Array.isArray(returned) && Array.isArray(sent) && returned.length === sent.length) {
    return returned.flatMap((item, index) => differences(item, sent[index], `${at}[${index}]`));
  }
  if (isObject(returned) && isObject(sent)) {
    const keys = new Set([...Object.keys(returned), ...Object.keys(sent)]);
    return [...keys].flatMap((key) => {
      const path = at ? `${at}.${key}` : key;
      if (!(key in sent)) return [`${path} is dropped`];
      if (!(key in returned)) return [`${path} is added`];
      return differences(returned[key], sent[key], path);
    });
  }
  return [`${at || 'the body'} is ${JSON.stringify(sent)?.slice(0, 60)} instead of ${JSON.stringify(returned)?.slice(0, 60)}`];
}

export function checkResponses(app: FastifyInstance, report: ResponseProblemReporter): void {
  const returned = new WeakMap<FastifyRequest, unknown>();
  app.addHook('preSerialization', async (request, _reply, payload) => {
    // What JSON.stringify would have sent: undefined fields gone, dates as text.
    returned.set(request, JSON.parse(JSON.stringify(payload) ?? 'null'));
    return payload;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    // A reply written plainly with kept parts (plain-json.ts) is bytes.
    if (!returned.has(request) || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return payload;
    const problems = differences(returned.get(request), JSON.parse(payload.toString()));
    for (const problem of problems) report(`${request.method} ${request.routeOptions.url} (${reply.statusCode}): ${problem}`);
    return payload;
  });
}
