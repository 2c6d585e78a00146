// Fastify compiles a serializer (fast-json-stringify) for every response schema of every route
// before it starts: about a second of start-up for this API's few hundred routes. With
// `compileSerializers: 'on-first-use'`, each one is compiled when its first reply is written
// instead. The API tests start an app per file, most of which calls a handful of routes, so they
// build with it; the site compiles at start (a schema that cannot compile stops it there), and
// one test builds the app that way so every schema is still compiled on every run.
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

export type SerializerCompilation = 'at-start' | 'on-first-use';

type BuildSerializer = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildSerializer'] & {};

/** Fastify's own serializer factory, each compiler deferred to the first reply it writes. */
export function serializersOnFirstUse(): BuildSerializer {
  const factory = SerializerSelector();
  return (externalSchemas, serializerOptions) => {
    const compile = factory(externalSchemas, serializerOptions);
    return (route) => {
      let serialize: ((data: unknown) => string) | undefined;
      return (data: unknown) => (serialize ??= compile(route))(data);
    };
  };
}
