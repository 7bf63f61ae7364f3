import { describe, expect, it } from 'vitest';
import { staffBookingsMachine } from '@machines/account/staff-bookings.machine';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';
import { aBookingRow, USER_ID } from './staff-fixtures';

const UPCOMING = [aBookingRow()];
const PAST = [aBookingRow({ id: 3, startsAt: '2026-10-01T13:00:00.000Z', endsAt: '2026-10-01T14:00:00.000Z', status: 'cancelled', cancelReason: 'Rain' })];
const DOWN = { status: 500, message: 'Bookings are down' };

describe('staff bookings model', () => {
  const model = createMachineTestModel(staffBookingsMachine, {
    input: { userId: USER_ID },
    events: (s) => [
      { type: 'staffBookings.scopeChanged', scope: 'upcoming' },
      { type: 'staffBookings.scopeChanged', scope: 'past' },
      // The server answers the list that was asked for.
      { type: 'xstate.done.actor.loadBookings', output: s.context.scope === 'past' ? PAST : UPCOMING },
      { type: 'xstate.error.actor.loadBookings', error: DOWN },
    ],
  });
  const paths = model.getShortestPaths();

  it('paths reach every state and take every transition', () => {
    const visited = visitedStateIds(paths);
    for (const id of reachableStateIds(staffBookingsMachine)) expect(visited).toContain(id);
    expect(transitionCoverage(model, paths).missing).toEqual([]);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const h = createHarness(staffBookingsMachine, { input: { userId: USER_ID } });
      await runPath(path, h, {
        states: {
          loading: (s) => {
            expect(s.hasTag('busy')).toBe(true);
            expect(h.lastInput('loadBookings')).toEqual({ userId: USER_ID, scope: s.context.scope });
            // A list of the other tab never shows under this one.
            expect(s.context.bookings).toEqual([]);
          },
          ready: (s) => expect(s.context.bookings).toEqual(s.context.scope === 'past' ? PAST : UPCOMING),
          loadFailed: (s) => {
            expect(s.context.error).toEqual(DOWN);
            expect(s.can({ type: 'staffBookings.retry' })).toBe(true);
          },
        },
        events: {
          'staffBookings.scopeChanged': (step, from) => {
            // The tab already shown reads nothing again.
            if (from && from.context.scope === step.event.scope) expect(h.snapshot.value).toEqual(from.value);
          },
        },
      });
    });
  }
});

describe('staff bookings machine', () => {
  it('drops the read of a tab left before it answered', async () => {
    const h = createHarness(staffBookingsMachine, { input: { userId: USER_ID } }).start();
    h.send({ type: 'staffBookings.scopeChanged', scope: 'past' });
    expect(h.calls.loadBookings).toHaveLength(2);
    await h.resolve('loadBookings', PAST);
    expect(h.snapshot.context).toMatchObject({ scope: 'past', bookings: PAST });
    expect(h.calls.loadBookings[0].settled).toBe(false);
  });
});
