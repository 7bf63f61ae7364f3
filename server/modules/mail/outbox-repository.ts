import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { outboxMessages } from './schema.js';

export type OutboxRow = typeof outboxMessages.$inferSelect;

/** The development outbox table: the only SQL on it. */
export class OutboxRepository {
  constructor(private readonly db: Database) {}

  async store(message: { toAddress: string; subject: string; textBody: string; htmlBody: string | null; links: string[] }): Promise<void> {
    await this.db.insert(outboxMessages).values(message);
  }

  /** The newest 50 messages sent to one address. */
  async recentTo(address: string): Promise<OutboxRow[]> {
    return this.db.select().from(outboxMessages).where(eq(outboxMessages.toAddress, address)).orderBy(desc(outboxMessages.id)).limit(50);
  }
}
