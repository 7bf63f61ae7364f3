import { describe, expect, it } from 'vitest';
import { programRegistrationsMachine } from '@machines/programs/program-registrations.machine';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';
import { camp, enrolments, tournament, tournamentEnrolments, waitlist } from './event-fixtures';

const input = { program: camp, timeZone: 'America/Toronto' };

describe('program registrations model', () => {
  const model = createMachineTestModel(programRegistrationsMachine, {
    input,
    events: [
      { type: 'xstate.done.actor.loadRegistrations', output: enrolments },
      { type: 'xstate.error.actor.loadRegistrations', error: { status: 500, message: 'Down' } },
      { type: 'xstate.done.actor.loadWaitlist', output: waitlist },
      { type: 'xstate.error.actor.loadWaitlist', error: { status: 503, message: 'Line unavailable' } },
      { type: 'enrolment.cancel', id: 801 },
      { type: 'enrolment.cancel', id: 803 },
      { type: 'cancel.refundChosen', refund: false },
      { type: 'xstate.done.actor.cancelRegistration', output: { refundCents: 0 } },
      { type: 'xstate.error.actor.cancelRegistration', error: { status: 409, message: 'Already cancelled' } },
      { type: 'email.fieldChanged', field: 'subject', value: 'Rain' },
      { type: 'email.fieldChanged', field: 'body', value: 'Bring a jacket.' },
      { type: 'xstate.done.actor.emailRegistrants', output: { sent: 2 } },
      { type: 'xstate.error.actor.emailRegistrants', error: { status: 500, message: 'Mailer down' } },
    ],
    // One refusal at a time keeps the model small: a line that failed is not combined with other errors or outcomes;
    // the two reads come back in either order, but the line first on the reload after a cancellation.
    filter: (s) =>
      !(s.context.outcome && s.context.error) &&
      !(s.context.waitlistError && (s.context.error || s.context.outcome)) &&
      !(s.context.outcome && s.matches({ loading: { registrations: 'fetched', waitlist: 'fetching' } })),
  });
  const paths = model.getShortestPaths();

  it('paths reach every state and take every transition', () => {
    const visited = visitedStateIds(paths);
    for (const id of reachableStateIds(programRegistrationsMachine)) expect(visited).toContain(id);
    expect(transitionCoverage(model, paths).missing).toEqual([]);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const h = createHarness(programRegistrationsMachine, { input });
      await runPath(path, h, {
        states: {
          loading: (s) => {
            expect(s.hasTag('busy')).toBe(true);
            expect(h.lastInput('loadRegistrations')).toEqual({ programId: 41 });
            expect(h.lastInput('loadWaitlist')).toEqual({ programId: 41 });
          },
          ready: (s) => {
            // The registrations show whether or not the line could be read; a failed line offers a retry.
            expect(s.context.loaded).toBe(true);
            expect(s.can({ type: 'registrations.retry' })).toBe(s.context.waitlistError !== null);
            if (s.context.waitlistError) expect(s.context.waitlist).toEqual([]);
          },
          cancelling: (s) => expect(h.lastInput('cancelRegistration')).toEqual({ programId: 41, enrolmentId: 801, refund: s.context.pendingCancel?.refund }),
          sending: () => expect(h.lastInput('emailRegistrants')).toEqual({ programId: 41, subject: 'Rain', body: 'Bring a jacket.' }),
          // Asked only with words written; the e-mail waits behind the question as it was.
          confirmingDiscard: (s) => expect(`${s.context.email.subject}${s.context.email.body}`.trim()).not.toBe(''),
          closed: (s) => expect(s.output).toEqual({ changed: s.context.changed }),
        },
      });
    });
  }
});

describe('program registrations', () => {
  it('closing an e-mail with words in it asks first; Keep editing keeps them; an empty one closes at once', async () => {
    const h = createHarness(programRegistrationsMachine, { input }).start();
    await h.resolve('loadRegistrations', enrolments);
    await h.resolve('loadWaitlist', []);
    h.send({ type: 'email.compose' });
    h.send({ type: 'email.dismiss' });
    expect(h.snapshot.value).toBe('ready');
    h.send({ type: 'email.compose' });
    h.send({ type: 'email.fieldChanged', field: 'body', value: 'Bring a jacket.' });
    h.send({ type: 'email.dismiss' });
    expect(h.snapshot.value).toBe('confirmingDiscard');
    h.send({ type: 'discard.keep' });
    expect(h.snapshot.value).toBe('composing');
    expect(h.snapshot.context.email.body).toBe('Bring a jacket.');
    h.send({ type: 'email.dismiss' });
    h.send({ type: 'discard.confirm' });
    expect(h.snapshot.value).toBe('ready');
    // Writing again starts from an empty e-mail.
    h.send({ type: 'email.compose' });
    expect(h.snapshot.context.email).toEqual({ subject: '', body: '' });
  });

  it('cancels one place without a refund, then tells the list its counts changed', async () => {
    const h = createHarness(programRegistrationsMachine, { input }).start();
    await h.resolve('loadRegistrations', enrolments);
    await h.resolve('loadWaitlist', []);
    expect(h.snapshot.can({ type: 'enrolment.cancel', id: 803 })).toBe(false);
    h.send({ type: 'enrolment.cancel', id: 802 });
    expect(h.snapshot.context.pendingCancel).toEqual({ id: 802, refund: true });
    h.send({ type: 'cancel.refundChosen', refund: false });
    h.send({ type: 'cancel.confirm' });
    expect(h.lastInput('cancelRegistration')).toEqual({ programId: 41, enrolmentId: 802, refund: false });
    await h.resolve('cancelRegistration', { refundCents: 0 });
    await h.resolve('loadRegistrations', enrolments);
    await h.resolve('loadWaitlist', []);
    expect(h.snapshot.context.outcome).toEqual({ kind: 'cancelled', name: 'Lee Player', refundCents: 0 });
    h.send({ type: 'registrations.close' });
    expect(h.snapshot.output).toEqual({ changed: true });
  });

  it('an e-mail needs a subject and a body, and says how many it reached', async () => {
    const h = createHarness(programRegistrationsMachine, { input }).start();
    await h.resolve('loadRegistrations', enrolments);
    await h.resolve('loadWaitlist', []);
    h.send({ type: 'email.compose' });
    h.send({ type: 'email.send' });
    expect(h.snapshot.context.emailProblems).toEqual({ subject: 'required', body: 'required' });
    h.send({ type: 'email.fieldChanged', field: 'subject', value: ' Rain ' });
    h.send({ type: 'email.fieldChanged', field: 'body', value: 'Bring a jacket.' });
    expect(h.snapshot.context.emailProblems).toEqual({});
    h.send({ type: 'email.send' });
    expect(h.lastInput('emailRegistrants')).toEqual({ programId: 41, subject: 'Rain', body: 'Bring a jacket.' });
    await h.resolve('emailRegistrants', { sent: 1 });
    expect(h.snapshot.value).toBe('ready');
    expect(h.snapshot.context.outcome).toEqual({ kind: 'emailed', sent: 1 });
  });

  it('reads the waitlist alongside the registrations, and again after a place is freed', async () => {
    const h = createHarness(programRegistrationsMachine, { input: { program: tournament, timeZone: 'America/Toronto' } }).start();
    expect(h.lastInput('loadRegistrations')).toEqual({ programId: 45 });
    expect(h.lastInput('loadWaitlist')).toEqual({ programId: 45 });
    await h.resolve('loadWaitlist', waitlist);
    // Still out: the registrations.
    expect(h.snapshot.matches('loading')).toBe(true);
    await h.resolve('loadRegistrations', tournamentEnrolments);
    expect(h.snapshot.value).toBe('ready');
    expect(h.snapshot.context.waitlist.map((e) => [e.position, e.participantName, e.status])).toEqual([
      [1, 'Chris Wong', 'offered'],
      [2, 'Dana Roy', 'waiting'],
    ]);
    expect(h.snapshot.context.timeZone).toBe('America/Toronto');
    h.send({ type: 'enrolment.cancel', id: 811 });
    h.send({ type: 'cancel.confirm' });
    await h.resolve('cancelRegistration', { refundCents: 4000 });
    expect(h.calls.loadWaitlist).toHaveLength(2);
    await h.resolve('loadRegistrations', tournamentEnrolments.slice(1));
    await h.resolve('loadWaitlist', waitlist.slice(1));
    expect(h.snapshot.context.waitlist).toEqual(waitlist.slice(1));
  });

  it('a waitlist that cannot be read leaves the registrations on screen, with a retry', async () => {
    const h = createHarness(programRegistrationsMachine, { input }).start();
    await h.resolve('loadRegistrations', enrolments);
    await h.reject('loadWaitlist', { status: 500, message: 'Down' });
    expect(h.snapshot.value).toBe('ready');
    expect(h.snapshot.context.enrolments).toEqual(enrolments);
    expect(h.snapshot.context.waitlistError).toMatchObject({ status: 500 });
    h.send({ type: 'registrations.retry' });
    expect(h.snapshot.matches('loading')).toBe(true);
    expect(h.snapshot.context.waitlistError).toBeNull();
    await h.resolve('loadRegistrations', enrolments);
    await h.resolve('loadWaitlist', []);
    expect(h.snapshot.can({ type: 'registrations.retry' })).toBe(false);
  });

  it('nobody to write to: no e-mail', async () => {
    const h = createHarness(programRegistrationsMachine, { input }).start();
    await h.resolve('loadRegistrations', [enrolments[2]]);
    await h.resolve('loadWaitlist', []);
    expect(h.snapshot.can({ type: 'email.compose' })).toBe(false);
  });
});
