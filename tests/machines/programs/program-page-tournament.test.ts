import { describe, expect, it } from 'vitest';
import type { PurchaseOutcome } from '@machines/checkout/purchase.machine';
import type { Participant } from '@machines/programs/program-shapes';
import { programPageMachine, type ProgramPageInput } from '@machines/programs/program-page.machine';
import { entryLines } from '@machines/programs/tournament-entry';
import { createHarness, createMachineTestModel, describePath, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';
import { pageData } from './catalogue-fixtures';
import { ABANDONED, CONFIRMED, KEPT_UNTIL, PEOPLE } from './program-page-model';
import { tournamentForMember } from './tournament-fixtures';

describe('tournament model: an entry (division, player, partner) and a full division’s waitlist', () => {
  const input: ProgramPageInput = { programId: 31, timeZone: 'America/Toronto', isLoggedIn: true, registerOnLoad: false };
  const TOURNAMENT = pageData(tournamentForMember);
  /** A place in the full 50+ mixed doubles is kept for Gus, first in its line. */
  const KEPT_FOR_GUS = pageData({
    ...tournamentForMember,
    waitlist: [{ id: 811, participantId: 42, name: 'Gus Member', divisionId: 53, position: 1, status: 'offered', offerExpiresAt: KEPT_UNTIL }],
  });
  const FAMILY: Participant[] = [...PEOPLE, { id: 42, name: 'Gus Member', memberFrom: null, memberUntil: null }];
  const DIVISION_FULL = { status: 409, code: 'program_division_full', params: { division: 'Open doubles' }, message: 'Open doubles is full.' };
  const model = createMachineTestModel(programPageMachine, {
    input,
    events: [
      { type: 'xstate.done.actor.loadProgram', output: TOURNAMENT },
      { type: 'xstate.done.actor.loadProgram', output: KEPT_FOR_GUS },
      { type: 'purchase.prepare' },
      { type: 'xstate.done.actor.loadParticipants', output: FAMILY },
      // Maya (36) plays singles or doubles; Gus (62) also the 50+ mixed doubles, full unless a place is kept for him.
      { type: 'program.participant', participantId: 'self' },
      { type: 'program.participant', participantId: 42 },
      { type: 'program.division', divisionId: 51 },
      { type: 'program.division', divisionId: 52 },
      { type: 'program.division', divisionId: 53 },
      // Leo (14) fits the open doubles; an address is checked for its shape only.
      { type: 'program.partner', partner: { participantId: 41 } },
      { type: 'program.partner', partner: { email: 'bob@example.com' } },
      { type: 'program.partner', partner: { email: 'bob@' } },
      // The entry's own purchase: paid, refused, or back from the payment page.
      { type: 'xstate.done.actor.purchase', output: CONFIRMED },
      { type: 'xstate.done.actor.purchase', output: { result: 'refused', error: DIVISION_FULL } },
      { type: 'xstate.done.actor.purchase', output: ABANDONED },
      { type: 'xstate.error.actor.purchase', error: { message: 'The purchase stopped unexpectedly.' } },
      { type: 'program.joinWaitlist', divisionId: 53 },
      { type: 'program.joinWaitlist', divisionId: 52 },
      { type: 'xstate.done.actor.joinWaitlist', output: { id: 812, position: 3 } },
      { type: 'program.leaveWaitlist', entryId: 811 },
      { type: 'xstate.done.actor.leaveWaitlist' },
    ],
    // Logging in and out and failed reads are the camp model's; here the entry and the lines.
    filter: (s) => s.context.isLoggedIn && !s.matches('loadFailed'),
  });
  const paths = model.getShortestPaths();

  it('paths take every transition and reach the entry and waitlist states', () => {
    const visited = visitedStateIds(paths);
    for (const id of ['entering', 'paying', 'waitlisting', 'joining', 'confirmingLeave', 'leaving']) expect(visited).toContain(`programPage.${id}`);
    expect(transitionCoverage(model, paths).missing).toEqual([]);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const h = createHarness(programPageMachine, { input, spy: ['offerChoice', 'notifyRegistered', 'notifyWaitlisted', 'notifyLeft'] });
      await runPath(path, h, {
        // A tournament's entry is never offered as people to tick: it is an order of its own.
        effects: (event) => {
          if (event.type === 'xstate.done.actor.purchase' && event.output === CONFIRMED) return ['notifyRegistered'];
          if (event.type === 'xstate.done.actor.joinWaitlist') return ['notifyWaitlisted'];
          if (event.type === 'xstate.done.actor.leaveWaitlist') return ['notifyLeft'];
          return [];
        },
        states: {
          entering: (s) => {
            const { entry } = s.context;
            // The 50+ division only for Gus, and only while a place is kept for him; no partner in singles.
            if (entry.divisionId === 53) expect(entry.participantId).toBe(42);
            if (entry.divisionId === 51) expect(entry.partner).toBeNull();
          },
          // The entry is paid as an order: the purchase skips the login (the player is known) and the choice.
          paying: (s) => {
            const { entry } = s.context;
            expect(h.lastInput('purchase')).toEqual({ isLoggedIn: true, offer: { kind: 'order', lines: entryLines(31, entry) } });
            const line: Record<string, unknown> = entryLines(31, entry)[0];
            expect(line).toMatchObject({ product: 'program_registration', programId: 31, divisionId: entry.divisionId, participantId: entry.participantId });
            if (entry.divisionId === 51) expect(line).not.toHaveProperty('partner');
            else
              expect(line.partner).toEqual(
                expect.objectContaining(entry.partner && 'email' in entry.partner ? { email: 'bob@example.com' } : { participantId: 41 }),
              );
            expect(s.hasTag('busy')).toBe(true);
          },
          waitlisting: (s) =>
            expect(s.context.entry).toEqual({ divisionId: 53, participantId: s.context.program?.waitlist?.length ? null : 42, partner: null }),
          joining: () => expect(h.lastInput('joinWaitlist')).toEqual({ programId: 31, participantId: 42, divisionId: 53 }),
          leaving: () => expect(h.lastInput('leaveWaitlist')).toEqual({ programId: 31, entryId: 811 }),
        },
        events: {
          'xstate.done.actor.purchase': (step, from) => {
            if (!from?.matches('paying')) return;
            const outcome = step.event.output as PurchaseOutcome;
            // Refused or back from the payment page: the entry stays as it was, with the server's reason.
            if (outcome.result !== 'confirmed') {
              expect(h.snapshot.matches('entering')).toBe(true);
              expect(h.snapshot.context.entry).toEqual(from.context.entry);
            }
            if (outcome.result === 'refused') expect(h.snapshot.context.error).toEqual(DIVISION_FULL);
          },
        },
      });
    });
  }
});
