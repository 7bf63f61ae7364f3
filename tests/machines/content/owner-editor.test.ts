import { describe, expect, it } from 'vitest';
import type { OwnerCoach } from '@machines/content/content-shapes';
import { splitList, type CoachDraft } from '@machines/content/editor-drafts';
import { coachEditorMachine, partnerEditorMachine } from '@machines/content/owner-editor.machine';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';

const DRAFT: CoachDraft = {
  name: 'Ada',
  tagline: '',
  bio: { blocks: [] },
  certifications: 'PCO 2',
  levels: '',
  languages: 'English, French',
  published: false,
};
const SAVED: OwnerCoach = {
  id: 1,
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
const TYPED = { blocks: [{ type: 'paragraph', data: { text: 'Typed just now' } }] };
const readBio = async () => TYPED;
const input = { original: null, draft: DRAFT, image: null };

describe('coach editor model', () => {
  const model = createMachineTestModel(coachEditorMachine, {
    input,
    events: [
      { type: 'field.change', field: 'name', value: 'Ada Lovelace' },
      // A blank name is stopped by the form's own check.
      { type: 'field.change', field: 'name', value: ' ' },
      { type: 'field.reader', field: 'bio', read: readBio },
      { type: 'image.pick', file: FILE },
      { type: 'image.remove' },
      { type: 'xstate.done.actor.uploadImage', output: { id: 'u1', url: '/api/uploads/u1' } },
      { type: 'xstate.error.actor.uploadImage', error: { status: 415, message: 'Upload a JPEG, PNG or WebP image.', code: 'upload_type' } },
      { type: 'save' },
      { type: 'xstate.done.actor.readRichText', output: { bio: TYPED } },
      { type: 'xstate.error.actor.readRichText', error: new Error('The editor is gone') },
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
          editing: (s) => {
            if (s.context.draft.name.trim() === '' && Object.keys(s.context.problems).length > 0) expect(s.context.problems).toEqual({ name: 'required' });
          },
          'saving.reading': (s) => {
            expect(s.context.error).toBeNull();
            expect(s.context.fieldErrors).toEqual({});
            expect(h.lastInput('readRichText')).toEqual({ readers: s.context.readers });
          },
          'saving.sending': (s) => {
            expect(s.hasTag('busy')).toBe(true);
            expect(h.lastInput('saveItem')).toMatchObject({ original: null, draft: { languages: 'English, French' } });
            expect(h.lastInput('saveItem')).toEqual({ original: null, draft: s.context.draft, image: s.context.image });
          },
          saved: (s) => {
            expect(s.status).toBe('done');
            expect(s.output).toEqual(SAVED);
          },
          cancelled: (s) => {
            expect(s.status).toBe('done');
            expect(s.output).toBeNull();
          },
          'closing.reading': () => expect(h.lastInput('readRichText')).toEqual({ readers: { bio: readBio } }),
          // Asked only with something to lose; the form waits behind the question as it was.
          confirmingDiscard: (s) => expect({ draft: s.context.draft, image: s.context.image }).not.toEqual({ draft: DRAFT, image: null }),
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

  it('a save reads the editors afresh: words typed just before Save are sent', async () => {
    const h = createHarness(coachEditorMachine, { input }).start();
    h.send({ type: 'field.reader', field: 'bio', read: readBio });
    h.send({ type: 'save' });
    expect(h.lastInput('readRichText')).toEqual({ readers: { bio: readBio } });
    await h.resolve('readRichText', { bio: TYPED });
    expect(h.lastInput('saveItem')).toMatchObject({ draft: { ...DRAFT, bio: TYPED } });
  });

  it('an editor that cannot be read sends the last document it reported', async () => {
    const h = createHarness(coachEditorMachine, { input }).start();
    h.send({ type: 'field.reader', field: 'bio', read: readBio });
    h.send({ type: 'field.change', field: 'bio', value: TYPED });
    h.send({ type: 'save' });
    await h.reject('readRichText', new Error('gone'));
    expect(h.lastInput('saveItem')).toMatchObject({ draft: { bio: TYPED } });
  });

  it('closing a form left as it opened ends at once; a changed one asks, and Keep editing keeps it', async () => {
    const clean = createHarness(coachEditorMachine, { input }).start();
    clean.send({ type: 'cancel' });
    expect(clean.snapshot.status).toBe('done');

    const h = createHarness(coachEditorMachine, { input }).start();
    h.send({ type: 'field.change', field: 'tagline', value: 'Patient coach' });
    h.send({ type: 'cancel' });
    expect(h.snapshot.value).toBe('confirmingDiscard');
    h.send({ type: 'discard.keep' });
    expect(h.snapshot.context.draft.tagline).toBe('Patient coach');
    h.send({ type: 'cancel' });
    h.send({ type: 'discard.confirm' });
    expect(h.snapshot.output).toBeNull();
  });

  it('closing reads the rich text first: words typed just before Escape count as a change', async () => {
    const h = createHarness(coachEditorMachine, { input }).start();
    h.send({ type: 'field.reader', field: 'bio', read: readBio });
    h.send({ type: 'cancel' });
    expect(h.snapshot.matches({ closing: 'reading' })).toBe(true);
    await h.resolve('readRichText', { bio: TYPED });
    expect(h.snapshot.value).toBe('confirmingDiscard');
    expect(h.snapshot.context.draft.bio).toEqual(TYPED);
  });

  it('the same document saved again by Editor.js (a new time, version and block ids) is no change', async () => {
    const bio = { time: 1, version: '2.31.0', blocks: [{ id: 'x1', type: 'header', data: { text: 'Style', level: 2 } }] };
    const h = createHarness(coachEditorMachine, { input: { ...input, draft: { ...DRAFT, bio } } }).start();
    h.send({ type: 'field.reader', field: 'bio', read: readBio });
    h.send({ type: 'cancel' });
    await h.resolve('readRichText', { bio: { time: 99, version: '2.31.7', blocks: [{ id: 'y7', type: 'header', data: { level: 2, text: 'Style' } }] } });
    expect(h.snapshot.status).toBe('done');
  });

  it('a partner’s website must be https, checked before anything is sent; a cancel waits for an upload', async () => {
    const h = createHarness(partnerEditorMachine, {
      input: { original: null, draft: { name: 'Club', url: 'www.club.example', description: { blocks: [] }, published: true }, image: null },
    }).start();
    h.send({ type: 'save' });
    expect(h.snapshot.value).toBe('editing');
    expect(h.snapshot.context.problems).toEqual({ url: 'httpsOnly' });
    expect(h.calls.saveItem).toBeUndefined();
    h.send({ type: 'field.change', field: 'url', value: 'https://www.club.example' });
    expect(h.snapshot.context.problems).toEqual({});
    h.send({ type: 'image.pick', file: FILE });
    expect(h.snapshot.can({ type: 'cancel' })).toBe(false);
    await h.resolve('uploadImage', { id: 'u9', url: '/api/uploads/u9' });
    h.send({ type: 'save' });
    expect(h.lastInput('saveItem')).toMatchObject({ draft: { url: 'https://www.club.example' } });
  });

  it('a cancel is refused while a save is out', async () => {
    const h = createHarness(coachEditorMachine, { input }).start();
    h.send({ type: 'field.reader', field: 'bio', read: readBio });
    h.send({ type: 'save' });
    expect(h.snapshot.can({ type: 'cancel' })).toBe(false);
    await h.resolve('readRichText', { bio: TYPED });
    expect(h.snapshot.can({ type: 'cancel' })).toBe(false);
    await h.resolve('saveItem', SAVED);
    expect(h.snapshot.output).toEqual(SAVED);
  });

  it('splitList trims and drops empty words', () => {
    expect(splitList(' English , French,, ')).toEqual(['English', 'French']);
    expect(splitList('')).toEqual([]);
  });
});
