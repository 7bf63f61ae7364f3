import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../error-responses.js';
import { idField, idParam } from '../field-schemas.js';
import type { Locale } from '../request-locale.js';
import type { OwnerListRepository, OwnerListTable, OwnerListValues } from './owner-list-repository.js';

/** A place in an owner-ordered list (smaller first). */
export const displayOrderField = z
  .number({ message: 'Give the place in the list as a number.' })
  .int('Use a whole number.')
  .min(0, 'Use 0 or more.')
  .max(100_000, 'Use at most 100000.');

/** The body of a reorder: every id of the list, once each, in the new order. */
const reorderBody = z.strictObject({ ids: z.array(idField).max(1000, 'Give at most 1000 ids.') });

const idParams = z.strictObject({ id: idParam });

/** What every kind's body carries besides its own fields: its place (left out: last, or unchanged) and its visibility. */
type OwnerListInput = { order?: number; published: boolean };

/**
 * What one kind of owner-written list (coaches, partners) configures: its words, its table's
 * repository, what the owner sends, what visitors see of a row and what the owner sees on top.
 */
export interface OwnerListKind<T extends OwnerListTable, Body extends z.ZodType<OwnerListInput>, Public extends z.ZodObject> {
  /** One row's word (`coach`) and the list's, which is also the path and the OpenAPI tag (`coaches`). */
  noun: string;
  plural: string;
  /** How the owner's summaries refer back to one row: a coach keeps "their" place, a partner "its". */
  possessive: 'their' | 'its';
  repository: OwnerListRepository<T>;
  /** The owner's whole body for a row (POST and PUT), ending with `order` and `published`. */
  body: Body;
  /** What GET /api/<plural> answers for a row, and how a row becomes it: its words in the reader's language (server/lib/localized.ts). */
  publicSchema: Public;
  toPublic: (row: T['$inferSelect'], locale: Locale) => z.infer<Public>;
  /**
   * What the owner sees besides the public fields, before the place and visibility (the image's
   * upload id), and in place of the public ones (the translatable fields in both languages).
   */
  ownerShape: z.ZodRawShape;
  ownerFields: (row: T['$inferSelect']) => Record<string, unknown>;
  /** The row values of a valid body: rich text cleaned under the kind's preset, links and images checked (400s). */
  values: (input: z.infer<Body>) => Promise<OwnerListValues<T>>;
}

/** A public row without its `lang` and `langs`: the owner reads both languages. */
function withoutLang<R extends object>(row: R) {
  const { lang: _lang, langs: _langs, ...rest } = row as R & { lang?: unknown; langs?: unknown };
  return rest;
}

/**
 * GET /api/<plural> (public: published rows by display order then name) and the owner's CRUD and
 * reorder under /api/owner/<plural>, the same for every kind.
 */
export function ownerListRoutes<T extends OwnerListTable, Body extends z.ZodType<OwnerListInput>, Public extends z.ZodObject>(
  kind: OwnerListKind<T, Body, Public>,
): FastifyPluginAsyncZod {
  const { noun, plural, possessive, repository } = kind;
  const ownerSchema = kind.publicSchema.omit({ lang: true, langs: true }).extend({ ...kind.ownerShape, order: z.number().int(), published: z.boolean() });
  const toOwner = (row: T['$inferSelect']) => ({
    ...withoutLang(kind.toPublic(row, 'en-CA')),
    ...kind.ownerFields(row),
    order: (row as { displayOrder: number }).displayOrder,
    published: (row as { published: boolean }).published,
  });
  const tags = [plural, 'staff'];
  const logId = `${noun}Id`;

  return async (app) => {
    app.get(`/${plural}`, {
      schema: {
        tags: [plural],
        summary: `Published ${plural}, by display order then name`,
        response: { 200: z.object({ items: z.array(kind.publicSchema) }) },
      },
      handler: async (request) => ({ items: (await repository.published()).map((row) => kind.toPublic(row, request.locale)) }),
    });

    app.get(`/owner/${plural}`, {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: `Owner: every ${noun}, hidden ones included, with their place and visibility`,
        response: { 200: z.object({ items: z.array(ownerSchema) }), ...errorResponses(401, 403) },
      },
      handler: async () => ({ items: (await repository.all()).map(toOwner) }),
    });

    app.post(`/owner/${plural}`, {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: `Owner: add a ${noun} (last in the list unless \`order\` is given)`,
        body: kind.body,
        response: { 201: ownerSchema, ...errorResponses(400, 401, 403, 409) },
      },
      handler: async (request, reply) => {
        const input = request.body as z.infer<Body>;
        const row = await repository.create(await kind.values(input), input.order);
        request.log.info({ ownerId: request.user.id, [logId]: (row as { id: number }).id }, `${noun} added`);
        return reply.code(201).send(toOwner(row));
      },
    });

    app.put(`/owner/${plural}/:id`, {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: `Owner: change a ${noun} (the whole body; without \`order\` the ${noun} keeps ${possessive} place)`,
        params: idParams,
        body: kind.body,
        response: { 200: ownerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      handler: async (request) => {
        const input = request.body as z.infer<Body>;
        return toOwner(await repository.update(request.params.id, await kind.values(input), input.order));
      },
    });

    app.delete(`/owner/${plural}/:id`, {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: `Owner: remove a ${noun}`,
        params: idParams,
        response: { 204: z.undefined(), ...errorResponses(400, 401, 403, 404) },
      },
      handler: async (request, reply) => {
        await repository.remove(request.params.id);
        request.log.info({ ownerId: request.user.id, [logId]: request.params.id }, `${noun} removed`);
        return reply.code(204).send();
      },
    });

    app.post(`/owner/${plural}/order`, {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: `Owner: put the ${plural} in a new order (every id once)`,
        body: reorderBody,
        response: { 200: z.object({ items: z.array(ownerSchema) }), ...errorResponses(400, 401, 403) },
      },
      handler: async (request) => ({ items: (await repository.reorder(request.body.ids)).map(toOwner) }),
    });
  };
}
