import { sql } from 'drizzle-orm';
import type { buildApp } from '../../server/app.js';
import type { DatabaseHandle } from '../../server/db/client.js';
import type { Target } from '../bench-load.js';
import { courtChoice, HOURS, MEMBERS, rowsOf } from './venue.js';
import type { CountedPart, WriteRoute } from './writes.js';
import { shuffled } from './writes.js';

type App = Awaited<ReturnType<typeof buildApp>>;

// The goals' statement budgets: a place (court, drop-in, program) and a money write (pay, refund).
const PLACE_BUDGET = 6;
const MONEY_BUDGET = 10;
/** The local checkout's forms post from the app's own origin, as a browser on its page does. */
const FORM_HEADERS = { origin: 'http://localhost:3000', 'content-type': 'application/x-www-form-urlencoded' };

const randomMember = () => Math.floor(Math.random() * MEMBERS);
/** Two days ahead at the earliest, so every paid booking can still be cancelled with a refund (cutoff 24 h). */
const randomCourt = () => courtChoice(2 + Math.floor(Math.random() * 363), 7 + Math.floor(Math.random() * HOURS));

export function bookingWrite(count: number): WriteRoute {
  return {
    route: 'POST /api/bookings',
    budget: PLACE_BUDGET,
    targets: Array.from({ length: count }, () => ({ path: '/api/bookings', body: JSON.stringify(randomCourt()), session: randomMember() })),
  };
}

export function courtOrderWrite(count: number): WriteRoute {
  return {
    route: 'POST /api/orders (one court)',
    budget: PLACE_BUDGET,
    targets: Array.from({ length: count }, () => ({
      path: '/api/orders',
      body: JSON.stringify({ lines: [{ product: 'court_booking', ...randomCourt() }] }),
      session: randomMember(),
    })),
  };
}

/**
 * Every place of every drop-in session, each to its own member (12 of the 50 a session), ordered
 * round by round so that neighbouring requests ask for places in different sessions.
 */
export function dropInWrite(sessionIds: number[], places: number): WriteRoute {
  const targets: Target[] = [];
  for (let round = 0; round < places; round += 1) {
    sessionIds.forEach((sessionId, i) => {
      const member = (i + round * 4) % MEMBERS; // 12 rounds × 4 stay below 50: distinct members per session
      targets.push({
        path: '/api/orders',
        body: JSON.stringify({ lines: [{ product: 'program_registration', sessionId, participantId: 'self' }] }),
        session: member,
      });
    });
  }
  return { route: 'POST /api/orders (drop-in)', budget: PLACE_BUDGET, targets };
}

/** A place in each program for each member, round by round across the programs. */
export function programWrite(programIds: number[]): WriteRoute {
  const targets: Target[] = [];
  for (let round = 0; round < MEMBERS; round += 1) {
    programIds.forEach((programId, i) => {
      targets.push({
        path: '/api/orders',
        body: JSON.stringify({ lines: [{ product: 'program_registration', programId, participantId: 'self' }] }),
        session: (i + round) % MEMBERS,
      });
    });
  }
  return { route: 'POST /api/orders (program)', budget: PLACE_BUDGET, targets };
}

/**
 * The test checkout's Pay button for every court held by the runs before (bookings and one-court
 * orders), in random order. It fulfils in-process through the signed-event path a webhook takes
 * (payments.receiveWebhook); that part's statements are counted apart.
 */
export async function payWrite(database: DatabaseHandle, app: App): Promise<WriteRoute> {
  const rows = await database.db.execute(sql`
    select s.id from local_checkout_sessions s
    where s.status = 'open' and exists (select 1 from bookings b where b.order_id = s.order_id and b.status = 'held')`);
  return {
    route: 'Pay (local checkout)',
    budget: MONEY_BUDGET,
    targets: shuffled(rowsOf<{ id: string }>(rows)).map((row) => ({ path: `/api/payments/local/checkout/${row.id}/pay`, body: '' })),
    headers: FORM_HEADERS,
    expect: 303,
    part: webhookPart(app),
  };
}

function webhookPart(app: App): CountedPart {
  return {
    name: 'webhook fulfilment (inside Pay)',
    watch(counter) {
      const payments = app.payments;
      const original = payments.receiveWebhook.bind(payments);
      let inside = 0;
      // An own property over the class's method, for the counted requests only.
      payments.receiveWebhook = async (...args) => {
        const before = counter.count;
        try {
          return await original(...args);
        } finally {
          inside += counter.count - before;
        }
      };
      return {
        stop() {
          delete (payments as Partial<typeof payments>).receiveWebhook;
          return inside;
        },
      };
    },
  };
}

/** Cancelling each paid online court booking (full refund: all are two days ahead or more), by its own member. */
export async function cancelWrite(database: DatabaseHandle, memberIds: number[]): Promise<WriteRoute> {
  const rows = await database.db.execute(sql`
    select id, user_id from bookings
    where status = 'confirmed' and source = 'online' and starts_at > now() + interval '26 hours'`);
  const session = new Map(memberIds.map((id, i) => [id, i]));
  return {
    route: 'POST /api/bookings/:id/cancel (refund)',
    budget: MONEY_BUDGET,
    targets: shuffled(rowsOf<{ id: number; user_id: number }>(rows))
      .filter((row) => session.has(Number(row.user_id)))
      .map((row) => ({ path: `/api/bookings/${row.id}/cancel`, body: JSON.stringify({ expectedRefund: 'full' }), session: session.get(Number(row.user_id)) })),
  };
}
