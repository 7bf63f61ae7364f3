import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { contactOf } from '../users/index.js';
import { staffActions, type StaffActionRow } from './schema.js';

// The only SQL on the staff actions trail: who did what to which account, written in the action's transaction.

type Writer = Pick<Database, 'insert'>;
type Reader = Pick<Database, 'select'>;

export interface StaffActionInput {
  staff: { id: number; name: string };
  /** The account the action was on; null for one on no account (open play's courts, a walk-in's place). */
  subjectUserId: number | null;
  /** A stable code: 'membership.sold', 'membership.refunded', 'receipt.resent', 'household.added', … */
  action: string;
  /** What was done, in an English sentence for the books ("Refunded $12.34 on Annual membership — Sam Lee"). */
  detail: string;
  /** The raw values of the sentence, so a screen can say it in its own language. */
  params?: Record<string, string | number>;
  reason?: string | null;
}

/** Who did it, as the trail names them: the staff account's id and its name at the time. */
export async function staffMember(db: Reader, userId: number): Promise<{ id: number; name: string }> {
  const contact = await contactOf(db, userId);
  return { id: userId, name: contact ? `${contact.firstName} ${contact.lastName}` : `#${userId}` };
}

/** Writes one entry of the trail; pass the transaction of the action itself, so both land or neither. */
export async function recordStaffAction(db: Writer, input: StaffActionInput, now: Date): Promise<void> {
  await db.insert(staffActions).values({
    staffUserId: input.staff.id,
    staffName: input.staff.name,
    subjectUserId: input.subjectUserId,
    action: input.action,
    detail: input.detail,
    params: input.params ?? {},
    reason: input.reason ?? null,
    createdAt: now,
  });
}

/** The trail of one account, newest first (at most 200 entries). */
export async function staffActionsOn(db: Reader, subjectUserId: number): Promise<StaffActionRow[]> {
  return db
    .select()
    .from(staffActions)
    .where(eq(staffActions.subjectUserId, subjectUserId))
    .orderBy(desc(staffActions.createdAt), desc(staffActions.id))
    .limit(200);
}
