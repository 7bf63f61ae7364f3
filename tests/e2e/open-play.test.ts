import { request, type APIRequestContext, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeViolations, seriousAxeViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { fr, frPattern, frenchTimeSlips, overflowAt375, visibleEnglish } from './support/french';
import { apiGet, apiSend, boardCourtText, boardLine, logInApi, openPlaySession, type LiveView, type Player } from './support/open-play';
import { startServer, type RunningServer } from './support/server';

// Issue 29 end to end in Chromium, on a server of its own (the test moves the venue's time zone and
// adds courts, which the other files must not see): a one-off open play session starting now on two
// courts; twelve players check in (two with the venue's QR code, four on the roster, six by the
// desk's API), two courts fill; the board on its own page; a player on a 375 px phone taps Game
// over and the board shows the next game within a second; staff move a player and end the session;
// the player sees their games played; the board in French.
let server: RunningServer;
let browser: Browser;
let owner: APIRequestContext;
const opened: BrowserContext[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  owner = await request.newContext({ baseURL: server.url });
  await logInApi(owner, 'owner@example.com', 'demo-pass-2026');
});
afterAll(async () => {
  for (const context of opened) await context.close().catch(() => undefined);
  await owner?.dispose();
  await browser?.close();
  await server?.stop();
});

/** A browser context, logged in through the API when a player is given (its `request` shares the page's cookies). */
async function open(options: { who?: Pick<Player, 'email' | 'password'>; width?: number; locale?: string } = {}): Promise<Page> {
  const { who, width = 1280, locale = 'en-CA' } = options;
  const context = await browser.newContext({ baseURL: server.url, viewport: { width, height: width < 600 ? 812 : 900 }, locale });
  opened.push(context);
  if (who) await logInApi(context.request, who.email, who.password);
  return context.newPage();
}

async function expectAxeClean(page: Page, label: string) {
  const violations = await seriousAxeViolations(page);
  expect(violations, `${label}: ${describeViolations(violations)}`).toEqual([]);
}

describe('open play in Chromium', () => {
  it('check-in by QR and at the desk → two courts fill → Game over on a phone reaches the board → staff move and end → games played', async () => {
    const started = Date.now();
    const { sessionId, courts, players } = await openPlaySession(server.url, owner);
    const view = () => apiGet<LiveView>(owner, `/api/open-play/sessions/${sessionId}`);
    const [ana, ben] = players;

    // Two players check in with the venue's QR code, the first on a 375 px phone.
    const phone = await open({ who: ana, width: 375 });
    const laptop = await open({ who: ben });
    for (const page of [phone, laptop]) {
      const { url } = await apiSend<{ url: string }>(owner, 'POST', `/api/staff/open-play/sessions/${sessionId}/check-in-code`);
      await page.goto(url);
      await page.getByRole('button', { name: 'Check in', exact: true }).click();
      await page.getByText('You are checked in and in the line.').waitFor();
    }
    // The phone shows the live panel at once: Ana is first in line.
    await phone.getByText('You are 1st in line').waitFor();

    // Staff check four in on the roster, the way the desk does.
    const desk = await open({ who: { email: 'owner@example.com', password: 'demo-pass-2026' } });
    await desk.goto(`/admin/bookings-overview/sessions/${sessionId}`);
    for (const player of players.slice(2, 6)) {
      const attendance = desk.getByRole('group', { name: `Attendance of ${player.fullName}` });
      await attendance.getByRole('button', { name: 'Checked in' }).click();
      await expect.poll(() => attendance.getByRole('button', { name: 'Checked in' }).getAttribute('aria-pressed')).toBe('true');
    }
    // The other six by the attendance call.
    for (const player of players.slice(6)) {
      await apiSend(owner, 'POST', `/api/staff/programs/registrations/${player.registrationId}/attendance`, { status: 'checked_in' });
    }

    // Two courts fill in check-in order (8 playing), 4 wait in line.
    const filled = await view();
    expect(filled.courts.map((court) => court.state)).toEqual(['playing', 'playing']);
    const [first, second] = filled.courts.map((court) => court.game!.players.map((p) => p.registrationId).sort((a, b) => a - b));
    expect(first).toEqual(players.slice(0, 4).map((p) => p.registrationId));
    expect(second).toEqual(players.slice(4, 8).map((p) => p.registrationId));
    expect(filled.line.map((entry) => entry.name)).toEqual(players.slice(8).map((p) => p.name));

    // The board on its own page, no login: both courts by name, the line; clean under axe.
    const { url: boardUrl } = await apiSend<{ url: string }>(owner, 'POST', `/api/staff/open-play/sessions/${sessionId}/board`);
    const board = await open();
    await board.goto(boardUrl);
    for (const court of courts) await board.getByRole('heading', { level: 3, name: new RegExp(`^Court ${court}\\b`) }).waitFor();
    await expect.poll(() => boardLine(board)).toEqual(players.slice(8).map((p, index) => `${index + 1}\n${p.name}\n2.5-3.0`));
    expect(await boardCourtText(board, courts[0])).toContain(ana.name);
    await expectAxeClean(board, 'court board');

    // Ana, on her phone's Account: "You're up: court N", then Game over.
    const anaCourt = filled.courts.find((court) => court.game!.players.some((p) => p.registrationId === ana.registrationId))!;
    const nextFour = filled.upNext[0].players.map((p) => p.name);
    await phone.goto('/account');
    const panel = phone.getByRole('region', { name: 'Open play' }).first();
    const up = panel.getByText(`You’re up: court ${anaCourt.court}`);
    await up.waitFor();
    expect(await up.getAttribute('aria-live'), 'announced to screen readers').toBe('assertive');
    await expectAxeClean(phone, 'player panel');
    expect(await overflowAt375(phone), 'player panel at 375 px').toEqual([]);
    await panel.getByRole('button', { name: 'Game over' }).click();
    const dialog = phone.getByRole('dialog', { name: `Game over on court ${anaCourt.court}` });
    await dialog.waitFor();
    await expectAxeClean(phone, 'Game over dialog');
    const clicked = Date.now();
    await dialog.getByRole('button', { name: 'Send' }).click();
    await board.waitForFunction(
      ({ court, names }) => {
        const text = document.querySelector<HTMLElement>(`li[aria-labelledby="board-court-${court}"]`)?.innerText ?? '';
        return names.every((name) => text.includes(name));
      },
      { court: anaCourt.court, names: nextFour },
      { timeout: 1_000, polling: 'raf' },
    );
    const latency = Date.now() - clicked;
    console.log(`open play e2e: Game over → board in ${latency} ms`);
    expect(latency).toBeLessThanOrEqual(1_000);
    await phone.getByText('Game over sent: the court is given to the next game.').waitFor();
    expect(await boardCourtText(board, anaCourt.court)).not.toContain(ana.name);

    // Staff on the console (the roster's Open play tab) move a player up the line; console and board follow.
    await desk.getByRole('tab', { name: 'Open play' }).click();
    const line = desk.getByRole('table', { name: 'The line' });
    await line.waitFor();
    const lineNames = async () => (await line.getByRole('row').allInnerTexts()).slice(1).map((row) => row.split(/\t|\n/)[1]);
    const before = (await view()).line.map((entry) => entry.name);
    expect(await lineNames()).toEqual(before);
    await desk.getByRole('button', { name: `Move ${before[1]} up` }).click();
    const after = [before[1], before[0], ...before.slice(2)];
    await expect.poll(lineNames).toEqual(after);
    await expect.poll(async () => (await boardLine(board)).map((entry) => entry.split('\n')[1])).toEqual(after);
    await expectAxeClean(desk, 'desk console');

    // Staff end the other court's game from the console (asked first): the line goes on, the board follows.
    const otherCourt = courts.find((court) => court !== anaCourt.court)!;
    await desk.getByRole('button', { name: `Game over on court ${otherCourt}` }).click();
    const ask = desk.getByRole('dialog', { name: `Game over on court ${otherCourt}?` });
    await ask.waitFor();
    await expectAxeClean(desk, 'staff Game over dialog');
    await ask.getByRole('button', { name: 'Game over' }).click();
    await desk.getByText('Game over: the court is given to the next game.').waitFor();
    expect(after).toHaveLength(4);
    await expect
      .poll(async () => {
        const text = await boardCourtText(board, otherCourt);
        return after.filter((name) => text.includes(name));
      })
      .toEqual(after);

    // The board in French (a fr-CA screen): French first, English under it in its own lang.
    const boardFr = await open({ locale: 'fr-CA' });
    await boardFr.goto(boardUrl);
    await boardFr.getByRole('heading', { level: 2, name: new RegExp(`^${fr('openPlay.board.courts')}`) }).waitFor();
    for (const court of courts) {
      await boardFr.getByRole('heading', { level: 3, name: new RegExp(`^${fr('openPlay.common.court').replace('{court}', String(court))}\\b`) }).waitFor();
    }
    for (const id of ['openPlay.board.upNext', 'openPlay.board.line', 'openPlay.board.checkIn'] as const) {
      await boardFr.getByText(frPattern(id)).first().waitFor();
    }
    expect(await boardFr.evaluate(() => document.documentElement.lang)).toBe('fr-CA');
    expect(await visibleEnglish(boardFr), 'English on the French board').toEqual([]);
    expect(await frenchTimeSlips(boardFr), 'French times on the board').toEqual([]);
    await expectAxeClean(boardFr, 'court board in French');

    // Staff end the session; Ana sees her games on Account.
    await desk.getByRole('button', { name: 'End session' }).click();
    await desk.getByRole('dialog', { name: 'End the session?' }).getByRole('button', { name: 'End session' }).click();
    await desk.getByText('Session ended.').waitFor();
    expect((await view()).endedAt).not.toBeNull();
    await board.getByText('This session has ended. Thanks for playing!').waitFor();
    await phone.goto('/account');
    await phone.getByText('You played 2 games', { exact: true }).waitFor();
    console.log(`open play e2e: the whole flow in ${Math.round((Date.now() - started) / 1000)} s`);
  }, 240_000);
});
