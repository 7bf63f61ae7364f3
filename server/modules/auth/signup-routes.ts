import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldRule } from '../../lib/field-rules.js';
import { badRequest, conflict } from '../../lib/http-error.js';
import {
  birthdayField,
  emailField,
  genderField,
  nameField,
  passwordField,
  passwordMatchesEmail,
  phoneNumberField,
  postalCodeField,
} from '../../lib/field-schemas.js';
import { hashPassword } from '../../lib/passwords.js';
import { venueToday } from '../../lib/venue-time.js';
import { ageOn, SIGNUP_MIN_AGE } from '../account/households/index.js';
import { welcomeMail } from './auth-mails.js';
import { profileSchema, toProfile } from '../users/index.js';
import { errorResponses } from '../../lib/error-responses.js';

const signupBody = z
  .strictObject({
    email: emailField,
    password: passwordField,
    gender: genderField,
    postalCode: postalCodeField,
    birthday: birthdayField,
    firstName: nameField,
    lastName: nameField,
    phoneNumber: phoneNumberField,
  })
  .superRefine((value, ctx) => {
    if (passwordMatchesEmail(value.password, value.email)) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: fieldRule('password_is_email') });
    }
  });

const route: FastifyPluginAsyncZod = async (app) => {
  app.post('/signup', {
    schema: {
      tags: ['auth'],
      summary: 'Create a member account (does not log in)',
      body: signupBody,
      response: { 201: profileSchema, ...errorResponses(400, 403, 409, 429) },
    },
    preValidation: async (request) => app.rateLimits.consume('signupPerIp', request.ip),
    handler: async (request, reply) => {
      const { password, ...profile } = request.body;
      // Younger people take part as family members of a parent's or guardian's account.
      const { timeZone } = await app.settings.companySettings();
      if (ageOn(profile.birthday, venueToday(app.clock.now(), timeZone)) < SIGNUP_MIN_AGE) {
        const message = `You must be ${SIGNUP_MIN_AGE} or older to sign up. A parent or guardian can add you as a family member on their account.`;
        throw badRequest(message, { birthday: message }).coded('signup_too_young', { age: SIGNUP_MIN_AGE });
      }
      const passwordHash = await hashPassword(password);
      // The new account speaks the language of the screen that signed it up.
      const user = await app.users.create({ ...profile, passwordHash, locale: request.locale });
      if (!user) throw conflict('An account with this e-mail already exists.', { email: 'This e-mail is already registered.' }).coded('email_taken');
      await app.mailer.send(welcomeMail(user.email, user.firstName, app.config.appOrigin, user.locale));
      return reply.code(201).send(toProfile(user));
    },
  });
};

export default route;
