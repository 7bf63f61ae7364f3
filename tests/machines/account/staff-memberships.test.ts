import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { buyablePeople, staffMembershipsMachine } from '@machines/account/staff-memberships.machine';
import {
  createHarness,
  createMachineTestModel,
  describePath,
  reachableStateIds,
  runPath,
  transitionCoverage,
  visitedStateIds,
  type ModelEvent,
} from '../support/test-model';
import { DESK_SALE_ORDER, MEMBERSHIPS, PEOPLE, USER_ID } from './staff-fixtures';

type Snapshot = SnapshotFrom<typeof staffMembershipsMachine>;

const DOWN = { status: 500, message: 'Memberships are down' };
const TAKEN = { status: 409, message: 'Sam Member already has a membership for that period.', code: 'membership_overlap' };
const BAD = { status: 400, message: 'Check the reference.', fields: { reference: 'At most 100 characters.' } };
const SALE = { type: 'sale.submitted', participantIds: [5, 6], method: 'card_terminal', reference: ' Slip 9 ' };

const listEvents: ModelEvent[] = [
  { type: 'xstate.done.actor.loadMemberships', output: MEMBERSHIPS },
  { type: 'xstate.error.actor.loadMemberships', error: DOWN },
];

const saleEvents: ModelEvent[] = [
  ...listEvents,
  SALE,
  // Nobody ticked, and someone who cannot buy now (Maya's membership runs): refused here.
  { type: 'sale.submitted', participantIds: [], method: 'cash' },
  { type: 'sale.submitted', participantIds: ['self'], method: 'cash' },
  { type: 'xstate.done.actor.sellMemberships', output: DESK_SALE_ORDER },
  { type: 'xstate.error.actor.sellMemberships', error: TAKEN },
  { type: 'xstate.error.actor.sellMemberships', error: BAD },
];

/**
 * The two regions get a model each (their product says nothing new): the list with the sale
 * closed, and the sale over a list that loaded (a sale reads the people again).
 */
const MODELS = [
  {
    name: 'list',
    events: listEvents,
    filter: (s: Snapshot) => s.matches({ sale: 'closed' }),
    states: reachableStateIds(staffMembershipsMachine).filter((id) => id.includes('.list.')),
  },
  {
    name: 'sale',
    events: saleEvents,
    filter: (s: Snapshot) => (s.matches({ list: 'ready' }) || s.matches({ list: 'reloading' })) && s.context.listError === null,
    states: reachableStateIds(staffMembershipsMachine).filter((id) => id.includes('.sale.')),
  },
];

describe.each(MODELS)('staff memberships model: $name', ({ events, filter, states }) => {
  const model = createMachineTestModel(staffMembershipsMachine, { input: { userId: USER_ID }, events, filter });
  const paths = model.getShortestPaths();

  it('paths reach every state of the region and take every transition', () => {
    const visited = visitedStateIds(paths);
    for (const id of states) expect(visited).toContain(id);
    expect(transitionCoverage(model, paths).missing).toEqual([]);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const h = createHarness(staffMembershipsMachine, { input: { userId: USER_ID }, spy: ['notifyChanged'] });
      await runPath(path, h, {
        states: {
          'list.loading': (s) => {
            expect(s.hasTag('busy')).toBe(true);
            expect(h.lastInput('loadMemberships')).toEqual({ userId: USER_ID });
          },
          'list.ready': (s) => expect(s.context.people).toEqual(PEOPLE),
          'list.loadFailed': (s) => {
            expect(s.context.listError).toEqual(DOWN);
            expect(s.can({ type: 'sale.opened' })).toBe(false);
          },
          'sale.closed': (s) => expect(s.context.sold).toBeNull(),
          'sale.form': (s) => {
            expect(s.context.sold).toBeNull();
            expect(s.context.sale).toBeNull();
          },
          'sale.selling': (s) => {
            expect(s.hasTag('busy')).toBe(true);
            expect(h.lastInput('sellMemberships')).toEqual({ userId: USER_ID, participantIds: [5, 6], method: 'card_terminal', reference: 'Slip 9' });
          },
          'sale.sold': (s) => {
            // The number and total shown come from the order the sale made.
            expect(s.context.sold).toMatchObject({ number: 1051, totalCents: 27120 });
            expect(s.context.saleError).toBeNull();
          },
        },
        events: {
          'sale.submitted': (step) => {
            if (step.event.participantIds.length !== 2) {
              expect(h.snapshot.matches({ sale: 'form' })).toBe(true);
              expect(h.snapshot.context.saleProblem).toBe('nobodyPicked');
              expect(h.calls.sellMemberships?.filter((c) => !c.settled) ?? []).toEqual([]);
            }
          },
          'xstate.done.actor.sellMemberships': () => {
            // The people are read again: Sam and Alex are members now.
            expect(h.snapshot.matches({ list: 'reloading' })).toBe(true);
          },
          'xstate.error.actor.sellMemberships': (step, from) => {
            expect(h.snapshot.matches({ sale: 'form' })).toBe(true);
            expect(h.snapshot.context.saleError).toEqual(step.event.error);
            // Someone bought meanwhile: the people are read again; a 400 leaves the list as it was.
            if (step.event.error.status === 409) expect(h.snapshot.matches({ list: 'reloading' })).toBe(true);
            else expect(h.snapshot.value).toEqual({ ...(from!.value as object), sale: 'form' });
          },
        },
        effects: (event) => (event.type === 'xstate.done.actor.sellMemberships' ? ['notifyChanged'] : []),
      });
    });
  }
});

describe('staff memberships machine', () => {
  it('offers the sale only to the people who can buy now', () => {
    expect(buyablePeople(PEOPLE).map((p) => p.participant.name)).toEqual(['Sam Member', 'Alex Member']);
  });

  it('does not open the sale while nobody can buy', async () => {
    const h = createHarness(staffMembershipsMachine, { input: { userId: USER_ID } }).start();
    await h.resolve('loadMemberships', { items: PEOPLE.map((p) => ({ ...p, canBuy: false })), taxes: [] });
    h.send({ type: 'sale.opened' });
    expect(h.snapshot.matches({ sale: 'closed' })).toBe(true);
  });

  it('leaves a blank reference out', async () => {
    const h = createHarness(staffMembershipsMachine, { input: { userId: USER_ID } }).start();
    await h.resolve('loadMemberships', MEMBERSHIPS);
    h.send({ type: 'sale.opened' });
    h.send({ type: 'sale.submitted', participantIds: [5], method: 'cash', reference: '   ' });
    expect(h.lastInput('sellMemberships')).toEqual({ userId: USER_ID, participantIds: [5], method: 'cash' });
  });

  it('reads the people again after a 409 and keeps the form open with the reason', async () => {
    const h = createHarness(staffMembershipsMachine, { input: { userId: USER_ID } }).start();
    await h.resolve('loadMemberships', MEMBERSHIPS);
    h.send({ type: 'sale.opened' });
    h.send({ type: 'sale.submitted', participantIds: [5], method: 'cash' });
    await h.reject('sellMemberships', TAKEN);
    expect(h.snapshot.matches({ sale: 'form' })).toBe(true);
    expect(h.snapshot.context.saleError?.code).toBe('membership_overlap');
    expect(h.calls.loadMemberships).toHaveLength(2);
  });
});
