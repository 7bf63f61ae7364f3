import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise } from 'xstate';
import { checkoutMachine, lineFieldErrors, type CheckoutOutput } from '@machines/checkout/checkout.machine';
import type { OrderLineRequest } from '@machines/checkout/order-shapes';
import { aFreePlacedOrder, aPlacedOrder, CHECKOUT_URL } from './order-fixtures';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';

const LINES: OrderLineRequest[] = [{ product: 'court_booking', date: '2026-03-03', startTime: '08:00', hours: 2, court: 2 }];
const input = { lines: LINES };
const HELD = aPlacedOrder();
const FREE = aFreePlacedOrder();
const TAKEN = { status: 409, message: 'Court 2 is already booked during Tuesday, March 3, 2026, 8:00 a.m. – 9:00 a.m. EST.' };
const INVALID = { status: 400, message: 'Book at most 3 hours at a time.', fields: { 'lines.0.hours': 'Book at most 3 hours at a time.' } };

describe('checkout model', () => {
  const model = createMachineTestModel(checkoutMachine, {
    input,
    events: [
      { type: 'xstate.done.actor.placeOrder', output: HELD },
      { type: 'xstate.done.actor.placeOrder', output: FREE },
      { type: 'xstate.error.actor.placeOrder', error: TAKEN },
      { type: 'xstate.error.actor.placeOrder', error: INVALID },
    ],
  });
  const paths = model.getShortestPaths();

  it('paths reach every state and take every transition', () => {
    const visited = visitedStateIds(paths);
    for (const id of reachableStateIds(checkoutMachine)) expect(visited).toContain(id);
    expect(transitionCoverage(model, paths).missing).toEqual([]);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const h = createHarness(checkoutMachine, { input, spy: ['redirectToCheckout'] });
      await runPath(path, h, {
        states: {
          placing: (s) => {
            expect(s.hasTag('busy')).toBe(true);
            // Exactly the lines the parent asked for; no price from the client.
            expect(h.lastInput('placeOrder')).toEqual({ lines: LINES });
          },
          redirecting: (s) => {
            expect(s.hasTag('busy')).toBe(false);
            expect(s.status).toBe('active');
            expect(s.context.placed?.checkoutUrl).toBe(CHECKOUT_URL);
          },
          confirmed: (s) => expect(s.output).toEqual({ result: 'confirmed', order: FREE.order }),
          refused: (s) => {
            expect(s.status).toBe('done');
            const output = s.output as Extract<CheckoutOutput, { result: 'refused' }>;
            expect(output.result).toBe('refused');
            expect([TAKEN, INVALID].map((e) => e.status)).toContain(output.error.status);
          },
          abandoned: (s) => expect(s.output).toEqual({ result: 'abandoned', order: HELD.order }),
        },
        events: {
          'xstate.done.actor.placeOrder': (step) => {
            if (step.event.output.checkoutUrl) expect(h.actions.redirectToCheckout).toHaveBeenCalledWith(expect.anything(), { url: CHECKOUT_URL });
          },
          'xstate.error.actor.placeOrder': (step) => expect(h.snapshot.output).toEqual({ result: 'refused', error: step.event.error }),
        },
        effects: (event) => (event.type === 'xstate.done.actor.placeOrder' && event.output.checkoutUrl ? ['redirectToCheckout'] : []),
      });
    });
  }
});

describe('checkout machine', () => {
  it('a plain Error from the client is refused with its message', async () => {
    const h = createHarness(checkoutMachine, { input }).start();
    await h.reject('placeOrder', new Error('Cannot reach the server.'));
    expect(h.snapshot.output).toEqual({ result: 'refused', error: { message: 'Cannot reach the server.', name: 'Error' } });
  });

  it('abandon is ignored until the buyer has been sent to the provider', async () => {
    const h = createHarness(checkoutMachine, { input }).start();
    h.send({ type: 'checkout.abandon' });
    expect(h.snapshot.value).toBe('placing');
  });

  it('reads the field errors of one line', () => {
    expect(lineFieldErrors({ message: 'x', fields: { 'lines.0.hours': 'Too long', 'lines.1.court': 'No', lines: 'Too many' } })).toEqual({
      hours: 'Too long',
    });
    expect(lineFieldErrors({ message: 'x', fields: { 'lines.1.court': 'No' } }, 1)).toEqual({ court: 'No' });
    expect(lineFieldErrors(null)).toEqual({});
  });

  it('a parent invoking it reads the result in onDone', async () => {
    const results: CheckoutOutput[] = [];
    const parent = createMachine({
      initial: 'buying',
      states: {
        buying: {
          invoke: {
            src: checkoutMachine.provide({ actors: { placeOrder: fromPromise(async () => FREE) } }),
            input: { lines: LINES },
            onDone: { target: 'done', actions: ({ event }) => results.push(event.output) },
          },
        },
        done: { type: 'final' },
      },
    });
    const actor = createActor(parent).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().status).toBe('done');
    expect(results).toEqual([{ result: 'confirmed', order: FREE.order }]);
  });
});
