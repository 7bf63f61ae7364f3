import { describe, expect, it } from 'vitest';
import { staffAuditMachine } from '@machines/account/staff-audit.machine';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';
import { anAuditEntry, REFUND_ENTRY, USER_ID } from './staff-fixtures';

const FIRST = { items: [anAuditEntry()], timeZone: 'America/Toronto' };
const AFTER_REFUND = { items: [REFUND_ENTRY, anAuditEntry()], timeZone: 'America/Toronto' };
const DOWN = { status: 500, message: 'The trail is down' };

describe('staff audit model', () => {
  const model = createMachineTestModel(staffAuditMachine, {
    input: { userId: USER_ID },
    events: (s) => [
      // A read after an action answers the newer trail.
      { type: 'xstate.done.actor.loadAudit', output: s.context.entries.length ? AFTER_REFUND : FIRST },
      { type: 'xstate.error.actor.loadAudit', error: DOWN },
    ],
    // Keep it finite: once the refund shows, the trail does not grow further.
    filter: (s) => s.context.entries.length <= 2,
  });
  const paths = model.getShortestPaths();

  it('paths reach every state and take every transition', () => {
    const visited = visitedStateIds(paths);
    for (const id of reachableStateIds(staffAuditMachine)) expect(visited).toContain(id);
    expect(transitionCoverage(model, paths).missing).toEqual([]);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const h = createHarness(staffAuditMachine, { input: { userId: USER_ID } });
      await runPath(path, h, {
        states: {
          loading: (s) => {
            expect(s.hasTag('busy')).toBe(true);
            expect(h.lastInput('loadAudit')).toEqual({ userId: USER_ID });
            expect(s.context.error).toBeNull();
          },
          reloading: (s) => {
            expect(s.hasTag('busy')).toBe(true);
            // What was shown stays while the trail is read again.
            expect(s.context.entries.length).toBeGreaterThan(0);
          },
          ready: (s) => {
            expect(s.context.timeZone).toBe('America/Toronto');
            expect(s.context.entries[0].id).toBe(s.context.entries.length === 2 ? REFUND_ENTRY.id : 1);
          },
          loadFailed: (s) => {
            expect(s.context.error).toEqual(DOWN);
            expect(s.context.entries).toEqual([]);
          },
        },
        events: {
          'audit.reload': () => expect(h.snapshot.hasTag('busy')).toBe(true),
          'xstate.error.actor.loadAudit': (_, from) => {
            // A failed reload keeps the entries, with the reason beside them.
            if (from?.matches('reloading')) {
              expect(h.snapshot.context.entries).toEqual(from.context.entries);
              expect(h.snapshot.context.error).toEqual(DOWN);
            }
          },
        },
      });
    });
  }
});

describe('staff audit machine', () => {
  it('starts the read again when an action finishes during one, so the answer is never older than the action', async () => {
    const h = createHarness(staffAuditMachine, { input: { userId: USER_ID } }).start();
    await h.resolve('loadAudit', FIRST);
    h.send({ type: 'audit.reload' });
    h.send({ type: 'audit.reload' });
    expect(h.calls.loadAudit).toHaveLength(3);
    await h.resolve('loadAudit', AFTER_REFUND);
    expect(h.snapshot.value).toBe('ready');
    expect(h.snapshot.context.entries.map((e) => e.action)).toEqual(['membership.refunded', 'receipt.resent']);
    // The read that was dropped answers nothing.
    expect(h.calls.loadAudit[1].settled).toBe(false);
  });
});
