import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { signupMachine, type SignupPayload } from '@machines/auth/signup.machine';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';
import { apiFailure } from '../support/api-failure';

// The model varies email and password only; the rest is prefilled, which keeps the graph small.
const PREFILLED = {
  firstName: 'Ana',
  lastName: 'Li',
  gender: 'female',
  postalCode: 'M5V 2T6',
  birthday: '1990-04-01',
  phoneNumber: '416-555-0100',
};
const INPUT = { form: PREFILLED };
const fieldsError = {
  status: 400,
  message: 'Please correct the highlighted fields.',
  fields: { postalCode: 'Use a Canadian postal code.' },
};

const EVENT_CASES = [
  { type: 'signup.fieldChanged', field: 'email', value: 'ana@example.com' },
  { type: 'signup.fieldChanged', field: 'email', value: 'ana.li@example.com' },
  { type: 'signup.fieldChanged', field: 'password', value: 'pickleball1' },
  { type: 'xstate.done.actor.submitSignup', output: { id: 7 } },
  { type: 'xstate.error.actor.submitSignup', error: { status: 409, message: 'Conflict' } },
  { type: 'xstate.error.actor.submitSignup', error: fieldsError },
  { type: 'xstate.error.actor.submitSignup', error: { status: 500, message: 'Mail server down' } },
  { type: 'xstate.done.actor.submitLogin', output: { id: 7 } },
  { type: 'xstate.error.actor.submitLogin', error: { status: 500, message: 'Login unavailable' } },
];

afterEach(() => vi.restoreAllMocks());

describe('signup model', () => {
  const model = createMachineTestModel(signupMachine, { input: INPUT, events: EVENT_CASES });
  const paths = model.getShortestPaths();

  it('paths reach every state and take every transition', () => {
    const visited = visitedStateIds(paths);
    for (const id of reachableStateIds(signupMachine)) expect(visited).toContain(id);
    expect(transitionCoverage(model, paths).missing).toEqual([]);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const h = createHarness(signupMachine, { input: INPUT, spy: ['onLoggedIn', 'logEmailExists'] });
      await runPath(path, h, {
        states: {
          submitting: (s) => {
            expect(s.hasTag('busy')).toBe(true);
            expect(h.lastInput('submitSignup')).toEqual({ ...PREFILLED, email: s.context.form.email, password: 'pickleball1' });
          },
          loggingIn: (s) => {
            expect(s.hasTag('busy')).toBe(true);
            expect(h.lastInput('submitLogin')).toEqual({ email: s.context.form.email, password: 'pickleball1' });
          },
          done: (s) => expect(s.status).toBe('done'),
          loginFailed: (s) => {
            expect(s.status).toBe('done');
            expect(s.context.error?.message).toBe('Login unavailable');
          },
        },
        effects: (event) =>
          event.type === 'xstate.done.actor.submitLogin'
            ? ['onLoggedIn']
            : event.type === 'xstate.error.actor.submitSignup' && (event.error as { status: number }).status === 409
              ? ['logEmailExists']
              : [],
        events: {
          'xstate.error.actor.submitSignup': ({ event }) => {
            const { status } = event.error as { status: number };
            const { context } = h.snapshot;
            expect(h.snapshot.value).toBe('editing');
            if (status === 409) {
              expect(context.emailTaken).toBe(true);
            } else if (status === 400) {
              // The server's own words per field (it sends no code per field).
              expect(context.serverFieldErrors).toEqual({ postalCode: 'Use a Canadian postal code.' });
              expect(context.fieldErrors).toEqual({});
              expect(context.error?.message).toBe('Please correct the highlighted fields.');
            } else {
              expect(context.error?.message).toBe('Mail server down');
            }
          },
          'signup.fieldChanged': ({ event }) => {
            if (event.field === 'email') expect(h.snapshot.context.emailTaken).toBe(false);
          },
        },
      });
    });
  }
});

describe('signup machine', () => {
  const fill = (actor: ReturnType<typeof createActor<typeof signupMachine>>) => {
    actor.send({ type: 'signup.fieldChanged', field: 'email', value: 'ana@example.com' });
    actor.send({ type: 'signup.fieldChanged', field: 'password', value: 'pickleball1' });
  };

  it('logs a 409 to the console only, with the exact text', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const actor = createActor(
      signupMachine.provide({
        actors: {
          submitSignup: fromPromise<unknown, SignupPayload>(async () => {
            throw apiFailure(409, 'An account with this email already exists.');
          }),
        },
      }),
      { input: INPUT },
    ).start();
    fill(actor);
    actor.send({ type: 'signup.submit' });
    await new Promise((r) => setImmediate(r));
    expect(log).toHaveBeenCalledWith('email already exists');
    expect(actor.getSnapshot().context.emailTaken).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('logs in automatically with the same credentials after a 201', async () => {
    const h = createHarness(signupMachine, { input: INPUT, spy: ['onLoggedIn'] }).start();
    fill(h.actor);
    h.send({ type: 'signup.submit' });
    await h.resolve('submitSignup', { id: 7 });
    expect(h.snapshot.value).toBe('loggingIn');
    expect(h.lastInput('submitLogin')).toEqual({ email: 'ana@example.com', password: 'pickleball1' });
    await h.resolve('submitLogin', { id: 7 });
    expect(h.snapshot.value).toBe('done');
    expect(h.actions.onLoggedIn).toHaveBeenCalledTimes(1);
  });

  it('hasRequiredFields: lists every missing required field and clears one when typed', () => {
    const actor = createActor(signupMachine, { input: {} }).start();
    actor.send({ type: 'signup.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    // The server requires every field: each one is flagged (the view has its own message for each).
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      email: 'required',
      password: 'required',
      firstName: 'required',
      lastName: 'required',
      gender: 'required',
      postalCode: 'required',
      birthday: 'required',
      phoneNumber: 'required',
    });
    actor.send({ type: 'signup.fieldChanged', field: 'firstName', value: 'Ana' });
    expect(actor.getSnapshot().context.fieldErrors.firstName).toBeUndefined();
  });

  it('hasRequiredFields: a blank gender, birthday or phone number alone keeps the form from submitting', () => {
    for (const field of ['gender', 'birthday', 'phoneNumber', 'postalCode'] as const) {
      const actor = createActor(signupMachine, { input: { form: { ...PREFILLED, email: 'ana@example.com', password: 'pickleball1', [field]: ' ' } } }).start();
      actor.send({ type: 'signup.submit' });
      expect(actor.getSnapshot().value).toBe('editing');
      expect(Object.keys(actor.getSnapshot().context.fieldErrors)).toEqual([field]);
    }
  });

  it("a server field error clears when that field is typed in, and keeps the server's code", async () => {
    const h = createHarness(signupMachine, { input: INPUT }).start();
    fill(h.actor);
    h.send({ type: 'signup.submit' });
    await h.reject('submitSignup', { ...fieldsError, code: 'invalid_field' });
    expect(h.snapshot.context.error).toEqual({ ...fieldsError, code: 'invalid_field' });
    h.send({ type: 'signup.fieldChanged', field: 'postalCode', value: 'M5V 2T7' });
    expect(h.snapshot.context.serverFieldErrors).toEqual({});
  });

  it('a resubmit after 409 clears the flag while it tries again', async () => {
    const h = createHarness(signupMachine, { input: INPUT }).start();
    fill(h.actor);
    h.send({ type: 'signup.submit' });
    await h.reject('submitSignup', { status: 409, message: 'Conflict' });
    h.send({ type: 'signup.submit' });
    expect(h.snapshot.context.emailTaken).toBe(false);
  });
});
