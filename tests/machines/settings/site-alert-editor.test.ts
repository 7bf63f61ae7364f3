import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import type { Alert, EditableAlert } from '@machines/session/alert.machine';
import type { ContentLanguage } from '@machines/shared/localized';
import { ALERT_MESSAGE_MAX, ALERT_MESSAGE_REQUIRED, alertBody, alertMessageLength, siteAlertEditorMachine } from '@machines/settings/site-alert-editor.machine';
import { createHarness, createMachineTestModel, describePath, reachableStateIds, runPath, transitionCoverage, visitedStateIds } from '../support/test-model';

const LIVE: Alert = {
  id: 1,
  message: 'Courts 3 and 4 closed today',
  severity: 'warning',
  linkUrl: '/drop-in',
  linkText: 'Drop-in',
  updatedAt: '2025-01-01T10:00:00Z',
};
const REPLACED: Alert = { id: 1, message: 'League night Friday', severity: 'info', linkUrl: null, linkText: null, updatedAt: '2025-01-02T10:00:00Z' };
/** Staff's read of the live alert: both languages (the link text in French only). */
const LIVE_VERSIONS: EditableAlert = {
  ...LIVE,
  linkUrl: '/drop-in',
  message: { en: 'Courts 3 and 4 closed today', fr: 'Terrains 3 et 4 fermés aujourd’hui' },
  linkText: { en: null, fr: 'Jeu libre' },
};
const REPLACED_VERSIONS: EditableAlert = { ...REPLACED, linkUrl: null, message: { en: 'League night Friday', fr: null }, linkText: { en: null, fr: null } };
const versionsOf = (alert: Alert | null) => (alert?.updatedAt === REPLACED.updatedAt ? REPLACED_VERSIONS : LIVE_VERSIONS);

const EVENT_CASES = (s: { context: { current: Alert | null } }) => [
  { type: 'alertEditor.messageChanged', language: 'en', message: '  ' },
  { type: 'alertEditor.messageChanged', language: 'en', message: ' Lights out at 9 ' },
  // The French path: a French message alone is enough.
  { type: 'alertEditor.messageChanged', language: 'fr', message: ' Lumières éteintes à 21 h ' },
  { type: 'alertEditor.messageChanged', language: 'fr', message: '' },
  // One character over the server's limit: refused whole, never cut.
  { type: 'alertEditor.messageChanged', language: 'fr', message: 'x'.repeat(501) },
  { type: 'alertEditor.severityChanged', severity: 'error' },
  { type: 'alertEditor.linkUrlChanged', linkUrl: ' https://example.com/news ' },
  { type: 'alertEditor.linkTextChanged', language: 'fr', linkText: 'Nouvelles' },
  { type: 'alertEditor.currentChanged', alert: REPLACED },
  { type: 'alertEditor.currentChanged', alert: null },
  { type: 'xstate.done.actor.loadVersions', output: versionsOf(s.context.current) },
  { type: 'xstate.error.actor.loadVersions', error: { status: 503, message: 'Try later' } },
];
const SPIED = ['requestCreate', 'requestUpdate', 'requestDelete'];

describe.each([
  ['no live alert', null],
  ['a live alert', LIVE],
])('site alert editor model, starting with %s', (_, alert) => {
  const input = { alert };
  const model = createMachineTestModel(siteAlertEditorMachine, {
    input,
    events: EVENT_CASES,
    // The draft's text fields take one change each; enough to show every rule.
    filter: (s) => s.context.linkText.fr !== 'Nouvelles' || s.context.linkUrl.includes('example'),
  });
  const paths = model.getShortestPaths();

  it('paths reach every state and take every transition', () => {
    const visited = visitedStateIds(paths);
    for (const id of reachableStateIds(siteAlertEditorMachine)) expect(visited).toContain(id);
    expect(transitionCoverage(model, paths).missing).toEqual([]);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const h = createHarness(siteAlertEditorMachine, { input, spy: SPIED });
      await runPath(path, h, {
        states: {
          // A message over the limit cannot be submitted (the view says how much to shorten it).
          editing: (s) =>
            expect(s.can({ type: 'alertEditor.submit' })).toBe(
              alertMessageLength(s.context.message.en) <= ALERT_MESSAGE_MAX && alertMessageLength(s.context.message.fr) <= ALERT_MESSAGE_MAX,
            ),
          // A live alert is read in both languages before the form can be sent.
          loading: (s) => {
            expect(s.context.current).not.toBeNull();
            expect(s.hasTag('busy')).toBe(true);
            expect(s.can({ type: 'alertEditor.submit' })).toBe(false);
          },
          confirmingDelete: (s) => {
            // Only a live alert can be deleted; the form waits for the answer.
            expect(s.context.current).not.toBeNull();
            expect(s.can({ type: 'alertEditor.submit' })).toBe(false);
          },
        },
        effects: (event, from) => {
          if (event.type === 'alertEditor.deleteConfirmed') return ['requestDelete'];
          if (event.type !== 'alertEditor.submit' || !from || !from.matches('editing')) return [];
          const { en, fr } = from.context.message;
          if ((!en.trim() && !fr.trim()) || en.trim().length > ALERT_MESSAGE_MAX || fr.trim().length > ALERT_MESSAGE_MAX) return [];
          return [from.context.current ? 'requestUpdate' : 'requestCreate'];
        },
        events: {
          'alertEditor.submit': (_step, from) => {
            const s = h.snapshot;
            if (!from?.matches('editing')) return;
            if (!from.context.message.en.trim() && !from.context.message.fr.trim()) {
              // What the view shows under the message field.
              expect(s.context.missingMessage).toBe(true);
              return;
            }
            if (Math.max(alertMessageLength(from.context.message.en), alertMessageLength(from.context.message.fr)) > ALERT_MESSAGE_MAX) {
              // Kept whole, as typed, and not sent: the view shows how much to shorten it.
              expect(s.context.message).toEqual(from.context.message);
              return;
            }
            const spy = from.context.current ? h.actions.requestUpdate : h.actions.requestCreate;
            expect(spy.mock.calls[0][1]).toEqual({ alert: alertBody(from.context) });
            expect(s.context.missingMessage).toBe(false);
          },
          'alertEditor.messageChanged': ({ event }) => {
            const { language, message } = event as unknown as { language: ContentLanguage; message: string };
            expect(h.snapshot.context.message[language]).toBe(message);
            expect(h.snapshot.context.missingMessage).toBe(false);
          },
          'xstate.done.actor.loadVersions': ({ event }) => {
            // The form holds both languages of the live alert.
            expect(h.snapshot.context.message).toEqual({ en: event.output.message.en ?? '', fr: event.output.message.fr ?? '' });
            expect(h.snapshot.context.linkText).toEqual({ en: event.output.linkText.en ?? '', fr: event.output.linkText.fr ?? '' });
          },
          // Unread versions: the banner's text is kept to edit, as the English one.
          'xstate.error.actor.loadVersions': (_step, from) => expect(h.snapshot.context.message).toEqual({ en: from?.context.current?.message ?? '', fr: '' }),
          'alertEditor.currentChanged': ({ event }, from) => {
            const s = h.snapshot;
            if ((event.alert?.updatedAt ?? null) === (from?.context.current?.updatedAt ?? null)) {
              expect(s.context).toEqual(from?.context);
              return;
            }
            // The form starts again from the live alert: its versions are read again (none: an empty form).
            expect(s.context.missingMessage).toBe(false);
            expect(s.context.message).toEqual({ en: '', fr: '' });
            expect(s.matches('loading')).toBe(event.alert !== null);
            expect(s.context.current).toEqual(event.alert);
          },
          'alertEditor.deleteRequested': (_step, from) => expect(h.snapshot.matches('confirmingDelete')).toBe(from?.context.current != null),
          'alertEditor.deleteCancelled': () => expect(h.snapshot.matches('editing')).toBe(true),
        },
      });
    });
  }
});

const loaded = (alert: Alert | null, versions: EditableAlert | null = alert ? versionsOf(alert) : null) =>
  siteAlertEditorMachine.provide({
    actors: {
      loadVersions: fromPromise<EditableAlert>(async () => {
        if (!versions) throw new Error('no alert');
        return versions;
      }),
    },
  });

describe('site alert editor machine', () => {
  it('reads the live alert in both languages, link fields as text', async () => {
    const h = createHarness(siteAlertEditorMachine, { input: { alert: LIVE } }).start();
    expect(h.snapshot.value).toBe('loading');
    await h.resolve('loadVersions', { ...LIVE_VERSIONS, linkUrl: null, linkText: { en: null, fr: null } });
    expect(h.snapshot.context).toMatchObject({
      message: { en: LIVE.message, fr: 'Terrains 3 et 4 fermés aujourd’hui' },
      severity: 'warning',
      linkUrl: '',
      linkText: { en: '', fr: '' },
      missingMessage: false,
    });
  });

  it('when the versions cannot be read, the banner’s text is there to edit as the English one', async () => {
    const h = createHarness(siteAlertEditorMachine, { input: { alert: LIVE } }).start();
    await h.reject('loadVersions', { status: 503, message: 'Try later' });
    expect(h.snapshot.value).toBe('editing');
    expect(h.snapshot.context).toMatchObject({ message: { en: LIVE.message, fr: '' }, linkUrl: '/drop-in', linkText: { en: 'Drop-in', fr: '' } });
  });

  it('a blank message in both languages is refused with the message the view shows, and nothing is sent', () => {
    const h = createHarness(siteAlertEditorMachine, { input: { alert: null }, spy: SPIED }).start();
    h.send({ type: 'alertEditor.messageChanged', language: 'en', message: '   ' });
    h.send({ type: 'alertEditor.messageChanged', language: 'fr', message: ' ' });
    h.send({ type: 'alertEditor.submit' });
    expect(h.snapshot.context.missingMessage).toBe(true);
    expect(ALERT_MESSAGE_REQUIRED).toBe('admin.siteAlert.messageRequired');
    expect(h.actions.requestCreate).not.toHaveBeenCalled();
  });

  it('a message over 500 characters in either language is kept whole and not sent; 500 exactly (spaces around not counted) is sent', () => {
    const h = createHarness(siteAlertEditorMachine, { input: { alert: null }, spy: SPIED }).start();
    h.send({ type: 'alertEditor.messageChanged', language: 'en', message: 'Open late' });
    h.send({ type: 'alertEditor.messageChanged', language: 'fr', message: 'a'.repeat(501) });
    h.send({ type: 'alertEditor.submit' });
    expect(h.snapshot.context.message.fr).toHaveLength(501);
    expect(h.actions.requestCreate).not.toHaveBeenCalled();
    h.send({ type: 'alertEditor.messageChanged', language: 'fr', message: ` ${'a'.repeat(500)} ` });
    h.send({ type: 'alertEditor.submit' });
    expect(h.actions.requestCreate).toHaveBeenCalledTimes(1);
  });

  it('sends each text as { en, fr }, trimmed, a blank version and a blank link as null', () => {
    const h = createHarness(siteAlertEditorMachine, { input: { alert: null }, spy: SPIED }).start();
    h.send({ type: 'alertEditor.messageChanged', language: 'fr', message: '  Ouvert tard  ' });
    h.send({ type: 'alertEditor.linkTextChanged', language: 'en', linkText: '   ' });
    h.send({ type: 'alertEditor.submit' });
    expect(h.actions.requestCreate.mock.calls[0][1]).toEqual({
      alert: { message: { en: null, fr: 'Ouvert tard' }, severity: 'info', linkUrl: null, linkText: { en: null, fr: null } },
    });
    expect(alertBody({ message: { en: ' Open ', fr: '' }, severity: 'info', linkUrl: ' /events ', linkText: { en: '', fr: 'Détails' } })).toEqual({
      message: { en: 'Open', fr: null },
      severity: 'info',
      linkUrl: '/events',
      linkText: { en: null, fr: 'Détails' },
    });
  });

  it('a missing-message mark goes when the message is edited or a new live alert restarts the form', async () => {
    const actor = createActor(loaded(null), { input: { alert: null } }).start();
    actor.send({ type: 'alertEditor.submit' });
    actor.send({ type: 'alertEditor.messageChanged', language: 'fr', message: 'x' });
    expect(actor.getSnapshot().context.missingMessage).toBe(false);
    actor.send({ type: 'alertEditor.messageChanged', language: 'fr', message: '' });
    actor.send({ type: 'alertEditor.submit' });
    expect(actor.getSnapshot().context.missingMessage).toBe(true);
    actor.send({ type: 'alertEditor.currentChanged', alert: REPLACED });
    expect(actor.getSnapshot().context.missingMessage).toBe(false);
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.message).toEqual({ en: REPLACED.message, fr: '' });
  });

  it('leaves the delete confirmation when the alert is gone meanwhile', async () => {
    const h = createHarness(siteAlertEditorMachine, { input: { alert: LIVE }, spy: SPIED }).start();
    await h.resolve('loadVersions', LIVE_VERSIONS);
    h.send({ type: 'alertEditor.deleteRequested' });
    h.send({ type: 'alertEditor.currentChanged', alert: null });
    expect(h.snapshot.value).toBe('editing');
    h.send({ type: 'alertEditor.deleteConfirmed' });
    expect(h.actions.requestDelete).not.toHaveBeenCalled();
  });

  it('follows the live alert through the watchAlert actor the app provides', async () => {
    let report: ((alert: Alert | null) => void) | undefined;
    const watchAlert = fromCallback(({ sendBack }) => {
      report = (alert) => sendBack({ type: 'alertEditor.currentChanged', alert });
    });
    const actor = createActor(loaded(LIVE).provide({ actors: { watchAlert } }), { input: { alert: LIVE } }).start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'alertEditor.messageChanged', language: 'en', message: 'draft' });
    report!(null);
    expect(actor.getSnapshot().context).toMatchObject({
      current: null,
      message: { en: '', fr: '' },
      severity: 'info',
      linkUrl: '',
      linkText: { en: '', fr: '' },
    });
  });
});
