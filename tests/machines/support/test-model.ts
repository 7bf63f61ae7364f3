/**
 * Model-based testing for machines that invoke promise actors and use `after` delays.
 *
 * Why not plain `createTestModel(machine)` from @xstate/test 1.0.0-beta.5:
 *  - it refuses any machine with `invoke` or `after` ("Invocations on test machines are not supported");
 *  - its graph traversal runs transitions with a mock actor scope that lacks `actionExecutor`, so with
 *    xstate 5.33 any named action crashes it ("originalExecutor is not a function").
 * So we build the same thing `createTestModel` returns, a `TestModel`, over xstate's pure
 * `initialTransition`/`transition` (actions are not executed), with createTestModel's own
 * state matcher and event enumeration. Invoke results and timers are modelled as events
 * (`xstate.done.actor.<id>`, `xstate.error.actor.<id>`, `xstate.after.<delay>.<state>`).
 *
 * Each path is then replayed against a real running actor whose actors are controllable fakes:
 * a done/error step resolves/rejects the pending fake call, an after step advances fake timers.
 * After every step the live actor's value, context and status must equal the model's.
 * Convention this relies on: every invoke has `id` equal to its `src`.
 */
import { TestModel, type TestModelOptions, type TestPath } from '@xstate/test';
import { expect, vi } from 'vitest';
import {
  __unsafe_getAllOwnEventDescriptors,
  createActor,
  fromPromise,
  initialTransition,
  transition,
  type Actor,
  type AnyStateMachine,
  type EventFrom,
  type EventObject,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';

// Model events carry test payloads of any shape (`output`, `error`, event fields).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ModelEvent = { type: string } & Record<string, any>;
type AnySnapshot = SnapshotFrom<AnyStateMachine>;

export interface ModelOptions<TMachine extends AnyStateMachine> {
  input?: InputFrom<TMachine>;
  /** Event cases: every case listed for a type replaces the bare `{ type }` event. */
  events?: ModelEvent[] | ((snapshot: SnapshotFrom<TMachine>) => ModelEvent[]);
  /** Keep the state space finite (e.g. cap a counter). */
  filter?: (snapshot: SnapshotFrom<TMachine>) => boolean;
}

// A function in context (a callback a machine keeps, such as a field's reader) counts by its name,
// so states that differ only by holding one are not taken for the same state.
const functionsByName = (_key: string, value: unknown) => (typeof value === 'function' ? `[function ${value.name}]` : value);

function serializeSnapshot(snapshot: AnySnapshot): string {
  return JSON.stringify({ value: snapshot.value, context: snapshot.context, status: snapshot.status }, functionsByName);
}

export function createMachineTestModel<TMachine extends AnyStateMachine>(machine: TMachine, options: ModelOptions<TMachine> = {}) {
  const logic = {
    // Only what the traversal calls; no `getStateNodeById`, so @xstate/graph does not build
    // its own defaults (which would start the machine without input).
    transition: (snapshot: AnySnapshot, event: EventObject) => transition(machine, snapshot as never, event as never)[0],
    getInitialSnapshot: () => initialTransition(machine, options.input as never)[0],
  };
  const eventCases = options.events ?? [];
  const modelOptions: Partial<TestModelOptions<AnySnapshot, ModelEvent>> = {
    // State + the transition that led to it, like createTestModel, but also for transitions that
    // keep the same value, so ignored-event and context-only transitions get their own paths.
    serializeState: (snapshot, event, previous) =>
      serializeSnapshot(snapshot) + (event && previous ? ` via ${JSON.stringify(event)} from ${JSON.stringify(previous.value)}` : ''),
    serializeEvent: (event) => JSON.stringify(event),
    stateMatcher: (snapshot, key) => (key.startsWith('#') ? snapshot._nodes.includes(machine.getStateNodeById(key)) : snapshot.matches(key)),
    events: (snapshot) => {
      const cases = typeof eventCases === 'function' ? eventCases(snapshot as SnapshotFrom<TMachine>) : eventCases;
      return __unsafe_getAllOwnEventDescriptors(snapshot).flatMap((type) => {
        const matching = cases.filter((e) => e.type === type);
        return matching.length ? matching : [{ type } as ModelEvent];
      });
    },
    filter: options.filter ? (snapshot) => options.filter!(snapshot as SnapshotFrom<TMachine>) : undefined,
  };
  return new TestModel<SnapshotFrom<TMachine>, ModelEvent, unknown>(logic as never, modelOptions as never);
}

interface PendingCall {
  input: unknown;
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
  settled: boolean;
}

export interface HarnessOptions<TMachine extends AnyStateMachine> {
  input?: InputFrom<TMachine>;
  /** Effect actions to replace with spies (named in `harness.actions`). */
  spy?: string[];
  /** Extra implementations passed to `.provide()` (e.g. a fake action with behaviour). */
  provide?: Parameters<TMachine['provide']>[0];
}

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A live actor of `machine` whose promise actors wait for the test to settle them. */
export function createHarness<TMachine extends AnyStateMachine>(machine: TMachine, options: HarnessOptions<TMachine> = {}) {
  const calls: Record<string, PendingCall[]> = {};
  const actorNames = Object.keys(machine.implementations.actors ?? {});
  const fakeActors = Object.fromEntries(
    actorNames.map((name) => [
      name,
      fromPromise(
        ({ input }) =>
          new Promise((resolve, reject) => {
            const call: PendingCall = {
              input,
              settled: false,
              resolve: (v) => ((call.settled = true), resolve(v)),
              // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- the harness passes on whatever the test rejects with
              reject: (e) => ((call.settled = true), reject(e)),
            };
            (calls[name] ??= []).push(call);
          }),
      ),
    ]),
  );
  const actions = Object.fromEntries((options.spy ?? []).map((name) => [name, vi.fn()]));
  const provided = (options.provide ?? {}) as { actors?: object; actions?: object };
  const logic = machine.provide({
    ...provided,
    actors: { ...fakeActors, ...provided.actors },
    actions: { ...provided.actions, ...actions },
  } as never) as TMachine;

  let actor: Actor<TMachine> | undefined;

  function pending(name: string): PendingCall {
    const call = [...(calls[name] ?? [])].reverse().find((c) => !c.settled);
    if (!call) throw new Error(`No pending call of actor "${name}"`);
    return call;
  }

  const harness = {
    actions,
    calls,
    start() {
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- createActor cannot infer the generic machine's actor type
      actor = createActor(logic, { input: options.input }) as Actor<TMachine>;
      actor.start();
      return harness;
    },
    get actor(): Actor<TMachine> {
      if (!actor) throw new Error('harness not started');
      return actor;
    },
    get snapshot(): SnapshotFrom<TMachine> {
      return harness.actor.getSnapshot();
    },
    send(event: EventFrom<TMachine>) {
      harness.actor.send(event);
    },
    /** The input of the most recent call of an actor. */
    lastInput(name: string): unknown {
      const list = calls[name] ?? [];
      return list[list.length - 1]?.input;
    },
    async resolve(name: string, output?: unknown) {
      pending(name).resolve(output);
      await flush();
    },
    async reject(name: string, error: unknown) {
      pending(name).reject(error);
      await flush();
    },
    /** Plays one model event against the live actor. */
    async drive(event: ModelEvent) {
      const { type } = event;
      if (type === 'xstate.init') {
        harness.start();
      } else if (type.startsWith('xstate.done.actor.')) {
        await harness.resolve(type.slice('xstate.done.actor.'.length), event.output);
      } else if (type.startsWith('xstate.error.actor.')) {
        await harness.reject(type.slice('xstate.error.actor.'.length), event.error);
      } else if (type.startsWith('xstate.after.')) {
        if (!vi.isFakeTimers()) throw new Error('enable fake timers to drive `after` transitions');
        vi.runOnlyPendingTimers();
        await flush();
      } else {
        harness.send(event as EventFrom<TMachine>);
        await flush();
      }
    },
    /** The live actor agrees with the model. */
    expectToMatch(expected: AnySnapshot) {
      const actual = harness.snapshot as AnySnapshot;
      expect(actual.value).toEqual(expected.value);
      expect(actual.context).toEqual(expected.context);
      expect(actual.status).toEqual(expected.status);
    },
  };
  return harness;
}

export type Harness<TMachine extends AnyStateMachine> = ReturnType<typeof createHarness<TMachine>>;
type Step = TestPath<AnySnapshot, ModelEvent>['steps'][number];

export interface PathChecks<TMachine extends AnyStateMachine> {
  /** Checks on the live snapshot, keyed like `state.matches` (or `#id`); `*` when nothing else matched. */
  states?: Record<string, (snapshot: SnapshotFrom<TMachine>) => void | Promise<void>>;
  /** Extra checks after a step of this event type was driven. */
  events?: Record<string, (step: Step, from: SnapshotFrom<TMachine> | undefined) => void | Promise<void>>;
  /**
   * The spied effect actions this step must run, exactly (name repeated for several calls).
   * Any spy not listed must not have run. Default: none.
   */
  effects?: (event: ModelEvent, from: SnapshotFrom<TMachine> | undefined, to: SnapshotFrom<TMachine>) => string[];
}

/**
 * Replays `path` on `harness`: every step is driven, checked against the model, its effect
 * actions are checked, then the per-event and per-state checks run.
 */
export async function runPath<TMachine extends AnyStateMachine>(
  path: TestPath<SnapshotFrom<TMachine>, ModelEvent>,
  harness: Harness<TMachine>,
  checks: PathChecks<TMachine> = {},
) {
  let from: SnapshotFrom<TMachine> | undefined;
  const events = new Proxy(
    {},
    {
      get: (_, type: string) => async (step: Step) => {
        await harness.drive(step.event);
        harness.expectToMatch(step.state);
        const expected = checks.effects?.(step.event, from, step.state as SnapshotFrom<TMachine>) ?? [];
        for (const [name, spy] of Object.entries(harness.actions)) {
          const times = expected.filter((e) => e === name).length;
          expect(spy, `effect "${name}" on ${type}`).toHaveBeenCalledTimes(times);
        }
        for (const name of expected) expect(harness.actions, `"${name}" is spied`).toHaveProperty(name);
        await checks.events?.[type]?.(step, from);
        Object.values(harness.actions).forEach((spy) => spy.mockClear());
        from = step.state as SnapshotFrom<TMachine>;
      },
    },
  );
  // State checks receive the live actor's snapshot, so they assert what the app would render.
  const states = Object.fromEntries(Object.entries(checks.states ?? {}).map(([key, check]) => [key, () => check(harness.snapshot)]));
  try {
    await path.test({ states, events } as never);
  } catch (error) {
    // The library appends every state with its whole context; keep the first line and the events.
    if (error instanceof Error) error.message = `${error.message.split('\nPath:')[0]}\n  on path: ${describePath(path as never)}`;
    throw error;
  }
}

function label(event: ModelEvent): string {
  const { type, ...payload } = event;
  const short = type.replace(/^xstate\.(done|error)\.actor\.(.*)$/, '$2 $1').replace(/^xstate\.after\..*$/, 'timer fires');
  const detail = 'error' in payload ? String(payload.error?.status ?? payload.error?.message ?? '') : 'output' in payload ? '' : JSON.stringify(payload);
  return detail && detail !== '{}' ? `${short} ${detail.length > 40 ? detail.slice(0, 37) + '...' : detail}` : short;
}

/** A readable test name: the state reached and the events on the way (the library's embeds whole contexts). */
export function describePath(path: TestPath<AnySnapshot, ModelEvent>): string {
  const events = path.steps.slice(1).map((step) => label(step.event));
  return `reaches ${JSON.stringify(path.state.value)} via ${events.length ? events.join(' → ') : 'start'}`;
}

/** All atomic state node ids the paths pass through (transient `always` nodes excluded). */
export function visitedStateIds(paths: Array<TestPath<AnySnapshot, ModelEvent>>): Set<string> {
  const ids = new Set<string>();
  for (const path of paths) {
    for (const step of path.steps) for (const node of step.state._nodes) ids.add(node.id);
    for (const node of path.state._nodes) ids.add(node.id);
  }
  return ids;
}

/** Atomic and final state node ids of a machine, minus transient (`always`-only) ones. */
export function reachableStateIds(machine: AnyStateMachine): string[] {
  const ids: string[] = [];
  const walk = (node: AnyStateMachine['root']) => {
    const children = Object.values(node.states);
    if (!children.length && !node.always?.length) ids.push(node.id);
    children.forEach(walk);
  };
  walk(machine.root);
  return ids;
}

/** Every (state, event type) the model can take, and the ones the paths actually take. */
export function transitionCoverage(model: ReturnType<typeof createMachineTestModel>, paths: Array<TestPath<AnySnapshot, ModelEvent>>) {
  const key = (snapshot: AnySnapshot, event: EventObject) => `${JSON.stringify(snapshot.value)} --${JSON.stringify(event)}-->`;
  const all = new Set(model.getAdjacencyList().map(({ state, event }) => key(state, event)));
  const taken = new Set<string>();
  for (const path of paths) {
    path.steps.forEach((step, i) => {
      const next = path.steps[i + 1]?.event;
      if (next) taken.add(key(step.state, next));
    });
  }
  return { all, taken, missing: [...all].filter((k) => !taken.has(k)) };
}
