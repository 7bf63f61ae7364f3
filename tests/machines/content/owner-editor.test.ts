import { describe, expect, it } from 'vitest';
import type { OwnerCoach } from '@machines/content/content-shapes';
import { coachEditorMachine, partnerEditorMachine, splitList, type CoachDraft } from '@machines/content/owner-editor.machine';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';

const DRAFT: CoachDraft = { name: 'Ada', tagline: '', bio: { blocks: [] }, certifications: 'PCO 2', levels: '', languages: 'English, French', published: false };
const SAVED: OwnerCoach = {
  id: 'c1',
  name: 'Ada',
  tagline: '',
  bio: { blocks: [] },
  photoUrl: '/api/uploads/u1',
  photoUploadId: 'u1',
  certifications: ['PCO 2'],
  levels: [],
  languages: ['English', 'French'],
  order: 0,
  published: false,
};
const FILE = new File(['png'], 'ada.png', { type: 'image/png' });
const input = { original: null, draft: DRAFT, image: null };

describe('coach editor model', () => {
  const model = createMachineTestModel(coachEditorMachine, {
    input,
    events: [
      { type: 'field.change', field: 'name', value: 'Ada Lovelace' },
      { type: 'image.pick', file: FILE },
      { type: 'image.remove' },
      { type: 'xstate.done.actor.uploadImage', output: { id: 'u1', url: '/api/uploads/u1' } },
      { type: 'xstate.error.actor.uploadImage', error: { status: 415, message: 'Upload a JPEG, PNG or WebP image.', code: 'upload_type' } },
      { type: 'save' },
      { type: 'xstate.done.actor.saveItem', output: SAVED },
      {
        type: 'xstate.error.actor.saveItem',
        error: { status: 400, message: 'Check the fields', code: 'invalid_field', fields: { name: 'Required' } },
      },
    ],
  });
  const paths = model.getShortestPaths();

  it('paths reach every state and take every transition', () => {
    const visited = visitedStateIds(paths);
    for (const id of reachableStateIds(coachEditorMachine)) expect(visited).toContain(id);
    expect(transitionCoverage(model, paths).missing).toEqual([]);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const h = createHarness(coachEditorMachine, { input });
      await runPath(path, h, {
        states: {
          uploading: (s) => {
            expect(s.hasTag('busy')).toBe(true);
            expect(h.lastInput('uploadImage')).toEqual({ file: FILE });
          },
          saving: (s) => {
            expect(s.context.error).toBeNull();
            expect(s.context.fieldErrors).toEqual({});
            expect(h.lastInput('saveItem')).toMatchObject({ original: null, draft: { languages: 'English, French' } });
          },
          saved: (s) => {
            expect(s.status).toBe('done');
            expect(s.output).toEqual(SAVED);
          },
        },
      });
    });
  }
});

describe('editor machine', () => {
  it('a refusal shows its field errors, keeps the draft, and a change clears that field', async () => {
    const h = createHarness(coachEditorMachine, { input }).start();
    h.send({ type: 'save' });
    await h.reject('saveItem', { status: 400, message: 'Check', code: 'invalid_field', fields: { name: 'Too long', tagline: 'Too long' } });
    expect(h.snapshot.value).toBe('editing');
    expect(h.snapshot.context.draft).toEqual(DRAFT);
    expect(h.snapshot.context.fieldErrors).toEqual({ name: 'Too long', tagline: 'Too long' });
    h.send({ type: 'field.change', field: 'name', value: 'Ada' });
    expect(h.snapshot.context.fieldErrors).toEqual({ tagline: 'Too long' });
  });

  it('an uploaded logo goes with the save', async () => {
    const h = createHarness(partnerEditorMachine, {
      input: { original: null, draft: { name: 'Club', url: '', description: { blocks: [] }, published: true }, image: null },
    }).start();
    h.send({ type: 'image.pick', file: FILE });
    await h.resolve('uploadImage', { id: 'u9', url: '/api/uploads/u9' });
    h.send({ type: 'save' });
    expect(h.lastInput('saveItem')).toMatchObject({ image: { id: 'u9', url: '/api/uploads/u9' } });
  });

  it('splitList trims and drops empty words', () => {
    expect(splitList(' English , French,, ')).toEqual(['English', 'French']);
    expect(splitList('')).toEqual([]);
  });
});
