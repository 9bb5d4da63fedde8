import ValidatorSelector from "@fastify/ajv-compiler";
import SerializerSelector from "@fastify/fast-json-stringify-compiler";
import type { FastifyServerOptions } from "fastify";

/**
 * Fastify's own schema compilers (Ajv for input, fast-json-stringify for responses), each route's schema
 * compiled on its first use instead of at ready (issue 16, restart: compiling all of them was a quarter of
 * the start). Nothing is validated less: every request part with a schema goes through the same Ajv
 * function as before, built from the same schema and options. `warm()` compiles what is still pending a
 * few at a time between other work, so after start every schema is compiled within a few seconds and a
 * broken schema is reported then, not at its route's first request only.
 *
 * With a custom compiler Fastify no longer lower-cases a `headers` schema's property names (header names
 * are case-insensitive); the validator here does it, as Fastify's default would.
 */
type Validator = ((data: unknown, context?: object) => unknown) & { errors?: unknown; schemaEnv?: unknown };
type Serializer = (data: unknown) => string;
interface RouteSchema {
  schema: Record<string, unknown>;
  httpPart?: string;
}

/** A `headers` schema with its property names and required list in lower case (Fastify's default does this). */
function lowerCaseHeaders(schema: Record<string, unknown>): Record<string, unknown> {
  const properties = schema.properties as Record<string, unknown> | undefined;
  const required = schema.required as string[] | undefined;
  return {
    ...schema,
    ...(properties
      ? { properties: Object.fromEntries(Object.entries(properties).map(([k, v]) => [k.toLowerCase(), v])) }
      : {}),
    ...(Array.isArray(required) ? { required: required.map((r) => r.toLowerCase()) } : {}),
  };
}

export function lazySchemaCompilers() {
  const pending = new Set<() => void>();
  const defaultValidator = ValidatorSelector();
  const defaultSerializer = SerializerSelector();

  /** A compile deferred to its first use (or to `warm`), done once; pending until then. */
  const once = <T>(compile: () => T): (() => T) => {
    let real: T | undefined;
    const ensure = () => {
      if (real === undefined) {
        pending.delete(ensure);
        real = compile();
      }
      return real;
    };
    pending.add(ensure);
    return ensure;
  };

  const buildValidator = (externalSchemas: unknown, ajvOptions: unknown) => {
    const compile = defaultValidator(externalSchemas as never, ajvOptions as never) as unknown as (
      route: RouteSchema,
    ) => Validator;
    return (route: RouteSchema): Validator => {
      const plain =
        route.httpPart === "headers" && route.schema && typeof route.schema === "object"
          ? { ...route, schema: lowerCaseHeaders(route.schema) }
          : route;
      const ensure = once(() => compile(plain));
      const validate: Validator = (data, context) => {
        const fn = ensure();
        // Ajv changes a root value (coercion, defaults) only through the parent Fastify hands it.
        const result = fn.schemaEnv ? fn(data, context) : fn(data);
        validate.errors = fn.errors;
        return result;
      };
      // So Fastify passes the parent (request) and property, which Ajv's function then receives.
      validate.schemaEnv = true;
      return validate;
    };
  };

  const buildSerializer = (externalSchemas: unknown, serializerOptions: unknown) => {
    const compile = defaultSerializer(externalSchemas as never, serializerOptions as never) as unknown as (
      route: RouteSchema,
    ) => Serializer;
    return (route: RouteSchema): Serializer => {
      const ensure = once(() => compile(route));
      return (data) => ensure()(data);
    };
  };

  return {
    /** Fastify's `schemaController` option. */
    schemaController: {
      compilersFactory: { buildValidator, buildSerializer },
    } as unknown as FastifyServerOptions["schemaController"],
    /** Schemas not compiled yet. */
    pendingCount: () => pending.size,
    /**
     * Compiles every pending schema, `perTurn` at a time with the event loop free between turns (requests
     * keep being answered); resolves when none is left, rejects with the first that fails to compile.
     */
    async warm(perTurn = 4): Promise<void> {
      while (pending.size) {
        let n = 0;
        for (const ensure of pending) {
          ensure();
          if (++n >= perTurn) break;
        }
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
  };
}

declare module "fastify" {
  interface FastifyInstance {
    /** Compiles every route schema not compiled yet, a few at a time between requests (lazySchemas.ts). */
    warmSchemas(): Promise<void>;
  }
}
