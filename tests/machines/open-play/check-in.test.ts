import { describe, expect, it } from 'vitest';
import { checkInMachine, type CheckInPlace, type CheckInPlaces } from '@machines/open-play';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';
import { aView } from './fixtures';

const FAMILY: CheckInPlace[] = [
  { registrationId: 105, name: 'Maya Member' },
  { registrationId: 106, name: 'Leo Member' },
];
const SESSION: CheckInPlaces['session'] = {
  title: 'Morning open play',
  startsAt: '2026-12-01T14:00:00.000Z',
  endsAt: '2026-12-01T16:00:00.000Z',
  timeZone: 'America/Toronto',
};
const LOADED: CheckInPlaces = { session: SESSION, places: FAMILY };
const NONE: CheckInPlaces = { session: null, places: [] };
const EXPIRED = { status: 400, message: 'That code has expired: scan the QR code again.', code: 'open_play_code_invalid' };

describe('check-in model', () => {
  for (const code of ['K7PM4XQ2', null]) {
    const input = { sessionId: 31, code };
    const model = createMachineTestModel(checkInMachine, {
      input,
      events: [
        { type: 'xstate.done.actor.loadPlaces', output: LOADED },
        { type: 'xstate.done.actor.loadPlaces', output: NONE },
        { type: 'xstate.error.actor.loadPlaces', error: { status: 500, message: 'Server down' } },
        { type: 'checkIn.toggle', registrationId: 106 },
        { type: 'checkIn.toggle', registrationId: 105 },
        { type: 'xstate.done.actor.checkIn', output: aView({ mine: [105] }) },
        { type: 'xstate.error.actor.checkIn', error: EXPIRED },
      ],
    });
    const paths = model.getShortestPaths();

    if (code) {
      it('paths reach every state and take every transition (with a code)', () => {
        const visited = visitedStateIds(paths);
        for (const id of reachableStateIds(checkInMachine).filter((id) => !id.endsWith('noCode'))) expect(visited).toContain(id);
        expect(transitionCoverage(model, paths).missing).toEqual([]);
      });
    }

    for (const path of paths) {
      it(`code ${JSON.stringify(code)}: ${describePath(path)}`, async () => {
        const h = createHarness(checkInMachine, { input });
        await runPath(path, h, {
          states: {
            noCode: () => {
              expect(code).toBeNull();
              expect(h.calls.loadPlaces).toBeUndefined();
            },
            loading: (s) => {
              expect(s.hasTag('busy')).toBe(true);
              expect(h.lastInput('loadPlaces')).toEqual({ sessionId: 31 });
            },
            loadFailed: (s) => expect(s.context.error?.message).toBe('Server down'),
            noPlace: (s) => {
              expect(s.context.places).toEqual([]);
              expect(s.context.session).toBeNull();
            },
            choosing: (s) => {
              expect(s.context.places).toEqual(FAMILY);
              // The page names the session it checks in to.
              expect(s.context.session).toEqual(SESSION);
              // "Choose who to check in" only after Check in was pressed with nobody ticked.
              if (s.context.problem) expect(s.context.chosen).toEqual([]);
            },
            // One call per ticked place, each with the code from the address.
            checkingIn: (s) => expect(h.lastInput('checkIn')).toEqual({ sessionId: 31, registrationId: s.context.pending[0], code: 'K7PM4XQ2' }),
            checkedIn: (s) => {
              expect(s.context.pending).toEqual([]);
              expect(s.context.error).toBeNull();
            },
          },
          events: {
            'xstate.done.actor.loadPlaces': () => {
              // Everyone is ticked at first: a family arrives together.
              if (h.snapshot.matches('choosing')) expect(h.snapshot.context.chosen).toEqual([105, 106]);
            },
            'xstate.error.actor.checkIn': () => {
              expect(h.snapshot.value).toBe('choosing');
              expect(h.snapshot.context.error).toMatchObject({ code: 'open_play_code_invalid', message: EXPIRED.message });
            },
          },
        });
      });
    }
  }
});

describe('check-in machine', () => {
  it('checks in each ticked place in turn, then stops', async () => {
    const h = createHarness(checkInMachine, { input: { sessionId: 31, code: ' K7PM4XQ2 ' } }).start();
    await h.resolve('loadPlaces', LOADED);
    h.send({ type: 'checkIn.submit' });
    expect(h.lastInput('checkIn')).toEqual({ sessionId: 31, registrationId: 105, code: 'K7PM4XQ2' });
    await h.resolve('checkIn', aView({ mine: [105] }));
    expect(h.lastInput('checkIn')).toEqual({ sessionId: 31, registrationId: 106, code: 'K7PM4XQ2' });
    await h.resolve('checkIn', aView({ mine: [105, 106] }));
    expect(h.snapshot.value).toBe('checkedIn');
    expect(h.calls.checkIn).toHaveLength(2);
  });

  it('a refusal on the second place leaves the first checked in; trying again sends both (a second check-in changes nothing)', async () => {
    const h = createHarness(checkInMachine, { input: { sessionId: 31, code: 'K7PM4XQ2' } }).start();
    await h.resolve('loadPlaces', LOADED);
    h.send({ type: 'checkIn.submit' });
    await h.resolve('checkIn', aView({ mine: [105] }));
    await h.reject('checkIn', { status: 409, message: 'Check-in opens 30 minutes before the start.', code: 'open_play_check_in_closed' });
    expect(h.snapshot.value).toBe('choosing');
    expect(h.snapshot.context.error?.code).toBe('open_play_check_in_closed');
    h.send({ type: 'checkIn.submit' });
    expect(h.snapshot.context.error).toBeNull();
    expect(h.lastInput('checkIn')).toMatchObject({ registrationId: 105 });
  });
});
