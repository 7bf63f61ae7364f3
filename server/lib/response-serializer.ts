import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as validatingCompiler } from 'fastify-type-provider-zod';
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';

/**
 * How answers become JSON. `compiled`: fast-json-stringify built from each route's response schema
 * (production: a validating Zod pass before JSON.stringify cost more than the rest of a cached read).
 * `checked`: the compiled output, compared on every answer with the validating serialiser's, which
 * throws on a mismatch or on data the schema refuses, so every test also proves the two agree.
 */
export type ResponseSerialization = 'compiled' | 'checked';

type RouteSchema = Parameters<FastifySerializerCompiler<unknown>>[0];
type Serialize = (data: unknown) => string;

/**
 * The JSON Schema of what a route answers, or null where Zod's output has no JSON Schema form (a
 * transform, a date): those routes keep the validating serialiser.
 */
function outputJsonSchema(schema: unknown): Record<string, unknown> | null {
  const zodSchema = schema instanceof z.ZodType ? schema : (schema as { properties?: unknown } | null)?.properties;
  if (!(zodSchema instanceof z.ZodType)) return null;
  try {
    return z.toJSONSchema(zodSchema, { target: 'draft-07', io: 'output', unrepresentable: 'throw' });
  } catch {
    return null;
  }
}

function compile(route: RouteSchema): Serialize | null {
  const jsonSchema = outputJsonSchema(route.schema);
  if (!jsonSchema) return null;
  try {
    return fastJson(jsonSchema) as Serialize;
  } catch {
    return null;
  }
}

export class SerializerMismatchError extends Error {
  override name = 'SerializerMismatchError';
}

export function responseSerializerCompiler(mode: ResponseSerialization): FastifySerializerCompiler<unknown> {
  return (route) => {
    const validating = validatingCompiler(route as never) as Serialize;
    const compiled = compile(route);
    if (!compiled) return validating;
    if (mode === 'compiled') return compiled;
    return (data) => {
      const expected = validating(data);
      const actual = compiled(data);
      if (actual !== expected && !isDeepStrictEqual(JSON.parse(actual), JSON.parse(expected))) {
        throw new SerializerMismatchError(`${route.method} ${route.url} (${route.httpStatus}): compiled ${actual} but the schema gives ${expected}`);
      }
      return actual;
    };
  };
}
