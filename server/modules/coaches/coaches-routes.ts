import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { displayOrderField, reorderBody, richTextSchema, shortTextList } from '../../lib/content-fields.js';
import { errorResponses } from '../../lib/error-responses.js';
import { idParam, textField } from '../../lib/field-schemas.js';
import { toCoach, toOwnerCoach } from './coaches-service.js';

const coachBody = z.strictObject({
  name: textField(100, { min: 1 }),
  tagline: textField(120).default(''),
  // Editor.js output, checked against the `essential` preset by the service (400 rich_text_invalid).
  bio: z.unknown(),
  photoUploadId: z.uuid('Give the id of an uploaded image.').nullable().default(null),
  certifications: shortTextList(10, 40).default([]),
  levels: shortTextList(10, 40).default([]),
  languages: shortTextList(10, 40).default([]),
  order: displayOrderField.optional(),
  published: z.boolean().default(false),
});

const coachSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  tagline: z.string(),
  bio: richTextSchema,
  photoUrl: z.string().nullable(),
  certifications: z.array(z.string()),
  levels: z.array(z.string()),
  languages: z.array(z.string()),
});
const ownerCoachSchema = coachSchema.extend({ photoUploadId: z.string().nullable(), order: z.number().int(), published: z.boolean() });

const idParams = z.strictObject({ id: idParam });

/** GET /api/coaches (public) and the owner's /api/owner/coaches. */
const route: FastifyPluginAsyncZod = async (app) => {
  app.get('/coaches', {
    schema: {
      tags: ['coaches'],
      summary: 'Published coaches, by display order then name',
      response: { 200: z.object({ items: z.array(coachSchema) }) },
    },
    handler: async () => ({ items: (await app.coaches.published()).map(toCoach) }),
  });

  app.get('/owner/coaches', {
    config: { access: 'owner' },
    schema: {
      tags: ['coaches', 'staff'],
      summary: 'Owner: every coach, hidden ones included, with their place and visibility',
      response: { 200: z.object({ items: z.array(ownerCoachSchema) }), ...errorResponses(401, 403) },
    },
    handler: async () => ({ items: (await app.coaches.all()).map(toOwnerCoach) }),
  });

  app.post('/owner/coaches', {
    config: { access: 'owner' },
    schema: {
      tags: ['coaches', 'staff'],
      summary: 'Owner: add a coach (last in the list unless `order` is given)',
      body: coachBody,
      response: { 201: ownerCoachSchema, ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (request, reply) => {
      const row = await app.coaches.create(request.body);
      request.log.info({ ownerId: request.user.id, coachId: row.id }, 'coach added');
      return reply.code(201).send(toOwnerCoach(row));
    },
  });

  app.put('/owner/coaches/:id', {
    config: { access: 'owner' },
    schema: {
      tags: ['coaches', 'staff'],
      summary: 'Owner: change a coach (the whole body; without `order` the coach keeps their place)',
      params: idParams,
      body: coachBody,
      response: { 200: ownerCoachSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => toOwnerCoach(await app.coaches.update(request.params.id, request.body)),
  });

  app.delete('/owner/coaches/:id', {
    config: { access: 'owner' },
    schema: {
      tags: ['coaches', 'staff'],
      summary: 'Owner: remove a coach',
      params: idParams,
      response: { 204: z.undefined(), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      await app.coaches.remove(request.params.id);
      request.log.info({ ownerId: request.user.id, coachId: request.params.id }, 'coach removed');
      return reply.code(204).send();
    },
  });

  app.post('/owner/coaches/order', {
    config: { access: 'owner' },
    schema: {
      tags: ['coaches', 'staff'],
      summary: 'Owner: put the coaches in a new order (every id once)',
      body: reorderBody,
      response: { 200: z.object({ items: z.array(ownerCoachSchema) }), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => ({ items: (await app.coaches.reorder(request.body.ids)).map(toOwnerCoach) }),
  });
};

export default route;
