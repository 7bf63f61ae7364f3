import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookCourtMachine } from '@machines/book-court.machine';
import {
  courtsForSpan,
  holdRequest,
  isBookableSelection,
  isDateInWindow,
  maxHoursFrom,
  reconcileSelection,
  type DayAvailability,
  type HoldResult,
} from '@machines/booking-selection';
import { availability, slot } from './booking-fixtures';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from './support/test-model';

const DAY: DayAvailability = availability();
const NEXT_DAY: DayAvailability = { ...DAY, date: '2026-03-04', slots: DAY.slots.map((s) => ({ ...s, openCourts: [1, 2, 3], bookable: true, reason: null })) };

const booking = { id: 7, court: 2, date: '2026-03-03', startTime: '08:00', endTime: '09:00', startsAt: '2026-03-03T13:00:00.000Z', endsAt: '2026-03-03T14:00:00.000Z', hours: 1 };
const HELD: HoldResult = { status: 'held', orderId: 'o-1', amountCents: 3000, checkoutUrl: 'https://pay.example/cs_1', sessionId: 'cs_1', expiresAt: '2026-03-01T17:15:00.000Z', booking };
const FREE: HoldResult = { ...HELD, status: 'confirmed', amountCents: 0, checkoutUrl: null, sessionId: null, expiresAt: null };
const TAKEN = { status: 409, message: 'That slot was just taken. Please choose another court or time.' };
const INVALID = { status: 400, message: 'Book at most 3 hours at a time.', fields: { hours: 'Book at most 3 hours at a time.' } };

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

const input = { date: '2026-03-03', isLoggedIn: false };

describe('book court model', () => {
  const model = createMachineTestModel(bookCourtMachine, {
    input,
    events: (s) => [
      { type: 'xstate.done.actor.loadAvailability', output: s.context.date === NEXT_DAY.date ? NEXT_DAY : DAY },
      { type: 'xstate.error.actor.loadAvailability', error: { status: 500, message: 'Availability is down' } },
      { type: 'booking.dateChosen', date: '2026-03-04' },
      { type: 'booking.dateChosen', date: '2026-04-30' },
      { type: 'booking.slotChosen', index: 1, court: 2 },
      { type: 'booking.slotChosen', index: 0 },
      { type: 'booking.hoursChosen', hours: 2 },
      { type: 'booking.hoursChosen', hours: 4 },
      { type: 'booking.courtChosen', court: 1 },
      { type: 'booking.courtChosen', court: 'any' },
      { type: 'xstate.done.actor.holdBooking', output: HELD },
      { type: 'xstate.done.actor.holdBooking', output: FREE },
      { type: 'xstate.error.actor.holdBooking', error: TAKEN },
      { type: 'xstate.error.actor.holdBooking', error: INVALID },
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
      const h = createHarness(bookCourtMachine, { input, spy: ['requestLogin', 'goToCheckout'] });
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
          waitingForLogin: (s) => {
            expect(s.context.isLoggedIn).toBe(false);
            expect(isBookableSelection(s.context.availability, s.context.selection)).toBe(true);
          },
          holding: (s) => {
            expect(s.hasTag('busy')).toBe(true);
            // Exactly the choice on screen (after a login too).
            expect(h.lastInput('holdBooking')).toEqual({
              date: '2026-03-03',
              startTime: '08:00',
              hours: s.context.selection.hours,
              court: s.context.selection.court,
            });
          },
          redirecting: (s) => expect(s.context.hold?.checkoutUrl).toBe(HELD.checkoutUrl),
          booked: (s) => expect(s.context.hold?.status).toBe('confirmed'),
          loadFailed: (s) => expect(s.context.error).toBe('Availability is down'),
        },
        events: {
          'xstate.error.actor.holdBooking': (step) => {
            if (step.event.error.status === 409) {
              expect(h.snapshot.matches('loadingAvailability')).toBe(true);
              expect(h.snapshot.context.conflict).toBe(TAKEN.message);
            } else {
              expect(h.snapshot.context.fieldErrors).toEqual(INVALID.fields);
            }
          },
        },
        effects: (event, from, to) => {
          if (event.type === 'booking.confirm' && to.matches('waitingForLogin') && !from?.matches('waitingForLogin')) return ['requestLogin'];
          if (event.type === 'xstate.done.actor.holdBooking' && event.output.checkoutUrl) return ['goToCheckout'];
          return [];
        },
      });
    });
  }
});

describe('book court machine', () => {
  async function ready(day = DAY, loggedIn = true) {
    const h = createHarness(bookCourtMachine, { input: { ...input, isLoggedIn: loggedIn }, spy: ['requestLogin', 'goToCheckout'] }).start();
    await h.resolve('loadAvailability', day);
    return h;
  }

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
    expect(holdRequest(autumn, { startIndex: 2, hours: 1, court: 1 })).toEqual({ date: '2026-03-03', startsAt: '2026-11-01T06:00:00.000Z', hours: 1, court: 1 });
    expect(holdRequest(autumn, { startIndex: 0, hours: 1, court: 'any' })).toEqual({ date: '2026-03-03', startTime: '00:00', hours: 1, court: 'any' });
  });

  it('a conflict reloads the day and keeps what is still free', async () => {
    const h = await ready();
    h.send({ type: 'booking.slotChosen', index: 1, court: 2 });
    h.send({ type: 'booking.hoursChosen', hours: 2 });
    h.send({ type: 'booking.confirm' });
    await h.reject('holdBooking', TAKEN);
    expect(h.calls.loadAvailability).toHaveLength(2);
    const after = { ...DAY, slots: DAY.slots.map((s) => (s.index === 2 ? { ...s, openCourts: [3] } : s)) };
    await h.resolve('loadAvailability', after);
    expect(h.snapshot.value).toBe('ready');
    expect(h.snapshot.context.conflict).toBe(TAKEN.message);
    expect(h.snapshot.context.selection).toEqual({ startIndex: 1, hours: 2, court: 'any' });
    expect(reconcileSelection({ ...DAY, slots: [slot(0, 7, [], 'past'), slot(1, 8, [], 'full')] }, h.snapshot.context.selection)).toEqual({
      startIndex: null,
      hours: 1,
      court: 'any',
    });
  });

  it('a visitor logs in and the same choice is booked', async () => {
    const h = await ready(DAY, false);
    h.send({ type: 'booking.slotChosen', index: 2, court: 3 });
    h.send({ type: 'booking.hoursChosen', hours: 2 });
    h.send({ type: 'booking.confirm' });
    expect(h.actions.requestLogin).toHaveBeenCalledTimes(1);
    expect(h.snapshot.value).toBe('waitingForLogin');
    h.send({ type: 'booking.loggedIn' });
    expect(h.lastInput('holdBooking')).toEqual({ date: '2026-03-03', startTime: '09:00', hours: 2, court: 3 });
  });

  it('confirm without a choice does nothing', async () => {
    const h = await ready();
    h.send({ type: 'booking.confirm' });
    expect(h.snapshot.value).toBe('ready');
    expect(h.calls.holdBooking).toBeUndefined();
  });
});
