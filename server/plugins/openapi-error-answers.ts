import type { SwaggerTransformObject } from '@fastify/swagger';
import { STATUS_CODES } from 'node:http';
import { ERROR_SCHEMA_TITLE } from './openapi-operation.js';

type Json = Record<string, unknown>;

/** What each refusal means for a client; every one has the same body, told apart by its `code`. */
const MEANINGS: Record<string, string> = {
  '400':
    'Refused: a field or parameter is not valid (`fields` names each one, code `invalid_field`), or what was asked is not possible now (the `code` says why).',
  '401': 'Not logged in (`login_required`), or the access token has expired (`token_expired`: refresh it, then ask again).',
  '403':
    'Not allowed: staff only (`staff_only`), owner only (`owner_only`), a write without a valid X-XSRF-TOKEN header (`csrf_failed`) or from another site (`cross_site`), or a rule of this call (the `code` says which).',
  '404': 'Not found (the `code` says what).',
  '409': 'In conflict with the current state (the `code` says which).',
  '429': 'Too many attempts: wait `retryAfterSeconds`, then try again.',
};

const componentName = (status: string) =>
  (STATUS_CODES[Number(status)] ?? `Error ${status}`)
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

const isErrorAnswer = (answer: unknown) =>
  (answer as { content?: Record<string, { schema?: Json }> } | undefined)?.content?.['application/json']?.schema?.title === ERROR_SCHEMA_TITLE;

/**
 * The document's last pass: every error answer (marked by describeOperation) becomes a reference to
 * one response per status in components.responses, all with the one ApiError schema, so a client
 * reads the error shape once and a generated client gets one type for it.
 */
export const shareErrorAnswers: SwaggerTransformObject = (input) => {
  if (!('openapiObject' in input)) throw new Error('The API documents itself as OpenAPI 3, not Swagger 2.');
  const document = input.openapiObject as Json & { paths?: Record<string, Record<string, { responses?: Record<string, unknown> }>>; components?: Json };
  const components = { ...(document.components ?? {}) } as Json & { schemas?: Json; responses?: Json };
  const schemas: Json = { ...components.schemas };
  const responses: Json = { ...components.responses };
  for (const pathItem of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(pathItem)) {
      for (const [status, answer] of Object.entries(operation.responses ?? {})) {
        if (!isErrorAnswer(answer)) continue;
        const { content } = answer as { content: Record<string, { schema: Json }> };
        schemas[ERROR_SCHEMA_TITLE] ??= content['application/json'].schema;
        const name = componentName(status);
        responses[name] ??= {
          description: MEANINGS[status] ?? `${STATUS_CODES[Number(status)] ?? 'Refused'} (the \`code\` says why).`,
          content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_SCHEMA_TITLE}` } } },
        };
        operation.responses![status] = { $ref: `#/components/responses/${name}` };
      }
    }
  }
  return { ...document, components: { ...components, schemas, responses } };
};
