/**
 * The site-wide alert: GET /api/app-alert (public; empty body when none), POST (staff; 201,
 * replaces), PUT /api/app-alert/1 (staff; 404 for another id or when none), DELETE (204, then
 * empty again), field rules (severity default 'info', links only / or http(s), lengths) with no
 * row written on a 400, and 401/403 for visitors and members.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appAlert } from '../../../../server/db/schema.js';
import { countRows, databaseState } from '../../helpers/db-state.js';
import { Agent, agentFor, createTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
let admin: Agent;
let owner: Agent;
let member: Agent;
let visitor: Agent;
beforeAll(async () => {
  t = await createTestApp();
  ({ agent: admin } = await agentFor(t, ['admin']));
  ({ agent: owner } = await agentFor(t, ['owner']));
  ({ agent: member } = await agentFor(t));
  visitor = new Agent(t.app);
});
afterAll(() => t.close());

async function clear() {
  await t.database.db.delete(appAlert);
}

describe('the alert life cycle', () => {
  it('GET answers 200 with an empty body when there is no alert', async () => {
    await clear();
    const response = await visitor.get('/api/app-alert');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });

  it('POST creates it (201, severity defaults to info) and GET shows it to everyone', async () => {
    await clear();
    const response = await admin.post('/api/app-alert', { message: '  Courts 3 and 4 are closed today.  ' });
    expect(response.statusCode).toBe(201);
    // Staff read both languages (a plain message is English); everyone else the one they read.
    expect(response.json()).toEqual({
      id: 1,
      message: { en: 'Courts 3 and 4 are closed today.', fr: null },
      severity: 'info',
      linkUrl: null,
      linkText: { en: null, fr: null },
      updatedAt: expect.any(String),
    });
    const shown = await visitor.get('/api/app-alert');
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({
      id: 1,
      message: 'Courts 3 and 4 are closed today.',
      severity: 'info',
      linkUrl: null,
      linkText: null,
      updatedAt: response.json().updatedAt,
    });
  });

  it('POST again replaces it (still one alert, id 1)', async () => {
    await admin.post('/api/app-alert', { message: 'First' });
    const second = await owner.post('/api/app-alert', { message: 'Second', severity: 'warning', linkUrl: '/bookings', linkText: 'Book' });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({
      id: 1,
      message: { en: 'Second', fr: null },
      severity: 'warning',
      linkUrl: '/bookings',
      linkText: { en: 'Book', fr: null },
    });
    expect(await countRows(t, appAlert)).toBe(1);
    expect((await visitor.get('/api/app-alert')).json().message).toBe('Second');
  });

  it('PUT /api/app-alert/1 updates it and answers the alert', async () => {
    await admin.post('/api/app-alert', { message: 'Before', severity: 'error', linkUrl: 'https://example.com/x', linkText: 'More' });
    const response = await admin.put('/api/app-alert/1', { message: 'After', severity: 'success' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: 1,
      message: { en: 'After', fr: null },
      severity: 'success',
      linkUrl: null,
      linkText: { en: null, fr: null },
    });
    expect((await visitor.get('/api/app-alert')).json().message).toBe('After');
  });

  it('PUT /api/app-alert/2 → 404 and nothing changes', async () => {
    await admin.post('/api/app-alert', { message: 'Keep me' });
    const before = await databaseState(t);
    const response = await admin.put('/api/app-alert/2', { message: 'Other' });
    expect(response.statusCode).toBe(404);
    expect(await databaseState(t)).toEqual(before);
  });

  it('PUT when there is no alert → 404 and none is created', async () => {
    await clear();
    const response = await admin.put('/api/app-alert/1', { message: 'Nothing to update' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/publish one first/);
    expect(await countRows(t, appAlert)).toBe(0);
  });

  it('DELETE → 204, and GET is empty again', async () => {
    await admin.post('/api/app-alert', { message: 'Going away' });
    const response = await admin.delete('/api/app-alert/1');
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await visitor.get('/api/app-alert')).body).toBe('');
    expect(await countRows(t, appAlert)).toBe(0);
  });

  it('DELETE when there is none is still 204; DELETE /api/app-alert/2 → 404', async () => {
    await clear();
    expect((await admin.delete('/api/app-alert/1')).statusCode).toBe(204);
    await admin.post('/api/app-alert', { message: 'Stays' });
    expect((await admin.delete('/api/app-alert/2')).statusCode).toBe(404);
    expect(await countRows(t, appAlert)).toBe(1);
  });
});

describe('alert field rules: 400 with the field named and no row written', () => {
  const cases: [label: string, body: unknown, field: string][] = [
    ['a javascript: link', { message: 'Hi', linkUrl: 'javascript:alert(1)' }, 'linkUrl'],
    ['a data: link', { message: 'Hi', linkUrl: 'data:text/html,<script>alert(1)</script>' }, 'linkUrl'],
    ['a protocol-relative link', { message: 'Hi', linkUrl: '//evil.example/' }, 'linkUrl'],
    ['a link with spaces', { message: 'Hi', linkUrl: 'https://exa mple.com' }, 'linkUrl'],
    ['link text without a link', { message: 'Hi', linkText: 'Click' }, 'linkUrl'],
    ['an empty message', { message: '   ' }, 'message'],
    ['no message', {}, 'message'],
    ['a 10 000-character message', { message: 'm'.repeat(10_000) }, 'message'],
    ['a 501-character message', { message: 'm'.repeat(501) }, 'message'],
    ['a 10 000-character link', { message: 'Hi', linkUrl: `https://example.com/${'a'.repeat(10_000)}` }, 'linkUrl'],
    ['a 61-character link text', { message: 'Hi', linkUrl: '/x', linkText: 't'.repeat(61) }, 'linkText'],
    ['an unknown severity', { message: 'Hi', severity: 'critical' }, 'severity'],
    ['a number as message', { message: 42 }, 'message'],
    ['an unknown field', { message: 'Hi', html: '<b>hi</b>' }, 'html'],
    ['an id in the body', { message: 'Hi', id: 2 }, 'id'],
  ];

  it.each(cases)('POST with %s', async (_label, body, field) => {
    await clear();
    const before = await databaseState(t);
    const response = await admin.post('/api/app-alert', body as Record<string, unknown>);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty([field]);
    expect(await databaseState(t)).toEqual(before);
  });

  it.each(cases)('PUT with %s', async (_label, body, field) => {
    await admin.post('/api/app-alert', { message: 'Current' });
    const before = await databaseState(t);
    const response = await admin.put('/api/app-alert/1', body as Record<string, unknown>);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty([field]);
    expect(await databaseState(t)).toEqual(before);
  });

  it.each(['abc', '1.5'])('PUT and DELETE with the id %s → 400', async (id) => {
    expect((await admin.put(`/api/app-alert/${id}`, { message: 'Hi' })).statusCode).toBe(400);
    expect((await admin.delete(`/api/app-alert/${id}`)).statusCode).toBe(400);
  });

  it('accepts site paths and http(s) links', async () => {
    for (const linkUrl of ['/drop-in', 'http://example.com', 'HTTPS://example.com/path?q=1']) {
      expect((await admin.post('/api/app-alert', { message: 'Hi', linkUrl, linkText: 'More' })).statusCode).toBe(201);
    }
  });
});

describe('who may change the alert', () => {
  it.each([
    ['a visitor', () => visitor, 401],
    ['a member', () => member, 403],
  ])('%s gets %i on POST, PUT and DELETE, and nothing changes', async (_label, who, status) => {
    await admin.post('/api/app-alert', { message: 'Official' });
    const before = await databaseState(t);
    expect((await who().post('/api/app-alert', { message: 'Hacked' })).statusCode).toBe(status);
    expect((await who().put('/api/app-alert/1', { message: 'Hacked' })).statusCode).toBe(status);
    expect((await who().delete('/api/app-alert/1')).statusCode).toBe(status);
    expect(await databaseState(t)).toEqual(before);
    expect((await visitor.get('/api/app-alert')).json().message).toBe('Official');
  });
});
