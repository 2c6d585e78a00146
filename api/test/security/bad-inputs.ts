// Inputs that break an operation's schema, and hostile inputs that may or may not (fast-check
// arbitraries). A broken input must be refused with a 4xx; a hostile one must never be a 5xx.
import fc from 'fast-check';
import { fieldsOf, fieldType, type FieldType, type Operation } from './openapi-operations';
import type { Input } from './operation-requests';

/** One changed input: what was changed (for the report) and the input to send. */
export interface Case {
  what: string;
  input: Input;
  /** Sent as is, instead of the input's body. */
  raw?: { body: string; contentType: string };
}

function deep(depth: number, leaf: unknown, kind: 'array' | 'object'): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = kind === 'array' ? [value, 1] : { a: value };
  return value;
}

/** Text meant to trip storage and rendering: lone surrogates, RTL marks, NUL, combining marks, emoji. */
export const hostileText = fc.oneof(
  fc.constantFrom('\uD800', 'a\uDC00b', '\u202Egnp.exe', '\u200F\u05E9\u05DC\u05D5\u05DD', '\u0000', 'x\u0000y', '\uFEFF', 'e\u0301\u0301\u0301', '\u{1F6FB}\u{1F3D4}\uFE0F', '<script>alert(1)</script>', "' or 1=1 --", '%00', '../../etc/passwd', '${7*7}'),
  fc.array(fc.integer({ min: 0, max: 0xffff }), { minLength: 1, maxLength: 40 }).map((units) => String.fromCharCode(...units)),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.integer({ min: 1_000, max: 20_000 }).map((n) => 'x'.repeat(n)),
);

/** Values a field of this type refuses, or [] when its type is not known. */
function badBodyValues(type: FieldType): fc.Arbitrary<unknown>[] {
  const notScalar = [fc.constant({ nested: deep(50, 1, 'object') }), fc.constant(deep(200, 'x', 'array'))];
  switch (type.kind) {
    case 'string': {
      const bad: fc.Arbitrary<unknown>[] = [...notScalar, fc.dictionary(fc.string({ minLength: 1, maxLength: 5 }), fc.string(), { minKeys: 1, maxKeys: 3 })];
      if (type.maxLength !== undefined) bad.push(fc.integer({ min: type.maxLength + 1, max: type.maxLength + 500 }).map((n) => 'x'.repeat(n)));
      if (type.enum) bad.push(fc.string({ maxLength: 10 }).map((s) => `zz-${s}`).filter((s) => !type.enum!.includes(s)));
      return bad;
    }
    case 'integer':
    case 'number': {
      const bad: fc.Arbitrary<unknown>[] = [...notScalar, fc.constantFrom('abc', '12abc', 'NaN'), fc.constant({})];
      if (type.kind === 'integer') bad.push(fc.double({ min: 1.01, max: 1e6, noNaN: true }).filter((n) => !Number.isInteger(n)));
      const min = type.minimum ?? (type.bySchema ? undefined : 0);
      if (min !== undefined) bad.push(fc.integer({ min: -1e9, max: min - 1 }));
      if (type.maximum !== undefined) bad.push(fc.constantFrom(type.maximum + 1, 1e300));
      return bad;
    }
    case 'boolean':
      return [...notScalar, fc.constantFrom('maybe', 'yes please', 7, {})];
    case 'object':
      return [fc.constantFrom('text', 42, true)];
    case 'array':
      return [fc.constant({ not: 'an array' })];
    default:
      return [];
  }
}

/** Query and path values (always text) this type refuses. */
function badTextValues(type: FieldType): fc.Arbitrary<string | string[]>[] {
  const bad: fc.Arbitrary<string | string[]>[] = [];
  if (type.kind === 'integer' || type.kind === 'number') {
    bad.push(fc.constantFrom('abc', '1e', '--1', '0x'));
    if (type.kind === 'integer') bad.push(fc.constantFrom('1.5', '2.25'));
    const min = type.minimum ?? (type.bySchema ? undefined : 0);
    if (min !== undefined) bad.push(fc.integer({ min: -1e9, max: min - 1 }).map(String));
    if (type.maximum !== undefined) bad.push(fc.constantFrom(String(type.maximum + 1), '99999999999999999999999'));
    if (type.bySchema) bad.push(fc.constant(['1', '2']));
  } else if (type.kind === 'boolean') {
    bad.push(fc.constantFrom('maybe', 'yes please'));
  } else if (type.kind === 'string') {
    if (type.maxLength !== undefined) bad.push(fc.integer({ min: type.maxLength + 1, max: type.maxLength + 300 }).map((n) => 'x'.repeat(n)));
    if (type.enum) bad.push(fc.string({ maxLength: 8 }).map((s) => `zz${s.replace(/[^a-z]/g, '')}`).filter((s) => !type.enum!.includes(s)));
  }
  return bad;
}

const withBody = (input: Input, body: Record<string, unknown> | undefined): Input => ({ ...input, body });

/** Inputs that break the operation's schema, each one change from the valid input. */
export function brokenCases(op: Operation, base: Input): fc.Arbitrary<Case> | null {
  const cases: fc.Arbitrary<Case>[] = [];
  for (const param of op.params) {
    const type = fieldType(param.schema);
    for (const bad of badTextValues(type)) {
      cases.push(bad.map((value) => {
        const input: Input = { path: { ...base.path }, query: { ...base.query }, body: base.body };
        if (param.in === 'path') input.path[param.name] = String(value);
        else input.query[param.name] = value;
        return { what: `${param.in} ${param.name} = ${JSON.stringify(value).slice(0, 60)}`, input };
      }));
    }
  }
  if (op.body) {
    const schema = op.body.schema;
    for (const field of fieldsOf(schema)) {
      // A multipart form carries text only: a wrong type cannot be sent, a too long text can.
      const type = fieldType(field.schema);
      const bad = op.body.contentTypes.includes('application/json') ? badBodyValues(type) : badTextValues(type);
      for (const value of bad) {
        cases.push(value.map((v) => ({ what: `body ${field.name} = ${JSON.stringify(v)?.slice(0, 60)}`, input: withBody(base, { ...base.body, [field.name]: v }) })));
      }
      if (field.required) {
        const { [field.name]: _dropped, ...rest } = base.body ?? {};
        cases.push(fc.constant({ what: `body without ${field.name}`, input: withBody(base, rest) }));
      }
    }
    if (op.body.contentTypes.includes('application/json')) {
      cases.push(fc.constantFrom('{"a":', '{bad json}', '[1,2', '{"a":1}}').map((body) => ({ what: `malformed JSON ${body}`, input: base, raw: { body, contentType: 'application/json' } })));
      // A body that may be anything ({} beside the object) is optional, not broken, when it is not an object.
      if (schema.type === 'object' && !schema['x-optional']) {
        cases.push(fc.constantFrom<unknown>([1, 2, 3], 'text', 42, deep(300, 1, 'array')).map((body) => ({ what: `body = ${JSON.stringify(body).slice(0, 60)}`, input: base, raw: { body: JSON.stringify(body), contentType: 'application/json' } })));
      }
    }
  }
  return cases.length > 0 ? fc.oneof(...cases) : null;
}

/** Inputs that may well be valid but are meant to hurt: strange text, nulls, extra fields, any JSON. */
export function hostileCases(op: Operation, base: Input): fc.Arbitrary<Case> | null {
  const cases: fc.Arbitrary<Case>[] = [];
  for (const param of op.params) {
    cases.push(hostileText.map((value) => {
      const input: Input = { path: { ...base.path }, query: { ...base.query }, body: base.body };
      if (param.in === 'path') input.path[param.name] = value;
      else input.query[param.name] = value;
      return { what: `${param.in} ${param.name} = ${JSON.stringify(value).slice(0, 60)}`, input };
    }));
  }
  if (op.body) {
    const json = op.body.contentTypes.includes('application/json');
    for (const field of fieldsOf(op.body.schema)) {
      const values: fc.Arbitrary<unknown>[] = [hostileText];
      if (json) values.push(fc.constantFrom(null, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, -0, ''), fc.jsonValue({ maxDepth: 3 }));
      cases.push(fc.oneof(...values).map((v) => ({ what: `body ${field.name} = ${JSON.stringify(v)?.slice(0, 60)}`, input: withBody(base, { ...base.body, [field.name]: v }) })));
    }
    if (json) {
      cases.push(fc.tuple(fc.string({ minLength: 1, maxLength: 12 }), fc.jsonValue({ maxDepth: 3 })).map(([name, value]) => ({ what: `extra field ${JSON.stringify(name)}`, input: withBody(base, { ...base.body, [`x_${name}`]: value }) })));
      cases.push(fc.jsonValue({ maxDepth: 4 }).map((body) => ({ what: `body = ${JSON.stringify(body).slice(0, 60)}`, input: base, raw: { body: JSON.stringify(body), contentType: 'application/json' } })));
    }
    cases.push(hostileText.map((body) => ({ what: `text/plain body`, input: base, raw: { body, contentType: 'text/plain' } })));
  }
  return cases.length > 0 ? fc.oneof(...cases) : null;
}
