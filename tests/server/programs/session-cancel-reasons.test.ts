/**
 * A drop-in date the system cancels (the weekly schedule moved to another day, or the time was
 * removed) carries a code that clients word in their language; a date the owner cancels keeps the
 * owner's words. Dates cancelled before codes (English sentences) get their code from migration 0017.
 */
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { programSessions } from '../../../server/db/schema.js';
import { addTemplate, createProgramsApp, resetPrograms, sessionsBetween, TUESDAY_TEMPLATE, type ProgramsTestApp, type SessionItem } from './support.js';

type CancelledItem = SessionItem & { cancelReasonCode: string | null; cancelReason: string | null };

let t: ProgramsTestApp;
beforeAll(async () => {
  t = await createProgramsApp();
});
afterAll(async () => t.close());
beforeEach(async () => resetPrograms(t));

const reasonsOf = async () =>
  ((await sessionsBetween(t.owner, '2026-03-02', '2026-04-30')) as CancelledItem[])
    .filter((item) => item.status === 'cancelled')
    .map((item) => ({ date: item.date, cancelReasonCode: item.cancelReasonCode, cancelReason: item.cancelReason }));

describe('why a drop-in date was cancelled', () => {
  it('says the weekly schedule changed, as a code, when the template moves to another day', async () => {
    const { template } = await addTemplate(t);
    expect((await t.owner.patch(`/api/owner/drop-in/templates/${template.id}`, { ...TUESDAY_TEMPLATE, weekday: 4 })).statusCode).toBe(200);
    const cancelled = await reasonsOf();
    expect(cancelled).toHaveLength(8);
    expect(cancelled[0]).toEqual({ date: '2026-03-03', cancelReasonCode: 'schedule_changed', cancelReason: 'The weekly schedule changed.' });
  });

  it('says the time was removed when the template is deleted, and keeps the owner’s words for a date the owner cancels', async () => {
    const { template } = await addTemplate(t);
    const [first] = await sessionsBetween(t.owner, '2026-03-03', '2026-03-03');
    expect((await t.owner.post(`/api/owner/program-sessions/${first.id}/cancel`, { reason: 'Floor repairs' })).statusCode).toBe(200);
    expect((await t.owner.delete(`/api/owner/drop-in/templates/${template.id}`)).statusCode).toBe(200);
    const [owners, ...removed] = await reasonsOf();
    expect(owners).toEqual({ date: '2026-03-03', cancelReasonCode: null, cancelReason: 'Floor repairs' });
    expect(removed.every((item) => item.cancelReasonCode === 'time_removed')).toBe(true);
    expect(removed[0].cancelReason).toBe('This drop-in time was removed from the schedule.');
  });

  it('gives dates cancelled before codes their code through the migration', async () => {
    await addTemplate(t);
    const [first, second, third] = await sessionsBetween(t.owner, '2026-03-02', '2026-03-31');
    const cancel = (id: number, reason: string) =>
      t.database.db.update(programSessions).set({ status: 'cancelled', cancelReason: reason, cancelReasonCode: null }).where(eq(programSessions.id, id));
    await cancel(first.id, 'The weekly schedule changed.');
    await cancel(second.id, 'This drop-in time was removed from the schedule.');
    await cancel(third.id, 'Floor repairs');
    const file = readFileSync(new URL('../../../server/db/migrations/0017_reasons-and-notes-as-codes.sql', import.meta.url), 'utf8');
    for (const statement of file.split('--> statement-breakpoint').map((each) => each.replace(/^\s*--.*$/gm, '').trim())) {
      if (statement.startsWith('UPDATE "program_sessions"')) await t.database.db.execute(sql.raw(statement));
    }
    expect((await reasonsOf()).map((item) => item.cancelReasonCode)).toEqual(['schedule_changed', 'time_removed', null]);
    const rows = await t.database.db.select().from(programSessions).where(eq(programSessions.id, third.id));
    expect(rows[0]).toMatchObject({ cancelReason: 'Floor repairs', cancelReasonCode: null });
  });
});
