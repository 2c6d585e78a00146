// A reply written with V8's own JSON.stringify instead of its schema's serializer, for the few
// answers that are large and full of text: a profile with every fetch option is 38 KB of snippets,
// HTML and member summaries, and fast-json-stringify escapes each string with quotes in it
// character by character and builds the answer as a rope that Node then flattens to measure it.
// Written plainly, that profile costs about a quarter less CPU per request.
//
// The schema still describes the answer (the API document, the API tests) but no longer filters
// it: a field the handler returns and the schema does not declare would be sent. So where replies
// are checked (checkResponses, on in every API test) each plain reply is compared with what the
// schema's serializer would have written, and any difference is reported like a schema's loss.
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';
import { differences, type ResponseProblemReporter } from './response-check';

type BuildSerializer = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildSerializer'] & {};

const plainSchemas = new WeakSet<object>();

/** Marks a response schema whose replies are written with JSON.stringify (see above). */
export function writtenPlainly<Schema extends object>(schema: Schema): Schema {
  plainSchemas.add(schema);
  return schema;
}

/**
 * The serializer factory: `base` (Fastify's own unless given) for every schema, JSON.stringify for
 * those marked writtenPlainly, each plain reply checked against `base` when `report` is given.
 */
export function plainWhereMarked(base: BuildSerializer = SerializerSelector(), report?: ResponseProblemReporter): BuildSerializer {
  return (externalSchemas, serializerOptions) => {
    const compile = base(externalSchemas, serializerOptions);
    return (route) => {
      if (!plainSchemas.has(route.schema as object)) return compile(route);
      if (!report) return (data: unknown) => JSON.stringify(data);
      const bySchema = compile(route);
      return (data: unknown) => {
        const plain = JSON.stringify(data);
        for (const problem of differences(JSON.parse(plain), JSON.parse(bySchema(data)))) {
          report(`${route.method} ${route.url} (${route.httpStatus}): ${problem} by its schema (written plainly, the reply sends it as returned)`);
        }
        return plain;
      };
    };
  };
}
