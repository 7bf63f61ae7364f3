import { describe, expect, it } from 'vitest';
import { sessionDraftOf, sessionDraftProblems, TEMPLATE_RANGES, templateBody, templateDraftOf, templateDraftProblems } from '@machines/programs/setup-drafts';
import { templateEditorMachine } from '@machines/programs/template-editor.machine';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';
import { bounds, template } from './fixtures';

const result = { template, created: 8, updated: 0, skipped: [] };

describe('template editor model', () => {
  const input = { original: template, bounds };
  const model = createMachineTestModel(templateEditorMachine, {
    input,
    events: [
      { type: 'template.fieldChanged', field: 'endTime', value: '17:00' },
      { type: 'template.fieldChanged', field: 'endTime', value: '20:30' },
      { type: 'template.courtToggled', court: 3 },
      // The French path: a French title beside the English one; emptying the English one leaves the French.
      { type: 'template.titleChanged', language: 'fr', value: 'Jeu libre du soir' },
      { type: 'template.titleChanged', language: 'en', value: '' },
      { type: 'template.save' },
      { type: 'template.cancel' },
      { type: 'xstate.done.actor.saveTemplate', output: result },
      { type: 'xstate.error.actor.saveTemplate', error: { status: 400, message: 'Bad', fields: { memberPriceCents: 'Too much.' } } },
    ],
    filter: (s) =>
      s.context.draft.courts.length <= 3 &&
      Object.keys(s.context.fieldErrors).length <= 1 &&
      // Always a title, in one language or both (the English one emptied only once the French is there).
      (s.context.draft.title.en !== '' || s.context.draft.title.fr !== ''),
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
          // Only the times can fail here: a title in either language will do.
          editing: (s) => expect(Object.keys(s.context.problems).every((f) => f === 'endTime')).toBe(true),
          // Asked only with something to lose; the form waits behind the question as it was.
          confirmingDiscard: (s) => expect(s.context.draft).not.toEqual(templateDraftOf(template)),
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

describe('template drafts', () => {
  it('a template reads back as its form and its body', () => {
    const { id: _id, capacity: _capacity, ...body } = template;
    expect(templateBody(templateDraftOf(template))).toEqual(body);
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
