import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { OrderService } from '../checkout/orders/index.js';
import type { PaymentsService } from '../checkout/payments/index.js';
import { BookingCancellation } from './booking-cancellation.js';
import type { BookingContext } from './booking-context.js';
import { BookingPlacement } from './booking-placement.js';
import type { BusyDays } from './busy-days.js';
import { BookingQueries } from './booking-queries.js';
import { CourtHolds } from './court-holds.js';
import type { BookingNotifications } from './notifications.js';

/**
 * Court bookings, as the routes see them: one service over four focused parts that share one
 * context: reading (booking-queries), making (booking-placement), cancelling (booking-cancellation)
 * and the court product's hooks on the order registry (court-holds).
 */
export class BookingService {
  private readonly ctx: BookingContext;
  readonly queries: BookingQueries;
  readonly placement: BookingPlacement;
  readonly cancellation: BookingCancellation;
  /** The court_booking product's steps, registered with the order registry (court-booking-product.ts). */
  readonly holds: CourtHolds;

  constructor(db: Database, payments: PaymentsService, notices: BookingNotifications, now: () => Date, log: FastifyBaseLogger, busyDays: BusyDays) {
    this.ctx = { db, payments, notices, now, log, orders: null, busyDays };
    this.queries = new BookingQueries(this.ctx);
    this.placement = new BookingPlacement(this.ctx, this.queries);
    this.cancellation = new BookingCancellation(this.ctx, this.queries);
    this.holds = new CourtHolds(this.ctx);
  }

  /** Set once the orders service exists (it is built after this one; see bookings-plugin.ts). */
  set orders(orders: OrderService) {
    this.ctx.orders = orders;
  }

  // Reading
  availability: BookingQueries['availability'] = (...args) => this.queries.availability(...args);
  msUntilNextHoldExpires: BookingQueries['msUntilNextHoldExpires'] = (...args) => this.queries.msUntilNextHoldExpires(...args);
  holdMinutes: BookingQueries['holdMinutes'] = (...args) => this.queries.holdMinutes(...args);
  load: BookingQueries['load'] = (...args) => this.queries.load(...args);
  view: BookingQueries['view'] = (...args) => this.queries.view(...args);
  mine: BookingQueries['mine'] = (...args) => this.queries.mine(...args);
  calendar: BookingQueries['calendar'] = (...args) => this.queries.calendar(...args);
  dayOverview: BookingQueries['dayOverview'] = (...args) => this.queries.dayOverview(...args);
  connectProgramBlockNames: BookingQueries['connectProgramBlockNames'] = (...args) => this.queries.connectProgramBlockNames(...args);

  // Making
  createOnline: BookingPlacement['createOnline'] = (...args) => this.placement.createOnline(...args);
  createDesk: BookingPlacement['createDesk'] = (...args) => this.placement.createDesk(...args);
  block: BookingPlacement['block'] = (...args) => this.placement.block(...args);

  // Cancelling
  cancellationTerms: BookingCancellation['cancellationTerms'] = (...args) => this.cancellation.cancellationTerms(...args);
  cancelByMember: BookingCancellation['cancelByMember'] = (...args) => this.cancellation.cancelByMember(...args);
  releaseHeld: BookingCancellation['releaseHeld'] = (...args) => this.cancellation.releaseHeld(...args);
  cancelByStaff: BookingCancellation['cancelByStaff'] = (...args) => this.cancellation.cancelByStaff(...args);
}
