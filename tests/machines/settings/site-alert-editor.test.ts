import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import type { Alert } from '@machines/session/alert.machine';
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

const EVENT_CASES = [
  { type: 'alertEditor.messageChanged', message: '  ' },
  { type: 'alertEditor.messageChanged', message: ' Lights out at 9 ' },
  // One character over the server's limit: refused whole, never cut.
  { type: 'alertEditor.messageChanged', message: 'x'.repeat(501) },
  { type: 'alertEditor.severityChanged', severity: 'error' },
  { type: 'alertEditor.linkUrlChanged', linkUrl: ' https://example.com/news ' },
  { type: 'alertEditor.linkTextChanged', linkText: 'News' },
  { type: 'alertEditor.currentChanged', alert: REPLACED },
  { type: 'alertEditor.currentChanged', alert: null },
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
    filter: (s) => s.context.linkText !== 'News' || s.context.linkUrl.includes('example'),
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
          editing: (s) => expect(s.can({ type: 'alertEditor.submit' })).toBe(alertMessageLength(s.context.message) <= ALERT_MESSAGE_MAX),
          confirmingDelete: (s) => {
            // Only a live alert can be deleted; the form waits for the answer.
            expect(s.context.current).not.toBeNull();
            expect(s.can({ type: 'alertEditor.submit' })).toBe(false);
          },
        },
        effects: (event, from) => {
          if (event.type === 'alertEditor.deleteConfirmed') return ['requestDelete'];
          if (event.type !== 'alertEditor.submit' || !from || !from.matches('editing')) return [];
          if (!from.context.message.trim() || from.context.message.trim().length > ALERT_MESSAGE_MAX) return [];
          return [from.context.current ? 'requestUpdate' : 'requestCreate'];
        },
        events: {
          'alertEditor.submit': (_step, from) => {
            const s = h.snapshot;
            if (!from?.context.message.trim()) {
              // What the view shows under the message field.
              expect(s.context.missingMessage).toBe(true);
              return;
            }
            if (alertMessageLength(from.context.message) > ALERT_MESSAGE_MAX) {
              // Kept whole, as typed, and not sent: the view shows how much to shorten it.
              expect(s.context.message).toBe(from.context.message);
              return;
            }
            const spy = from.context.current ? h.actions.requestUpdate : h.actions.requestCreate;
            expect(spy.mock.calls[0][1]).toEqual({ alert: alertBody(from.context) });
            expect(s.context.missingMessage).toBe(false);
          },
          'alertEditor.messageChanged': ({ event }) => {
            expect(h.snapshot.context.message).toBe(event.message);
            expect(h.snapshot.context.missingMessage).toBe(false);
          },
          'alertEditor.currentChanged': ({ event }, from) => {
            const s = h.snapshot;
            if ((event.alert?.updatedAt ?? null) === (from?.context.current?.updatedAt ?? null)) {
              expect(s.context).toEqual(from?.context);
              return;
            }
            // The form starts again from the live alert.
            expect(s.context.missingMessage).toBe(false);
            expect(s.context.message).toBe(event.alert?.message ?? '');
            expect(s.context.severity).toBe(event.alert?.severity ?? 'info');
            expect(s.context.linkUrl).toBe(event.alert?.linkUrl ?? '');
            expect(s.context.current).toEqual(event.alert);
          },
          'alertEditor.deleteRequested': (_step, from) => expect(h.snapshot.matches('confirmingDelete')).toBe(from?.context.current != null),
          'alertEditor.deleteCancelled': () => expect(h.snapshot.matches('editing')).toBe(true),
        },
      });
    });
  }
});

describe('site alert editor machine', () => {
  it('starts from the live alert, link fields as text', () => {
    const actor = createActor(siteAlertEditorMachine, { input: { alert: { ...LIVE, linkUrl: null, linkText: null } } }).start();
    expect(actor.getSnapshot().context).toMatchObject({ message: LIVE.message, severity: 'warning', linkUrl: '', linkText: '', missingMessage: false });
  });

  it('a blank message is refused with the message the view shows, and nothing is sent', () => {
    const h = createHarness(siteAlertEditorMachine, { input: { alert: null }, spy: SPIED }).start();
    h.send({ type: 'alertEditor.messageChanged', message: '   ' });
    h.send({ type: 'alertEditor.submit' });
    expect(h.snapshot.context.missingMessage).toBe(true);
    expect(ALERT_MESSAGE_REQUIRED).toBe('admin.siteAlert.messageRequired');
    expect(h.actions.requestCreate).not.toHaveBeenCalled();
  });

  it('a message over 500 characters is kept whole and not sent; 500 exactly (spaces around not counted) is sent', () => {
    const h = createHarness(siteAlertEditorMachine, { input: { alert: null }, spy: SPIED }).start();
    h.send({ type: 'alertEditor.messageChanged', message: 'a'.repeat(501) });
    h.send({ type: 'alertEditor.submit' });
    expect(h.snapshot.context.message).toHaveLength(501);
    expect(h.actions.requestCreate).not.toHaveBeenCalled();
    h.send({ type: 'alertEditor.messageChanged', message: ` ${'a'.repeat(500)} ` });
    h.send({ type: 'alertEditor.submit' });
    expect(h.actions.requestCreate).toHaveBeenCalledTimes(1);
  });

  it('sends the trimmed body, blank links as null', () => {
    const h = createHarness(siteAlertEditorMachine, { input: { alert: null }, spy: SPIED }).start();
    h.send({ type: 'alertEditor.messageChanged', message: '  Open late  ' });
    h.send({ type: 'alertEditor.linkTextChanged', linkText: '   ' });
    h.send({ type: 'alertEditor.submit' });
    expect(h.actions.requestCreate.mock.calls[0][1]).toEqual({ alert: { message: 'Open late', severity: 'info', linkUrl: null, linkText: null } });
  });

  it('a missing-message mark goes when the message is edited or a new live alert restarts the form', () => {
    const h = createHarness(siteAlertEditorMachine, { input: { alert: null }, spy: SPIED }).start();
    h.send({ type: 'alertEditor.submit' });
    h.send({ type: 'alertEditor.messageChanged', message: 'x' });
    expect(h.snapshot.context.missingMessage).toBe(false);
    h.send({ type: 'alertEditor.messageChanged', message: '' });
    h.send({ type: 'alertEditor.submit' });
    h.send({ type: 'alertEditor.currentChanged', alert: REPLACED });
    expect(h.snapshot.context.missingMessage).toBe(false);
    expect(h.snapshot.context.message).toBe(REPLACED.message);
  });

  it('leaves the delete confirmation when the alert is gone meanwhile', () => {
    const h = createHarness(siteAlertEditorMachine, { input: { alert: LIVE }, spy: SPIED }).start();
    h.send({ type: 'alertEditor.deleteRequested' });
    h.send({ type: 'alertEditor.currentChanged', alert: null });
    expect(h.snapshot.value).toBe('editing');
    h.send({ type: 'alertEditor.deleteConfirmed' });
    expect(h.actions.requestDelete).not.toHaveBeenCalled();
  });

  it('follows the live alert through the watchAlert actor the app provides', () => {
    let report: ((alert: Alert | null) => void) | undefined;
    const watchAlert = fromCallback(({ sendBack }) => {
      report = (alert) => sendBack({ type: 'alertEditor.currentChanged', alert });
    });
    const actor = createActor(siteAlertEditorMachine.provide({ actors: { watchAlert } }), { input: { alert: LIVE } }).start();
    actor.send({ type: 'alertEditor.messageChanged', message: 'draft' });
    report!(null);
    expect(actor.getSnapshot().context).toMatchObject({ current: null, message: '', severity: 'info', linkUrl: '', linkText: '' });
  });
});
