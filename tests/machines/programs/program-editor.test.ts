import { describe, expect, it } from 'vitest';
import {
  draftFieldOf,
  PROGRAM_RANGES,
  programBody,
  programDraftOf,
  programDraftProblems,
  programPatch,
  scheduledSessions,
} from '@machines/programs/program-draft';
import { programEditorMachine } from '@machines/programs/program-editor.machine';
import { HttpFailure } from '@/lib/http-client';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';
import { camp, social, tournament } from './event-fixtures';
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
      JSON.stringify(s.context.draft.title) !== JSON.stringify(initial.draft.title),
      s.context.draft.registrationEnabled !== initial.draft.registrationEnabled,
      JSON.stringify(s.context.draft.description) !== JSON.stringify(initial.draft.description),
      Object.keys(s.context.readers).length > 0,
      JSON.stringify([s.context.schedule, s.context.sessions]) !== JSON.stringify([initial.schedule, initial.sessions]),
    ].filter(Boolean).length;
  const model = createMachineTestModel(programEditorMachine, {
    input,
    events: (s) => [
      // Emptying the English title leaves none: the French path gives one, which is enough.
      { type: 'program.titleChanged', language: 'en', value: '' },
      { type: 'program.titleChanged', language: 'fr', value: 'Camp d’été junior' },
      { type: 'program.kindChanged', kind: 'clinic' },
      { type: 'program.registrationChanged', enabled: false },
      // While a save is out the editor may still report a change; the model keeps it the same there, as the body is already sent.
      s.matches('saving')
        ? { type: 'program.descriptionChanged', language: 'en', value: camp.description.en! }
        : { type: 'program.descriptionChanged', language: 'fr', value: doc },
      { type: 'program.descriptionReader', language: 'fr', read: readDoc },
      { type: 'schedule.modeChanged', mode: 'weekly' },
      { type: 'schedule.fieldChanged', field: 'endDate', value: '2027-07-08' },
      { type: 'schedule.weekdayToggled', weekday: 1 },
      { type: 'schedule.weekdaysOnlyChanged', value: true },
      { type: 'schedule.courtToggled', court: 3 },
      { type: 'schedule.dateRemoved', index: 0 },
      { type: 'xstate.done.actor.readDescription', output: { fr: doc } },
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
          'closing.reading': () => expect(h.lastInput('readDescription')).toEqual({ readers: { fr: readDoc } }),
          // "Discard your changes?" only with something to lose; the form waits behind it as it was.
          confirmingDiscard: (s) => expect(edits(s) - (Object.keys(s.context.readers).length === 0 ? 0 : 1)).toBe(1),
          cancelled: (s) => {
            expect(s.status).toBe('done');
            expect(s.output).toBeNull();
          },
        },
      });
    });
  }
});

describe('tournament editor model', () => {
  const input = { original: tournament, bounds, coaches, timeZone };
  const initial = createHarness(programEditorMachine, { input }).start().snapshot.context;
  const edits = (draft: typeof initial.draft) =>
    Math.abs(draft.divisions.length - initial.draft.divisions.length) +
    initial.draft.divisions.filter((d, i) => draft.divisions[i] && JSON.stringify(draft.divisions[i]) !== JSON.stringify(d)).length;
  const tooLow = { status: 400, message: 'Check the fields', fields: { 'divisions.0.maxEntries': 'At least the 3 entries already made.' } };
  const hasEntries = new HttpFailure('This division has entries.', 409, undefined, undefined, 'program_division_has_entries');
  const model = createMachineTestModel(programEditorMachine, {
    input,
    events: [
      { type: 'division.added' },
      { type: 'division.removed', index: 1 },
      // Division 0 has entries: never removed here (the server would answer 409).
      { type: 'division.removed', index: 0 },
      { type: 'division.fieldChanged', index: 0, field: 'maxEntries', value: '0' },
      { type: 'division.fieldChanged', index: 1, field: 'fee', value: '35' },
      { type: 'program.titleChanged', language: 'en', value: 'Spring open 2027' },
      { type: 'program.kindChanged', kind: 'camp' },
      { type: 'program.registrationChanged', enabled: false },
      { type: 'program.descriptionChanged', language: 'en', value: doc },
      { type: 'program.descriptionReader', language: 'en', read: readDoc },
      { type: 'xstate.done.actor.saveProgram', output: tournament },
      { type: 'xstate.error.actor.saveProgram', error: tooLow },
      { type: 'xstate.error.actor.saveProgram', error: hasEntries },
    ],
    // The divisions are what this model is about (the camp's model covers the rest): one change to them, then a save met by the form's check or a refusal.
    filter: (s) =>
      JSON.stringify(s.context.draft.title) === JSON.stringify(initial.draft.title) &&
      s.context.draft.registrationEnabled &&
      s.context.draft.description.en === null &&
      Object.keys(s.context.readers).length === 0 &&
      edits(s.context.draft) + (s.context.error ? 1 : 0) + (Object.keys(s.context.problems).length > 0 ? 1 : 0) <= 2,
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
            const save = h.lastInput('saveProgram') as { id: number; body: Record<string, unknown> };
            expect(save).toEqual({ timeZone, id: 45, body: programPatch(tournament, programBody(s.context.draft, s.context.sessions, true)) });
            // A tournament never sends a capacity or prices; its divisions go whole, the saved ones with their ids.
            for (const field of ['capacity', 'memberPriceCents', 'nonMemberPriceCents', 'earlyBirdPriceCents', 'earlyBirdUntil'])
              expect(save.body).not.toHaveProperty(field);
            if (save.body.divisions) {
              expect(save.body.divisions).toHaveLength(s.context.draft.divisions.length);
              expect(save.body.divisions).toContainEqual(expect.objectContaining({ id: 71, name: 'Open doubles 3.5' }));
            }
          },
          editing: (s) => {
            const { divisions } = s.context.draft;
            expect(divisions[0].id).toBe(71);
            expect(divisions.length).toBeGreaterThanOrEqual(1);
            expect(new Set(divisions.map((d) => d.key)).size).toBe(divisions.length);
            // The form's own check names a division's field (a division added has no name or fee yet); the server's 400 lands on the same one.
            for (const key of Object.keys(s.context.problems)) expect(key).toMatch(/^divisions\.\d+\.(name|maxEntries|fee)$/);
            if (Object.keys(s.context.problems).length > 0 && divisions[0].maxEntries === '0')
              expect(s.context.problems['divisions.0.maxEntries']).toBe('outOfRange');
            if (s.context.error?.status === 400) expect([{}, tooLow.fields]).toContainEqual(s.context.fieldErrors);
            if (s.context.error?.status === 409) expect(s.context.error.code).toBe('program_division_has_entries');
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
    h.send({ type: 'program.titleChanged', language: 'en', value: 'Summer camp' });
    for (const [field, value] of [
      ['memberPrice', '250'],
      ['nonMemberPrice', '300.50'],
    ] as const) {
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
        title: { en: 'Summer camp', fr: null },
        description: { en: null, fr: null },
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

  it('Escape on a form left as it opened closes it; on a changed one it asks, and Keep editing keeps every value', async () => {
    const clean = createHarness(programEditorMachine, { input: { original: camp, bounds, coaches, timeZone } }).start();
    clean.send({ type: 'program.cancel' });
    expect(clean.snapshot.status).toBe('done');

    const h = createHarness(programEditorMachine, { input: { original: null, bounds, coaches, timeZone } }).start();
    h.send({ type: 'program.titleChanged', language: 'fr', value: 'Camp d’été' });
    h.send({ type: 'program.cancel' });
    expect(h.snapshot.value).toBe('confirmingDiscard');
    expect(h.snapshot.can({ type: 'program.save' })).toBe(false);
    h.send({ type: 'discard.keep' });
    expect(h.snapshot.value).toBe('editing');
    expect(h.snapshot.context.draft.title).toEqual({ en: '', fr: 'Camp d’été' });
    h.send({ type: 'program.cancel' });
    h.send({ type: 'discard.confirm' });
    expect(h.snapshot.status).toBe('done');
    expect(h.snapshot.output).toBeNull();
  });

  it('a title in French only is enough; the body sends both versions, the English one empty', async () => {
    const h = createHarness(programEditorMachine, { input: { original: camp, bounds, coaches, timeZone } }).start();
    h.send({ type: 'program.titleChanged', language: 'en', value: ' ' });
    h.send({ type: 'program.save' });
    expect(h.snapshot.context.problems).toEqual({ title: 'required' });
    h.send({ type: 'program.titleChanged', language: 'fr', value: 'Camp d’été junior' });
    expect(h.snapshot.context.problems).toEqual({});
    h.send({ type: 'program.save' });
    expect(h.lastInput('saveProgram')).toEqual({ timeZone, id: 41, body: { title: { en: null, fr: 'Camp d’été junior' } } });
    await h.reject('saveProgram', { status: 400, message: 'Bad', fields: { 'title.fr': 'Too long.' } });
    expect(h.snapshot.context.fieldErrors).toEqual({ title: 'Too long.' });
  });

  it('a schedule typed but giving no dates yet still counts as a change', () => {
    const h = createHarness(programEditorMachine, { input: { original: null, bounds, coaches, timeZone } }).start();
    h.send({ type: 'schedule.fieldChanged', field: 'date', value: '2027-07-05' });
    expect(h.snapshot.context.sessions).toEqual([]);
    h.send({ type: 'program.cancel' });
    expect(h.snapshot.value).toBe('confirmingDiscard');
  });

  it('closing reads the description first: words typed just before Escape are not lost', async () => {
    const h = createHarness(programEditorMachine, { input: { original: camp, bounds, coaches, timeZone } }).start();
    h.send({ type: 'program.descriptionReader', language: 'fr', read: readDoc });
    h.send({ type: 'program.cancel' });
    expect(h.snapshot.matches({ closing: 'reading' })).toBe(true);
    await h.resolve('readDescription', { fr: doc });
    expect(h.snapshot.value).toBe('confirmingDiscard');
    expect(h.snapshot.context.draft.description).toEqual({ en: camp.description.en, fr: doc });
  });

  it('reads the description afresh before saving', async () => {
    const h = createHarness(programEditorMachine, { input: { original: camp, bounds, coaches, timeZone } }).start();
    h.send({ type: 'program.descriptionReader', language: 'en', read: readDoc });
    h.send({ type: 'program.descriptionReader', language: 'fr', read: readDoc });
    h.send({ type: 'program.save' });
    expect(h.snapshot.matches({ saving: 'reading' })).toBe(true);
    expect(h.lastInput('readDescription')).toEqual({ readers: { en: readDoc, fr: readDoc } });
    await h.resolve('readDescription', { en: doc, fr: doc });
    expect(h.lastInput('saveProgram')).toEqual({ timeZone, id: 41, body: { description: { en: doc, fr: doc } } });
  });

  it('a new tournament: divisions added (up to 20) and removed (down to 1), sent without a capacity or prices', async () => {
    const h = createHarness(programEditorMachine, { input: { original: null, bounds, coaches, timeZone } }).start();
    expect(h.snapshot.can({ type: 'division.added' })).toBe(false);
    h.send({ type: 'program.kindChanged', kind: 'tournament' });
    expect(h.snapshot.context.draft.divisions).toHaveLength(1);
    expect(h.snapshot.can({ type: 'division.removed', index: 0 })).toBe(false);
    for (let i = 1; i < 20; i += 1) h.send({ type: 'division.added' });
    expect(h.snapshot.context.draft.divisions).toHaveLength(20);
    expect(h.snapshot.can({ type: 'division.added' })).toBe(false);
    for (let i = 19; i >= 2; i -= 1) h.send({ type: 'division.removed', index: i });
    expect(h.snapshot.context.draft.divisions.map((d) => d.key)).toEqual(['n1', 'n2']);
    h.send({ type: 'program.titleChanged', language: 'en', value: 'Spring open' });
    h.send({ type: 'schedule.fieldChanged', field: 'date', value: '2027-05-15' });
    h.send({ type: 'schedule.courtToggled', court: 1 });
    h.send({ type: 'program.save' });
    expect(h.snapshot.value).toBe('editing');
    expect(h.snapshot.context.problems).toEqual({
      'divisions.0.name': 'required',
      'divisions.0.fee': 'money',
      'divisions.1.name': 'required',
      'divisions.1.fee': 'money',
    });
    h.send({ type: 'division.removed', index: 0 });
    expect(h.snapshot.context.problems).toEqual({ 'divisions.0.name': 'required', 'divisions.0.fee': 'money' });
    h.send({ type: 'division.fieldChanged', index: 0, field: 'name', value: 'Mixed 3.0' });
    h.send({ type: 'division.formatChanged', index: 0, format: 'mixed_doubles' });
    h.send({ type: 'division.fieldChanged', index: 0, field: 'minAge', value: '50' });
    h.send({ type: 'division.fieldChanged', index: 0, field: 'fee', value: '42,50' });
    h.send({ type: 'program.save' });
    const save = h.lastInput('saveProgram') as { id: null; body: Record<string, unknown> };
    expect(save.id).toBeNull();
    expect(save.body).toMatchObject({
      kind: 'tournament',
      title: { en: 'Spring open', fr: null },
      divisions: [{ name: 'Mixed 3.0', format: 'mixed_doubles', level: '', minAge: 50, maxEntries: 16, feeCents: 4250 }],
    });
    expect(save.body.divisions).toEqual([expect.not.objectContaining({ id: expect.anything() })]);
    for (const field of ['capacity', 'memberPriceCents', 'nonMemberPriceCents', 'earlyBirdPriceCents', 'earlyBirdUntil'])
      expect(save.body).not.toHaveProperty(field);
  });

  it('a division with entries stays; the server’s refusal of a division field shows on it, then moves with the list', async () => {
    const h = createHarness(programEditorMachine, { input: { original: tournament, bounds, coaches, timeZone } }).start();
    expect(h.snapshot.can({ type: 'division.removed', index: 0 })).toBe(false);
    h.send({ type: 'division.added' });
    h.send({ type: 'division.fieldChanged', index: 2, field: 'name', value: 'Juniors' });
    h.send({ type: 'division.fieldChanged', index: 2, field: 'fee', value: '10' });
    h.send({ type: 'program.save' });
    await h.reject('saveProgram', {
      status: 400,
      message: 'Check',
      fields: { 'divisions.2.maxEntries': 'Too many.', 'divisions.0.maxEntries': 'At least 3.' },
    });
    expect(h.snapshot.context.fieldErrors).toEqual({ 'divisions.2.maxEntries': 'Too many.', 'divisions.0.maxEntries': 'At least 3.' });
    h.send({ type: 'division.removed', index: 1 });
    expect(h.snapshot.context.fieldErrors).toEqual({ 'divisions.1.maxEntries': 'Too many.', 'divisions.0.maxEntries': 'At least 3.' });
    h.send({ type: 'division.fieldChanged', index: 0, field: 'maxEntries', value: '20' });
    expect(h.snapshot.context.fieldErrors).toEqual({ 'divisions.1.maxEntries': 'Too many.' });
    h.send({ type: 'program.save' });
    expect(h.lastInput('saveProgram')).toEqual({
      timeZone,
      id: 45,
      body: {
        divisions: [
          { id: 71, name: 'Open doubles 3.5', format: 'doubles', level: '3.5', minAge: null, maxEntries: 20, feeCents: 4000 },
          { name: 'Juniors', format: 'doubles', level: '', minAge: null, maxEntries: 16, feeCents: 1000 },
        ],
      },
    });
    await h.reject('saveProgram', new HttpFailure('Division has entries', 409, undefined, undefined, 'program_division_has_entries'));
    expect(h.snapshot.context.error).toMatchObject({ status: 409, code: 'program_division_has_entries' });
    expect(h.snapshot.context.draft.divisions).toHaveLength(2);
  });

  it('another kind never takes division events', () => {
    const h = createHarness(programEditorMachine, { input: { original: camp, bounds, coaches, timeZone } }).start();
    expect(h.snapshot.can({ type: 'division.added' })).toBe(false);
    expect(h.snapshot.can({ type: 'division.fieldChanged', index: 0, field: 'name', value: 'x' })).toBe(false);
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
    const { id: _id, cancelledAt: _c, registered: _r, registrationOpensAt: _o, registrationClosesAt: _cl, divisions: _d, ...rest } = camp;
    const sessions = camp.sessions.map(({ id: _s, ...s }) => s);
    expect(programBody(programDraftOf(camp), sessions, false)).toEqual({ ...rest, sessions });
    expect(programPatch(camp, programBody(programDraftOf(camp), sessions, true))).toEqual({});
  });

  it('a tournament reads back with its divisions (ids kept, entries left out) and without a capacity or prices', () => {
    const body = programBody(programDraftOf(tournament), scheduledSessions(tournament), true);
    expect(body.divisions).toEqual([
      { id: 71, name: 'Open doubles 3.5', format: 'doubles', level: '3.5', minAge: null, maxEntries: 16, feeCents: 4000 },
      { id: 72, name: '50+ singles', format: 'singles', level: '', minAge: 50, maxEntries: 8, feeCents: 3050 },
    ]);
    for (const field of ['capacity', 'memberPriceCents', 'nonMemberPriceCents', 'earlyBirdPriceCents', 'earlyBirdUntil'])
      expect(body).not.toHaveProperty(field);
    expect(programPatch(tournament, body)).toEqual({});
    // One division changed: the whole list goes, so the server keeps the others.
    const draft = programDraftOf(tournament);
    const changed = { ...draft, divisions: [draft.divisions[0], { ...draft.divisions[1], fee: '35' }] };
    expect(programPatch(tournament, programBody(changed, scheduledSessions(tournament), true))).toEqual({
      divisions: [expect.objectContaining({ id: 71 }), expect.objectContaining({ id: 72, feeCents: 3500 })],
    });
  });

  it('checks each division: a name, whole entries from 1 (not below those made), a fee of $0 or more, an optional age', () => {
    const draft = programDraftOf(tournament);
    const [first, second] = draft.divisions;
    const sessions = scheduledSessions(tournament);
    expect(programDraftProblems(draft, sessions)).toEqual({});
    const divisions = [
      { ...first, maxEntries: '2' },
      { ...second, name: ' ', maxEntries: '1.5', fee: '-3', minAge: 'fifty' },
    ];
    expect(programDraftProblems({ ...draft, divisions }, sessions)).toEqual({
      'divisions.0.maxEntries': 'belowEntries',
      'divisions.1.name': 'required',
      'divisions.1.maxEntries': 'wholeNumber',
      'divisions.1.fee': 'money',
      'divisions.1.minAge': 'wholeNumber',
    });
    expect(programDraftProblems({ ...draft, divisions: [{ ...second, maxEntries: '0', fee: '0' }] }, sessions)).toEqual({
      'divisions.0.maxEntries': 'outOfRange',
    });
    // A tournament's capacity and prices are not asked for; another kind's are.
    expect(programDraftProblems({ ...draft, capacity: '', memberPrice: '' }, sessions)).toEqual({});
    expect(programDraftProblems({ ...draft, kind: 'camp', memberPrice: 'x' }, sessions)).toEqual({ memberPrice: 'money' });
  });

  it('names the server’s division fields as the form does', () => {
    expect(draftFieldOf('divisions.0.maxEntries')).toBe('divisions.0.maxEntries');
    expect(draftFieldOf('divisions.2.feeCents')).toBe('divisions.2.fee');
    expect(draftFieldOf('divisions.1.id')).toBe('divisions.1');
    expect(draftFieldOf('divisions')).toBe('divisions');
  });

  it('a date the owner cancelled is neither listed nor sent back', () => {
    const withCancelled = {
      ...camp,
      sessions: [...camp.sessions, { id: 599, date: '2027-07-12', startTime: '09:00', endTime: '12:00', courts: [1], status: 'cancelled' as const }],
    };
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
    // A capacity of -1 is not a whole number, 99999 is one outside 1–500: the form says the range for both.
    expect(programDraftProblems({ ...draft, capacity: '-1' }, sessions)).toEqual({ capacity: 'wholeNumber' });
    expect(programDraftProblems({ ...draft, capacity: '99999' }, sessions)).toEqual({ capacity: 'outOfRange' });
    expect(PROGRAM_RANGES.capacity).toEqual({ min: 1, max: 500 });
  });
});
