import { describe, expect, it } from 'vitest';
import {
  bookingRulesMachine,
  changedRules,
  draftProblems,
  parseRule,
  type BookingRuleField,
  type BookingRulesAnswer,
  type BookingRulesValues,
} from '@machines/settings/booking-rules.machine';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';

const LOADED: BookingRulesAnswer = {
  maxBookingHours: 3,
  maxUpcomingBookingsPerMember: 4,
  cancellationCutoffHours: 24,
  checkoutHoldMinutes: 15,
  effectiveCheckoutHoldMinutes: 31,
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const fieldsError = { status: 400, message: 'Please correct the highlighted fields.', fields: { cancellationCutoffHours: 'At most 720 hours (30 days).' } };

const SAVED_AT = '2026-11-02T00:00:00.000Z';
/** The server answers the whole rules after applying the patch. */
const answerFor = (draft: Record<BookingRuleField, string>): BookingRulesAnswer => ({
  ...LOADED,
  ...(Object.fromEntries(Object.entries(draft).map(([k, v]) => [k, Number(v)])) as Partial<BookingRulesValues>),
  updatedAt: SAVED_AT,
});

describe('booking rules model', () => {
  const model = createMachineTestModel(bookingRulesMachine, {
    events: (snapshot) => [
      { type: 'rules.fieldChanged', field: 'cancellationCutoffHours', value: '48' },
      { type: 'rules.fieldChanged', field: 'cancellationCutoffHours', value: '24' },
      { type: 'rules.fieldChanged', field: 'maxBookingHours', value: '25' },
      { type: 'xstate.done.actor.loadRules', output: LOADED },
      { type: 'xstate.error.actor.loadRules', error: { status: 500, message: 'Server exploded' } },
      { type: 'xstate.done.actor.saveRules', output: answerFor(snapshot.context.draft) },
      { type: 'xstate.error.actor.saveRules', error: fieldsError },
      { type: 'xstate.error.actor.saveRules', error: { status: 403, message: 'Forbidden' } },
    ],
    // After one successful save, only the saved form itself: further edits repeat what came before.
    filter: (s) => s.context.rules?.updatedAt !== SAVED_AT || s.matches('ready'),
  });
  const paths = model.getShortestPaths();

  it('paths reach every state and take every transition', () => {
    const visited = visitedStateIds(paths);
    for (const id of reachableStateIds(bookingRulesMachine)) expect(visited).toContain(id);
    expect(transitionCoverage(model, paths).missing).toEqual([]);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const h = createHarness(bookingRulesMachine, { spy: ['notifySaved'] });
      await runPath(path, h, {
        effects: (event) => (event.type === 'xstate.done.actor.saveRules' ? ['notifySaved'] : []),
        states: {
          loading: (s) => expect(s.hasTag('busy')).toBe(true),
          loadFailed: (s) => expect(s.context.error?.message).toBe('Server exploded'),
          ready: (s) => {
            // The form shows the saved rules, with nothing to fix.
            expect(s.context.rules).not.toBeNull();
            expect(Number(s.context.draft.maxBookingHours)).toBe(s.context.rules!.maxBookingHours);
            expect(draftProblems(s.context.draft)).toEqual({});
            expect(s.context.fieldErrors).toEqual({});
            expect(s.can({ type: 'rules.save' })).toBe(false);
          },
          editing: (s) => {
            const problems = draftProblems(s.context.draft);
            // A draft the API would refuse cannot be saved, and says why at the field.
            expect(s.can({ type: 'rules.save' })).toBe(Object.keys(problems).length === 0);
            if (s.context.draft.maxBookingHours === '25')
              expect(problems.maxBookingHours).toEqual({ id: 'admin.bookingRules.atMostHours', values: { count: 24 } });
          },
          saving: (s) => {
            expect(s.hasTag('busy')).toBe(true);
            expect(h.lastInput('saveRules')).toEqual(changedRules(s.context.rules, s.context.draft));
            expect(h.lastInput('saveRules')).toEqual({ cancellationCutoffHours: 48 });
          },
          saveFailed: (s) => expect(s.context.error).not.toBeNull(),
        },
        events: {
          'xstate.error.actor.saveRules': ({ event }) => {
            if (event.error.status === 400) {
              expect(h.snapshot.context.fieldErrors).toEqual({ cancellationCutoffHours: 'At most 720 hours (30 days).' });
            } else {
              expect(h.snapshot.context.fieldErrors).toEqual({});
              expect(h.snapshot.context.error).toEqual({ status: 403, message: 'Forbidden' });
            }
            // The owner's draft is kept.
            expect(h.snapshot.context.draft.cancellationCutoffHours).toBe('48');
          },
          'xstate.done.actor.saveRules': () => expect(h.snapshot.context.rules?.cancellationCutoffHours).toBe(48),
          'rules.fieldChanged': ({ event }) => {
            expect(h.snapshot.context.draft[event.field as BookingRuleField]).toBe(event.value);
            expect(h.snapshot.context.fieldErrors).not.toHaveProperty(event.field);
          },
          'rules.cancel': () => expect(h.snapshot.context.draft.cancellationCutoffHours).toBe('24'),
        },
      });
    });
  }
});

describe('booking rules validation', () => {
  it('takes whole numbers in the API ranges, with message ids for the API messages', () => {
    expect(parseRule('maxBookingHours', ' 24 ')).toEqual({ value: 24 });
    expect(parseRule('maxBookingHours', '0')).toEqual({ problem: { id: 'admin.bookingRules.atLeastHours', values: { count: 1 } } });
    expect(parseRule('maxBookingHours', '1.5')).toEqual({ problem: { id: 'admin.bookingRules.wholeHours' } });
    expect(parseRule('maxBookingHours', '')).toEqual({ problem: { id: 'admin.bookingRules.wholeHours' } });
    expect(parseRule('maxUpcomingBookingsPerMember', '1001')).toEqual({ problem: { id: 'admin.bookingRules.atMostBookings', values: { count: 1000 } } });
    expect(parseRule('maxUpcomingBookingsPerMember', 'lots')).toEqual({ problem: { id: 'admin.bookingRules.wholeNumber' } });
    expect(parseRule('cancellationCutoffHours', '0')).toEqual({ value: 0 });
    expect(parseRule('cancellationCutoffHours', '-1')).toEqual({ problem: { id: 'admin.bookingRules.zeroOrMoreHours' } });
    expect(parseRule('cancellationCutoffHours', '721')).toEqual({ problem: { id: 'admin.bookingRules.atMostHoursInDays', values: { count: 720, days: 30 } } });
    expect(parseRule('checkoutHoldMinutes', '4')).toEqual({ problem: { id: 'admin.bookingRules.atLeastMinutes', values: { count: 5 } } });
    expect(parseRule('checkoutHoldMinutes', '120')).toEqual({ value: 120 });
    expect(parseRule('checkoutHoldMinutes', '121')).toEqual({ problem: { id: 'admin.bookingRules.atMostMinutes', values: { count: 120 } } });
  });

  it('a save with an invalid field sends nothing and stays editing', async () => {
    const h = createHarness(bookingRulesMachine).start();
    await h.resolve('loadRules', LOADED);
    h.send({ type: 'rules.fieldChanged', field: 'checkoutHoldMinutes', value: '2' });
    h.send({ type: 'rules.fieldChanged', field: 'cancellationCutoffHours', value: '12' });
    h.send({ type: 'rules.save' });
    expect(h.snapshot.value).toBe('editing');
    expect(draftProblems(h.snapshot.context.draft)).toEqual({ checkoutHoldMinutes: { id: 'admin.bookingRules.atLeastMinutes', values: { count: 5 } } });
    h.send({ type: 'rules.fieldChanged', field: 'checkoutHoldMinutes', value: '30' });
    h.send({ type: 'rules.save' });
    expect(h.lastInput('saveRules')).toEqual({ cancellationCutoffHours: 12, checkoutHoldMinutes: 30 });
  });
});
