import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import type { BookingRulesPatch } from './booking-rules.js';
import type { CompanySettingsPatch } from './company-settings.js';
import { bookingRules, companySettings, type BookingRulesRow, type CompanySettingsRow } from './schema.js';

// The only SQL on the venue's two singleton tables (row id 1): company settings and booking rules.

type Reader = Pick<Database, 'select' | 'insert'>;

/** The booking rules' row (created with defaults if a database somehow lacks it). */
export async function bookingRulesRow(db: Reader): Promise<BookingRulesRow> {
  const [row] = await db.select().from(bookingRules).where(eq(bookingRules.id, 1));
  if (row) return row;
  const [created] = await db.insert(bookingRules).values({ id: 1 }).onConflictDoNothing().returning();
  return created ?? (await db.select().from(bookingRules).where(eq(bookingRules.id, 1)))[0];
}

/** The company settings' row (created with defaults if a database somehow lacks it). */
export async function companySettingsRow(db: Reader): Promise<CompanySettingsRow> {
  const [row] = await db.select().from(companySettings).where(eq(companySettings.id, 1));
  if (row) return row;
  const [created] = await db.insert(companySettings).values({ id: 1 }).onConflictDoNothing().returning();
  return created ?? (await db.select().from(companySettings).where(eq(companySettings.id, 1)))[0];
}

/** The company settings' row, locked for the caller's transaction (a change checked against the whole). */
export async function lockCompanySettingsRow(tx: Pick<Database, 'select'>): Promise<CompanySettingsRow> {
  const [row] = await tx.select().from(companySettings).where(eq(companySettings.id, 1)).for('update');
  return row;
}

export async function updateCompanySettingsRow(tx: Pick<Database, 'update'>, patch: CompanySettingsPatch): Promise<CompanySettingsRow> {
  const [row] = await tx
    .update(companySettings)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(companySettings.id, 1))
    .returning();
  return row;
}

export async function updateBookingRulesRow(db: Pick<Database, 'update'>, patch: BookingRulesPatch): Promise<BookingRulesRow> {
  const [row] = await db
    .update(bookingRules)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(bookingRules.id, 1))
    .returning();
  return row;
}
