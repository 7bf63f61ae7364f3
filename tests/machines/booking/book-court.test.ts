import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { REQUESTED_GONE_NOTICE, TAKEN_NOTICE, bookCourtMachine } from '@machines/booking/book-court.machine';
import {
  courtBookingLine,
  courtsForSpan,
  holdRequest,
  isBookableSelection,
  isDateInWindow,
  maxHoursFrom,
  reconcileSelection,
  taxesFor,
  type DayAvailability,
} from '@machines/booking/booking-selection';
import { checkoutMachine } from '@machines/checkout/checkout.machine';
import { purchaseMachine, type PurchaseOutcome } from '@machines/checkout/purchase.machine';
import { loginGateMachine } from '@machines/auth/login-gate.machine';
import type { OrderLineRequest, PlacedOrder } from '@machines/checkout/order-shapes';
import { availability, slot } from './booking-fixtures';
import { aFreePlacedOrder, aPlacedOrder } from '../checkout/order-fixtures';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';

const DAY: DayAvailability = availability();
const NEXT_DAY: DayAvailability = { ...DAY, date: '2026-03-04', slots: DAY.slots.map((s) => ({ ...s, openCourts: [1, 2, 3], bookable: true, reason: null })) };

/** The shown day after someone booked the first two starts (live update). */
const goneFrom = (day: DayAvailability): DayAvailability => ({
  ...day,
  slots: day.slots.map((s) => (s.index <= 1 ? { ...s, openCourts: [], bookable: false, reason: 'full' as const } : s)),
});
const HELD: PlacedOrder = aPlacedOrder();
const FREE: PlacedOrder = aFreePlacedOrder();
const TAKEN = { status: 409, code: 'court_taken', message: 'That slot was just taken. Please choose another court or time.' };
const INVALID = {
  status: 400,
  code: 'invalid_field',
  message: 'Book at most 3 hours at a time.',
  fields: { 'lines.0.hours': 'Book at most 3 hours at a time.' },
};
const CRASHED = { message: 'The checkout stopped unexpectedly.' };
// What the purchase child ends with (the parent only sees its output).
const CONFIRMED: PurchaseOutcome = { result: 'confirmed', order: FREE.order };
const ABANDONED: PurchaseOutcome = { result: 'abandoned', order: HELD.order };
const DISMISSED: PurchaseOutcome = { result: 'dismissed' };
const refused = (error: typeof TAKEN | typeof INVALID): PurchaseOutcome => ({ result: 'refused', error });

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

const input = { date: '2026-03-03', isLoggedIn: false };

describe('book court model', () => {
  const model = createMachineTestModel(bookCourtMachine, {
    input,
    events: (s) => [
      { type: 'xstate.done.actor.loadAvailability', output: s.context.date === NEXT_DAY.date ? NEXT_DAY : DAY },
      ...(s.matches('refreshing') ? [{ type: 'xstate.done.actor.loadAvailability', output: goneFrom(s.context.date === NEXT_DAY.date ? NEXT_DAY : DAY) }] : []),
      { type: 'availability.changed', date: s.context.date },
      { type: 'availability.changed', date: '2026-05-01' },
      { type: 'xstate.error.actor.loadAvailability', error: { status: 500, message: 'Availability is down' } },
      { type: 'booking.dateChosen', date: '2026-03-04' },
      { type: 'booking.dateChosen', date: '2026-04-30' },
      { type: 'booking.slotChosen', index: 1, court: 2 },
      { type: 'booking.slotChosen', index: 0 },
      { type: 'booking.hoursChosen', hours: 2 },
      { type: 'booking.hoursChosen', hours: 4 },
      { type: 'booking.courtChosen', court: 1 },
      { type: 'booking.courtChosen', court: 'any' },
      { type: 'xstate.done.actor.purchase', output: CONFIRMED },
      { type: 'xstate.done.actor.purchase', output: ABANDONED },
      { type: 'xstate.done.actor.purchase', output: refused(TAKEN) },
      { type: 'xstate.done.actor.purchase', output: refused(INVALID) },
      { type: 'xstate.done.actor.purchase', output: DISMISSED },
      { type: 'xstate.error.actor.purchase', error: CRASHED },
    ],
    // Keep the space small: one date change, and no second hold after an answer.
    filter: (s) => !(s.context.date === NEXT_DAY.date && s.context.selection.startIndex !== null) && !(s.context.conflict && s.context.error),
  });
  const paths = model.getShortestPaths();

  it('paths reach every state and take every transition', () => {
    const visited = visitedStateIds(paths);
    for (const id of reachableStateIds(bookCourtMachine)) expect(visited).toContain(id);
    expect(transitionCoverage(model, paths).missing).toEqual([]);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const h = createHarness(bookCourtMachine, { input });
      await runPath(path, h, {
        states: {
          loadingAvailability: (s) => {
            expect(s.hasTag('busy')).toBe(true);
            expect(h.lastInput('loadAvailability')).toEqual({ date: s.context.date });
          },
          ready: (s) => {
            expect(s.hasTag('busy')).toBe(false);
            expect(s.context.availability?.date).toBe(s.context.date);
          },
          // Who buys, then pay: exactly the choice on screen, as one court_booking line, paid as soon as the buyer is known.
          buying: (s) => {
            expect(s.children.purchase).toBeDefined();
            expect(isBookableSelection(s.context.availability, s.context.selection)).toBe(true);
            expect(h.lastInput('purchase')).toMatchObject({
              offer: {
                kind: 'order',
                lines: [
                  { product: 'court_booking', date: '2026-03-03', startTime: '08:00', hours: s.context.selection.hours, court: s.context.selection.court },
                ],
              },
            });
          },
          booked: (s) => expect(s.context.order).toEqual(FREE.order),
          // A live change: the grid stays, the day is read again (not busy).
          refreshing: (s) => {
            expect(s.hasTag('busy')).toBe(false);
            expect(s.context.availability).not.toBeNull();
            expect(h.lastInput('loadAvailability')).toEqual({ date: s.context.date });
          },
          loadFailed: (s) => expect(s.context.error).toEqual({ status: 500, message: 'Availability is down' }),
        },
        events: {
          // Every purchase passes the gate; it is told whether a login is needed.
          'booking.confirm': (_, from) => {
            if (h.snapshot.matches('buying')) expect(h.lastInput('purchase')).toMatchObject({ isLoggedIn: from?.context.isLoggedIn });
          },
          'xstate.done.actor.purchase': (step) => {
            const output = step.event.output as PurchaseOutcome;
            // The visitor closed the login: the choice is still there.
            if (output.result === 'dismissed') expect(h.snapshot.context.selection.startIndex).not.toBeNull();
            if (output.result !== 'refused') return;
            if (output.error.status === 409) {
              expect(h.snapshot.matches('loadingAvailability')).toBe(true);
              expect(h.snapshot.context.conflict).toEqual(TAKEN);
            } else {
              expect(h.snapshot.matches('ready')).toBe(true);
              // The line's fields, named as the form names them.
              expect(h.snapshot.context.fieldErrors).toEqual({ hours: INVALID.message });
              expect(h.snapshot.context.error).toEqual(INVALID);
            }
          },
          'xstate.error.actor.purchase': () => expect(h.snapshot.context.error).toEqual(CRASHED),
          'xstate.done.actor.loadAvailability': (step, from) => {
            if (!from?.matches('refreshing')) return;
            const output = step.event.output as DayAvailability;
            const chosen = from.context.selection.startIndex;
            const gone = chosen !== null && !output.slots.find((slot) => slot.index === chosen)?.bookable;
            // A chosen start someone else just took is cleared, with the polite message; a free one stays.
            if (gone) {
              expect(h.snapshot.context.selection.startIndex).toBeNull();
              expect(h.snapshot.context.taken).toBe(TAKEN_NOTICE);
            } else if (chosen !== null) {
              expect(h.snapshot.context.selection.startIndex).toBe(chosen);
            }
          },
        },
      });
    });
  }
});

// Opened from the home page's free hours: /bookings?date=2026-03-03&start=09:00.
describe('book court model, opened on an hour', () => {
  const opened = { date: '2026-03-02', isLoggedIn: false, requested: { date: '2026-03-03', startTime: '09:00' } };
  const NINE_TAKEN = {
    ...DAY,
    slots: DAY.slots.map((s) => (s.startTime === '09:00' ? { ...s, openCourts: [], bookable: false, reason: 'full' as const } : s)),
  };
  const model = createMachineTestModel(bookCourtMachine, {
    input: opened,
    events: (s) => [
      ...(s.context.date === NEXT_DAY.date
        ? [{ type: 'xstate.done.actor.loadAvailability', output: NEXT_DAY }]
        : [
            { type: 'xstate.done.actor.loadAvailability', output: DAY },
            { type: 'xstate.done.actor.loadAvailability', output: NINE_TAKEN },
          ]),
      { type: 'xstate.error.actor.loadAvailability', error: { status: 500, message: 'Availability is down' } },
      { type: 'booking.dateChosen', date: NEXT_DAY.date },
    ],
    // Up to the first answer: what follows it is the ordinary page's (the model above).
    filter: (s) =>
      !s.context.isLoggedIn &&
      (s.context.availability === null || (s.matches('ready') && s.context.selection.hours === 1 && s.context.selection.court === 'any')),
  });
  const paths = model.getShortestPaths();

  it('the first answer takes the start asked for when it is free, and says so when it is not', () => {
    const visited = visitedStateIds(paths);
    for (const id of ['bookCourt.loadingAvailability', 'bookCourt.loadFailed', 'bookCourt.ready']) expect(visited).toContain(id);
    const answered = paths.flatMap((path) =>
      path.steps.filter((step) => step.event.type === 'xstate.done.actor.loadAvailability').map((step) => step.state.context),
    );
    expect(answered.map((context) => context.taken)).toEqual(expect.arrayContaining([null, REQUESTED_GONE_NOTICE]));
    expect(answered.map((context) => context.selection.startIndex)).toContain(2);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const h = createHarness(bookCourtMachine, { input: opened });
      await runPath(path, h, {
        states: {
          // The day asked for is shown first, not today.
          loadingAvailability: (s) => expect(h.lastInput('loadAvailability')).toEqual({ date: s.context.date }),
          loadFailed: (s) => expect(s.context.requestedStart).toBe(s.context.date === '2026-03-03' ? '09:00' : null),
          ready: (s) => {
            expect(s.context.requestedStart).toBeNull();
            const nine = s.context.availability!.slots.find((slot) => slot.startTime === '09:00')!;
            if (s.context.date !== '2026-03-03') {
              // Another date chosen meanwhile: the asked-for hour no longer applies.
              expect(s.context.selection.startIndex).toBeNull();
              expect(s.context.taken).toBeNull();
            } else if (nine.bookable) {
              // Chosen, one hour on any court: the summary and Confirm and pay are on screen.
              expect(s.context.selection).toEqual({ startIndex: nine.index, hours: 1, court: 'any' });
              expect(s.context.taken).toBeNull();
            } else {
              expect(s.context.selection.startIndex).toBeNull();
              expect(s.context.taken).toBe(REQUESTED_GONE_NOTICE);
            }
          },
        },
      });
    });
  }
});

describe('book court machine', () => {
  async function ready(day = DAY, loggedIn = true) {
    const h = createHarness(bookCourtMachine, { input: { ...input, isLoggedIn: loggedIn } }).start();
    await h.resolve('loadAvailability', day);
    return h;
  }

  it('learns the session itself: the watchSession actor runs from the start and its reports set isLoggedIn', async () => {
    let report: ((loggedIn: boolean) => void) | undefined;
    let stopped = false;
    const watchSession = fromCallback(({ sendBack }) => {
      report = (loggedIn) => sendBack({ type: loggedIn ? 'session.loggedIn' : 'session.loggedOut' });
      return () => void (stopped = true);
    });
    const actor = createActor(bookCourtMachine.provide({ actors: { watchSession, loadAvailability: fromPromise(async () => DAY) } }), {
      input: { ...input, isLoggedIn: false },
    }).start();
    expect(report).toBeDefined();
    report!(true);
    expect(actor.getSnapshot().context.isLoggedIn).toBe(true);
    await new Promise((r) => setImmediate(r));
    expect(actor.getSnapshot().value).toBe('ready');
    report!(false);
    expect(actor.getSnapshot().context.isLoggedIn).toBe(false);
    actor.stop();
    expect(stopped).toBe(true);
  });

  it('watches the shown day live: watchAvailability runs with the date, restarts on a date change, and its report reloads the day keeping a free choice', async () => {
    const watching: string[] = [];
    const stopped: string[] = [];
    let report: ((date: string) => void) | undefined;
    const watchAvailability = fromCallback<{ type: string }, { date: string }>(({ sendBack, input: { date } }) => {
      watching.push(date);
      report = (changed) => sendBack({ type: 'availability.changed', date: changed });
      return () => void stopped.push(date);
    });
    let day = DAY;
    const loads: string[] = [];
    const actor = createActor(
      bookCourtMachine.provide({
        actors: {
          watchAvailability,
          loadAvailability: fromPromise<DayAvailability, { date: string }>(async ({ input: { date } }) => {
            loads.push(date);
            return date === NEXT_DAY.date ? NEXT_DAY : day;
          }),
        },
      }),
      { input: { ...input, isLoggedIn: true } },
    ).start();
    const settle = () => new Promise((r) => setImmediate(r));
    await settle();
    expect(watching).toEqual(['2026-03-03']);
    actor.send({ type: 'booking.slotChosen', index: 2 });
    report!('2026-03-03');
    expect(actor.getSnapshot().value).toBe('refreshing');
    await settle();
    // Still free: the choice stays, no message.
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.selection.startIndex).toBe(2);
    expect(actor.getSnapshot().context.taken).toBeNull();
    // Another date's report is not this page's business.
    report!('2026-03-09');
    expect(actor.getSnapshot().value).toBe('ready');
    // Someone took the chosen start (and the one before it).
    day = { ...DAY, slots: DAY.slots.map((s) => (s.index === 2 ? { ...s, openCourts: [], bookable: false, reason: 'full' as const } : s)) };
    report!('2026-03-03');
    await settle();
    expect(actor.getSnapshot().context.selection.startIndex).toBeNull();
    expect(actor.getSnapshot().context.taken).toBe(TAKEN_NOTICE);
    // The next choice clears the message.
    actor.send({ type: 'booking.slotChosen', index: 1 });
    expect(actor.getSnapshot().context.taken).toBeNull();
    actor.send({ type: 'booking.dateChosen', date: NEXT_DAY.date });
    await settle();
    expect(watching).toEqual(['2026-03-03', '2026-03-04']);
    expect(stopped).toEqual(['2026-03-03']);
    expect(loads).toEqual(['2026-03-03', '2026-03-03', '2026-03-03', '2026-03-04']);
    actor.stop();
    expect(stopped).toEqual(['2026-03-03', '2026-03-04']);
  });

  it('opened on a date from today on shows it first; a past, impossible or missing date shows today, and a malformed start is ignored', () => {
    const first = (requested: { date?: string | null; startTime?: string | null }) => {
      const actor = createActor(bookCourtMachine, { input: { date: '2026-03-02', isLoggedIn: false, requested } });
      const { date, requestedStart } = actor.getSnapshot().context;
      return [date, requestedStart];
    };
    expect(first({ date: '2026-03-05', startTime: '18:00' })).toEqual(['2026-03-05', '18:00']);
    expect(first({ date: '2026-03-01', startTime: '18:00' })).toEqual(['2026-03-02', '18:00']);
    expect(first({ date: '2026-02-30' })).toEqual(['2026-03-02', null]);
    expect(first({ date: 'tomorrow', startTime: '25:00' })).toEqual(['2026-03-02', null]);
    expect(first({ date: null, startTime: '6pm' })).toEqual(['2026-03-02', null]);
  });

  it('a change heard while the day is loading asks again (the answer on its way may predate it)', async () => {
    const h = createHarness(bookCourtMachine, { input }).start();
    h.send({ type: 'availability.changed', date: '2026-03-03' });
    expect(h.snapshot.value).toBe('loadingAvailability');
    await h.resolve('loadAvailability', DAY);
    expect(h.snapshot.value).toBe('ready');
  });

  it('hours are limited by closing time and the longest booking', () => {
    expect(maxHoursFrom(DAY, 1)).toBe(3);
    expect(maxHoursFrom(DAY, 2)).toBe(2); // closes at 11:00
    expect(maxHoursFrom(DAY, 3)).toBe(1);
    expect(maxHoursFrom({ ...DAY, rules: { ...DAY.rules, maxBookingHours: 1 } }, 1)).toBe(1);
    expect(maxHoursFrom({ ...DAY, staffView: true, rules: { ...DAY.rules, maxBookingHours: 1 } }, 1)).toBe(3);
  });

  it('rejects more hours than fit before closing', async () => {
    const h = await ready();
    h.send({ type: 'booking.slotChosen', index: 2 });
    h.send({ type: 'booking.hoursChosen', hours: 3 });
    expect(h.snapshot.context.selection.hours).toBe(1);
    h.send({ type: 'booking.hoursChosen', hours: 2 });
    expect(h.snapshot.context.selection.hours).toBe(2);
  });

  it('offers only courts open in every chosen hour', async () => {
    expect(courtsForSpan(DAY, 1, 1)).toEqual([1, 2, 3]);
    expect(courtsForSpan(DAY, 1, 2)).toEqual([2, 3]);
    expect(courtsForSpan(DAY, 1, 3)).toEqual([3]);
    expect(courtsForSpan(DAY, 0, 1)).toEqual([]); // past
    const h = await ready();
    h.send({ type: 'booking.slotChosen', index: 1, court: 1 });
    h.send({ type: 'booking.hoursChosen', hours: 2 });
    // Court 1 is taken at 09:00, so the choice falls back to any free court.
    expect(h.snapshot.context.selection).toEqual({ startIndex: 1, hours: 2, court: 'any' });
    h.send({ type: 'booking.courtChosen', court: 1 });
    expect(h.snapshot.context.selection.court).toBe('any');
    h.send({ type: 'booking.courtChosen', court: 3 });
    expect(h.snapshot.context.selection.court).toBe(3);
  });

  it('a cell keeps as many of the chosen hours as its court stays free', async () => {
    const h = await ready();
    h.send({ type: 'booking.slotChosen', index: 1, court: 3 });
    h.send({ type: 'booking.hoursChosen', hours: 3 });
    h.send({ type: 'booking.slotChosen', index: 1, court: 2 });
    expect(h.snapshot.context.selection).toEqual({ startIndex: 1, hours: 2, court: 2 });
  });

  it('members may only choose dates in the window; staff any date', () => {
    expect(isDateInWindow(DAY, '2026-03-15')).toBe(true);
    expect(isDateInWindow(DAY, '2026-03-16')).toBe(false);
    expect(isDateInWindow(DAY, '2026-02-28')).toBe(false);
    expect(isDateInWindow({ ...DAY, staffView: true, bookableDates: null }, '2027-01-01')).toBe(true);
    expect(isDateInWindow(DAY, 'nonsense')).toBe(false);
  });

  it('names the repeated autumn hour by its instant', () => {
    const autumn: DayAvailability = {
      ...DAY,
      slots: [slot(0, 0, [1]), { ...slot(1, 1, [1]) }, { ...slot(2, 1, [1]), startsAt: '2026-11-01T06:00:00.000Z' }],
    };
    expect(holdRequest(autumn, { startIndex: 2, hours: 1, court: 1 })).toEqual({
      date: '2026-03-03',
      startsAt: '2026-11-01T06:00:00.000Z',
      hours: 1,
      court: 1,
    });
    expect(holdRequest(autumn, { startIndex: 0, hours: 1, court: 'any' })).toEqual({ date: '2026-03-03', startTime: '00:00', hours: 1, court: 'any' });
  });

  it('a conflict reloads the day and keeps what is still free', async () => {
    const h = await ready();
    h.send({ type: 'booking.slotChosen', index: 1, court: 2 });
    h.send({ type: 'booking.hoursChosen', hours: 2 });
    h.send({ type: 'booking.confirm' });
    await h.resolve('purchase', refused(TAKEN));
    expect(h.calls.loadAvailability).toHaveLength(2);
    const after = { ...DAY, slots: DAY.slots.map((s) => (s.index === 2 ? { ...s, openCourts: [3] } : s)) };
    await h.resolve('loadAvailability', after);
    expect(h.snapshot.value).toBe('ready');
    expect(h.snapshot.context.conflict).toEqual(TAKEN);
    expect(h.snapshot.context.selection).toEqual({ startIndex: 1, hours: 2, court: 'any' });
    expect(reconcileSelection({ ...DAY, slots: [slot(0, 7, [], 'past'), slot(1, 8, [], 'full')] }, h.snapshot.context.selection)).toEqual({
      startIndex: null,
      hours: 1,
      court: 'any',
    });
  });

  /** The real purchase, gate and checkout children, with the app's effects as spies and the API as a fake. */
  function withRealChildren(placeOrder: (lines: OrderLineRequest[]) => Promise<PlacedOrder>) {
    const requestLogin = vi.fn();
    const redirectToCheckout = vi.fn();
    const machine = bookCourtMachine.provide({
      actors: {
        loadAvailability: fromPromise(async () => DAY),
        purchase: purchaseMachine.provide({
          actors: {
            loginGate: loginGateMachine.provide({ actions: { requestLogin } }),
            checkout: checkoutMachine.provide({ actors: { placeOrder: fromPromise(({ input }) => placeOrder(input.lines)) }, actions: { redirectToCheckout } }),
          },
        }),
      },
    });
    return { machine, requestLogin, redirectToCheckout };
  }
  const purchaseOf = (actor: ReturnType<typeof createActor<ReturnType<typeof withRealChildren>['machine']>>) => actor.getSnapshot().children.purchase!;
  const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

  it('a visitor logs in and the same choice is booked', async () => {
    const placeOrder = vi.fn(async () => HELD);
    const { machine, requestLogin, redirectToCheckout } = withRealChildren(placeOrder);
    const actor = createActor(machine, { input: { ...input, isLoggedIn: false } }).start();
    await settle();
    actor.send({ type: 'booking.slotChosen', index: 2, court: 3 });
    actor.send({ type: 'booking.hoursChosen', hours: 2 });
    actor.send({ type: 'booking.confirm' });
    expect(requestLogin).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('buying');
    expect(purchaseOf(actor).getSnapshot().value).toBe('gate');
    expect(placeOrder).not.toHaveBeenCalled();
    // The app's watcher tells the gate; the choice was never lost.
    purchaseOf(actor).getSnapshot().children.loginGate!.send({ type: 'session.loggedIn' });
    expect(placeOrder).toHaveBeenCalledWith([{ product: 'court_booking', date: '2026-03-03', startTime: '09:00', hours: 2, court: 3 }]);
    await settle();
    expect(redirectToCheckout).toHaveBeenCalledWith(expect.anything(), { url: HELD.checkoutUrl });
    expect(purchaseOf(actor).getSnapshot().value).toBe('paying');
    expect(purchaseOf(actor).getSnapshot().children.checkout!.getSnapshot().value).toBe('redirecting');
    // Back from the payment page (history): start over.
    purchaseOf(actor).send({ type: 'purchase.chooseAgain' });
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.selection).toEqual({ startIndex: null, hours: 1, court: 'any' });
  });

  it('a visitor who closes the login keeps the choice', async () => {
    const placeOrder = vi.fn(async () => HELD);
    const { machine } = withRealChildren(placeOrder);
    const actor = createActor(machine, { input: { ...input, isLoggedIn: false } }).start();
    await settle();
    actor.send({ type: 'booking.slotChosen', index: 2, court: 3 });
    actor.send({ type: 'booking.confirm' });
    purchaseOf(actor).getSnapshot().children.loginGate!.send({ type: 'loginGate.dismissed' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.selection).toEqual({ startIndex: 2, hours: 1, court: 3 });
    expect(placeOrder).not.toHaveBeenCalled();
  });

  it('a member goes straight to the checkout; a free booking ends booked', async () => {
    const placeOrder = vi.fn(async () => FREE);
    const { machine, requestLogin, redirectToCheckout } = withRealChildren(placeOrder);
    const actor = createActor(machine, { input: { ...input, isLoggedIn: true } }).start();
    await settle();
    actor.send({ type: 'booking.slotChosen', index: 1 });
    actor.send({ type: 'booking.confirm' });
    await settle();
    expect(requestLogin).not.toHaveBeenCalled();
    expect(redirectToCheckout).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('booked');
    expect(actor.getSnapshot().context.order).toEqual(FREE.order);
  });

  it('works out the tax shown before paying as the server does: per line, half-up to the cent', () => {
    const quebec = {
      taxes: [
        { name: 'GST', ratePercent: 5 },
        { name: 'QST', ratePercent: 9.975 },
      ],
    };
    expect(taxesFor(quebec, 4500)).toEqual([
      { name: 'GST', ratePercent: 5, amountCents: 225 },
      { name: 'QST', ratePercent: 9.975, amountCents: 449 }, // 448.875
    ]);
    expect(taxesFor({ taxes: [{ name: 'HST', ratePercent: 13 }] }, 6000)).toEqual([{ name: 'HST', ratePercent: 13, amountCents: 780 }]);
    expect(taxesFor({ taxes: [{ name: 'HST', ratePercent: 13 }] }, 0)).toEqual([]);
    expect(taxesFor(DAY, 6000)).toEqual([]);
  });

  it('sends the line the server expects', () => {
    expect(courtBookingLine(DAY, { startIndex: 1, hours: 2, court: 'any' })).toEqual({
      product: 'court_booking',
      date: '2026-03-03',
      startTime: '08:00',
      hours: 2,
      court: 'any',
    });
  });

  it('confirm without a choice does nothing', async () => {
    const h = await ready();
    h.send({ type: 'booking.confirm' });
    expect(h.snapshot.value).toBe('ready');
    expect(h.calls.purchase).toBeUndefined();
  });
});
