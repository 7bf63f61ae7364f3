import { describe, expect, it } from 'vitest';
import type { OwnerCoach } from '@machines/content/content-shapes';
import { coachDraftBody, coachEditorInput, partnerDraftBody, splitList, type CoachDraft } from '@machines/content/editor-drafts';
import { coachEditorMachine, partnerEditorMachine } from '@machines/content/owner-editor.machine';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';

const EMPTY_DOC = { blocks: [] };
const DRAFT: CoachDraft = {
  name: 'Ada',
  tagline: { en: '', fr: '' },
  bio: { en: EMPTY_DOC, fr: EMPTY_DOC },
  certifications: 'PCO 2',
  levels: '',
  languages: 'English, French',
  published: false,
};
const SAVED: OwnerCoach = {
  id: 1,
  name: 'Ada',
  tagline: { en: null, fr: 'Entraîneuse patiente' },
  bio: { en: null, fr: null },
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
const TAPE = { blocks: [{ type: 'paragraph', data: { text: 'Tapé à l’instant' } }] };
const readBio = async () => TYPED;
const readBioFr = async () => TAPE;
const input = { original: null, draft: DRAFT, image: null };

describe('coach editor model', () => {
  const model = createMachineTestModel(coachEditorMachine, {
    input,
    events: [
      { type: 'field.change', field: 'name', value: 'Ada Lovelace' },
      // A blank name is stopped by the form's own check.
      { type: 'field.change', field: 'name', value: ' ' },
      // The French version of a translatable field, typed and read from its own editor.
      { type: 'field.change', field: 'tagline.fr', value: 'Entraîneuse patiente' },
      { type: 'field.reader', field: 'bio.fr', read: readBioFr },
      { type: 'image.pick', file: FILE },
      { type: 'image.remove' },
      { type: 'xstate.done.actor.uploadImage', output: { id: 'u1', url: '/api/uploads/u1' } },
      { type: 'xstate.error.actor.uploadImage', error: { status: 415, message: 'Upload a JPEG, PNG or WebP image.', code: 'upload_type' } },
      { type: 'save' },
      { type: 'xstate.done.actor.readRichText', output: { 'bio.fr': TAPE } },
      { type: 'xstate.error.actor.readRichText', error: new Error('The editor is gone') },
      { type: 'xstate.done.actor.saveItem', output: SAVED },
      {
        type: 'xstate.error.actor.saveItem',
        error: { status: 400, message: 'Check the fields', code: 'invalid_field', fields: { name: 'Required', 'bio.fr': 'Too long' } },
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
            // A refusal of one language shows at its field.
            expect(Object.keys(s.context.fieldErrors).every((field) => !field.includes('.'))).toBe(true);
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
            // The French version as typed or read from its own editor; the English one untouched.
            expect(s.context.draft.bio.en).toEqual(EMPTY_DOC);
            expect(s.output).toEqual(SAVED);
          },
          cancelled: (s) => {
            expect(s.status).toBe('done');
            expect(s.output).toBeNull();
          },
          'closing.reading': (s) => expect(h.lastInput('readRichText')).toEqual({ readers: s.context.readers }),
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
    await h.reject('saveItem', { status: 400, message: 'Check', code: 'invalid_field', fields: { name: 'Too long', 'tagline.fr': 'Too long' } });
    expect(h.snapshot.value).toBe('editing');
    expect(h.snapshot.context.draft).toEqual(DRAFT);
    expect(h.snapshot.context.fieldErrors).toEqual({ name: 'Too long', tagline: 'Too long' });
    h.send({ type: 'field.change', field: 'name', value: 'Ada' });
    expect(h.snapshot.context.fieldErrors).toEqual({ tagline: 'Too long' });
    h.send({ type: 'field.change', field: 'tagline.fr', value: 'Patiente' });
    expect(h.snapshot.context.fieldErrors).toEqual({});
    expect(h.snapshot.context.draft.tagline).toEqual({ en: '', fr: 'Patiente' });
  });

  it('an uploaded logo goes with the save', async () => {
    const h = createHarness(partnerEditorMachine, {
      input: { original: null, draft: { name: 'Club', url: '', description: { en: EMPTY_DOC, fr: EMPTY_DOC }, published: true }, image: null },
    }).start();
    h.send({ type: 'image.pick', file: FILE });
    await h.resolve('uploadImage', { id: 'u9', url: '/api/uploads/u9' });
    h.send({ type: 'save' });
    expect(h.lastInput('saveItem')).toMatchObject({ image: { id: 'u9', url: '/api/uploads/u9' } });
  });

  it('a save reads the editors afresh: words typed just before Save are sent', async () => {
    const h = createHarness(coachEditorMachine, { input }).start();
    h.send({ type: 'field.reader', field: 'bio.en', read: readBio });
    h.send({ type: 'field.reader', field: 'bio.fr', read: readBioFr });
    h.send({ type: 'save' });
    expect(h.lastInput('readRichText')).toEqual({ readers: { 'bio.en': readBio, 'bio.fr': readBioFr } });
    await h.resolve('readRichText', { 'bio.en': TYPED, 'bio.fr': TAPE });
    expect(h.lastInput('saveItem')).toMatchObject({ draft: { ...DRAFT, bio: { en: TYPED, fr: TAPE } } });
  });

  it('an editor that cannot be read sends the last document it reported', async () => {
    const h = createHarness(coachEditorMachine, { input }).start();
    h.send({ type: 'field.reader', field: 'bio.en', read: readBio });
    h.send({ type: 'field.change', field: 'bio.fr', value: TAPE });
    h.send({ type: 'save' });
    await h.reject('readRichText', new Error('gone'));
    expect(h.lastInput('saveItem')).toMatchObject({ draft: { bio: { en: EMPTY_DOC, fr: TAPE } } });
  });

  it('closing a form left as it opened ends at once; a changed one asks, and Keep editing keeps it', async () => {
    const clean = createHarness(coachEditorMachine, { input }).start();
    clean.send({ type: 'cancel' });
    expect(clean.snapshot.status).toBe('done');

    const h = createHarness(coachEditorMachine, { input }).start();
    h.send({ type: 'field.change', field: 'tagline.en', value: 'Patient coach' });
    h.send({ type: 'cancel' });
    expect(h.snapshot.value).toBe('confirmingDiscard');
    h.send({ type: 'discard.keep' });
    expect(h.snapshot.context.draft.tagline).toEqual({ en: 'Patient coach', fr: '' });
    h.send({ type: 'cancel' });
    h.send({ type: 'discard.confirm' });
    expect(h.snapshot.output).toBeNull();
  });

  it('closing reads the rich text first: words typed just before Escape count as a change', async () => {
    const h = createHarness(coachEditorMachine, { input }).start();
    h.send({ type: 'field.reader', field: 'bio.fr', read: readBioFr });
    h.send({ type: 'cancel' });
    expect(h.snapshot.matches({ closing: 'reading' })).toBe(true);
    await h.resolve('readRichText', { 'bio.fr': TAPE });
    expect(h.snapshot.value).toBe('confirmingDiscard');
    expect(h.snapshot.context.draft.bio).toEqual({ en: EMPTY_DOC, fr: TAPE });
  });

  it('the same document saved again by Editor.js (a new time, version and block ids) is no change', async () => {
    const bio = { time: 1, version: '2.31.0', blocks: [{ id: 'x1', type: 'header', data: { text: 'Style', level: 2 } }] };
    const h = createHarness(coachEditorMachine, { input: { ...input, draft: { ...DRAFT, bio: { en: bio, fr: EMPTY_DOC } } } }).start();
    h.send({ type: 'field.reader', field: 'bio.en', read: readBio });
    h.send({ type: 'cancel' });
    await h.resolve('readRichText', { 'bio.en': { time: 99, version: '2.31.7', blocks: [{ id: 'y7', type: 'header', data: { level: 2, text: 'Style' } }] } });
    expect(h.snapshot.status).toBe('done');
  });

  it('a partner’s website must be https, checked before anything is sent; a cancel waits for an upload', async () => {
    const h = createHarness(partnerEditorMachine, {
      input: { original: null, draft: { name: 'Club', url: 'www.club.example', description: { en: EMPTY_DOC, fr: EMPTY_DOC }, published: true }, image: null },
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
    h.send({ type: 'field.reader', field: 'bio.en', read: readBio });
    h.send({ type: 'save' });
    expect(h.snapshot.can({ type: 'cancel' })).toBe(false);
    await h.resolve('readRichText', { 'bio.en': TYPED });
    expect(h.snapshot.can({ type: 'cancel' })).toBe(false);
    await h.resolve('saveItem', SAVED);
    expect(h.snapshot.output).toEqual(SAVED);
  });

  it('the body sends each translatable field as { en, fr }, an empty version as null', () => {
    const draft: CoachDraft = { ...DRAFT, tagline: { en: ' ', fr: ' Patiente ' }, bio: { en: TYPED, fr: EMPTY_DOC } };
    expect(coachDraftBody({ original: null, draft, image: null })).toMatchObject({ tagline: { en: null, fr: 'Patiente' }, bio: { en: TYPED, fr: null } });
    const club = partnerDraftBody({ original: null, draft: { name: 'Club', url: '', description: { en: EMPTY_DOC, fr: TAPE }, published: true }, image: null });
    expect(club.description).toEqual({ en: null, fr: TAPE });
  });

  it('an owner read opens both versions; a plain (older) value opens as the English one', () => {
    expect(coachEditorInput(SAVED).draft).toMatchObject({ tagline: { en: '', fr: 'Entraîneuse patiente' }, bio: { en: EMPTY_DOC, fr: EMPTY_DOC } });
    const older = { ...SAVED, tagline: 'Patient coach', bio: TYPED } as unknown as OwnerCoach;
    expect(coachEditorInput(older).draft).toMatchObject({ tagline: { en: 'Patient coach', fr: '' }, bio: { en: TYPED, fr: EMPTY_DOC } });
  });

  it('splitList trims and drops empty words', () => {
    expect(splitList(' English , French,, ')).toEqual(['English', 'French']);
    expect(splitList('')).toEqual([]);
  });
});
