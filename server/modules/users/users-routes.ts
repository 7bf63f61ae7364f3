import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../lib/http-error.js';
import {
  birthdayField,
  genderField,
  idParam,
  nameField,
  optionalTextField,
  phoneNumberField,
  postalCodeField,
  selfRatedLevelField,
} from '../../lib/field-schemas.js';
import { LOCALES } from '../../lib/request-locale.js';
import { isAdmin } from '../../plugins/auth.js';
import { errorResponses } from '../../lib/error-responses.js';
import { profileSchema, toProfile } from './user-profiles.js';
import type { User } from './schema.js';
import type { Database } from '../../db/client.js';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What a member may change on an account; e-mail changes need verification (see docs/). */
const profileUpdate = z
  .strictObject({
    firstName: nameField,
    lastName: nameField,
    gender: genderField,
    postalCode: postalCodeField,
    birthday: birthdayField,
    phoneNumber: phoneNumberField,
    /** The account's language: its e-mails, and the web app's screens once logged in. */
    locale: z.enum(LOCALES),
    /** 1.0 to 6.0 in half steps, or null: open play places the player in a level band by it. */
    selfRatedLevel: selfRatedLevelField,
  })
  .partial();

const userList = z.object({ items: z.array(profileSchema), total: z.number().int() });

const route: FastifyPluginAsyncZod = async (app) => {
  app.get('/me', {
    config: { access: 'user' },
    schema: { tags: ['account'], summary: 'The logged-in account', response: { 200: profileSchema, ...errorResponses(401) } },
    handler: async (request) => toProfile(await app.users.load(request.user.id)),
  });

  app.get('/', {
    config: { access: 'admin' },
    schema: {
      tags: ['account', 'staff'],
      summary: 'Staff: search accounts by name or e-mail',
      querystring: z.strictObject({
        search: optionalTextField(100),
        role: z.enum(['admin', 'owner', 'staff']).optional(),
        limit: z.coerce.number().int().min(1).max(100).default(25),
        offset: z.coerce.number().int().min(0).max(100_000).default(0),
      }),
      response: { 200: userList, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => {
      const { rows, total } = await app.users.search(request.query);
      return { items: rows.map(toProfile), total };
    },
  });

  app.get('/:id', {
    config: { access: 'user' },
    schema: {
      tags: ['account'],
      summary: 'One account: your own, or anyone for staff',
      params: z.strictObject({ id: idParam }),
      response: { 200: profileSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      assertMayManage(request.user, request.params.id);
      return toProfile(await app.users.load(request.params.id));
    },
  });

  for (const path of ['/me', '/:id'] as const) {
    app.patch(path, {
      config: { access: 'user' },
      schema: {
        tags: ['account'],
        summary: path === '/me' ? 'Edit the logged-in account' : 'Edit an account: your own, or anyone for staff',
        ...(path === '/:id' ? { params: z.strictObject({ id: idParam }) } : {}),
        body: profileUpdate,
        response: { 200: profileSchema, ...errorResponses(400, 401, 403, 404) },
      },
      handler: async (request) => {
        const caller = request.user;
        const id = path === '/me' ? caller.id : (request.params as { id: number }).id;
        assertMayManage(caller, id);
        // Staff editing someone else's profile leave an entry on that account's audit trail, in the same transaction.
        const audited = caller.id !== id;
        const row = await app.users.updateProfile(
          id,
          request.body,
          audited ? (tx, before, after) => recordProfileEdit(app.audit, app.clock.now(), tx, caller.id, before, after) : undefined,
        );
        return toProfile(row);
      },
    });
  }
};

const PROFILE_FIELDS = ['firstName', 'lastName', 'gender', 'postalCode', 'birthday', 'phoneNumber', 'locale', 'selfRatedLevel'] as const;

/** `profile.updated` with the names of the fields that really changed (nothing changed: no entry). */
async function recordProfileEdit(audit: FastifyInstance['audit'], now: Date, tx: Tx, staffUserId: number, before: User, after: User) {
  const fields = PROFILE_FIELDS.filter((field) => before[field] !== after[field]);
  if (fields.length === 0) return;
  const staff = await audit.staffMember(tx, staffUserId);
  const name = `${after.firstName} ${after.lastName}`;
  await audit.record(
    tx,
    {
      staff,
      subjectUserId: after.id,
      action: 'profile.updated',
      detail: `Edited the profile of ${name}: ${fields.join(', ')}`,
      params: { name, fields: fields.join(', ') },
    },
    now,
  );
}

/** Members manage only themselves; staff manage anyone. Decided from the token, never the URL. */
function assertMayManage(caller: { id: number; roles: ('admin' | 'owner')[] }, id: number) {
  if (caller.id !== id && !isAdmin(caller)) throw forbidden('You can only see and change your own account.').coded('not_your_account');
}

export default route;
