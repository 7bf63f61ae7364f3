import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, HttpError, notFound } from '../../lib/http-error.js';
import { emailField, passwordField, passwordMatchesEmail, textField } from '../../lib/field-schemas.js';
import { passwordChangedMail, passwordResetLinkMail } from './auth-mails.js';
import { errorResponses } from '../../lib/error-responses.js';

const LINK_SENT = 'If an account exists for that e-mail, we have sent it a link to reset the password. The link works for 30 minutes.';
const tokenField = textField(200, { min: 1 });
/** Any id that is not a positive integer answers like a wrong token. */
const looseId = z.union([textField(20), z.number()]);
const asUserId = (value: string | number) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
};

const route: FastifyPluginAsyncZod = async (app) => {
  app.post('/reset-password/link', {
    schema: {
      tags: ['auth'],
      summary: 'E-mail a password reset link; answers the same whether or not the account exists',
      body: z.strictObject({ email: emailField }),
      response: { 200: z.object({ message: z.string() }), ...errorResponses(400, 403, 429) },
    },
    preValidation: async (request) => app.rateLimits.consume('resetLinkPerIp', request.ip),
    handler: async (request) => {
      const { email } = request.body;
      const user = await app.users.byEmail(email);
      let withinAccountLimit = true;
      try {
        await app.rateLimits.consume('resetLinkPerAccount', email);
      } catch (error) {
        if (!(error instanceof HttpError && error.statusCode === 429)) throw error;
        withinAccountLimit = false; // no more mail to this inbox for now, but the same answer
      }
      if (user && withinAccountLimit) {
        const { link } = await app.passwordResets.createLink(user.id);
        await app.mailer.send(passwordResetLinkMail(user.email, user.firstName, link, request.locale));
      }
      return { message: LINK_SENT };
    },
  });

  app.get('/reset-password/token', {
    schema: {
      tags: ['auth'],
      summary: 'Whether a reset link (id and token) is still valid',
      querystring: z.strictObject({ token: tokenField, id: looseId }),
      response: { 200: z.boolean(), ...errorResponses(400, 429) },
    },
    preValidation: async (request) => app.rateLimits.consume('resetAttemptPerIp', request.ip),
    handler: async (request) => {
      const id = asUserId(request.query.id);
      return id === null ? false : app.passwordResets.isValid(id, request.query.token);
    },
  });

  app.post('/reset-password', {
    schema: {
      tags: ['auth'],
      summary: 'Set a new password with a reset link; ends every login of that account',
      body: z.strictObject({ id: looseId, token: tokenField, password: passwordField }),
      response: { 200: z.object({ message: z.string() }), ...errorResponses(400, 403, 429) },
    },
    preValidation: async (request) => app.rateLimits.consume('resetAttemptPerIp', request.ip),
    handler: async (request) => {
      const { token, password } = request.body;
      const id = asUserId(request.body.id);
      const user =
        id === null
          ? null
          : await app.passwordResets.reset(id, token, password, (email) => {
              if (passwordMatchesEmail(password, email)) {
                throw badRequest('Please correct the highlighted fields.', {
                  password: 'Choose a password that is not your e-mail address.',
                }).coded('password_is_email');
              }
            });
      if (!user) throw badRequest('This reset link is invalid or has expired. Please ask for a new one.').coded('reset_link_invalid');
      await app.mailer.send(passwordChangedMail(user.email, user.firstName, app.config.appOrigin, request.locale));
      return { message: 'Your password has been changed. Please log in with the new password.' };
    },
  });

  app.post('/reset-password/token', {
    config: { access: 'admin' },
    schema: {
      tags: ['auth', 'staff'],
      summary: 'Staff: make a fresh reset link for a member at the desk',
      body: z.strictObject({ email: emailField }),
      response: {
        201: z.object({ link: z.string(), expiresAt: z.string() }),
        ...errorResponses(400, 401, 403, 404),
      },
    },
    handler: async (request, reply) => {
      const user = await app.users.byEmail(request.body.email);
      if (!user) throw notFound('No account uses that e-mail.').coded('email_unknown');
      const { link, expiresAt } = await app.passwordResets.createLink(user.id);
      request.log.info({ staffId: request.user.id, userId: user.id }, 'staff created a password reset link');
      return reply.code(201).send({ link, expiresAt: expiresAt.toISOString() });
    },
  });
};

export default route;
