import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { bookingsOverviewMachine } from '@machines/booking/bookings-overview.machine';
import type { StaffBookingRequest } from '@machines/booking/booking-shapes';
import { isIsoDate, shiftDate } from '@machines/shared/iso-date';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';
import { booking, staffDay } from './booking-fixtures';

const TODAY = '2026-03-03';
const WALK_IN: StaffBookingRequest = { kind: 'walk-in', name: 'Sam Walker', date: TODAY, startTime: '08:00', hours: 1, court: 'any' };
const CANCELLED = { booking: booking({ status: 'cancelled' }), refund: { id: 1, amountCents: 3000, currency: 'CAD' as const, status: 'succeeded' as const } };
const dayOffset = (date: string) => (Date.parse(date) - Date.parse(TODAY)) / 86_400_000;

describe('bookings overview model', () => {
  const input = { date: TODAY };
  const model = createMachineTestModel(bookingsOverviewMachine, {
    input,
    events: (s) => [
      { type: 'overview.dateChanged', date: shiftDate(TODAY, 1) },
      { type: 'overview.cancelOpened', id: 1 },
      // Court 1 at 7:00 is free in the fixture day.
      { type: 'overview.freeCellChosen', court: 1, startTime: '07:00' },
      { type: 'overview.bookSubmitted', request: WALK_IN },
      { type: 'overview.cancelSubmitted', refund: true, reason: ' Lights failed ' },
      { type: 'xstate.done.actor.loadDay', output: staffDay(s.context.date) },
      { type: 'xstate.error.actor.loadDay', error: { status: 500, message: 'Day is down' } },
      { type: 'xstate.done.actor.staffBook', output: booking({ id: 5, court: 1, startTime: '08:00' }) },
      { type: 'xstate.error.actor.staffBook', error: { status: 409, message: 'Court 1 has a booking or block; cancel it first.' } },
      { type: 'xstate.done.actor.staffCancel', output: CANCELLED },
      { type: 'xstate.error.actor.staffCancel', error: { status: 409, message: 'Already cancelled.' } },
      // Live: a change of the shown day (or another) and the background read it starts.
      { type: 'overview.changed', date: s.context.date },
      { type: 'overview.changed', date: '2026-05-01' },
      { type: 'overview.dayRefreshed', day: staffDay(s.context.date) },
    ],
    // Three days are enough to show moving between them.
    filter: (s) => Math.abs(dayOffset(s.context.date)) <= 1 && !(s.context.outcome && s.context.error),
  });
  const paths = model.getShortestPaths();

  it('paths reach every state and take every transition', () => {
    const visited = visitedStateIds(paths);
    for (const id of reachableStateIds(bookingsOverviewMachine)) expect(visited).toContain(id);
    expect(transitionCoverage(model, paths).missing).toEqual([]);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const h = createHarness(bookingsOverviewMachine, { input });
      await runPath(path, h, {
        states: {
          loading: (s) => {
            expect(s.hasTag('busy')).toBe(true);
            expect(h.lastInput('loadDay')).toEqual({ date: s.context.date });
          },
          loadFailed: (s) => expect(s.context.error?.message).toBe('Day is down'),
          ready: (s) => {
            expect(s.context.day?.date).toBe(s.context.date);
            expect(s.context.error).toBeNull();
          },
          bookForm: (s) => expect([null, { court: 1, startTime: '07:00' }]).toContainEqual(s.context.prefill),
          booking: (s) => {
            expect(s.hasTag('busy')).toBe(true);
            expect(h.lastInput('staffBook')).toEqual(WALK_IN);
          },
          cancelForm: (s) => expect(s.context.cancelId).toBe(1),
          cancelling: () => expect(h.lastInput('staffCancel')).toEqual({ id: 1, refund: true, reason: 'Lights failed' }),
        },
        events: {
          'overview.freeCellChosen': () => {
            expect(h.snapshot.value).toBe('bookForm');
            expect(h.snapshot.context.prefill).toEqual({ court: 1, startTime: '07:00' });
          },
          'overview.bookOpened': () => expect(h.snapshot.context.prefill).toBeNull(),
          'overview.dialogClosed': () => expect(h.snapshot.context.prefill).toBeNull(),
          'xstate.done.actor.staffBook': () => {
            expect(h.snapshot.context.outcome).toMatchObject({ kind: 'booked', booking: { id: 5 } });
            expect(h.snapshot.context.prefill).toBeNull();
          },
          'xstate.error.actor.staffBook': () => {
            expect(h.snapshot.matches('bookForm')).toBe(true);
            expect(h.snapshot.context.actionError?.status).toBe(409);
          },
          'xstate.done.actor.staffCancel': () => expect(h.snapshot.context.outcome).toEqual({ kind: 'cancelled', result: CANCELLED }),
          'xstate.error.actor.staffCancel': () => expect(h.snapshot.context.actionError?.message).toBe('Already cancelled.'),
        },
      });
    });
  }
});

describe('bookings overview machine', () => {
  it('live: watchAvailability follows the shown date, and a change of that day is read again in the background, an open dialog and its state kept', async () => {
    const watching: string[] = [];
    const stopped: string[] = [];
    const refreshes: string[] = [];
    let report: ((date: string) => void) | undefined;
    let refreshed: ((day: ReturnType<typeof staffDay>) => void) | undefined;
    const actor = createActor(
      bookingsOverviewMachine.provide({
        actors: {
          loadDay: fromCallback(() => {}) as never,
          watchAvailability: fromCallback<{ type: string }, { date: string }>(({ sendBack, input }) => {
            watching.push(input.date);
            report = (date) => sendBack({ type: 'overview.changed', date });
            return () => void stopped.push(input.date);
          }),
          refreshDay: fromCallback<{ type: string }, { date: string }>(({ sendBack, input }) => {
            refreshes.push(input.date);
            refreshed = (day) => sendBack({ type: 'overview.dayRefreshed', day });
          }),
        },
      }),
      { input: { date: TODAY } },
    ).start();
    // The day arrives (a fake done event of the invoked loadDay).
    actor.send({ type: 'xstate.done.actor.loadDay', output: staffDay(TODAY) } as never);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(watching).toEqual([TODAY]);
    actor.send({ type: 'overview.cancelOpened', id: 1 });
    expect(actor.getSnapshot().value).toBe('cancelForm');
    report!(shiftDate(TODAY, 5)); // another date: nothing
    expect(refreshes).toEqual([]);
    report!(TODAY);
    expect(refreshes).toEqual([TODAY]);
    const changed = { ...staffDay(TODAY), closed: true };
    refreshed!(changed);
    expect(actor.getSnapshot().value).toBe('cancelForm');
    expect(actor.getSnapshot().context.cancelId).toBe(1);
    expect(actor.getSnapshot().context.day).toEqual(changed);
    actor.send({ type: 'overview.dialogClosed' });
    actor.send({ type: 'overview.nextDay' });
    actor.send({ type: 'xstate.done.actor.loadDay', output: staffDay(shiftDate(TODAY, 1)) } as never);
    expect(watching).toEqual([TODAY, shiftDate(TODAY, 1)]);
    expect(stopped).toEqual([TODAY]);
    // A late answer for the day left behind is not shown.
    refreshed!(staffDay(TODAY));
    expect(actor.getSnapshot().context.day?.date).toBe(shiftDate(TODAY, 1));
    actor.stop();
  });

  it('next and previous day load the neighbouring dates, across a month end', async () => {
    const h = createHarness(bookingsOverviewMachine, { input: { date: '2026-02-28' } }).start();
    await h.resolve('loadDay', staffDay('2026-02-28'));
    h.send({ type: 'overview.nextDay' });
    expect(h.lastInput('loadDay')).toEqual({ date: '2026-03-01' });
    await h.resolve('loadDay', staffDay('2026-03-01'));
    h.send({ type: 'overview.previousDay' });
    h.send({ type: 'overview.previousDay' });
    expect(h.lastInput('loadDay')).toEqual({ date: '2026-02-27' });
  });

  it('isLiveBooking: a cancelled booking cannot be cancelled again', async () => {
    const h = createHarness(bookingsOverviewMachine, { input: { date: TODAY } }).start();
    await h.resolve('loadDay', staffDay());
    h.send({ type: 'overview.cancelOpened', id: 3 });
    expect(h.snapshot.value).toBe('ready');
    h.send({ type: 'overview.cancelOpened', id: 2 });
    expect(h.snapshot.value).toBe('cancelForm');
  });

  it('isFreeCell: only a free court and hour of the loaded day opens the prefilled book dialog', async () => {
    const h = createHarness(bookingsOverviewMachine, { input: { date: TODAY } }).start();
    await h.resolve('loadDay', staffDay());
    h.send({ type: 'overview.freeCellChosen', court: 2, startTime: '07:00' }); // blocked
    h.send({ type: 'overview.freeCellChosen', court: 1, startTime: '09:00' }); // booked
    h.send({ type: 'overview.freeCellChosen', court: 1, startTime: '06:00' }); // before opening
    h.send({ type: 'overview.freeCellChosen', court: 3, startTime: '07:00' }); // no such court
    expect(h.snapshot.value).toBe('ready');
    h.send({ type: 'overview.freeCellChosen', court: 2, startTime: '09:00' });
    expect(h.snapshot.value).toBe('bookForm');
    expect(h.snapshot.context.prefill).toEqual({ court: 2, startTime: '09:00' });
    h.send({ type: 'overview.dialogClosed' });
    h.send({ type: 'overview.bookOpened' });
    expect(h.snapshot.context.prefill).toBeNull();
  });

  it('cancel without a reason sends only the refund choice', async () => {
    const h = createHarness(bookingsOverviewMachine, { input: { date: TODAY } }).start();
    await h.resolve('loadDay', staffDay());
    h.send({ type: 'overview.cancelOpened', id: 1 });
    h.send({ type: 'overview.cancelSubmitted', refund: false, reason: '  ' });
    expect(h.lastInput('staffCancel')).toEqual({ id: 1, refund: false });
  });

  it('ignores the same date', async () => {
    const h = createHarness(bookingsOverviewMachine, { input: { date: TODAY } }).start();
    await h.resolve('loadDay', staffDay());
    h.send({ type: 'overview.dateChanged', date: TODAY });
    expect(h.snapshot.value).toBe('ready');
  });

  it('shiftDate and isIsoDate', () => {
    expect(shiftDate('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDate('2026-03-08', 1)).toBe('2026-03-09'); // the spring-forward day is still one date
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-02-28')).toBe(true);
  });
});
