import type { FastifySchemaValidationError } from 'fastify';

type Context = 'body' | 'querystring' | 'params' | 'headers' | string;

const KIND: Record<string, string> = {
  body: 'field',
  querystring: 'query parameter',
  params: 'path parameter',
  headers: 'header',
};

function describeType(type: unknown): string {
  const name = Array.isArray(type) ? type.join(' or ') : String(type);
  const article = /^[aeiou]/.test(name) ? 'an' : 'a';
  return name === 'object' ? 'a JSON object' : `${article} ${name}`;
}

/** Turns Fastify's schema error into one sentence that names the parameter or field. */
export function validationMessage(error: FastifySchemaValidationError, context: Context): string {
  const kind = KIND[context] ?? context;
  const params = error.params as Record<string, unknown>;
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const missing = typeof params.missingProperty === 'string' ? params.missingProperty : null;
  const name = missing ? (path ? `${path}.${missing}` : missing) : path;

  if (!name) {
    if (context === 'body') {
      return error.keyword === 'type' ? 'The request body must be a JSON object.' : `The request body ${error.message}.`;
    }
    return `The ${kind}s ${error.message ?? 'are not valid'}.`;
  }
  const subject = `The ${kind} '${name}'`;
  switch (error.keyword) {
    case 'required':
      return `${subject} is required.`;
    case 'enum':
      return `${subject} must be one of: ${(params.allowedValues as unknown[]).join(', ')}.`;
    case 'type': {
      const allowed = (error as { parentSchema?: { enum?: unknown[] } }).parentSchema?.enum;
      return allowed ? `${subject} must be one of: ${allowed.join(', ')}.` : `${subject} must be ${describeType(params.type)}.`;
    }
    case 'minimum':
      return `${subject} must be at least ${params.limit}.`;
    case 'maximum':
      return `${subject} must be at most ${params.limit}.`;
    case 'minLength':
      return params.limit === 1 ? `${subject} must not be empty.` : `${subject} must be at least ${params.limit} characters long.`;
    case 'maxLength':
      return `${subject} must be at most ${params.limit} characters long.`;
    case 'additionalProperties':
      return `The ${kind} '${params.additionalProperty}' is not allowed.`;
    default:
      return `${subject} ${error.message ?? 'is not valid'}.`;
  }
}
