import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { OrderService } from '../checkout/orders/index.js';
import type { PaymentsService } from '../checkout/payments/index.js';
import type { Buyer } from '../checkout/products/index.js';
import type { BusyDays } from './busy-days.js';
import type { BookingNotifications } from './notifications.js';

/** Who is asking, as far as bookings care: staff see and book every court; members pay less. */
export type Caller = Buyer;

/** The product kind of a court booking on an order line. */
export const COURT_BOOKING = 'court_booking';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Reader = Pick<Database, 'select'>;

/** Where a booking starts: a wall-clock label (first occurrence on a DST day) or the exact instant. */
export interface SlotChoice {
  date: string;
  startTime?: string;
  startsAt?: string;
  hours: number;
}

export interface OnlineBookingInput extends SlotChoice {
  court: number | 'any';
}

export type DeskBookingInput = SlotChoice & {
  court: number | 'any';
  paymentMethod?: 'cash' | 'card_terminal';
  paymentReference?: string;
  /** The desk screen's language: a walk-in's e-mails are written in it. */
  locale?: 'en-CA' | 'fr-CA';
} & ({ kind: 'member'; userId: number } | { kind: 'walk-in'; name: string; email?: string });

export interface BlockInput extends SlotChoice {
  court: number;
  reason: string;
}

/** What every part of the bookings service shares; `orders` is set once the orders service exists. */
export interface BookingContext {
  db: Database;
  payments: PaymentsService;
  notices: BookingNotifications;
  now: () => Date;
  log: FastifyBaseLogger;
  orders: OrderService | null;
  /** The courts taken per venue date, in memory; every write to bookings here tells it. */
  busyDays: BusyDays;
}

/** A part of the bookings service: reads its collaborators from the one shared context. */
export abstract class BookingPart {
  constructor(protected readonly ctx: BookingContext) {}

  protected get db() {
    return this.ctx.db;
  }

  protected get payments() {
    return this.ctx.payments;
  }

  protected get notices() {
    return this.ctx.notices;
  }

  protected get log() {
    return this.ctx.log;
  }

  protected get orders(): OrderService {
    if (!this.ctx.orders) throw new Error('The orders service is not wired to bookings yet.');
    return this.ctx.orders;
  }

  protected now() {
    return this.ctx.now();
  }
}
