import { describe, expect, it } from 'vitest';
import { openPlayDraftOf } from '@machines/programs/open-play-draft';
import { sessionExceptionMachine, type SessionExceptionInput } from '@machines/programs/session-exception.machine';
import { formSnapshot } from '@machines/shared';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';
import { bounds, session, template } from './fixtures';

const today = '2026-11-24';
const inputs: Record<SessionExceptionInput['mode'], SessionExceptionInput> = {
  change: { mode: 'change', session, templates: [template], bounds, today },
  cancel: { mode: 'cancel', session, templates: [template], bounds, today },
  oneOff: { mode: 'oneOff', session: null, templates: [template], bounds, today },
};
const refusal = { status: 400, message: 'Check the fields', fields: { capacity: 'At least 5.' } };

/** A one-off's open play section after each single edit the model makes (it makes one at a time). */
const plain = openPlayDraftOf(null);
const ONE_EDIT = new Set(
  [plain, { ...plain, enabled: true }, { ...plain, bands: ['2.5-3.0', '3.5'] }, { ...plain, bands: [...plain.bands, ''] }].map(formSnapshot),
);

// One model per mode: each asks before a changed form is thrown away, and only a complete one is sent.
for (const mode of ['change', 'cancel', 'oneOff'] as const) {
  describe(`session exception model (${mode})`, () => {
    const input = inputs[mode];
    const model = createMachineTestModel(sessionExceptionMachine, {
      input,
      events: [
        { type: 'exception.fieldChanged', field: mode === 'cancel' ? 'reason' : 'capacity', value: mode === 'cancel' ? 'Roof repairs' : '6' },
        { type: 'exception.fieldChanged', field: 'date', value: '2026-12-02' },
        { type: 'exception.courtToggled', court: 3 },
        // Heard only by a one-off (a weekly date follows its template's setup).
        { type: 'openPlay.changed', change: { enabled: true } },
        { type: 'openPlay.bandChanged', index: 0, value: '' },
        { type: 'openPlay.bandAdded' },
        { type: 'openPlay.bandRemoved', index: 2 },
        { type: 'exception.submit' },
        { type: 'exception.cancel' },
        { type: 'discard.keep' },
        { type: 'discard.confirm' },
        { type: 'xstate.done.actor.changeSession', output: { ...session, capacity: 6 } },
        { type: 'xstate.error.actor.changeSession', error: refusal },
        { type: 'xstate.done.actor.cancelSession', output: { ...session, status: 'cancelled' } },
        { type: 'xstate.error.actor.cancelSession', error: { status: 500, message: 'Down' } },
        { type: 'xstate.done.actor.addSession', output: { ...session, id: 40, date: '2026-12-02' } },
        { type: 'xstate.error.actor.addSession', error: refusal },
      ],
      // One change at a time keeps the model small.
      filter: (s) =>
        s.context.draft.courts.length <= 3 &&
        Object.keys(s.context.fieldErrors).length <= 1 &&
        ONE_EDIT.has(formSnapshot(s.context.draft.openPlay)) &&
        // Open play's edits on a form otherwise as it opened (the other fields have their paths).
        (formSnapshot(s.context.draft.openPlay) === formSnapshot(plain) ||
          formSnapshot({ ...s.context.draft, openPlay: plain }) ===
            formSnapshot(createHarness(sessionExceptionMachine, { input }).start().snapshot.context.draft)),
    });
    const paths = model.getShortestPaths();

    it('paths reach every state and take every transition', () => {
      const visited = visitedStateIds(paths);
      for (const id of reachableStateIds(sessionExceptionMachine)) {
        // Each mode submits through its own branch only.
        const otherBranch = { change: ['cancelling', 'adding'], cancel: ['changing', 'adding'], oneOff: ['changing', 'cancelling'] }[mode];
        if (!otherBranch.some((branch) => id.endsWith(`.${branch}`))) expect(visited).toContain(id);
      }
      expect(transitionCoverage(model, paths).missing).toEqual([]);
    });

    for (const path of paths) {
      it(describePath(path), async () => {
        const h = createHarness(sessionExceptionMachine, { input });
        const opened = createHarness(sessionExceptionMachine, { input }).start().snapshot.context.draft;
        await runPath(path, h, {
          states: {
            // The question only comes with something to lose, and the form waits behind it untouched.
            confirmingDiscard: (s) => expect(s.context.draft).not.toEqual(opened),
            closed: (s) => {
              expect(s.status).toBe('done');
              expect(s.output).toBeNull();
            },
            done: (s) => {
              expect(s.status).toBe('done');
              expect(s.output).toEqual(s.context.saved);
            },
            'submitting.changing': (s) => {
              expect(s.hasTag('busy')).toBe(true);
              expect(h.lastInput('changeSession')).toMatchObject({ id: 31 });
            },
            'submitting.cancelling': () => expect(h.lastInput('cancelSession')).toEqual({ id: 31, reason: 'Roof repairs' }),
            'submitting.adding': (s) => {
              expect(h.lastInput('addSession')).toMatchObject({ programId: 7 });
              // Switched on, the date's own setup goes; off, none (it follows its program's).
              const sent = h.lastInput('addSession') as { openPlay?: unknown };
              if (s.context.draft.openPlay.enabled)
                expect(sent.openPlay).toEqual({ rule: 'first_in_line', format: 'doubles', winnersStay: 0, bands: plain.bands });
              else expect(sent).not.toHaveProperty('openPlay');
            },
            // Only a one-off's section changes.
            editing: (s) => {
              if (mode !== 'oneOff') expect(s.context.draft.openPlay).toEqual(plain);
            },
          },
        });
      });
    }
  });
}

describe('session exception', () => {
  it('a form left as it opened closes at once; a changed one asks, keeps what was typed, then discards on request', () => {
    const clean = createHarness(sessionExceptionMachine, { input: inputs.cancel }).start();
    clean.send({ type: 'exception.cancel' });
    expect(clean.snapshot.status).toBe('done');

    const h = createHarness(sessionExceptionMachine, { input: inputs.cancel }).start();
    h.send({ type: 'exception.fieldChanged', field: 'reason', value: 'Roof repairs' });
    h.send({ type: 'exception.cancel' });
    expect(h.snapshot.value).toBe('confirmingDiscard');
    h.send({ type: 'discard.keep' });
    expect(h.snapshot.value).toBe('editing');
    expect(h.snapshot.context.draft.reason).toBe('Roof repairs');
    h.send({ type: 'exception.cancel' });
    h.send({ type: 'discard.confirm' });
    expect(h.snapshot.status).toBe('done');
    expect(h.snapshot.output).toBeNull();
  });

  it('typing a value back to how it opened leaves nothing to lose', () => {
    const h = createHarness(sessionExceptionMachine, { input: inputs.change }).start();
    h.send({ type: 'exception.courtToggled', court: 3 });
    h.send({ type: 'exception.courtToggled', court: 3 });
    h.send({ type: 'exception.cancel' });
    expect(h.snapshot.status).toBe('done');
  });
});
