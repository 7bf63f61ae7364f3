// The mail module's public surface: the Mailer contract, its transports and the outbox.
import type { CourtsideModule } from '../../lib/courtside-module.js';
import mailPlugin, { mailModuleRoutes } from './mail-plugin.js';

export { type MailMessage, type Mailer } from './mailer.js';
export { OutboxMailer } from './outbox-mailer.js';
export { OutboxRepository } from './outbox-repository.js';
export { SmtpMailer } from './smtp-mailer.js';

/** The module as server/app.ts registers it; its routes: /api/dev/outbox outside production. */
export const mailModule: CourtsideModule = { name: 'mail', plugin: mailPlugin, routes: mailModuleRoutes };
