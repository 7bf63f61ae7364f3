import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTemplate, createProgramsApp, type ProgramsTestApp } from './support.js';

// The staff's day grid names a drop-in's court blocks in the reader's language (the stored label is English).
let t: ProgramsTestApp;
beforeAll(async () => {
  t = await createProgramsApp();
});
afterAll(async () => t.close());

/** The names the day grid gives the program blocks of Tuesday 3 March 2026, read in `locale`. */
async function programBlocks(locale: string) {
  const response = await t.owner.get('/api/admin/bookings?date=2026-03-03', { headers: { 'accept-language': locale } });
  expect(response.statusCode).toBe(200);
  const { bookings } = response.json<{ bookings: { who: { kind: string; name: string } }[] }>();
  return bookings.filter((booking) => booking.who.kind === 'program').map((booking) => booking.who.name);
}

describe('the day grid names a session’s blocks in the reader’s language', () => {
  it('French staff read the French title, English staff the English, with the level', async () => {
    await addTemplate(t, { title: { en: 'Evening open play', fr: 'Jeu libre du soir' } });
    expect(await programBlocks('fr-CA')).toEqual(['Jeu libre du soir (Intermediate 3.0–3.5)', 'Jeu libre du soir (Intermediate 3.0–3.5)']);
    expect(await programBlocks('en-CA')).toEqual(['Evening open play (Intermediate 3.0–3.5)', 'Evening open play (Intermediate 3.0–3.5)']);
  });
});
