import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { REFRESH_EVERY_MS, SETTLE_MS, whatsOnMachine } from '@machines/venue/whats-on.machine';
import type { WhatsOn } from '@machines/venue/whats-on-shapes';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';

const hour = (startTime: string, freeCourts: number) => ({
  startTime,
  endTime: `${String(Number(startTime.slice(0, 2)) + 1).padStart(2, '0')}:00`,
  startsAt: `2026-03-02T${startTime}:00-05:00`,
  endsAt: `2026-03-02T${startTime}:00-05:00`,
  freeCourts,
  bookable: freeCourts > 0,
});

const TODAY: WhatsOn = {
  now: '2026-03-02T14:00:00.000Z',
  timeZone: 'America/Toronto',
  today: '2026-03-02',
  courts: { date: '2026-03-02', day: 'today', closed: false, hours: [hour('10:00', 4), hour('11:00', 0)], perHourCents: 3000, memberPerHourCents: 2000 },
  dropIns: [],
  programs: [],
};
/** A later answer about the same day: a court came free at 11. */
const TODAY_LATER: WhatsOn = { ...TODAY, courts: { ...TODAY.courts, hours: [hour('10:00', 4), hour('11:00', 1)] } };
/** Today ended meanwhile: the courts are tomorrow's. */
const TOMORROW: WhatsOn = {
  ...TODAY,
  now: '2026-03-03T03:00:00.000Z',
  courts: { ...TODAY.courts, date: '2026-03-03', day: 'tomorrow', hours: [hour('07:00', 4)] },
};
const DOWN = { status: 503, code: 'database_busy', message: 'The venue’s system is busy.' };

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

describe('what is on model', () => {
  const model = createMachineTestModel(whatsOnMachine, {
    events: (s) => [
      { type: 'xstate.done.actor.loadWhatsOn', output: TODAY },
      ...(s.matches({ showing: 'refreshing' })
        ? [{ type: 'xstate.done.actor.loadWhatsOn', output: s.context.whatsOn?.courts.date === TODAY.courts.date ? TOMORROW : TODAY_LATER }]
        : []),
      { type: 'xstate.error.actor.loadWhatsOn', error: DOWN },
      { type: 'whatsOn.changed', date: s.context.whatsOn?.courts.date ?? TODAY.courts.date },
      { type: 'whatsOn.changed', date: '2026-03-09' },
    ],
    // Tomorrow's answer once: the space stays small.
    filter: (s) => !(s.context.whatsOn === TOMORROW && s.matches({ showing: 'refreshing' })),
  });
  const paths = model.getShortestPaths();

  it('paths reach every state and take every transition', () => {
    const visited = visitedStateIds(paths);
    for (const id of reachableStateIds(whatsOnMachine)) expect(visited).toContain(id);
    expect(transitionCoverage(model, paths).missing).toEqual([]);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const h = createHarness(whatsOnMachine);
      await runPath(path, h, {
        states: {
          // Nothing to show yet: the view draws its reserved placeholder.
          loading: (s) => {
            expect(s.hasTag('busy')).toBe(true);
            expect(s.context.whatsOn).toBeNull();
          },
          loadFailed: (s) => {
            expect(s.context.whatsOn).toBeNull();
            expect(s.context.error).toEqual(DOWN);
          },
          // What is on stays on screen while it is read again, and the shown day is watched.
          showing: (s) => {
            expect(s.hasTag('busy')).toBe(false);
            expect(s.context.whatsOn).not.toBeNull();
            expect(s.context.error).toBeNull();
            expect(h.lastInput('watchCourts')).toEqual({ date: s.context.whatsOn!.courts.date });
          },
        },
        events: {
          // A change to another date is none of this page's business.
          'whatsOn.changed': (step, from) => {
            if (step.event.date !== from?.context.whatsOn?.courts.date) expect(h.snapshot.value).toEqual(from?.value);
          },
          // A refresh that fails keeps what was shown.
          'xstate.error.actor.loadWhatsOn': (_, from) => {
            if (from?.matches('showing')) expect(h.snapshot.context.whatsOn).toBe(from.context.whatsOn);
          },
        },
      });
    });
  }
});

describe('what is on machine', () => {
  function start(answers: WhatsOn[]) {
    const watching: string[] = [];
    const stopped: string[] = [];
    let report: ((date: string) => void) | undefined;
    let reads = 0;
    const actor = createActor(
      whatsOnMachine.provide({
        actors: {
          loadWhatsOn: fromPromise(async () => answers[Math.min(reads++, answers.length - 1)]),
          watchCourts: fromCallback<{ type: string }, { date: string }>(({ sendBack, input: { date } }) => {
            watching.push(date);
            report = (changed) => sendBack({ type: 'whatsOn.changed', date: changed });
            return () => void stopped.push(date);
          }),
        },
      }),
    ).start();
    return { actor, watching, stopped, report: (date: string) => report!(date), reads: () => reads };
  }
  const settle = async () => {
    for (let i = 0; i < 3; i += 1) await Promise.resolve();
  };

  it('reads once on opening, then a settle time after a change, folding a burst of changes into one read', async () => {
    const page = start([TODAY, TODAY_LATER]);
    await settle();
    expect(page.actor.getSnapshot().context.whatsOn).toBe(TODAY);
    expect(page.watching).toEqual(['2026-03-02']);
    page.report('2026-03-02');
    vi.advanceTimersByTime(SETTLE_MS - 1000);
    page.report('2026-03-02');
    expect(page.reads()).toBe(1);
    vi.advanceTimersByTime(1000);
    await settle();
    expect(page.reads()).toBe(2);
    expect(page.actor.getSnapshot().context.whatsOn).toBe(TODAY_LATER);
    expect(page.actor.getSnapshot().matches({ showing: 'current' })).toBe(true);
    page.actor.stop();
  });

  it('reads again every two minutes, and follows the courts to tomorrow once today is over', async () => {
    const page = start([TODAY, TOMORROW]);
    await settle();
    vi.advanceTimersByTime(REFRESH_EVERY_MS);
    await settle();
    expect(page.actor.getSnapshot().context.whatsOn).toBe(TOMORROW);
    expect(page.watching).toEqual(['2026-03-02', '2026-03-03']);
    expect(page.stopped).toEqual(['2026-03-02']);
    page.actor.stop();
    expect(page.stopped).toEqual(['2026-03-02', '2026-03-03']);
  });
});
