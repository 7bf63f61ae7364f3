import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../lib/error-responses.js';
import { idParam } from '../../../lib/field-schemas.js';
import { householdMemberSchema, memberChangesBody, newMemberBody, staffMemberChangesBody, staffNewMemberBody, staffRemovalQuery } from './household-schemas.js';

const list = z.object({ items: z.array(householdMemberSchema) });
const memberParams = z.strictObject({ id: idParam });
const accountParams = z.strictObject({ userId: idParam });
const accountMemberParams = z.strictObject({ userId: idParam, id: idParam });

/** The caller's own family members: /api/household/members. */
export const householdRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/members', {
    config: { access: 'user' },
    schema: { tags: ['households'], summary: 'The caller’s current family members', response: { 200: list, ...errorResponses(401) } },
    handler: async (request) => ({ items: await app.households.list(request.user.id) }),
  });

  app.post('/members', {
    config: { access: 'user' },
    schema: {
      tags: ['households'],
      summary: 'Add a family member (at most 10); a minor needs guardianConsent: true',
      body: newMemberBody,
      response: { 201: householdMemberSchema, ...errorResponses(400, 401, 409) },
    },
    handler: async (request, reply) => reply.code(201).send(await app.households.add(request.user.id, request.body)),
  });

  app.patch('/members/:id', {
    config: { access: 'user' },
    schema: {
      tags: ['households'],
      summary: 'Change a family member; a birthday a product’s rule refuses answers 409',
      params: memberParams,
      body: memberChangesBody,
      response: { 200: householdMemberSchema, ...errorResponses(400, 401, 404, 409) },
    },
    handler: async (request) => app.households.update(request.user.id, request.params.id, request.body),
  });

  app.delete('/members/:id', {
    config: { access: 'user' },
    schema: {
      tags: ['households'],
      summary: 'Remove a family member, unless they have paid registrations or a membership (409)',
      params: memberParams,
      response: { 204: z.undefined(), ...errorResponses(400, 401, 404, 409) },
    },
    handler: async (request, reply) => {
      await app.households.remove(request.user.id, request.params.id);
      return reply.code(204).send();
    },
  });
};

/** Staff, on anyone's family: /api/staff/accounts/:userId/household/members; every write goes on the audit trail. */
export const staffHouseholdRoutes: FastifyPluginAsyncZod = async (app) => {
  /** 404 account_not_found before anything else. */
  const account = async (userId: number) => (await app.users.load(userId)).id;

  app.get('/accounts/:userId/household/members', {
    config: { access: 'admin' },
    schema: {
      tags: ['households', 'staff'],
      summary: 'Staff: an account’s current family members',
      params: accountParams,
      response: { 200: list, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => ({ items: await app.households.list(await account(request.params.userId)) }),
  });

  app.post('/accounts/:userId/household/members', {
    config: { access: 'admin' },
    schema: {
      tags: ['households', 'staff'],
      summary: 'Staff: add a family member to an account (audited; reason optional)',
      params: accountParams,
      body: staffNewMemberBody,
      response: { 201: householdMemberSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request, reply) => {
      const { reason, ...input } = request.body;
      const member = await app.households.add(await account(request.params.userId), input, { staffUserId: request.user.id, reason: reason || null });
      return reply.code(201).send(member);
    },
  });

  app.patch('/accounts/:userId/household/members/:id', {
    config: { access: 'admin' },
    schema: {
      tags: ['households', 'staff'],
      summary: 'Staff: change an account’s family member (audited; reason optional)',
      params: accountMemberParams,
      body: staffMemberChangesBody,
      response: { 200: householdMemberSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      const { reason, ...changes } = request.body;
      return app.households.update(await account(request.params.userId), request.params.id, changes, { staffUserId: request.user.id, reason: reason || null });
    },
  });

  app.delete('/accounts/:userId/household/members/:id', {
    config: { access: 'admin' },
    schema: {
      tags: ['households', 'staff'],
      summary: 'Staff: remove an account’s family member (audited; ?reason= optional)',
      params: accountMemberParams,
      querystring: staffRemovalQuery,
      response: { 204: z.undefined(), ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request, reply) => {
      const userId = await account(request.params.userId);
      await app.households.remove(userId, request.params.id, { staffUserId: request.user.id, reason: request.query.reason || null });
      return reply.code(204).send();
    },
  });
};
