import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.js';
import type { OrderService } from '../orders/index.js';
import { historyNote } from '../products/index.js';
import type { PaymentsService } from './payments-service.js';
import { refundsDueForRetry } from './refunds-repository.js';

/** A refund still pending this long after its last attempt is tried again. */
const REFUND_RETRY_AFTER_MS = 60_000;

/**
 * Expires checkout holds past their time and retries refunds a provider did not take. Holds
 * already stop counting the moment they run out (availability and new bookings ignore them);
 * the sweep closes the provider's checkout and writes the expiry down.
 */
export class HoldSweeper {
  private running: Promise<SweepResult> | null = null;

  constructor(
    private readonly db: Database,
    private readonly orders: OrderService,
    private readonly payments: PaymentsService,
    private readonly now: () => Date,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** One sweep; a call while another runs waits for that one instead of starting a second. */
  sweep(): Promise<SweepResult> {
    this.running ??= this.run().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async run(): Promise<SweepResult> {
    const now = this.now();
    const result: SweepResult = { expired: 0, paidMeanwhile: 0, refundsRetried: 0 };
    const due = await this.orders.lapsedHolds(now, 200);
    for (const order of due) {
      if (order.sessionId && order.provider !== 'desk') {
        try {
          const provider = this.payments.provider(order.provider);
          // Close it first so nobody pays after we let the court go; it may turn out paid already.
          if ((await provider.expireCheckout(order.sessionId)) === 'complete') {
            const state = await provider.getCheckout(order.sessionId);
            if (state.paid && state.payment) {
              await this.payments.fulfilOrder(order.id, state.payment, 'sweeper');
              result.paidMeanwhile += 1;
              continue;
            }
          }
        } catch (error) {
          this.log.warn({ err: error, orderId: order.id }, 'could not close an expired checkout; releasing the hold anyway');
        }
      }
      if (await this.orders.releaseHold(order.id, 'expired', historyNote('hold_expired'))) result.expired += 1;
    }

    const pending = await refundsDueForRetry(this.db, new Date(now.getTime() - REFUND_RETRY_AFTER_MS), 50);
    for (const refund of pending) {
      await this.payments.processRefund(refund.id, { notify: true });
      result.refundsRetried += 1;
    }
    return result;
  }
}

export interface SweepResult {
  expired: number;
  paidMeanwhile: number;
  refundsRetried: number;
}
