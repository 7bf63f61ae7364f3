// The mail module's public surface: the Mailer contract, its transports and the outbox.
export { default as mailModule, mailModuleRoutes } from './mail-plugin.js';
export { type MailMessage, type Mailer } from './mailer.js';
export { OutboxMailer } from './outbox-mailer.js';
export { OutboxRepository } from './outbox-repository.js';
export { SmtpMailer } from './smtp-mailer.js';
