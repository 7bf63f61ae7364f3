import type { WithSubquery } from 'drizzle-orm';
import { columnsOf, cteText, preparedQuery, preparedStatement, type PreparedStatement, type StatementRunner } from '../../../db/prepared-query.js';
import { LOCKED_CONTACT_SQL, type LockedContact } from '../../users/index.js';
import { orderLines, orders, type OrderLineRow, type OrderRow, type StoredNote } from './schema.js';

// Placing an order's two statements (the order with its account's lock, then its lines with the
// totals, the history and the checkout), written once as SQL (server/db/prepared-query.ts): they
// run on every purchase, and drizzle built them anew each time.

const ORDER_COLUMNS = columnsOf(orders);
const LINE_COLUMNS = columnsOf(orderLines);

// $1 is the account's id (LOCKED_CONTACT_SQL's parameter); the order's user is the locked row's id.
const INSERT_ACCOUNT_ORDER = preparedStatement(
  'orders_insert_for_account',
  `with "account" as (${LOCKED_CONTACT_SQL}) ` +
    `insert into "orders" ("user_id", "created_by_id", "provider", "status", "amount_cents", "currency", "description", "customer_email", ` +
    `"customer_name", "locale", "hold_expires_at", "created_at", "updated_at") ` +
    `values ((select "id" from "account"), $2::int, $3, $4, $5::int, $6, $7, $8, $9, $10, $11::timestamptz, $12::timestamptz, $13::timestamptz) ` +
    `returning ${ORDER_COLUMNS}, (select "contact" from "account") as "contact"`,
);

/** What placing writes of a new order before its lines are known. */
export type NewOrder = Required<
  Pick<
    typeof orders.$inferInsert,
    | 'createdById'
    | 'provider'
    | 'status'
    | 'amountCents'
    | 'currency'
    | 'description'
    | 'customerEmail'
    | 'customerName'
    | 'locale'
    | 'holdExpiresAt'
    | 'createdAt'
    | 'updatedAt'
  >
>;

/**
 * An account's new order, in one statement with the account's lock (one purchase at a time per
 * account); the answer carries the account's contact for the order's view; null when there is no
 * such account (the caller then rolls back).
 */
export async function insertAccountOrder(tx: StatementRunner, userId: number, values: NewOrder): Promise<{ order: OrderRow; contact: LockedContact | null }> {
  const [{ contact, ...order }] = await preparedQuery<OrderRow & { contact: LockedContact | null }>(tx, INSERT_ACCOUNT_ORDER, [
    userId,
    values.createdById,
    values.provider,
    values.status,
    values.amountCents,
    values.currency,
    values.description,
    values.customerEmail,
    values.customerName,
    values.locale,
    values.holdExpiresAt?.toISOString() ?? null,
    values.createdAt.toISOString(),
    values.updatedAt.toISOString(),
  ]);
  return { order, contact };
}

/**
 * The lines' statement, its own parameters after the checkout CTE's `shift` ones: $1 the order,
 * $2–$5 its totals and description, $6 the instant, $7 the notes and $8 the lines as JSON arrays,
 * with a checkout $9–$10 its session and link. The notes keep their order (their ids say it).
 */
function placedLinesText(checkout: { text: string; shift: number } | null): string {
  const $ = (n: number) => `$${n + (checkout?.shift ?? 0)}`;
  const session = checkout ? `, "provider_session_id" = ${$(9)}, "checkout_url" = ${$(10)}` : '';
  return (
    `with "totals" as (update "orders" set "subtotal_cents" = ${$(2)}::int, "tax_cents" = ${$(3)}::int, "amount_cents" = ${$(4)}::int, ` +
    `"description" = ${$(5)}, "updated_at" = ${$(6)}::timestamptz${session} where "id" = ${$(1)}::uuid returning "id"), ` +
    `"history" as (insert into "order_status_history" ("order_id", "status", "note", "note_code", "note_params", "created_at") ` +
    `select ${$(1)}::uuid, 'awaiting_payment', "note", "noteCode", "noteParams", ${$(6)}::timestamptz ` +
    `from rows from (jsonb_to_recordset(${$(7)}::jsonb) as ("note" text, "noteCode" text, "noteParams" jsonb)) with ordinality as n("note", "noteCode", "noteParams", "i") ` +
    `order by "i" returning "id")${checkout ? `, ${checkout.text}` : ''} ` +
    `insert into "order_lines" ("order_id", "position", "product", "reference", "participant_user_id", "description", "unit_price_cents", "quantity", ` +
    `"subtotal_cents", "taxes", "tax_cents", "total_cents", "status", "created_at", "updated_at") ` +
    `select ${$(1)}::uuid, "position", "product", "reference", "participantUserId", "description", "unitPriceCents", "quantity", "subtotalCents", ` +
    `"taxes", "taxCents", "totalCents", "status", ${$(6)}::timestamptz, ${$(6)}::timestamptz ` +
    `from jsonb_to_recordset(${$(8)}::jsonb) as l("position" int, "product" text, "reference" text, "participantUserId" int, "description" text, ` +
    `"unitPriceCents" int, "quantity" int, "subtotalCents" int, "taxes" jsonb, "taxCents" int, "totalCents" int, "status" text) ` +
    `returning ${LINE_COLUMNS}`
  );
}

const PLACED_LINES = preparedStatement('order_lines_placed', placedLinesText(null));
/** One statement per checkout CTE text (the provider's insert has one shape: one in practice). */
const placedLinesWithCheckout = new Map<string, PreparedStatement>();

function withCheckout(cte: { text: string; params: unknown[] }): PreparedStatement {
  let statement = placedLinesWithCheckout.get(cte.text);
  if (!statement) {
    statement = preparedStatement(
      `order_lines_placed_checkout_${placedLinesWithCheckout.size + 1}`,
      placedLinesText({ text: cte.text, shift: cte.params.length }),
    );
    placedLinesWithCheckout.set(cte.text, statement);
  }
  return statement;
}

/**
 * A placed order's lines, its totals and its first history entries, in one round trip (data-modifying
 * CTEs); with a checkout opened in the same transaction, its session on the order, its history entry
 * and the payments side's own insert (`checkout.write`) ride along. Answers the lines as written, in
 * position order.
 */
export async function writePlacedLines(
  tx: StatementRunner,
  orderId: string,
  lines: (typeof orderLines.$inferInsert)[],
  totals: { subtotalCents: number; taxCents: number; amountCents: number; description: string },
  notes: StoredNote[],
  now: Date,
  checkout?: { sessionId: string; url: string; write: WithSubquery },
): Promise<OrderLineRow[]> {
  const rows = lines.map((line) => ({
    position: line.position,
    product: line.product,
    reference: line.reference ?? null,
    participantUserId: line.participantUserId ?? null,
    description: line.description,
    unitPriceCents: line.unitPriceCents,
    quantity: line.quantity,
    subtotalCents: line.subtotalCents,
    taxes: line.taxes ?? [],
    taxCents: line.taxCents ?? 0,
    totalCents: line.totalCents,
    status: line.status,
  }));
  const values: unknown[] = [
    orderId,
    totals.subtotalCents,
    totals.taxCents,
    totals.amountCents,
    totals.description,
    now.toISOString(),
    JSON.stringify(notes),
    JSON.stringify(rows),
  ];
  let statement = PLACED_LINES;
  if (checkout) {
    const cte = cteText(checkout.write);
    statement = withCheckout(cte);
    values.unshift(...cte.params);
    values.push(checkout.sessionId, checkout.url);
  }
  const written = await preparedQuery<OrderLineRow>(tx, statement, values);
  return written.sort((a, b) => a.position - b.position);
}
