import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.js';
import { idParam } from '../../lib/field-schemas.js';
import { myOpenPlay, myOpenPlaySchema } from './my-open-play.js';
import { reportCsv, sessionReport, sessionReportSchema } from './session-report.js';

const sessionParams = z.strictObject({ sessionId: idParam });

/** After the session: games and sit-outs per player, for staff (JSON and CSV) and for each player's account. */
const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/staff/open-play/sessions/:sessionId/report', {
    config: { access: 'admin' },
    schema: {
      tags: ['open-play', 'staff'],
      summary: 'Staff: games played and sit-outs per player who checked in',
      params: sessionParams,
      response: { 200: sessionReportSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => sessionReport(app.db, request.params.sessionId, request.locale),
  });

  app.get('/staff/open-play/sessions/:sessionId/report.csv', {
    config: { access: 'admin' },
    schema: {
      tags: ['open-play', 'staff'],
      summary: 'Staff: the report as CSV (its header row in the reader’s language)',
      params: sessionParams,
      response: { 200: z.string().describe('text/csv'), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      const report = await sessionReport(app.db, request.params.sessionId, request.locale);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="courtside-open-play-${report.date}-session-${report.sessionId}.csv"`)
        .send(reportCsv(report, request.locale));
    },
  });

  app.get('/open-play/mine', {
    config: { access: 'user' },
    schema: {
      tags: ['open-play'],
      summary: 'The caller’s open play of the last 60 days and today (their family’s too), newest first: games played and sit-outs per player',
      response: { 200: myOpenPlaySchema, ...errorResponses(401) },
    },
    handler: async (request) => myOpenPlay(app.db, request.user.id, app.clock.now(), request.locale),
  });
};

export default reportRoutes;
