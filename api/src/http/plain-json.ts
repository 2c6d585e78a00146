// A reply written with V8's own JSON.stringify instead of its schema's serializer, for the few
// answers that are large and full of text: a profile with every fetch option is 38 KB of snippets,
// HTML and member summaries, and fast-json-stringify escapes each string with quotes in it
// character by character and builds the answer as a rope that Node then flattens to measure it.
// Written plainly, that profile costs about a quarter less CPU per request.
//
// A part of such an answer that many requests send alike (the profile's followers, postings and
// latest activity, shared by every viewer for a few seconds) can be kept as its JSON, encoded once
// (JsonPart): the reply is then the per-request rest, written plainly, with the kept bytes put in.
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

/**
 * A value kept as its JSON text, encoded once, for a top-level field of a reply written plainly.
 * Anything else that turns it into JSON (the reply check, a test) reads it back as the value.
 */
export class JsonPart<Value> {
  /** The JSON as bytes, ready to be put into a reply. */
  readonly encoded: Buffer;

  constructor(value: Value) {
    this.encoded = Buffer.from(JSON.stringify(value));
  }

  toJSON(): Value {
    return JSON.parse(this.encoded.toString()) as Value;
  }
}

/** An answer some of whose top-level fields may be kept parts. */
export type WithParts<Answer, Field extends keyof Answer> = Omit<Answer, Field> & { [Key in Field]?: Answer[Key] | JsonPart<NonNullable<Answer[Key]>> };

/**
 * JSON.stringify's text for `data`, with the kept parts among its top-level fields put in as they
 * were encoded: the bytes of an answer that holds any, else the text.
 */
export function writePlainly(data: unknown): string | Buffer {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return JSON.stringify(data);
  const entries = Object.entries(data);
  if (!entries.some(([, value]) => value instanceof JsonPart)) return JSON.stringify(data);
  // The fields written per request go into a fresh object: a copy with the parts deleted from it
  // would be one V8 keeps as a slow dictionary.
  const rest: Record<string, unknown> = {};
  const parts: [string, JsonPart<unknown>][] = [];
  for (const [key, value] of entries) {
    if (value instanceof JsonPart) parts.push([key, value]);
    else rest[key] = value;
  }
  const head = JSON.stringify(rest);
  // The head without its closing brace, `,"key":` and the part's bytes for each part, the brace.
  const chunks: Buffer[] = [Buffer.from(head.slice(0, -1))];
  let first = head === '{}';
  for (const [key, part] of parts) {
    chunks.push(Buffer.from(`${first ? '' : ','}${JSON.stringify(key)}:`), part.encoded);
    first = false;
  }
  chunks.push(Buffer.from('}'));
  return Buffer.concat(chunks);
}

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
      // Fastify's types say a serializer returns text; it sends bytes as they are too.
      if (!report) return writePlainly as (data: unknown) => string;
      const bySchema = compile(route);
      return (data: unknown) => {
        const plain = writePlainly(data);
        const sent: unknown = JSON.parse(plain.toString());
        // The schema's serializer reads the kept parts back as values.
        for (const problem of differences(sent, JSON.parse(bySchema(JSON.parse(JSON.stringify(data)))))) {
          report(`${route.method} ${route.url} (${route.httpStatus}): ${problem} by its schema (written plainly, the reply sends it as returned)`);
        }
        return plain as string;
      };
    };
  };
}
