import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { appAlert, type AppAlertRow } from './schema.js';

/** The site-wide alert is a singleton row: this id, and only this one. */
export const ALERT_ID = 1;

export interface AlertContent {
  message: string;
  severity: AppAlertRow['severity'];
  linkUrl: string | null;
  linkText: string | null;
}

/** The app_alert table: the only SQL on it. */
export class AlertRepository {
  constructor(private readonly db: Database) {}

  async current(): Promise<AppAlertRow | null> {
    const [row] = await this.db.select().from(appAlert).where(eq(appAlert.id, ALERT_ID));
    return row ?? null;
  }

  /** Publishes the alert, replacing any current one. */
  async publish(content: AlertContent): Promise<AppAlertRow> {
    const values = { ...content, updatedAt: new Date() };
    const [row] = await this.db
      .insert(appAlert)
      .values({ id: ALERT_ID, ...values })
      .onConflictDoUpdate({ target: appAlert.id, set: values })
      .returning();
    return row;
  }

  /** Changes the current alert; null when there is none. */
  async revise(content: AlertContent): Promise<AppAlertRow | null> {
    const [row] = await this.db
      .update(appAlert)
      .set({ ...content, updatedAt: new Date() })
      .where(eq(appAlert.id, ALERT_ID))
      .returning();
    return row ?? null;
  }

  async remove(): Promise<void> {
    await this.db.delete(appAlert).where(eq(appAlert.id, ALERT_ID));
  }
}
