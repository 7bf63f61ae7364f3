import { z } from 'zod';
import type { Product, SoldLine } from '../checkout/products/index.js';
import { enrolmentLine, isEnrolmentReference, type EnrolmentLineInput } from './events/index.js';
import { sessionLine, type SessionLineInput } from './registrations/index.js';
import { PROGRAM_REGISTRATION, type PlaceLines } from './shared/index.js';

/**
 * The program_registration product: one kind on the order registry for every program place. A line
 * naming a session is a drop-in place (the registrations' lines), one naming a program a place in the
 * whole program (the events' lines, referenced "enrolment:<id>"); each part holds, fulfils, releases
 * and describes its own. `linePaid` hears a paid line after commit (a tournament's invitation goes out).
 */
export function programRegistrationProduct(
  sessions: PlaceLines<SessionLineInput>,
  programs: PlaceLines<EnrolmentLineInput>,
  linePaid: (line: SoldLine) => Promise<void>,
): Product<SessionLineInput | EnrolmentLineInput> {
  const linesOf = (line: SoldLine) => (isEnrolmentReference(line.reference) ? programs : sessions);
  return {
    kind: PROGRAM_REGISTRATION,
    input: z.union([sessionLine, enrolmentLine]),
    // The venue cancelled a session or a whole program (shared/venue-refund.ts): the place is refunded in full.
    refundReasons: { 'session-cancelled': 'receipt.refundReason.sessionCancelled', 'program-cancelled': 'receipt.refundReason.programCancelled' },
    returnLink: { path: '/events', label: 'checkout.again.events' },
    hold: (ctx, line) => ('programId' in line ? programs.hold(ctx, line) : sessions.hold(ctx, line)),
    fulfil: (tx, line, now) => linesOf(line).fulfil(tx, line, now),
    release: (tx, line, now) => linesOf(line).release(tx, line, now),
    cancellationTerms: (db, line, now) => linesOf(line).cancellationTerms(db, line, now),
    async details(db, lines) {
      const enrolments = await programs.details(
        db,
        lines.filter((line) => isEnrolmentReference(line.reference)),
      );
      return new Map([
        ...enrolments,
        ...(await sessions.details(
          db,
          lines.filter((line) => !isEnrolmentReference(line.reference)),
        )),
      ]);
    },
    calendar: (db, line, locale) => linesOf(line).calendar(db, line, locale),
    confirmed: (line) => linePaid(line),
  };
}
