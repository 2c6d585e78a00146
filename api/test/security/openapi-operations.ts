// The route table, as the API document describes it: every operation with its parameters and
// body, and what each field is (from its JSON schema, or, for the fields a handler checks
// itself, from the description that documents them: "integer: …", "text, at most 150 characters").
import type { FastifyInstance } from 'fastify';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Schema = Record<string, any>;

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: Schema;
}

export interface Operation {
  method: string;
  /** The OpenAPI path, e.g. /api/threads/{id}. */
  path: string;
  key: string;
  params: Parameter[];
  body?: { required: boolean; schema: Schema; contentTypes: string[] };
}

export async function loadOperations(app: FastifyInstance): Promise<Operation[]> {
  const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  if (response.statusCode !== 200) throw new Error(`GET /api/openapi.json: ${response.statusCode}`);
  const document = JSON.parse(response.body) as { paths: Record<string, Record<string, Schema>>; components?: { schemas?: Record<string, Schema> } };
  const components = document.components?.schemas ?? {};
  const resolve = (schema: Schema | undefined): Schema => {
    if (!schema) return {};
    if (typeof schema.$ref === 'string') return resolve(components[schema.$ref.split('/').pop()!]);
    // A body that may be absent is written anyOf [the object, {}]: the object is what is checked.
    if (Array.isArray(schema.anyOf)) {
      const object = schema.anyOf.find((s: Schema) => s.type === 'object' || s.properties);
      const optional = schema.anyOf.some((s: Schema) => Object.keys(s).length === 0);
      if (object) return { ...resolve(object), description: schema.description, ...(optional ? { 'x-optional': true } : {}) };
    }
    return schema;
  };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const params: Parameter[] = ((operation.parameters ?? []) as Schema[])
        .filter((p) => p.in === 'path' || p.in === 'query')
        .map((p) => ({ name: p.name, in: p.in, required: Boolean(p.required), schema: { ...resolve(p.schema), ...(p.description ? { description: p.description } : {}) } }));
      const content = operation.requestBody?.content as Record<string, { schema: Schema }> | undefined;
      const contentTypes = content ? Object.keys(content) : [];
      operations.push({
        method: method.toUpperCase(),
        path,
        key: `${method.toUpperCase()} ${path}`,
        params,
        body: content ? { required: Boolean(operation.requestBody.required), schema: resolve(content[contentTypes[0]].schema), contentTypes } : undefined,
      });
    }
  }
  return operations;
}

/** What a field holds, read from its schema or its description; kind 'unknown' when neither says. */
export interface FieldType {
  kind: 'integer' | 'number' | 'string' | 'boolean' | 'object' | 'array' | 'file' | 'unknown';
  /** Checked by the schema (ajv, which coerces) rather than by the handler. */
  bySchema: boolean;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
  nullable?: boolean;
}

export function fieldType(schema: Schema): FieldType {
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
  const nullable = Array.isArray(schema.type) ? schema.type.includes('null') : schema.nullable === true;
  if (type) {
    return {
      kind: type,
      bySchema: true,
      enum: schema.enum,
      minimum: schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : undefined),
      maximum: schema.maximum,
      minLength: schema.minLength,
      maxLength: schema.maxLength,
      format: schema.format,
      nullable,
    };
  }
  if (schema.enum) return { kind: 'string', bySchema: true, enum: schema.enum };
  const description = String(schema.description ?? '');
  let match: RegExpMatchArray | null;
  if (/^integer\b/i.test(description)) return { kind: 'integer', bySchema: false };
  if (/^boolean\b/i.test(description)) return { kind: 'boolean', bySchema: false };
  if ((match = /^one of ([\w-]+(?:, [\w-]+)*)/i.exec(description))) return { kind: 'string', bySchema: false, enum: match[1].split(', ') };
  if ((match = /^text, at most (\d+)/i.exec(description))) return { kind: 'string', bySchema: false, maxLength: Number(match[1]) };
  if (/^(text|HTML)\b/.test(description)) return { kind: 'string', bySchema: false };
  if (/^(the|a) file\b/i.test(description)) return { kind: 'file', bySchema: false };
  return { kind: 'unknown', bySchema: false };
}

/** The fields of an object schema, with whether each is required. */
export function fieldsOf(schema: Schema): { name: string; schema: Schema; required: boolean }[] {
  const required = new Set<string>(schema.required ?? []);
  return Object.entries((schema.properties ?? {}) as Record<string, Schema>).map(([name, s]) => ({ name, schema: s, required: required.has(name) }));
}
