import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { displayOrderField, reorderBody, richTextSchema, webAddressField } from '../../lib/content-fields.js';
import { errorResponses } from '../../lib/error-responses.js';
import { idParam, textField } from '../../lib/field-schemas.js';
import { toPartner, toOwnerPartner } from './partners-service.js';

const partnerBody = z.strictObject({
  name: textField(100, { min: 1 }),
  logoUploadId: z.uuid('Give the id of an uploaded image.').nullable().default(null),
  // https only (400 url_not_https from the service); empty means no site.
  url: webAddressField
    .nullable()
    .default(null)
    .transform((value) => (value === '' ? null : value)),
  // Editor.js output, checked against the `minimal` preset by the service (400 rich_text_invalid).
  description: z.unknown(),
  order: displayOrderField.optional(),
  published: z.boolean().default(true),
});

const partnerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  url: z.string().nullable(),
  description: richTextSchema,
});
const ownerPartnerSchema = partnerSchema.extend({ logoUploadId: z.string().nullable(), order: z.number().int(), published: z.boolean() });

const idParams = z.strictObject({ id: idParam });

/** GET /api/partners (public) and the owner's /api/owner/partners. */
const route: FastifyPluginAsyncZod = async (app) => {
  app.get('/partners', {
    schema: {
      tags: ['partners'],
      summary: 'Published partners, by display order then name',
      response: { 200: z.object({ items: z.array(partnerSchema) }) },
    },
    handler: async () => ({ items: (await app.partners.published()).map(toPartner) }),
  });

  app.get('/owner/partners', {
    config: { access: 'owner' },
    schema: {
      tags: ['partners', 'staff'],
      summary: 'Owner: every partner, hidden ones included, with their place and visibility',
      response: { 200: z.object({ items: z.array(ownerPartnerSchema) }), ...errorResponses(401, 403) },
    },
    handler: async () => ({ items: (await app.partners.all()).map(toOwnerPartner) }),
  });

  app.post('/owner/partners', {
    config: { access: 'owner' },
    schema: {
      tags: ['partners', 'staff'],
      summary: 'Owner: add a partner (last in the list unless `order` is given)',
      body: partnerBody,
      response: { 201: ownerPartnerSchema, ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (request, reply) => {
      const row = await app.partners.create(request.body);
      request.log.info({ ownerId: request.user.id, partnerId: row.id }, 'partner added');
      return reply.code(201).send(toOwnerPartner(row));
    },
  });

  app.put('/owner/partners/:id', {
    config: { access: 'owner' },
    schema: {
      tags: ['partners', 'staff'],
      summary: 'Owner: change a partner (the whole body; without `order` the partner keeps its place)',
      params: idParams,
      body: partnerBody,
      response: { 200: ownerPartnerSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => toOwnerPartner(await app.partners.update(request.params.id, request.body)),
  });

  app.delete('/owner/partners/:id', {
    config: { access: 'owner' },
    schema: {
      tags: ['partners', 'staff'],
      summary: 'Owner: remove a partner',
      params: idParams,
      response: { 204: z.undefined(), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      await app.partners.remove(request.params.id);
      request.log.info({ ownerId: request.user.id, partnerId: request.params.id }, 'partner removed');
      return reply.code(204).send();
    },
  });

  app.post('/owner/partners/order', {
    config: { access: 'owner' },
    schema: {
      tags: ['partners', 'staff'],
      summary: 'Owner: put the partners in a new order (every id once)',
      body: reorderBody,
      response: { 200: z.object({ items: z.array(ownerPartnerSchema) }), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => ({ items: (await app.partners.reorder(request.body.ids)).map(toOwnerPartner) }),
  });
};

export default route;
