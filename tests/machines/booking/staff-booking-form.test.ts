import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type MemberOption,
  MEMBER_SEARCH_DEBOUNCE_MS,
  staffBookingFormMachine,
  staffBookingProblem,
  staffBookingRequest,
  type StaffBookingFormContext,
} from '@machines/booking/staff-booking-form.machine';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

const TODAY = '2026-03-03';
const MAYA: MemberOption = { id: 3, email: 'member@example.com', firstName: 'Maya', lastName: 'Member' };
const input = { date: TODAY, startTime: '07:00', court: 1 as const };

const EVENT_CASES = [
  { type: 'staffBooking.kindChanged', kind: 'walk-in' },
  { type: 'staffBooking.kindChanged', kind: 'block' },
  { type: 'staffBooking.queryChanged', query: 'maya' },
  { type: 'staffBooking.queryChanged', query: ' ' },
  { type: 'staffBooking.memberChosen', userId: 3 },
  { type: 'staffBooking.fieldChanged', field: 'name', value: ' Sam Walker ' },
  { type: 'staffBooking.fieldChanged', field: 'reason', value: 'Resurfacing' },
  { type: 'staffBooking.fieldChanged', field: 'date', value: '' },
  { type: 'xstate.done.actor.searchMembers', output: [MAYA] },
  { type: 'xstate.error.actor.searchMembers', error: { status: 500, message: 'Search is down' } },
];

describe('staff booking form model', () => {
  const model = createMachineTestModel(staffBookingFormMachine, {
    input,
    events: EVENT_CASES,
    // Each kind with its own fields only, and the search only for members: the combinations stay few.
    // (Hours and court are plain choices; the unit tests below send them.)
    filter: (s) =>
      (s.context.kind === 'member' ||
        (s.context.query === '' && s.context.userId === null && s.context.members.length === 0 && s.context.searchError === null)) &&
      (s.context.kind === 'walk-in' || s.context.name === '') &&
      (s.context.kind === 'block' || s.context.reason === '') &&
      (s.context.date !== '' || (s.context.userId === null && s.context.kind === 'member' && s.context.query === '')),
  });
  const paths = model.getShortestPaths();

  it('paths reach every state and take every transition', () => {
    const visited = visitedStateIds(paths);
    for (const id of reachableStateIds(staffBookingFormMachine)) expect(visited).toContain(id);
    expect(transitionCoverage(model, paths).missing).toEqual([]);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const h = createHarness(staffBookingFormMachine, { input, spy: ['submitRequest'] });
      await runPath(path, h, {
        states: {
          searching: (s) => expect(h.lastInput('searchMembers')).toEqual({ query: s.context.query.trim() }),
          idle: (s) => expect(s.can({ type: 'staffBooking.searchNow' })).toBe(s.context.query.trim() !== ''),
        },
        effects: (event, from) => (event.type === 'staffBooking.submit' && from && staffBookingProblem(from.context) === null ? ['submitRequest'] : []),
        events: {
          'staffBooking.submit': (_step, from) => {
            const problem = staffBookingProblem(from!.context);
            // What the dialog shows: the problem, or nothing while the overview books.
            expect(h.snapshot.context.problem).toBe(problem);
            if (!problem) expect(h.actions.submitRequest.mock.calls[0][1]).toEqual({ request: staffBookingRequest(from!.context) });
          },
          'staffBooking.queryChanged': () => expect(h.snapshot.matches('debouncing')).toBe(true),
          'xstate.after.searchDebounce.staffBookingForm.debouncing': (_step, from) =>
            expect(h.snapshot.value).toBe(from!.context.query.trim() ? 'searching' : 'idle'),
          'xstate.done.actor.searchMembers': () => {
            expect(h.snapshot.context.members).toEqual([MAYA]);
            expect(h.snapshot.context.searchedQuery).toBe(h.snapshot.context.query.trim());
          },
          'xstate.error.actor.searchMembers': () => expect(h.snapshot.context.searchError?.message).toBe('Search is down'),
        },
      });
    });
  }
});

describe('staff booking form machine', () => {
  const form = (over: Partial<StaffBookingFormContext>): StaffBookingFormContext => ({
    kind: 'member',
    query: '',
    searchedQuery: '',
    members: [],
    searchError: null,
    userId: null,
    name: '',
    email: '',
    reason: '',
    date: TODAY,
    startTime: '07:00',
    hours: 1,
    court: 'any',
    problem: null,
    ...over,
  });

  it('names what is missing, in the order the dialog asks', () => {
    expect(staffBookingProblem(form({ date: '2026-02-30' }))).toBe('booking.deskForm.problem.dateAndTime');
    expect(staffBookingProblem(form({ startTime: '' }))).toBe('booking.deskForm.problem.dateAndTime');
    expect(staffBookingProblem(form({}))).toBe('booking.deskForm.problem.member');
    expect(staffBookingProblem(form({ kind: 'walk-in', name: '  ' }))).toBe('booking.deskForm.problem.walkInName');
    expect(staffBookingProblem(form({ kind: 'block' }))).toBe('booking.deskForm.problem.blockReason');
    expect(staffBookingProblem(form({ userId: 3 }))).toBeNull();
  });

  it('builds the request: trimmed, a blank e-mail left out, the kind’s own fields only', () => {
    expect(staffBookingRequest(form({ kind: 'walk-in', name: ' Sam ', email: ' ', reason: 'x' }))).toEqual({
      kind: 'walk-in',
      name: 'Sam',
      date: TODAY,
      startTime: '07:00',
      hours: 1,
      court: 'any',
    });
    expect(staffBookingRequest(form({ kind: 'walk-in', name: 'Sam', email: ' sam@example.com ' }))).toMatchObject({ email: 'sam@example.com' });
    expect(staffBookingRequest(form({ kind: 'block', reason: ' Resurfacing ', court: 2, hours: 3 }))).toEqual({
      kind: 'block',
      reason: 'Resurfacing',
      date: TODAY,
      startTime: '07:00',
      hours: 3,
      court: 2,
    });
  });

  it('starts from the prefill', () => {
    const h = createHarness(staffBookingFormMachine, { input }).start();
    expect(h.snapshot.context).toMatchObject({ kind: 'member', date: TODAY, startTime: '07:00', court: 1, hours: 1, problem: null });
  });

  it('searches once typing pauses; each keystroke restarts the wait', async () => {
    const h = createHarness(staffBookingFormMachine, { input }).start();
    h.send({ type: 'staffBooking.queryChanged', query: 'ma' });
    vi.advanceTimersByTime(MEMBER_SEARCH_DEBOUNCE_MS - 1);
    h.send({ type: 'staffBooking.queryChanged', query: 'maya ' });
    vi.advanceTimersByTime(MEMBER_SEARCH_DEBOUNCE_MS - 1);
    expect(h.calls.searchMembers).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(h.calls.searchMembers).toHaveLength(1);
    expect(h.lastInput('searchMembers')).toEqual({ query: 'maya' });
    await h.resolve('searchMembers', [MAYA]);
    expect(h.snapshot.context.members).toEqual([MAYA]);
  });

  it('Search searches at once and drops the pending pause; a blank query is not searched', async () => {
    const h = createHarness(staffBookingFormMachine, { input }).start();
    h.send({ type: 'staffBooking.searchNow' });
    expect(h.snapshot.value).toBe('idle');
    h.send({ type: 'staffBooking.queryChanged', query: 'maya' });
    h.send({ type: 'staffBooking.searchNow' });
    expect(h.snapshot.value).toBe('searching');
    vi.advanceTimersByTime(MEMBER_SEARCH_DEBOUNCE_MS * 2);
    expect(h.calls.searchMembers).toHaveLength(1);
  });

  it('typing while a search runs drops its answer', async () => {
    const h = createHarness(staffBookingFormMachine, { input }).start();
    h.send({ type: 'staffBooking.queryChanged', query: 'maya' });
    h.send({ type: 'staffBooking.searchNow' });
    h.send({ type: 'staffBooking.queryChanged', query: 'sam' });
    await h.resolve('searchMembers', [MAYA]);
    expect(h.snapshot.context.members).toEqual([]);
    expect(h.snapshot.value).toBe('debouncing');
  });

  it('a refused submit shows why and sends nothing; fixing it and submitting sends the request', () => {
    const h = createHarness(staffBookingFormMachine, { input, spy: ['submitRequest'] }).start();
    h.send({ type: 'staffBooking.submit' });
    expect(h.snapshot.context.problem).toBe('booking.deskForm.problem.member');
    expect(h.actions.submitRequest).not.toHaveBeenCalled();
    h.send({ type: 'staffBooking.memberChosen', userId: 3 });
    h.send({ type: 'staffBooking.hoursChanged', hours: 2 });
    h.send({ type: 'staffBooking.courtChanged', court: 'any' });
    // The message stays until the next submit, as before.
    expect(h.snapshot.context.problem).toBe('booking.deskForm.problem.member');
    h.send({ type: 'staffBooking.submit' });
    expect(h.snapshot.context.problem).toBeNull();
    expect(h.actions.submitRequest.mock.calls[0][1]).toEqual({
      request: { kind: 'member', userId: 3, date: TODAY, startTime: '07:00', hours: 2, court: 'any' },
    });
  });
});
