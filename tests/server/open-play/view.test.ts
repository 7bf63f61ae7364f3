import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentFor } from '../helpers/test-app.js';
import { addPlayer, createOpenPlayApp, openPlayDay, viewOf, type OpenPlayTestApp } from './support.js';

let t: OpenPlayTestApp;
beforeAll(async () => {
  t = await createOpenPlayApp();
});
afterAll(async () => t.close());

describe('reading a live session', () => {
  it('shows staff and players the courts, free before anyone checks in', async () => {
    const sessionId = await openPlayDay(t);
    const ana = await addPlayer(t, sessionId, 'Ana');
    const staffView = await viewOf(t.owner, sessionId);
    expect(staffView).toMatchObject({ sessionId, rule: 'first_in_line', format: 'doubles', version: 0, line: [], mine: [], canUndo: false });
    expect(staffView.courts.map((court) => [court.court, court.state])).toEqual([
      [1, 'free'],
      [2, 'free'],
    ]);
    expect((await viewOf(ana.agent, sessionId)).mine).toEqual([]);
  });

  it('refuses a member without a place (403), a visitor (401), and a session not run as open play (404)', async () => {
    const sessionId = await openPlayDay(t);
    const { agent: stranger } = await agentFor(t);
    expect((await stranger.get(`/api/open-play/sessions/${sessionId}`)).json()).toMatchObject({ statusCode: 403, code: 'open_play_not_a_player' });
    const { agent: visitor } = await agentFor(t, 'anonymous');
    expect((await visitor.get(`/api/open-play/sessions/${sessionId}`)).statusCode).toBe(401);
    const plain = await openPlayDay(t, null);
    expect((await t.owner.get(`/api/open-play/sessions/${plain}`)).json()).toMatchObject({ statusCode: 404, code: 'open_play_session_not_found' });
    expect((await t.owner.get(`/api/open-play/sessions/999999`)).json()).toMatchObject({ statusCode: 404, code: 'open_play_session_not_found' });
  });
});
