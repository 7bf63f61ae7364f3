import { describe, expect, it } from 'vitest';
import { programBody, programDraftOf, programDraftProblems, programPatch, scheduledSessions } from '@machines/programs/program-draft';
import { programEditorMachine } from '@machines/programs/program-editor.machine';
import { HttpFailure } from '@/lib/http-client';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';
import { camp, social } from './event-fixtures';
import { bounds } from './fixtures';

const coaches = [{ id: 5, name: 'Ada Coach' }];
const timeZone = 'America/Toronto';
const doc = { blocks: [{ type: 'paragraph', data: { text: 'New words.' } }] };
const readDoc = () => Promise.resolve(doc);
const conflict = new HttpFailure('Court 2 is taken.', 409, undefined, undefined, 'program_court_conflict', { date: '2027-07-06', courts: '2' }, [
  { date: '2027-07-06', court: 2 },
  { date: '2027-07-08', court: 1 },
]);

describe('program editor model', () => {
  const input = { original: camp, bounds, coaches, timeZone };
  const initial = createHarness(programEditorMachine, { input }).start().snapshot.context;
  // One change at a time (or a refusal) keeps the model small: each kind of edit is made from the start and saved.
  const edits = (s: { context: typeof initial }) =>
    [
      s.context.draft.title !== initial.draft.title,
      s.context.draft.registrationEnabled !== initial.draft.registrationEnabled,
      JSON.stringify(s.context.draft.description) !== JSON.stringify(initial.draft.description),
      s.context.readDescription !== null,
      JSON.stringify([s.context.schedule, s.context.sessions]) !== JSON.stringify([initial.schedule, initial.sessions]),
    ].filter(Boolean).length;
  const model = createMachineTestModel(programEditorMachine, {
    input,
    events: (s) => [
      { type: 'program.fieldChanged', field: 'title', value: '' },
      { type: 'program.kindChanged', kind: 'clinic' },
      { type: 'program.registrationChanged', enabled: false },
      // While a save is out the editor may still report a change; the model keeps it the same there, as the body is already sent.
      { type: 'program.descriptionChanged', value: s.matches('saving') ? camp.description : doc },
      { type: 'program.descriptionReader', read: readDoc },
      { type: 'schedule.modeChanged', mode: 'weekly' },
      { type: 'schedule.fieldChanged', field: 'endDate', value: '2027-07-08' },
      { type: 'schedule.weekdayToggled', weekday: 1 },
      { type: 'schedule.weekdaysOnlyChanged', value: true },
      { type: 'schedule.courtToggled', court: 3 },
      { type: 'schedule.dateRemoved', index: 0 },
      { type: 'xstate.done.actor.readDescription', output: camp.description },
      { type: 'xstate.error.actor.readDescription', error: new Error('Editor gone') },
      { type: 'xstate.done.actor.saveProgram', output: camp },
      { type: 'xstate.error.actor.saveProgram', error: conflict },
      { type: 'xstate.error.actor.saveProgram', error: { status: 400, message: 'Bad', fields: { memberPriceCents: 'Too much.' } } },
    ],
    filter: (s) => edits(s) + (s.context.error ? 1 : 0) <= 1 && [0, 4, 5].includes(s.context.sessions.length),
  });
  const paths = model.getShortestPaths();

  it('paths reach every state and take every transition', () => {
    const visited = visitedStateIds(paths);
    for (const id of reachableStateIds(programEditorMachine)) expect(visited).toContain(id);
    expect(transitionCoverage(model, paths).missing).toEqual([]);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const h = createHarness(programEditorMachine, { input });
      await runPath(path, h, {
        states: {
          'saving.sending': (s) => {
            expect(s.hasTag('busy')).toBe(true);
            const body = programBody(s.context.draft, s.context.sessions, false);
            expect(h.lastInput('saveProgram')).toEqual({ timeZone, id: 41, body: programPatch(camp, body) });
          },
          editing: (s) => {
            // The kind of a saved program never changes; a refusal keeps every value typed.
            expect(s.context.draft.kind).toBe('camp');
            if (s.context.conflicts.length > 0) expect(s.context.conflicts).toHaveLength(2);
          },
        },
      });
    });
  }
});

describe('program editor', () => {
  it('a new camp over a period sends the explicit dates, less the one removed', async () => {
    const h = createHarness(programEditorMachine, { input: { original: null, bounds, coaches, timeZone } }).start();
    h.send({ type: 'program.save' });
    expect(h.snapshot.value).toBe('editing');
    expect(h.snapshot.context.problems).toMatchObject({ title: 'required', memberPrice: 'money', sessions: 'noSessions' });
    expect(h.snapshot.context.scheduleProblems).toMatchObject({ date: 'required', courts: 'noCourts' });
    for (const [field, value] of [['title', 'Summer camp'], ['memberPrice', '250'], ['nonMemberPrice', '300.50']] as const) {
      h.send({ type: 'program.fieldChanged', field, value });
    }
    h.send({ type: 'schedule.modeChanged', mode: 'range' });
    h.send({ type: 'schedule.fieldChanged', field: 'date', value: '2027-07-05' });
    h.send({ type: 'schedule.fieldChanged', field: 'endDate', value: '2027-07-08' });
    expect(h.snapshot.context.sessions).toEqual([]);
    h.send({ type: 'schedule.courtToggled', court: 2 });
    expect(h.snapshot.context.sessions.map((s) => s.date)).toEqual(['2027-07-05', '2027-07-06', '2027-07-07', '2027-07-08']);
    h.send({ type: 'schedule.dateRemoved', index: 2 });
    h.send({ type: 'schedule.courtToggled', court: 1 });
    expect(h.snapshot.context.sessions.map((s) => [s.date, s.courts])).toEqual([
      ['2027-07-05', [1, 2]],
      ['2027-07-06', [1, 2]],
      ['2027-07-08', [1, 2]],
    ]);
    h.send({ type: 'program.save' });
    expect(h.lastInput('saveProgram')).toMatchObject({
      id: null,
      timeZone,
      body: {
        kind: 'camp',
        title: 'Summer camp',
        memberPriceCents: 25000,
        nonMemberPriceCents: 30050,
        published: false,
        registrationOpens: null,
        sessions: [
          { date: '2027-07-05', startTime: '09:00', endTime: '12:00', courts: [1, 2] },
          { date: '2027-07-06', startTime: '09:00', endTime: '12:00', courts: [1, 2] },
          { date: '2027-07-08', startTime: '09:00', endTime: '12:00', courts: [1, 2] },
        ],
      },
    });
    await h.resolve('saveProgram', { ...camp, id: 77 });
    expect(h.snapshot.status).toBe('done');
    expect(h.snapshot.output).toMatchObject({ id: 77 });
  });

  it('a court conflict lists every date and court and keeps the form; a 400 shows at the fields', async () => {
    const h = createHarness(programEditorMachine, { input: { original: camp, bounds, coaches, timeZone } }).start();
    h.send({ type: 'program.fieldChanged', field: 'capacity', value: '20' });
    h.send({ type: 'program.save' });
    expect(h.lastInput('saveProgram')).toEqual({ timeZone, id: 41, body: { capacity: 20 } });
    await h.reject('saveProgram', conflict);
    expect(h.snapshot.value).toBe('editing');
    expect(h.snapshot.context.conflicts).toEqual([
      { date: '2027-07-06', court: 2 },
      { date: '2027-07-08', court: 1 },
    ]);
    expect(h.snapshot.context.draft.capacity).toBe('20');
    h.send({ type: 'program.save' });
    expect(h.snapshot.context.conflicts).toEqual([]);
    await h.reject('saveProgram', { status: 400, message: 'Bad', fields: { registrationOpensAt: 'Too late.', 'sessions.0.date': 'Past.' } });
    expect(h.snapshot.context.fieldErrors).toEqual({ opensDate: 'Too late.', sessions: 'Past.' });
    h.send({ type: 'program.fieldChanged', field: 'opensDate', value: '2027-04-02' });
    expect(h.snapshot.context.fieldErrors).toEqual({ sessions: 'Past.' });
  });

  it('reads the description afresh before saving', async () => {
    const h = createHarness(programEditorMachine, { input: { original: camp, bounds, coaches, timeZone } }).start();
    h.send({ type: 'program.descriptionReader', read: readDoc });
    h.send({ type: 'program.save' });
    expect(h.snapshot.matches({ saving: 'reading' })).toBe(true);
    await h.resolve('readDescription', doc);
    expect(h.lastInput('saveProgram')).toEqual({ timeZone, id: 41, body: { description: doc } });
  });

  it('a program with places keeps its dates', () => {
    const h = createHarness(programEditorMachine, { input: { original: social, bounds, coaches, timeZone } }).start();
    expect(h.snapshot.context.scheduleLocked).toBe(true);
    expect(h.snapshot.can({ type: 'schedule.dateRemoved', index: 0 })).toBe(false);
    expect(h.snapshot.can({ type: 'schedule.courtToggled', court: 1 })).toBe(false);
  });
});

describe('program drafts', () => {
  it('a program reads back as its form and its body', () => {
    const { id: _id, cancelledAt: _c, registered: _r, registrationOpensAt: _o, registrationClosesAt: _cl, ...rest } = camp;
    const sessions = camp.sessions.map(({ id: _s, ...s }) => s);
    expect(programBody(programDraftOf(camp), sessions, false)).toEqual({ ...rest, sessions });
    expect(programPatch(camp, programBody(programDraftOf(camp), sessions, true))).toEqual({});
  });

  it('a date the owner cancelled is neither listed nor sent back', () => {
    const withCancelled = { ...camp, sessions: [...camp.sessions, { id: 599, date: '2027-07-12', startTime: '09:00', endTime: '12:00', courts: [1], status: 'cancelled' as const }] };
    expect(scheduledSessions(withCancelled).map((s) => s.date)).toEqual(camp.sessions.map((s) => s.date));
    expect(programPatch(withCancelled, programBody(programDraftOf(withCancelled), scheduledSessions(withCancelled), false))).toEqual({});
  });

  it('checks ranges, pairs and the registration window before sending', () => {
    const sessions = [{ date: '2027-07-05', startTime: '09:00', endTime: '12:00', courts: [1] }];
    const draft = programDraftOf(camp);
    expect(programDraftProblems(draft, sessions)).toEqual({});
    expect(programDraftProblems({ ...draft, capacity: '0', minAge: '15', cancellationCutoffHours: '1000' }, sessions)).toEqual({
      capacity: 'outOfRange',
      maxAge: 'ageOrder',
      cancellationCutoffHours: 'outOfRange',
    });
    expect(programDraftProblems({ ...draft, earlyBirdUntil: '' }, sessions)).toEqual({ earlyBirdUntil: 'pairNeeded' });
    expect(programDraftProblems({ ...draft, earlyBirdPrice: '' }, sessions)).toEqual({ earlyBirdPrice: 'pairNeeded' });
    expect(programDraftProblems({ ...draft, opensTime: '' }, sessions)).toEqual({ opensTime: 'required' });
    expect(programDraftProblems({ ...draft, closesDate: '2027-03-01' }, sessions)).toEqual({ closesDate: 'windowOrder' });
    expect(programDraftProblems({ ...draft, minAge: 'ten' }, [])).toEqual({ minAge: 'wholeNumber', sessions: 'noSessions' });
  });
});
