import { and, asc, eq, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Reader, Tx } from '../shared/index.js';
import { tournamentEntries, type TournamentEntryRow } from './schema.js';

// The only SQL on tournament_entries.

type Writer = Pick<Tx, 'insert' | 'update' | 'select' | 'delete'>;

export async function insertEntry(tx: Writer, values: typeof tournamentEntries.$inferInsert): Promise<TournamentEntryRow> {
  const [row] = await tx.insert(tournamentEntries).values(values).returning();
  return row;
}

export async function entryById(db: Reader, id: number): Promise<TournamentEntryRow | null> {
  const [row] = await db.select().from(tournamentEntries).where(eq(tournamentEntries.id, id));
  return row ?? null;
}

export async function lockEntryByToken(tx: Tx, tokenHash: string): Promise<TournamentEntryRow | null> {
  const [row] = await tx.select().from(tournamentEntries).where(eq(tournamentEntries.inviteTokenHash, tokenHash)).for('update');
  return row ?? null;
}

export async function entryByToken(db: Reader, tokenHash: string): Promise<TournamentEntryRow | null> {
  const [row] = await db.select().from(tournamentEntries).where(eq(tournamentEntries.inviteTokenHash, tokenHash));
  return row ?? null;
}

export async function setEntry(tx: Writer, id: number, values: Partial<typeof tournamentEntries.$inferInsert>) {
  await tx.update(tournamentEntries).set(values).where(eq(tournamentEntries.id, id));
}

/** Claims an invitation's sending once across instances: the token's hash and the 48-hour window are written together. */
export async function claimInvitation(tx: Writer, entryId: number, tokenHash: string, sentAt: Date, expiresAt: Date): Promise<TournamentEntryRow | null> {
  const [row] = await tx
    .update(tournamentEntries)
    .set({ inviteTokenHash: tokenHash, inviteSentAt: sentAt, inviteExpiresAt: expiresAt, updatedAt: sentAt })
    .where(
      and(
        eq(tournamentEntries.id, entryId),
        eq(tournamentEntries.status, 'open'),
        isNotNull(tournamentEntries.inviteEmail),
        sql`${tournamentEntries.inviteSentAt} is null`,
      ),
    )
    .returning();
  return row ?? null;
}

/** Open entries with an e-mail partner whose invitation is unsent, or sent and past its window. */
export async function invitationsDue(db: Reader, now: Date): Promise<TournamentEntryRow[]> {
  return db
    .select()
    .from(tournamentEntries)
    .where(
      and(
        eq(tournamentEntries.status, 'open'),
        isNotNull(tournamentEntries.inviteEmail),
        or(sql`${tournamentEntries.inviteSentAt} is null`, lte(tournamentEntries.inviteExpiresAt, now)),
      ),
    )
    .orderBy(asc(tournamentEntries.id))
    .limit(200);
}

/** The owner cancelled the tournament: its open entries end, so no invitation goes out or lapses. */
export async function withdrawEntriesOf(tx: Writer, programId: number, now: Date) {
  await tx
    .update(tournamentEntries)
    .set({ status: 'withdrawn', updatedAt: now })
    .where(and(eq(tournamentEntries.programId, programId), eq(tournamentEntries.status, 'open')));
}

/** A team with no player left: it ends (an invitation still out stops working and never lapses). */
export async function withdrawEntry(tx: Writer, entryId: number, now: Date) {
  await tx
    .update(tournamentEntries)
    .set({ status: 'withdrawn', updatedAt: now })
    .where(and(eq(tournamentEntries.id, entryId), eq(tournamentEntries.status, 'open')));
}
