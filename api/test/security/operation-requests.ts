// Valid-looking requests for an operation: path ids of real rows (the caller's own, other's or a
// shared one), and the body and query its schema asks for, with values that name real things.
import { makePng } from '../../src/modules/attachments/sample-files';
import { fieldsOf, fieldType, type Operation, type Schema } from './openapi-operations';
import type { Expectation, Role } from './access-expectations';
import { KIND_BY_SEGMENT, rowFor, type Owner, type Request, type World } from './security-world';

export interface Input {
  path: Record<string, string>;
  query: Record<string, string | string[]>;
  /** Undefined: no body is sent. */
  body?: Record<string, unknown>;
}

/** The kind of row a path parameter names: by the segment before it. */
function pathKind(op: Operation, name: string): string | undefined {
  const segments = op.path.split('/');
  const at = segments.indexOf(`{${name}}`);
  return at > 0 ? KIND_BY_SEGMENT[segments[at - 1]] : undefined;
}

/** A value that names a real thing, by the field's name; undefined: nothing known. */
function hint(world: World, name: string, owner: Owner, fieldsOwner: Role | 'other', ownedFields: Record<string, string>): unknown {
  const owned = ownedFields[name];
  if (owned === 'key') return world.keys[fieldsOwner] ?? world.keys.other;
  if (owned) return rowFor(world, owned, fieldsOwner);
  switch (name) {
    case 'node_id':
    case 'context[node_id]':
    case 'parent_node_id':
      return world.rows.node.shared;
    case 'thread_id':
    case 'context[thread_id]':
      return world.rows.thread.shared;
    case 'post_id':
    case 'context[post_id]':
      return rowFor(world, 'post', owner);
    case 'user_id':
      return world.users.other.user_id;
    case 'reaction_id':
      return 1;
    case 'message_html':
      return '<p>Written by the security suite.</p>';
    case 'message':
      return 'Written by the security suite.';
    case 'title':
      return 'A thread of the security suite';
    case 'email':
      return 'nobody@example.test';
    case 'username':
      return 'member';
    case 'keywords':
      return 'trail';
    case 'timezone':
      return 'America/Denver';
    default:
      return undefined;
  }
}

/** A value the field's type accepts. */
export function validValue(schema: Schema): unknown {
  const type = fieldType(schema);
  if (type.enum?.length) return type.enum[0];
  switch (type.kind) {
    case 'integer':
    case 'number':
      return Math.max(type.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return [validValue(schema.items ?? {})];
    case 'object':
      return Object.fromEntries(fieldsOf(schema).filter((f) => f.required).map((f) => [f.name, validValue(f.schema)]));
    case 'string':
      if (type.format === 'email') return 'nobody@example.test';
      return 'text'.padEnd(type.minLength ?? 4, 'x').slice(0, Math.max(type.maxLength ?? 4, type.minLength ?? 0));
    default:
      return 'text';
  }
}

/** Whose row the caller's request names, by the expectation's target. */
export function ownerFor(expectation: Expectation, role: Role): Owner {
  if (expectation.target === 'own') return role;
  if (expectation.target === 'others') return 'other';
  return 'shared';
}

/**
 * owner: whose row the path names; fieldsOwner: whose rows the owned fields of the body and query
 * name (the caller's own, or other's in the IDOR check).
 */
export function validInput(op: Operation, world: World, role: Role, expectation: Expectation, owner: Owner, fieldsOwner: Role | 'other' = role): Input {
  const ownedFields = expectation.ownedFields ?? {};
  const extra = expectation.input?.(role) ?? {};
  const input: Input = { path: {}, query: {} };
  for (const param of op.params) {
    if (param.in === 'path') {
      const kind = pathKind(op, param.name);
      const value = kind ? rowFor(world, kind, owner) : undefined;
      input.path[param.name] = String(value ?? validValue(param.schema));
    } else {
      const value = hint(world, param.name, owner, fieldsOwner, ownedFields);
      if (value !== undefined) input.query[param.name] = String(value);
      else if (param.required) input.query[param.name] = String(validValue(param.schema));
    }
  }
  Object.assign(input.query, extra.query);
  if (op.body) {
    const body: Record<string, unknown> = {};
    for (const field of fieldsOf(op.body.schema)) {
      if (expectation.fields && !expectation.fields.includes(field.name)) continue;
      const value = hint(world, field.name, owner, fieldsOwner, ownedFields);
      if (value !== undefined) body[field.name] = value;
      else if (field.required) body[field.name] = validValue(field.schema);
    }
    input.body = { ...body, ...extra.body };
  }
  return input;
}

/** Only a multipart form: its fields go as text parts, a file field as a small PNG. */
export function isMultipartOnly(op: Operation): boolean {
  return Boolean(op.body && op.body.contentTypes.length === 1 && op.body.contentTypes[0] === 'multipart/form-data');
}

function multipartBody(op: Operation, body: Record<string, unknown>): { rawBody: Buffer; contentType: string } {
  const boundary = '----securitysuiteboundary';
  const parts: Buffer[] = [];
  const fileFields = fieldsOf(op.body!.schema).filter((f) => fieldType(f.schema).kind === 'file').map((f) => f.name);
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined) continue;
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${typeof value === 'string' ? value : JSON.stringify(value)}\r\n`));
  }
  for (const name of fileFields) {
    if (name in body) continue;
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="suite.png"\r\nContent-Type: image/png\r\n\r\n`), makePng(1, 1), Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { rawBody: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

export function urlOf(op: Operation, input: Input): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(input.path[name] ?? ''));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(input.query)) {
    for (const one of Array.isArray(value) ? value : [value]) search.append(name, one);
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

export function requestOf(op: Operation, input: Input, cookie: string): Request {
  const request: Request = { method: op.method, url: urlOf(op, input), cookie };
  if (input.body !== undefined) {
    if (isMultipartOnly(op)) Object.assign(request, multipartBody(op, input.body));
    else request.body = input.body;
  }
  return request;
}
