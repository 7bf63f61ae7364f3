import type { FastifyContextConfig, RouteOptions } from 'fastify';
import type { SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { errorSchema } from '../lib/error-responses.js';

/** Who may call an operation, as the document names it (`config.access` in the house's words). */
type OperationAccess = 'public' | 'member' | 'staff' | 'owner';

const ACCESS_NAMES: Record<NonNullable<FastifyContextConfig['access']>, OperationAccess> = {
  public: 'public',
  user: 'member',
  admin: 'staff',
  owner: 'owner',
};

/** The security scheme of the access cookie (components.securitySchemes). */
export const ACCESS_COOKIE_SCHEME = 'accessCookie';
/** The title the error answers' schema carries until the document shares it as one component. */
export const ERROR_SCHEMA_TITLE = 'ApiError';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `/api/users/` → `/api/users`: a prefixed '/' route answers without the slash too (fastify's prefixTrailingSlash 'both'). */
function documentedUrl(url: string): string {
  return url.length > 1 && url.endsWith('/') ? url.slice(0, -1) : url;
}

const pascal = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * A stable, readable id from the method and the path: `GET /api/owner/programs/:id/registrations.csv`
 * → `getOwnerProgramsByIdRegistrationsCsv`. A route may name its own with `schema.operationId`.
 */
function operationIdFor(method: string, url: string): string {
  const words = documentedUrl(url)
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^[:{]([A-Za-z0-9_]+)/.exec(segment);
      if (param) return [`By${pascal(param[1])}`];
      return segment
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean)
        .map(pascal);
    });
  return method.toLowerCase() + words.join('');
}

type JsonSchema = Record<string, unknown>;
type TransformInput = Parameters<SwaggerTransform>[0];

let errorJson: JsonSchema | undefined;
/** The error shape as the document writes it, converted once by the same transform as every route's. */
function errorAnswer(input: TransformInput): JsonSchema {
  errorJson ??= jsonSchemaTransform({ ...input, schema: { response: { 400: errorSchema } }, url: '/error' }).schema.response as JsonSchema;
  return { ...(errorJson[400] as JsonSchema), title: ERROR_SCHEMA_TITLE };
}

/**
 * What the hooks every route passes through can answer before its handler runs, read from the
 * route itself so the document cannot drift from them: 400 when it takes input (validation), 401
 * when it needs a login (auth plugin), 403 for staff/owner routes (auth plugin) and for writes
 * checked against cross-site requests (csrf plugin).
 */
function refusalsBeforeHandler(route: RouteOptions, schema: JsonSchema): number[] {
  const access = route.config?.access ?? 'public';
  const [method] = [route.method].flat();
  const takesInput = ['params', 'querystring', 'body', 'headers'].some((part) => schema[part] !== undefined);
  const guarded = access === 'admin' || access === 'owner' || (UNSAFE_METHODS.has(method) && route.config?.csrf !== false);
  return [...(takesInput ? [400] : []), ...(access !== 'public' ? [401] : []), ...(guarded ? [403] : [])];
}

/**
 * The swagger transform: each route's Zod schemas become JSON Schema (fastify-type-provider-zod),
 * and the operation gets its operationId, its access (`x-access`) and `security` from
 * `config.access`, the refusals its hooks give, and a path without a trailing slash.
 */
export const describeOperation: SwaggerTransform = (input) => {
  const { route } = input;
  const converted = jsonSchemaTransform(input);
  const schema = converted.schema as JsonSchema | undefined;
  if (!schema || schema.hide) return converted;

  const access = ACCESS_NAMES[route.config?.access ?? 'public'];
  const [method] = [route.method].flat();
  const original = (route.schema?.response ?? {}) as Record<string, unknown>;
  const response = { ...(schema.response as Record<string, JsonSchema> | undefined) };
  // The route's own errorResponses(…) answers are marked so the document can share them as one component.
  for (const code of Object.keys(response)) if (original[code] === errorSchema) response[code] = errorAnswer(input);
  if (Object.keys(response).length > 0) {
    for (const code of refusalsBeforeHandler(route, schema)) response[code] ??= errorAnswer(input);
  }

  return {
    url: documentedUrl(converted.url),
    schema: {
      ...schema,
      ...(Object.keys(response).length > 0 ? { response } : {}),
      operationId: (schema.operationId as string | undefined) ?? operationIdFor(method, converted.url),
      security: access === 'public' ? [] : [{ [ACCESS_COOKIE_SCHEME]: [] }],
      'x-access': access,
    },
  };
};
