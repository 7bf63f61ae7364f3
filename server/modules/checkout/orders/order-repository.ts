import { and, asc, desc, eq, ilike, inArray, lt, lte, not, or, sql, type SQL, type WithSubquery } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { accountIdsMatching } from '../../users/index.js';
import { lineRefundUpdate } from './order-lines-repository.js';
import { orderLines, orders, orderStatusHistory, type OrderRow, type OrderStatus, type StoredNote } from './schema.js';

type Reader = Pick<Database, 'select'>;
type Writer = Pick<Database, 'insert' | 'update'>;

// The only SQL over orders and their status history. Payments and products reach these through
// the orders module's index (a lookup, a lock, the history), inside their own transactions.

export async function insertOrder(tx: Pick<Database, 'insert'>, values: typeof orders.$inferInsert): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(values).returning();
  return row;
}

export async function orderById(db: Reader, orderId: string): Promise<OrderRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(orderId)) return null;
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row ?? null;
}

export async function orderBySession(db: Reader, sessionId: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.providerSessionId, sessionId));
  return row ?? null;
}

export async function ordersByIds(db: Reader, orderIds: string[]): Promise<OrderRow[]> {
  return orderIds.length ? db.select().from(orders).where(inArray(orders.id, orderIds)) : [];
}

/** Locks the order row for the caller's transaction (`FOR UPDATE`); undefined when there is none. */
export async function lockOrder(tx: Reader, orderId: string): Promise<OrderRow | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return order;
}

/** Locks the order whose id a subquery answers (a product's row naming its order), in one statement; undefined when none. */
export async function lockOrderWhereId(tx: Reader, orderIdQuery: SQL): Promise<OrderRow | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderIdQuery)).for('update');
  return order;
}

/**
 * Locks the order a provider's event is about: the one holding its checkout session, else the order
 * the event names (undefined when neither is known). One statement instead of a look-up, then a lock.
 */
export async function lockOrderOfSession(tx: Reader, sessionId: string, orderId: string | null): Promise<OrderRow | undefined> {
  const byId = orderId && /^[0-9a-f-]{36}$/i.test(orderId) ? eq(orders.id, orderId) : undefined;
  const [order] = await tx
    .select()
    .from(orders)
    .where(byId ? or(eq(orders.providerSessionId, sessionId), byId) : eq(orders.providerSessionId, sessionId))
    // The session's own order first, as the look-up did; only the row returned is locked.
    .orderBy(sql`${orders.providerSessionId} is not distinct from ${sessionId} desc`)
    .limit(1)
    .for('update');
  return order;
}

/** Of the given orders, locks those whose hold has run out, skipping any another transaction holds. */
export async function lockLapsedOrders(tx: Reader, orderIds: string[], now: Date): Promise<string[]> {
  const locked = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(inArray(orders.id, orderIds), eq(orders.status, 'awaiting_payment'), lte(orders.holdExpiresAt, now)))
    .for('update', { skipLocked: true });
  return locked.map((row) => row.id);
}

/** Orders still waiting for payment whose hold ran out, for the sweeper. */
export async function lapsedHolds(db: Reader, now: Date, limit: number) {
  return db
    .select({ id: orders.id, provider: orders.provider, sessionId: orders.providerSessionId })
    .from(orders)
    .where(and(eq(orders.status, 'awaiting_payment'), lte(orders.holdExpiresAt, now)))
    .limit(limit);
}

/** The order's new status and its history entry, in one statement (the entry as a data-modifying CTE). */
export async function setOrderStatus(tx: Writer & Pick<Database, '$with' | 'with'>, orderId: string, status: OrderStatus, note: StoredNote, now: Date) {
  const history = tx.$with('history').as(
    tx
      .insert(orderStatusHistory)
      .values({ orderId, status, ...note, createdAt: now })
      .returning({ id: orderStatusHistory.id }),
  );
  await tx.with(history).update(orders).set({ status, updatedAt: now }).where(eq(orders.id, orderId));
}

/**
 * A refund went through, in one statement: the line's refunded money (when it names a line) and the
 * history entry, with the order's new status when it changes (refunded in full).
 */
export async function recordOrderRefund(
  tx: Pick<Database, '$with' | 'with' | 'insert' | 'update'>,
  refund: { order: Pick<OrderRow, 'id' | 'status'>; line: { id: number; amountCents: number } | null; status: OrderStatus | null; note: StoredNote; now: Date },
) {
  const { order, line, status, note, now } = refund;
  const ctes = line ? [tx.$with('refunded_line').as(lineRefundUpdate(tx, line.id, line.amountCents, now))] : [];
  const entry = { orderId: order.id, status: status ?? order.status, ...note, createdAt: now };
  if (!status) {
    await tx
      .with(...ctes)
      .insert(orderStatusHistory)
      .values(entry);
    return;
  }
  const history = tx.$with('history').as(tx.insert(orderStatusHistory).values(entry).returning({ id: orderStatusHistory.id }));
  await tx
    .with(history, ...ctes)
    .update(orders)
    .set({ status, updatedAt: now })
    .where(eq(orders.id, order.id));
}

/**
 * The same record as recordOrderRefund, as data-modifying CTEs for the payments side's statement that
 * inserts the refund itself: the history first says the caller's notes (`before`, at the order's
 * status), then the refund's; the line's refunded money and a full refund's status ride along.
 */
export function orderRefundWrites(
  tx: Pick<Database, '$with' | 'insert' | 'update'>,
  refund: {
    order: Pick<OrderRow, 'id' | 'status'>;
    line: { id: number; amountCents: number } | null;
    status: OrderStatus | null;
    before: StoredNote[];
    note: StoredNote;
    now: Date;
  },
): WithSubquery[] {
  const { order, line, status, before, note, now } = refund;
  // One insert: its rows take their ids in this order, so the history reads as it happened.
  const entries = [
    ...before.map((said) => ({ orderId: order.id, status: order.status, ...said, createdAt: now })),
    { orderId: order.id, status: status ?? order.status, ...note, createdAt: now },
  ];
  const writes: WithSubquery[] = [tx.$with('refund_history').as(tx.insert(orderStatusHistory).values(entries).returning({ id: orderStatusHistory.id }))];
  if (line) writes.push(tx.$with('refunded_line').as(lineRefundUpdate(tx, line.id, line.amountCents, now)));
  if (status)
    writes.push(tx.$with('refunded_order').as(tx.update(orders).set({ status, updatedAt: now }).where(eq(orders.id, order.id)).returning({ id: orders.id })));
  return writes;
}

export async function noteOrder(tx: Pick<Database, 'insert'>, order: Pick<OrderRow, 'id' | 'status'>, note: StoredNote, now: Date) {
  await tx.insert(orderStatusHistory).values({ orderId: order.id, status: order.status, ...note, createdAt: now });
}

/** Keeps the provider's session on the order and notes it in the history, in one statement; answers the order as it now is. */
export async function recordCheckoutSession(
  db: Pick<Database, 'update' | 'insert' | '$with' | 'with'>,
  order: Pick<OrderRow, 'id' | 'status'>,
  session: { sessionId: string; url: string },
  note: StoredNote,
  now: Date,
): Promise<OrderRow> {
  const history = db.$with('history').as(
    db
      .insert(orderStatusHistory)
      .values({ orderId: order.id, status: order.status, ...note, createdAt: now })
      .returning({ id: orderStatusHistory.id }),
  );
  const [row] = await db
    .with(history)
    .update(orders)
    .set({ providerSessionId: session.sessionId, checkoutUrl: session.url, updatedAt: now })
    .where(eq(orders.id, order.id))
    .returning();
  return row;
}

/** The order no longer holds anything against the clock. */
export async function clearOrderHold(tx: Pick<Database, 'update'>, orderId: string) {
  await tx.update(orders).set({ holdExpiresAt: null }).where(eq(orders.id, orderId));
}

/**
 * A payment settled the order, in one statement: the lines it made final are marked so, the order
 * keeps the provider's payment id, its hold ends, and its new status is noted in the history.
 */
export async function settleOrder(
  tx: Pick<Database, '$with' | 'with' | 'insert' | 'update'>,
  settled: { orderId: string; fulfilledLineIds: number[]; providerPaymentId: string; status: OrderStatus; note: StoredNote; now: Date },
) {
  const { orderId, fulfilledLineIds, providerPaymentId, status, note, now } = settled;
  const history = tx.$with('history').as(
    tx
      .insert(orderStatusHistory)
      .values({ orderId, status, ...note, createdAt: now })
      .returning({ id: orderStatusHistory.id }),
  );
  const lines = tx.$with('fulfilled_lines').as(
    tx
      .update(orderLines)
      .set({ status: 'fulfilled', updatedAt: now })
      // An empty list matches no line (in () is not valid SQL).
      .where(fulfilledLineIds.length ? inArray(orderLines.id, fulfilledLineIds) : sql`false`)
      .returning({ id: orderLines.id }),
  );
  await tx.with(history, lines).update(orders).set({ status, providerPaymentId, holdExpiresAt: null, updatedAt: now }).where(eq(orders.id, orderId));
}

/** Every status an order went through, oldest first. */
export async function statusesOf(db: Reader, orderId: string): Promise<OrderRow['status'][]> {
  const rows = await db.select({ status: orderStatusHistory.status }).from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId));
  return rows.map((row) => row.status);
}

/** The history entries of several orders, oldest first, for their views. */
export async function historyOfOrders(db: Reader, orderIds: string[]) {
  return db.select().from(orderStatusHistory).where(inArray(orderStatusHistory.orderId, orderIds)).orderBy(asc(orderStatusHistory.id));
}

const hasLines = sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id})`;

/** One account's orders that sold something, newest first (at most 100), leaving out unpaid ones that ended before `abandonedBefore`. */
export async function ordersOfUser(db: Reader, userId: number, options: { abandonedBefore?: Date; unpaidEnded: OrderStatus[] }): Promise<OrderRow[]> {
  const { abandonedBefore, unpaidEnded } = options;
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        hasLines,
        abandonedBefore ? not(and(inArray(orders.status, unpaidEnded), lt(orders.updatedAt, abandonedBefore))!) : undefined,
      ),
    )
    .orderBy(sql`${orders.createdAt} desc`, sql`${orders.number} desc`)
    .limit(100);
}

/** The order with this number. */
export async function ordersNumbered(db: Reader, number: number): Promise<OrderRow[]> {
  return db.select().from(orders).where(eq(orders.number, number));
}

/** The latest 50 orders, or those whose customer (e-mail, walk-in name, account) or a line's description matches the ILIKE pattern. */
export async function searchOrders(db: Reader, like: string | null): Promise<OrderRow[]> {
  const where = like
    ? or(
        ilike(orders.customerEmail, like),
        ilike(orders.customerName, like),
        inArray(orders.userId, accountIdsMatching(db, like)),
        sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${orderLines.description} ilike ${like})`,
      )
    : undefined;
  return db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.number)).limit(50);
}
