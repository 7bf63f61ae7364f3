import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.js';
import { OutboxMailer, OutboxRepository, SmtpMailer, type Mailer } from '../modules/mail/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Picks the transport: a test's mailer, SMTP when configured, else the development outbox. */
export default fp(
  async function mailerPlugin(app: FastifyInstance, opts: { config: AppConfig; mailer?: Mailer }) {
    if (opts.mailer) {
      app.decorate('mailer', opts.mailer);
      return;
    }
    if (opts.config.smtpUrl) {
      const smtp = new SmtpMailer(opts.config.smtpUrl, opts.config.mailFrom);
      app.decorate('mailer', smtp);
      app.addHook('onClose', async () => smtp.close());
      return;
    }
    app.decorate('mailer', new OutboxMailer(new OutboxRepository(app.db), app.log));
  },
  { name: 'mailer', dependencies: ['db'] },
);
