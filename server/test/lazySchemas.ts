// A test app compiles a route's schemas on the route's first use. Compiling every route's request
// validator (Ajv) and response serializer (fast-json-stringify) is about three quarters of the CPU
// an app takes to start, and a test file starts one or more apps to call a handful of their hundreds
// of routes. A route validates and serializes exactly as the product's does, with the same
// compilers and options: only when the compiling is done differs. The product compiles them all at
// start, so a schema that cannot compile fails there (lazySchemas.test.ts starts one so).
import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type SchemaController = NonNullable<FastifyServerOptions['schemaController']>;
type Compiled = ((this: unknown, ...args: unknown[]) => unknown) & { errors?: unknown; schemaEnv?: unknown };

/**
 * A stand-in for a compiled validator or serializer that compiles it when first called. Fastify
 * reads two properties of an Ajv validator besides calling it: `schemaEnv` before the call (Ajv
 * may then coerce the request's own fields) and `errors` after a failed one.
 */
function onFirstUse(compile: () => Compiled): Compiled {
  let compiled: Compiled | undefined;
  const real = () => (compiled ??= compile());
  const standIn = function (this: unknown, ...args: unknown[]) {
    const fn = real();
    const result = fn.apply(this, args);
    standIn.errors = fn.errors;
    return result;
  } as Compiled;
  Object.defineProperty(standIn, 'schemaEnv', { get: () => real().schemaEnv });
  return standIn;
}

/** A compilers factory whose compilers hand out stand-ins. */
function lazily<O>(factory: (externalSchemas: never, options: O) => (route: never) => unknown) {
  return (externalSchemas: never, options: O) => {
    const compile = factory(externalSchemas, options);
    return (route: never) => onFirstUse(() => compile(route) as Compiled);
  };
}

export function lazySchemaController(): SchemaController {
  return {
    compilersFactory: {
      buildValidator: lazily(AjvCompiler()),
      buildSerializer: lazily(SerializerSelector()),
    } as unknown as SchemaController['compilersFactory'],
  };
}
