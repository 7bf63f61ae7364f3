import type { FastifyBaseLogger } from 'fastify';
import type { OutboxRepository } from './outbox-repository.js';
import { linksIn, type MailMessage, type Mailer } from './mailer.js';

/** Keeps each message in the database and logs its links, so a developer can follow them. */
export class OutboxMailer implements Mailer {
  readonly transport = 'outbox' as const;

  constructor(
    private readonly outbox: OutboxRepository,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const links = linksIn(message.text);
    await this.outbox.store({
      toAddress: message.to.toLowerCase(),
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html ?? null,
      links,
    });
    this.log.info({ to: message.to, subject: message.subject, links }, 'mail stored in the outbox');
  }
}
