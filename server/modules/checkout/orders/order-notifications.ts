import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.js';
import type { OrderLineRow, OrderRow } from './schema.js';
import { readCompanySettings } from '../../settings/company/index.js';
import { contactOf } from '../../users/index.js';
import type { Mailer, MailMessage } from '../../mail/index.js';
import { formatMoney } from '../../../lib/money.js';
import type { Locale } from '../../../lib/request-locale.js';
import { translator } from '../../../lib/server-i18n.js';
import { VENUE_NAME } from '../../../lib/venue-identity.js';
import { linesOf } from './order-lines-repository.js';
import type { OrderMoney, RefundRecord } from './order-payments.js';
import { orderById } from './order-repository.js';
import type { OrderView } from './order-views.js';
import type { LineDetails, ProductRegistry } from '../products/index.js';
import { collapseBlankLines, receiptTextLines } from './receipt-text.js';

/** An order just confirmed, as its fulfilment left it: the receipt is built from it instead of reading it back. */
export interface ConfirmedOrder {
  order: OrderRow;
  lines: OrderLineRow[];
  /** Its payments and refunds, when the fulfilment knows them all; null to read them. */
  money: OrderMoney | null;
}

/** What the receipt's view is built from. */
export interface ReceiptParts {
  lines: OrderLineRow[];
  details: Map<number, LineDetails>;
  money: OrderMoney | null;
}

const groupByProduct = (lines: OrderLineRow[]) => {
  const byProduct = new Map<string, OrderLineRow[]>();
  for (const line of lines) byProduct.set(line.product, [...(byProduct.get(line.product) ?? []), line]);
  return byProduct;
};

/**
 * The order e-mails: a receipt (with a calendar file per dated line) once an order is confirmed,
 * and a notice when a refund goes through. Sent after the commit; a mail failure is logged and
 * never undoes a sale.
 */
export class OrderNotifications {
  constructor(
    private readonly db: Database,
    private readonly registry: ProductRegistry,
    private readonly mailer: Mailer,
    private readonly appOrigin: string,
    private readonly log: FastifyBaseLogger,
    /** The receipt's view of the order, from its lines and their details (and its money, when the caller knows it). */
    private readonly view: (order: OrderRow, parts: ReceiptParts, locale: Locale) => Promise<OrderView>,
  ) {}

  /** The receipt, then each product's own follow-up; from what the fulfilment already holds when it hands it over (no read back). */
  async orderConfirmed(confirmed: string | ConfirmedOrder) {
    const known = typeof confirmed === 'string' ? null : confirmed;
    const orderId = known ? known.order.id : (confirmed as string);
    let lines = known?.lines ?? null;
    await this.receipt(orderId, known, (read) => (lines = read));
    // After the receipt: what a product does once its line is paid (a tournament partner's invitation).
    await this.safely('confirmed lines', async () => {
      for (const line of lines ?? (await linesOf(this.db, orderId))) {
        if (line.status !== 'fulfilled' || !this.registry.has(line.product)) continue;
        await this.registry.get(line.product).confirmed?.(line);
      }
    });
  }

  private async receipt(orderId: string, known: ConfirmedOrder | null, linesRead: (lines: OrderLineRow[]) => void) {
    await this.safely('receipt', async () => {
      const order = known?.order ?? (await orderById(this.db, orderId));
      const recipient = order && (await this.recipient(order.userId, order.customerEmail, order.locale));
      if (!recipient) return;
      const { locale } = recipient;
      const t = translator(locale);
      const lines = known?.lines ?? (await linesOf(this.db, orderId));
      linesRead(lines);
      // Each product's details once, for the view, the policy notes and the calendar files.
      const details = new Map<number, LineDetails>();
      for (const [product, ofProduct] of groupByProduct(lines)) {
        if (!this.registry.has(product)) continue;
        for (const [id, detail] of await this.registry.get(product).details(this.db, ofProduct)) details.set(id, detail);
      }
      const { timeZone } = await readCompanySettings(this.db);
      const view = await this.view(order, { lines, details, money: known?.money ?? null }, locale);
      const attachments: NonNullable<MailMessage['attachments']> = [];
      const notes = new Set<string>();
      for (const line of lines) {
        if (line.status !== 'fulfilled' || !this.registry.has(line.product)) continue;
        const product = this.registry.get(line.product);
        const detail = details.get(line.id);
        const file = detail?.calendarFile ? detail.calendarFile(locale, timeZone) : await product.calendar(this.db, line, locale);
        if (file) attachments.push({ filename: file.filename, content: file.content, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' });
        const note =
          locale === 'en-CA' || !detail?.policy
            ? detail?.policyNote
            : detail.policy.kind === 'desk'
              ? t('mail.order.policyDesk')
              : detail.policy.kind === 'cooling-off'
                ? t('mail.order.policyCoolingOff', { days: detail.policy.days })
                : t('mail.order.policyOnline', { hours: detail.policy.cutoffHours });
        if (note) notes.add(note);
      }
      await this.mailer.send({
        to: recipient.email,
        subject: t('mail.order.subject', { venue: VENUE_NAME, number: view.number }),
        text: collapseBlankLines([
          this.greeting(locale, recipient.firstName),
          '',
          t('mail.order.thanks'),
          '',
          ...receiptTextLines(view, locale),
          '',
          ...notes,
          attachments.length ? t('mail.order.calendarAttached') : '',
          t('mail.order.seeAccount', { appOrigin: this.appOrigin }),
        ]).join('\n'),
        attachments,
      });
    });
  }

  /** A refund went through (the payments module says so after its commit): the customer hears why and where the money went. */
  async refundIssued(refund: Pick<RefundRecord, 'orderId' | 'amountCents' | 'provider' | 'reason'> & { currency: string }) {
    await this.safely('refund notice', async () => {
      const order = await orderById(this.db, refund.orderId);
      const recipient = order && (await this.recipient(order.userId, order.customerEmail, order.locale));
      if (!recipient) return;
      const { locale } = recipient;
      const t = translator(locale);
      const amount = formatMoney(refund.amountCents, refund.currency, locale);
      await this.mailer.send({
        to: recipient.email,
        subject: t('mail.refund.subject', { venue: VENUE_NAME, amount }),
        text: [
          this.greeting(locale, recipient.firstName),
          '',
          this.registry.refundReasons.text(refund.reason, locale),
          t(refund.provider === 'desk' ? 'mail.refund.desk' : 'mail.refund.card', { amount, number: order.number }),
          '',
          t('mail.refund.questions', { appOrigin: this.appOrigin }),
        ].join('\n'),
      });
    });
  }

  /** The account's address and language; a walk-in's e-mail, in the language the order was placed in. */
  private async recipient(userId: number | null, fallbackEmail: string | null, orderLocale: Locale | null) {
    if (userId) {
      const user = await contactOf(this.db, userId);
      if (user) return { email: user.email, firstName: user.firstName as string | null, locale: user.locale };
    }
    return fallbackEmail ? { email: fallbackEmail, firstName: null, locale: orderLocale ?? ('en-CA' as const) } : null;
  }

  private greeting(locale: Locale, firstName: string | null) {
    const t = translator(locale);
    return firstName ? t('mail.common.greeting', { firstName }) : t('mail.common.greetingAnonymous');
  }

  private async safely(what: string, send: () => Promise<void>) {
    try {
      await send();
    } catch (error) {
      this.log.error({ err: error }, `could not send the ${what} e-mail`);
    }
  }
}
