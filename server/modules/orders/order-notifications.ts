import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { orders, refunds } from './schema.js';
import { contactOf } from '../users/index.js';
import type { Mailer, MailMessage } from '../mail/index.js';
import { formatMoney } from '../../lib/money.js';
import type { PaymentNotices } from '../payments/index.js';
import { linesOf } from './order-lines.js';
import { orderViews } from './order-views.js';
import type { ProductRegistry } from '../products/index.js';
import { collapseBlankLines, receiptTextLines, VENUE_NAME } from './receipt-text.js';
import { refundReasonText } from './refund-reasons.js';

/**
 * The order e-mails: a receipt (with a calendar file per dated line) once an order is confirmed,
 * and a notice when a refund goes through. Sent after the commit; a mail failure is logged and
 * never undoes a sale.
 */
export class OrderNotifications implements PaymentNotices {
  constructor(
    private readonly db: Database,
    private readonly registry: ProductRegistry,
    private readonly mailer: Mailer,
    private readonly appOrigin: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async orderConfirmed(orderId: string) {
    await this.safely('receipt', async () => {
      const [order] = await this.db.select().from(orders).where(eq(orders.id, orderId));
      const recipient = order && (await this.recipient(order.userId, order.customerEmail));
      if (!recipient) return;
      const [view] = await orderViews(this.db, this.registry, [order], { staff: false });
      const attachments: NonNullable<MailMessage['attachments']> = [];
      const notes = new Set<string>();
      for (const line of await linesOf(this.db, orderId)) {
        if (line.status !== 'fulfilled' || !this.registry.has(line.product)) continue;
        const product = this.registry.get(line.product);
        const file = await product.calendar(this.db, line);
        if (file) attachments.push({ filename: file.filename, content: file.content, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' });
        const note = (await product.details(this.db, [line])).get(line.id)?.policyNote;
        if (note) notes.add(note);
      }
      await this.mailer.send({
        to: recipient.email,
        subject: `Your ${VENUE_NAME} order ${view.number} is confirmed`,
        text: collapseBlankLines([
          `Hi ${recipient.firstName},`,
          '',
          'Thank you: your order is confirmed. Your receipt:',
          '',
          ...receiptTextLines(view),
          '',
          ...notes,
          attachments.length ? 'The attached calendar file adds it to your calendar.' : '',
          `See your purchases and bookings at ${this.appOrigin}/account`,
        ]).join('\n'),
        attachments,
      });
    });
  }

  async refundIssued(refundId: number) {
    await this.safely('refund notice', async () => {
      const [row] = await this.db.select({ refund: refunds, order: orders }).from(refunds).innerJoin(orders, eq(orders.id, refunds.orderId)).where(eq(refunds.id, refundId));
      const recipient = row && (await this.recipient(row.order.userId, row.order.customerEmail));
      if (!recipient) return;
      const amount = formatMoney(row.refund.amountCents, row.refund.currency);
      const desk = row.refund.provider === 'desk';
      await this.mailer.send({
        to: recipient.email,
        subject: `${VENUE_NAME}: your refund of ${amount}`,
        text: [
          `Hi ${recipient.firstName},`,
          '',
          refundReasonText(row.refund.reason),
          desk
            ? `We have refunded ${amount} at the front desk (order ${row.order.number}).`
            : `We have refunded ${amount} to the card you paid with (order ${row.order.number}); banks take 5 to 10 business days to show it.`,
          '',
          `Questions? Reply to this e-mail or see your purchases at ${this.appOrigin}/account`,
        ].join('\n'),
      });
    });
  }

  private async recipient(userId: number | null, fallbackEmail: string | null) {
    if (userId) {
      const user = await contactOf(this.db, userId);
      if (user) return { email: user.email, firstName: user.firstName };
    }
    return fallbackEmail ? { email: fallbackEmail, firstName: 'there' } : null;
  }

  private async safely(what: string, send: () => Promise<void>) {
    try {
      await send();
    } catch (error) {
      this.log.error({ err: error }, `could not send the ${what} e-mail`);
    }
  }
}
