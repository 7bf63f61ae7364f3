import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { KeyedCache } from '../../../lib/keyed-cache.js';
import { appAlert, type AppAlertRow } from './schema.js';

/** The site-wide alert is a singleton row: this id, and only this one. */
export const ALERT_ID = 1;

export interface AlertContent {
  /** English ('' when only the French is given) and French (null: none). */
  message: string;
  messageFr: string | null;
  severity: AppAlertRow['severity'];
  linkUrl: string | null;
  linkText: string | null;
  linkTextFr: string | null;
}

/**
 * The app_alert table: the only SQL on it. Every page asks for the alert, so the row is kept in
 * memory until the table's trigger says it changed (`changed`, wired by the plugin to the change
 * feed); while the feed is down (`usable` false) every read goes to the database.
 */
export class AlertRepository {
  private readonly cache: KeyedCache<1, AppAlertRow | null>;

  constructor(
    private readonly db: Database,
    usable: () => boolean,
  ) {
    this.cache = new KeyedCache(usable, 1);
  }

  current(): Promise<AppAlertRow | null> {
    return this.cache.get(ALERT_ID, async () => {
      const [row] = await this.db.select().from(appAlert).where(eq(appAlert.id, ALERT_ID));
      return row ?? null;
    });
  }

  /** The row changed, or the feed may have missed a change: read it again next time. */
  changed() {
    this.cache.clear();
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
