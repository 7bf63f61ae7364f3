import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { routeGuardMachine, type RouteGuardInput, type RouteRequirement } from '@machines/session/route-guard.machine';
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
import { apiFailure } from '../support/api-failure';

const REQUIREMENTS: RouteRequirement[] = ['loggedIn', 'admin', 'owner', { account: true }, { account: true, id: 5 }];
const INPUTS: RouteGuardInput[] = REQUIREMENTS.flatMap((requirement) => [
  { requirement, isLoggedIn: true },
  { requirement, isLoggedIn: false },
]);
const serverDown = { status: 500, message: 'Server exploded' };
const EVENT_CASES = ['checkAdminAccess', 'checkOwnerAccess'].flatMap((id) => [
  { type: `xstate.done.actor.${id}`, output: true },
  { type: `xstate.done.actor.${id}`, output: false },
  { type: `xstate.error.actor.${id}`, error: { status: 401, message: 'Unauthorized' } },
  { type: `xstate.error.actor.${id}`, error: serverDown },
]);
const SPIED = ['requestLogin', 'denyAndGoHome'];

function expectedCheck({ requirement }: RouteGuardInput): string | null {
  if (requirement === 'admin' || (typeof requirement === 'object' && requirement.id !== undefined)) return 'checkAdminAccess';
  if (requirement === 'owner') return 'checkOwnerAccess';
  return null;
}

const allPaths: Array<{ input: RouteGuardInput; paths: ReturnType<ReturnType<typeof createMachineTestModel>['getShortestPaths']> }> = [];

describe.each(INPUTS)('route guard model for %j', (input) => {
  const model = createMachineTestModel(routeGuardMachine, { input, events: EVENT_CASES });
  const paths = model.getShortestPaths();
  allPaths.push({ input, paths });

  it('paths take every transition', () => {
    expect(transitionCoverage(model, paths).missing).toEqual([]);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const h = createHarness(routeGuardMachine, { input, spy: SPIED });
      await runPath(path, h, {
        states: {
          checking: (s) => {
            expect(s.hasTag('checking')).toBe(true);
            expect(input.isLoggedIn).toBe(true);
            expect(Object.keys(h.calls)).toEqual([expectedCheck(input)]);
          },
          allowed: (s) => {
            expect(s.status).toBe('done');
            expect(input.isLoggedIn).toBe(true);
          },
          denied: (s) => expect(s.status).toBe('done'),
        },
        effects: (event: ModelEvent, _from, to) => {
          if (!to.matches('denied')) return [];
          return input.isLoggedIn ? ['denyAndGoHome'] : ['requestLogin'];
        },
        events: {
          'xstate.init': () => {
            if (!input.isLoggedIn) expect(h.snapshot.value).toBe('denied');
            if (input.isLoggedIn && !expectedCheck(input)) expect(h.snapshot.value).toBe('allowed');
          },
        },
      });
    });
  }
});

describe('route guard coverage', () => {
  it('all inputs together reach every state', () => {
    const visited = visitedStateIds(allPaths.flatMap((p) => p.paths));
    for (const id of reachableStateIds(routeGuardMachine)) expect(visited).toContain(id);
  });
});

describe('route guard machine', () => {
  const run = async (input: RouteGuardInput, admin: () => Promise<boolean>, owner: () => Promise<boolean> = admin) => {
    const actor = createActor(
      routeGuardMachine.provide({
        actors: { checkAdminAccess: fromPromise<boolean>(admin), checkOwnerAccess: fromPromise<boolean>(owner) },
      }),
      { input },
    ).start();
    await new Promise((r) => setImmediate(r));
    return actor.getSnapshot();
  };

  it('/account without an id: being logged in is enough, no server check', async () => {
    const snapshot = await run({ requirement: { account: true }, isLoggedIn: true }, () => Promise.reject(new Error('not called')));
    expect(snapshot.value).toBe('allowed');
  });

  it('/account/{id}: logged in and the admin check must say yes', async () => {
    expect((await run({ requirement: { account: true, id: 9 }, isLoggedIn: true }, async () => true)).value).toBe('allowed');
    expect((await run({ requirement: { account: true, id: 9 }, isLoggedIn: true }, async () => false)).value).toBe('denied');
  });

  it('a 401 from a check counts as false, without an error to show', async () => {
    const snapshot = await run({ requirement: 'owner', isLoggedIn: true }, () => Promise.reject(apiFailure(401, 'Unauthorized')));
    expect(snapshot.value).toBe('denied');
    expect(snapshot.context.error).toBeNull();
  });

  it('other failures deny too, and keep the error', async () => {
    const snapshot = await run({ requirement: 'admin', isLoggedIn: true }, () => Promise.reject(apiFailure(500, 'Server exploded')));
    expect(snapshot.value).toBe('denied');
    expect(snapshot.context.error).toEqual(serverDown);
  });

  it('hasAccess accepts any truthy answer, as the spec says', async () => {
    const truthy = (async () => 1) as unknown as () => Promise<boolean>;
    expect((await run({ requirement: 'admin', isLoggedIn: true }, truthy)).value).toBe('allowed');
  });

  it('owner pages use the owner check, not the admin one', async () => {
    const snapshot = await run(
      { requirement: 'owner', isLoggedIn: true },
      async () => false,
      async () => true,
    );
    expect(snapshot.value).toBe('allowed');
  });
});
