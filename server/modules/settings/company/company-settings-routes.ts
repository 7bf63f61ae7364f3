import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../lib/error-responses.js';
import { companySettingsSchema, settingsPatch } from './company-settings.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get('/', {
    schema: {
      tags: ['company settings'],
      summary: 'Venue settings: prices, courts, booking window and opening hours',
      response: { 200: companySettingsSchema },
    },
    handler: async () => app.settings.companySettings(),
  });

  app.patch('/', {
    config: { access: 'owner' },
    schema: {
      tags: ['company settings', 'staff'],
      summary: 'Owner: change any subset of the settings; answers the whole settings',
      body: settingsPatch,
      response: { 200: companySettingsSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => {
      const settings = await app.settings.updateCompanySettings(request.body);
      request.log.info({ ownerId: request.user.id, changed: Object.keys(request.body) }, 'company settings changed');
      return settings;
    },
  });
};

export default route;
