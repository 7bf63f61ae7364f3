import type { APIRequestContext, Page } from 'playwright-core';
import { expect } from 'vitest';

// Open play's end-to-end setup through the API (issue 29): a caller with its own cookies (a request
// context, or a browser context's `request`, which shares the page's), the venue moved to the zone
// where it is about noon, a one-off open play session starting in a few minutes on two new courts,
// and twelve new members with a place in it.

/** The CSRF cookie's value (armed by any GET first), sent back as `x-xsrf-token`. */
async function xsrfOf(http: APIRequestContext): Promise<string> {
  const find = async () => (await http.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  const token = (await find()) ?? (await http.get('/api/company-settings'), await find());
  if (!token) throw new Error('no XSRF-TOKEN cookie');
  return token;
}

export async function apiGet<T>(http: APIRequestContext, path: string): Promise<T> {
  const response = await http.get(path);
  expect(response.status(), `GET ${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

/** A write with the caller's cookies and CSRF token; fails the test on anything but 2xx. */
export async function apiSend<T>(http: APIRequestContext, method: 'POST' | 'PATCH', path: string, data: unknown = {}): Promise<T> {
  const response = await http.fetch(path, { method, data, headers: { 'x-xsrf-token': await xsrfOf(http) } });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as T;
}

export const logInApi = (http: APIRequestContext, email: string, password: string) => apiSend(http, 'POST', '/api/auth/login', { email, password });

/** The `Etc/GMT` zone whose time is nearest 12:00 now (Etc/GMT-3 is UTC+3), so a session of two hours fits the day at any hour. */
function zoneNearNoon(now = new Date()): string {
  const offset = Math.max(-12, Math.min(14, Math.round(12 - (now.getUTCHours() + now.getUTCMinutes() / 60))));
  return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

/** The venue's date, weekday and minute of the day in a zone. */
function wallClockIn(zone: string, at: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'long',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, weekday: parts.weekday.toLowerCase(), minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export interface Player {
  userId: number;
  email: string;
  password: string;
  /** As the roster writes it. */
  fullName: string;
  /** As the board writes it: "Avery R.". */
  name: string;
  registrationId: number;
}

const FIRST_NAMES = ['Avery', 'Blair', 'Cora', 'Dario', 'Elena', 'Farid', 'Greta', 'Hugo', 'Ines', 'Jonah', 'Kiri', 'Luca'];
const LAST_NAME = 'Rally';
const OPEN_PLAY = { rule: 'first_in_line', format: 'doubles', winnersStay: 0, bands: ['2.5-3.0', '3.5', '4.0+'] } as const;

async function signUp(baseUrl: string, firstName: string) {
  const email = `${firstName.toLowerCase()}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'a-long-password-1';
  const first = await fetch(`${baseUrl}/api/company-settings`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')![1];
  const response = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf, cookie: `XSRF-TOKEN=${xsrf}` },
    body: JSON.stringify({
      email,
      password,
      firstName,
      lastName: LAST_NAME,
      gender: 'prefer-not-to-say',
      postalCode: 'K1A 0B1',
      birthday: '1990-02-02',
      phoneNumber: '613-555-0142',
    }),
  });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: number };
  return { userId: id, email, password, fullName: `${firstName} ${LAST_NAME}`, name: `${firstName} ${LAST_NAME[0]}.` };
}

/**
 * As the owner (`owner`, logged in): the venue's zone set where it is about noon (its hours widened
 * if they do not cover the session), two courts added so that both are surely free, a one-off open
 * play session of a demo drop-in starting within 10 minutes for two hours, and twelve new members
 * registered at the desk (paid there).
 */
export async function openPlaySession(baseUrl: string, owner: APIRequestContext) {
  const timeZone = zoneNearNoon();
  const settings = await apiGet<Record<string, number | string>>(owner, '/api/company-settings');
  const numberOfCourts = Number(settings.numberOfCourts) + 2;
  const courts = [numberOfCourts - 1, numberOfCourts];
  const now = wallClockIn(timeZone, new Date());
  // 2 to 6 minutes from now, on a 5-minute mark: not yet begun when it is made, its QR check-in window (30 min before) open.
  const start = Math.ceil((now.minutes + 2) / 5) * 5;
  const end = start + 120;
  const patch: Record<string, number | string> = { timeZone, numberOfCourts };
  if (Number(settings[`${now.weekday}OpeningTimeInMins`]) > start || Number(settings[`${now.weekday}ClosingTimeInMins`]) < end) {
    patch[`${now.weekday}OpeningTimeInMins`] = 0;
    patch[`${now.weekday}ClosingTimeInMins`] = 1440;
  }
  await apiSend(owner, 'PATCH', '/api/company-settings', patch);
  const { items } = await apiGet<{ items: { id: number; archivedAt?: string | null }[] }>(owner, '/api/owner/drop-in/templates');
  const session = await apiSend<{ id: number }>(owner, 'POST', '/api/owner/program-sessions', {
    programId: items[0].id,
    date: now.date,
    startTime: hhmm(start),
    endTime: hhmm(end),
    courts,
    capacity: 16,
    openPlay: OPEN_PLAY,
  });
  const players: Player[] = [];
  for (const firstName of FIRST_NAMES) {
    const account = await signUp(baseUrl, firstName);
    const { registrationId } = await apiSend<{ registrationId: number }>(owner, 'POST', `/api/staff/programs/sessions/${session.id}/registrations`, {
      kind: 'member',
      userId: account.userId,
      paymentMethod: 'cash',
    });
    players.push({ ...account, registrationId });
  }
  return { sessionId: session.id, courts, players, timeZone };
}

export interface LiveView {
  courts: { court: number; state: string; game: { id: number; players: { registrationId: number; name: string }[] } | null }[];
  line: { registrationId: number; name: string; position: number }[];
  upNext: { players: { name: string }[] }[];
  gamesPlayed: Record<string, number>;
  endedAt: string | null;
}

/** The names on a court of the board, in the order shown. */
export const boardCourtText = (board: Page, court: number) => board.locator(`li[aria-labelledby="board-court-${court}"]`).innerText();

/** The board's line: each entry's text ("1 Avery R. 2.5-3.0"), in order. */
export const boardLine = (board: Page) => board.locator('section[aria-labelledby="board-line"] ol > li').allInnerTexts();
