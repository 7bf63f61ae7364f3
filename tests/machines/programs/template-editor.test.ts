import { describe, expect, it } from 'vitest';
import { sessionDraftOf, sessionDraftProblems, TEMPLATE_RANGES, templateBody, templateDraftOf, templateDraftProblems } from '@machines/programs/setup-drafts';
import { openPlayDraftOf } from '@machines/programs/open-play-draft';
import type { OpenPlaySetup } from '@machines/programs/program-shapes';
import { templateEditorMachine } from '@machines/programs/template-editor.machine';
import { formSnapshot } from '@machines/shared';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';
import { bounds, template } from './fixtures';

const result = { template, created: 8, updated: 0, skipped: [] };
const BY_BAND: OpenPlaySetup = { rule: 'by_band', format: 'doubles', winnersStay: 1, bands: ['2.5-3.0', '3.5', '4.0+'] };
const openPlayTemplate = { ...template, openPlay: BY_BAND };

/** The open play section after each single edit the model makes (it makes one at a time). */
const opened = openPlayDraftOf(BY_BAND);
const ONE_EDIT = new Set(
  [
    opened,
    { ...opened, enabled: false },
    { ...opened, rule: 'first_in_line', format: 'singles', winnersStay: 2 },
    { ...opened, bands: ['2.5-3.0', '3.5', '3.5'] },
    { ...opened, bands: [...opened.bands, ''] },
    { ...opened, bands: ['3.5', '4.0+'] },
  ].map(formSnapshot),
);

describe('template editor model', () => {
  // A template run as open play: its section can be switched off, changed, and its bands edited.
  const input = { original: openPlayTemplate, bounds };
  const model = createMachineTestModel(templateEditorMachine, {
    input,
    events: [
      { type: 'template.fieldChanged', field: 'endTime', value: '17:00' },
      { type: 'template.fieldChanged', field: 'endTime', value: '20:30' },
      { type: 'template.courtToggled', court: 3 },
      // The French path: a French title beside the English one; emptying the English one leaves the French.
      { type: 'template.titleChanged', language: 'fr', value: 'Jeu libre du soir' },
      { type: 'template.titleChanged', language: 'en', value: '' },
      { type: 'openPlay.changed', change: { enabled: false } },
      { type: 'openPlay.changed', change: { rule: 'first_in_line', format: 'singles', winnersStay: 2 } },
      // A band named twice: the form's own check stops the save.
      { type: 'openPlay.bandChanged', index: 2, value: '3.5' },
      { type: 'openPlay.bandAdded' },
      { type: 'openPlay.bandRemoved', index: 0 },
      { type: 'template.save' },
      { type: 'template.cancel' },
      { type: 'xstate.done.actor.saveTemplate', output: result },
      { type: 'xstate.error.actor.saveTemplate', error: { status: 400, message: 'Bad', fields: { memberPriceCents: 'Too much.' } } },
    ],
    filter: (s) =>
      s.context.draft.courts.length <= 3 &&
      Object.keys(s.context.fieldErrors).length <= 1 &&
      // Always a title, in one language or both (the English one emptied only once the French is there).
      (s.context.draft.title.en !== '' || s.context.draft.title.fr !== '') &&
      // One open play edit at a time, on a form otherwise as it opened (the other fields have their paths above).
      ONE_EDIT.has(formSnapshot(s.context.draft.openPlay)) &&
      (formSnapshot(s.context.draft.openPlay) === formSnapshot(opened) ||
        formSnapshot({ ...s.context.draft, openPlay: opened }) === formSnapshot(templateDraftOf(openPlayTemplate))),
  });
  const paths = model.getShortestPaths();

  it('paths reach every state and take every transition', () => {
    const visited = visitedStateIds(paths);
    for (const id of reachableStateIds(templateEditorMachine)) expect(visited).toContain(id);
    expect(transitionCoverage(model, paths).missing).toEqual([]);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const h = createHarness(templateEditorMachine, { input });
      await runPath(path, h, {
        states: {
          saving: (s) => {
            expect(s.hasTag('busy')).toBe(true);
            expect(h.lastInput('saveTemplate')).toEqual({ id: 7, body: templateBody(s.context.draft) });
          },
          // Only the times, a band named twice or one added and left empty can fail here (a title in either
          // language will do), and each message shown is one the draft still has.
          editing: (s) => {
            expect(['endTime', 'openPlay.bands', 'openPlay.bands.3']).toEqual(expect.arrayContaining(Object.keys(s.context.problems)));
            expect(templateDraftProblems(s.context.draft, bounds)).toMatchObject(s.context.problems);
          },
          // Asked only with something to lose; the form waits behind the question as it was.
          confirmingDiscard: (s) => expect(s.context.draft).not.toEqual(templateDraftOf(openPlayTemplate)),
          cancelled: (s) => expect(s.output).toBeNull(),
        },
      });
    });
  }
});

describe('template editor', () => {
  it('closes at once when nothing changed; asks before throwing changes away, and keeping them keeps the draft', () => {
    const clean = createHarness(templateEditorMachine, { input: { original: template, bounds } }).start();
    clean.send({ type: 'template.cancel' });
    expect(clean.snapshot.status).toBe('done');

    const h = createHarness(templateEditorMachine, { input: { original: template, bounds } }).start();
    h.send({ type: 'template.titleChanged', language: 'en', value: 'Late open play' });
    h.send({ type: 'template.cancel' });
    expect(h.snapshot.value).toBe('confirmingDiscard');
    expect(h.snapshot.can({ type: 'template.save' })).toBe(false);
    h.send({ type: 'discard.keep' });
    expect(h.snapshot.value).toBe('editing');
    expect(h.snapshot.context.draft.title).toEqual({ en: 'Late open play', fr: '' });
    h.send({ type: 'template.cancel' });
    h.send({ type: 'discard.confirm' });
    expect(h.snapshot.status).toBe('done');
    expect(h.snapshot.output).toBeNull();
  });
});

describe('the open play section', () => {
  it('starts off on a new template with the usual bands; switched on, it sends them; off again, it sends null', async () => {
    const h = createHarness(templateEditorMachine, { input: { original: null, bounds } }).start();
    expect(h.snapshot.context.draft.openPlay).toEqual({
      enabled: false,
      rule: 'first_in_line',
      format: 'doubles',
      winnersStay: 0,
      bands: ['2.5-3.0', '3.5', '4.0+'],
    });
    h.send({ type: 'template.titleChanged', language: 'en', value: 'Open play' });
    h.send({ type: 'template.fieldChanged', field: 'memberPrice', value: '8' });
    h.send({ type: 'template.fieldChanged', field: 'nonMemberPrice', value: '12' });
    h.send({ type: 'template.courtToggled', court: 1 });
    h.send({ type: 'openPlay.changed', change: { enabled: true, rule: 'by_band' } });
    h.send({ type: 'openPlay.bandChanged', index: 0, value: ' 3.0 ' });
    h.send({ type: 'template.save' });
    expect(h.lastInput('saveTemplate')).toMatchObject({
      body: { openPlay: { rule: 'by_band', format: 'doubles', winnersStay: 0, bands: ['3.0', '3.5', '4.0+'] } },
    });
    await h.reject('saveTemplate', { status: 500, message: 'Down' });
    h.send({ type: 'openPlay.changed', change: { enabled: false } });
    h.send({ type: 'template.save' });
    expect(h.lastInput('saveTemplate')).toMatchObject({ body: { openPlay: null } });
  });

  it('keeps one to eight bands: no adding a ninth, no removing the last', () => {
    const h = createHarness(templateEditorMachine, { input: { original: openPlayTemplate, bounds } }).start();
    for (let i = 0; i < 5; i += 1) h.send({ type: 'openPlay.bandAdded' });
    expect(h.snapshot.context.draft.openPlay.bands).toHaveLength(8);
    expect(h.snapshot.can({ type: 'openPlay.bandAdded' })).toBe(false);
    for (let i = 0; i < 7; i += 1) h.send({ type: 'openPlay.bandRemoved', index: 0 });
    expect(h.snapshot.context.draft.openPlay.bands).toEqual(['']);
    expect(h.snapshot.can({ type: 'openPlay.bandRemoved', index: 0 })).toBe(false);
    h.send({ type: 'template.save' });
    expect(h.snapshot.context.problems).toEqual({ 'openPlay.bands.0': 'required' });
    // Any edit of the section clears its messages (a removed band shifts the others).
    h.send({ type: 'openPlay.bandChanged', index: 0, value: 'Intermediate+' });
    expect(h.snapshot.context.problems).toEqual({});
    h.send({ type: 'template.save' });
    expect(h.snapshot.context.problems).toEqual({ 'openPlay.bands.0': 'bandTooLong' });
  });

  it('shows the server’s refusal at the band it names', async () => {
    const h = createHarness(templateEditorMachine, { input: { original: openPlayTemplate, bounds } }).start();
    h.send({ type: 'openPlay.bandChanged', index: 1, value: '3.5+' });
    h.send({ type: 'template.save' });
    await h.reject('saveTemplate', { status: 400, message: 'Bad', fields: { 'openPlay.bands.1': 'Use at most 12 characters.' } });
    expect(h.snapshot.context.fieldErrors).toEqual({ 'openPlay.bands.1': 'Use at most 12 characters.' });
    h.send({ type: 'openPlay.changed', change: { winnersStay: 2 } });
    expect(h.snapshot.context.fieldErrors).toEqual({});
  });
});

describe('template drafts', () => {
  it('a template reads back as its form and its body, with or without open play', () => {
    for (const original of [template, openPlayTemplate]) {
      const { id: _id, capacity: _capacity, ...body } = original;
      expect(templateBody(templateDraftOf(original))).toEqual(body);
    }
  });

  it('checks hours, closed days, courts and money before sending', () => {
    const draft = { ...templateDraftOf(null), title: { en: 'Morning', fr: '' }, memberPrice: '8', nonMemberPrice: '12.5' };
    expect(templateDraftProblems({ ...draft, courts: [1] }, bounds)).toEqual({});
    expect(templateDraftProblems({ ...draft, courts: [] }, bounds)).toEqual({ courts: 'noCourts' });
    expect(templateDraftProblems({ ...draft, courts: [5] }, bounds)).toEqual({ courts: 'tooManyCourts' });
    expect(templateDraftProblems({ ...draft, courts: [1], weekday: '0' }, bounds)).toEqual({ startTime: 'closedDay' });
    expect(templateDraftProblems({ ...draft, courts: [1], startTime: '06:00' }, bounds)).toEqual({ startTime: 'outsideHours' });
    expect(templateDraftProblems({ ...draft, courts: [1], memberPrice: '-1' }, bounds)).toEqual({ memberPrice: 'money' });
    expect(templateBody({ ...draft, courts: [1] }).nonMemberPriceCents).toBe(1250);
  });

  it('checks every number against the server’s range, so the form can say it (not just "a whole number")', () => {
    const draft = { ...templateDraftOf(null), title: { en: 'Morning', fr: '' }, memberPrice: '8', nonMemberPrice: '12.5', courts: [1] };
    expect(TEMPLATE_RANGES).toEqual({
      playersPerCourt: { min: 1, max: 12 },
      opensDaysBefore: { min: 0, max: 60 },
      cancellationCutoffHours: { min: 0, max: 168 },
    });
    expect(templateDraftProblems({ ...draft, playersPerCourt: '0', opensDaysBefore: '99', cancellationCutoffHours: '-1' }, bounds)).toEqual({
      playersPerCourt: 'outOfRange',
      opensDaysBefore: 'outOfRange',
      cancellationCutoffHours: 'wholeNumber',
    });
    expect(templateDraftProblems({ ...draft, playersPerCourt: '12', opensDaysBefore: '60', cancellationCutoffHours: '168' }, bounds)).toEqual({});
    const session = { ...sessionDraftOf(null, 7), date: '2026-12-01', courts: [1] };
    expect(sessionDraftProblems('oneOff', { ...session, capacity: '-1' }, bounds, '2026-11-24', null)).toEqual({ capacity: 'wholeNumber' });
    expect(sessionDraftProblems('oneOff', { ...session, capacity: '601' }, bounds, '2026-11-24', null)).toEqual({ capacity: 'outOfRange' });
    expect(sessionDraftProblems('oneOff', { ...session, capacity: '' }, bounds, '2026-11-24', null)).toEqual({});
  });

  it('a refused save shows the server’s messages at the draft’s fields', async () => {
    const h = createHarness(templateEditorMachine, { input: { original: null, bounds } }).start();
    h.send({ type: 'template.save' });
    expect(h.snapshot.value).toBe('editing');
    expect(h.snapshot.context.problems.title).toBe('required');
    h.send({ type: 'template.titleChanged', language: 'fr', value: 'Matin' });
    expect(h.snapshot.context.problems.title).toBeUndefined();
    h.send({ type: 'template.fieldChanged', field: 'memberPrice', value: '8' });
    h.send({ type: 'template.fieldChanged', field: 'nonMemberPrice', value: '12' });
    h.send({ type: 'template.courtToggled', court: 2 });
    h.send({ type: 'template.save' });
    await h.reject('saveTemplate', { status: 400, message: 'Bad', fields: { memberPriceCents: 'Too much.' } });
    expect(h.snapshot.context.fieldErrors).toEqual({ memberPrice: 'Too much.' });
    // A title in French only goes as { en: null, fr }.
    expect(h.lastInput('saveTemplate')).toMatchObject({ id: null, body: { title: { en: null, fr: 'Matin' } } });
    h.send({ type: 'template.save' });
    await h.reject('saveTemplate', { status: 400, message: 'Bad', fields: { 'title.fr': 'Too long.' } });
    expect(h.snapshot.context.fieldErrors).toEqual({ title: 'Too long.' });
  });
});
