/**
 * Issue 29, open play's setup: a drop-in template and a one-off session take `openPlay` (the rule,
 * the format, how long winners stay, the level bands), each refusal with a field code; the owner's
 * template list and every session view (the sessions list, the one-off's answer, the roster) answer
 * the effective setup (the session's own, else its template's; null when not open play).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { programs } from '../../../server/db/schema.js';
import { staffAgent } from '../booking/support.js';
import { addTemplate, createProgramsApp, resetPrograms, sessionRow, sessionsBetween, TUESDAY_TEMPLATE, type ProgramsTestApp } from './support.js';

const BY_BAND = { rule: 'by_band', format: 'doubles', winnersStay: 2, bands: ['2.5-3.0', '3.5', '4.0+'] };
const FIRST_IN_LINE = { rule: 'first_in_line', format: 'singles', winnersStay: 0, bands: ['All'] };

let t: ProgramsTestApp;
beforeAll(async () => {
  t = await createProgramsApp();
});
afterAll(async () => t.close());
beforeEach(async () => resetPrograms(t));

type Refusal = { code: string; fields: Record<string, string>; fieldCodes: Record<string, { code: string; params?: Record<string, unknown> }> };

describe('a drop-in template run as open play', () => {
  it('keeps the setup, answers it on the template, and every session of it follows', async () => {
    const { template } = await addTemplate(t, { openPlay: BY_BAND });
    expect(template).toMatchObject({ openPlay: BY_BAND });
    const listed = await t.owner.get('/api/owner/drop-in/templates');
    expect(listed.json<{ items: { openPlay: unknown }[] }>().items[0].openPlay).toEqual(BY_BAND);
    expect((await t.owner.get(`/api/owner/drop-in/templates/${template.id}`)).json()).toMatchObject({ openPlay: BY_BAND });
    const sessions = await sessionsBetween(t.owner, '2026-03-02', '2026-04-30');
    expect(sessions).toHaveLength(8);
    for (const session of sessions) expect(session).toMatchObject({ openPlay: BY_BAND });
    // The template holds it; its dates carry none of their own.
    expect((await sessionRow(t, sessions[0].id)).openPlay).toBeNull();
  });

  it('trims the band names', async () => {
    const { template } = await addTemplate(t, { openPlay: { ...BY_BAND, bands: [' 3.0 ', '4.0+'] } });
    expect(template).toMatchObject({ openPlay: { bands: ['3.0', '4.0+'] } });
  });

  it('a plain drop-in answers null, and so does a template written without the field', async () => {
    const { template } = await addTemplate(t);
    expect(template).toMatchObject({ openPlay: null });
    const [session] = await sessionsBetween(t.owner, '2026-03-03', '2026-03-03');
    expect(session).toMatchObject({ openPlay: null });
  });

  it('a change sets, keeps (field left out) or ends (null) open play, and the sessions follow at once', async () => {
    const { template } = await addTemplate(t);
    const change = async (body: Record<string, unknown>) => {
      const response = await t.owner.patch(`/api/owner/drop-in/templates/${template.id}`, { ...TUESDAY_TEMPLATE, ...body });
      expect(response.statusCode, response.body).toBe(200);
      const [session] = await sessionsBetween(t.owner, '2026-03-03', '2026-03-03');
      return { template: response.json<{ template: { openPlay: unknown } }>().template.openPlay, session: session.openPlay };
    };
    expect(await change({ openPlay: FIRST_IN_LINE })).toEqual({ template: FIRST_IN_LINE, session: FIRST_IN_LINE });
    expect(await change({ level: 'All levels' })).toEqual({ template: FIRST_IN_LINE, session: FIRST_IN_LINE });
    expect(await change({ openPlay: null })).toEqual({ template: null, session: null });
  });

  it('refuses a setup it cannot run, naming the field with its code, and writes nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...BY_BAND, rule: 'random' }, 'openPlay.rule', 'open_play_rule'],
      [{ ...BY_BAND, format: 'triples' }, 'openPlay.format', 'open_play_format'],
      [{ ...BY_BAND, winnersStay: 3 }, 'openPlay.winnersStay', 'winners_stay'],
      [{ ...BY_BAND, winnersStay: '1' }, 'openPlay.winnersStay', 'winners_stay'],
      [{ ...BY_BAND, bands: [] }, 'openPlay.bands', 'bands_count'],
      [{ ...BY_BAND, bands: ['1', '2', '3', '4', '5', '6', '7', '8', '9'] }, 'openPlay.bands', 'bands_count'],
      [{ ...BY_BAND, bands: ['3.5', '4.0+', ' 3.5'] }, 'openPlay.bands', 'band_names_once'],
      [{ ...BY_BAND, bands: ['Intermediate plus'] }, 'openPlay.bands.0', 'too_long'],
      [{ ...BY_BAND, bands: ['3.5', '  '] }, 'openPlay.bands.1', 'required'],
      [{ rule: 'by_band', format: 'doubles', winnersStay: 0 }, 'openPlay.bands', 'bands_count'],
      [{ ...BY_BAND, courts: 2 }, 'openPlay.courts', 'not_accepted'],
    ];
    for (const [openPlay, field, code] of cases) {
      const response = await t.owner.post('/api/owner/drop-in/templates', { ...TUESDAY_TEMPLATE, openPlay });
      expect(response.statusCode, JSON.stringify(openPlay)).toBe(400);
      const body = response.json<Refusal>();
      expect(Object.keys(body.fields), JSON.stringify(openPlay)).toContain(field);
      expect(body.fieldCodes[field].code, JSON.stringify(openPlay)).toBe(code);
    }
    expect(await t.database.db.$count(programs)).toBe(0);
  });

  it('words the refusal in French for a French reader', async () => {
    const response = await t.owner.post(
      '/api/owner/drop-in/templates',
      { ...TUESDAY_TEMPLATE, openPlay: { ...BY_BAND, bands: ['3.5', '3.5'] } },
      { headers: { 'accept-language': 'fr-CA' } },
    );
    expect(response.json<Refusal>().fields['openPlay.bands']).toBe('Donnez à chaque groupe de niveau son propre nom.');
  });
});

describe('a one-off session run as open play', () => {
  const oneOff = (programId: number, body: Record<string, unknown> = {}) =>
    t.owner.post('/api/owner/program-sessions', { programId, date: '2026-03-07', startTime: '10:00', endTime: '12:00', courts: [3], ...body });

  it('keeps its own setup over its template’s, and the roster shows it', async () => {
    const { template } = await addTemplate(t, { openPlay: BY_BAND });
    const added = await oneOff(template.id, { openPlay: FIRST_IN_LINE });
    expect(added.statusCode, added.body).toBe(201);
    const session = added.json<{ id: number; openPlay: unknown }>();
    expect(session.openPlay).toEqual(FIRST_IN_LINE);
    expect((await sessionRow(t, session.id)).openPlay).toEqual(FIRST_IN_LINE);
    const [listed] = await sessionsBetween(t.owner, '2026-03-07', '2026-03-07');
    expect(listed).toMatchObject({ id: session.id, openPlay: FIRST_IN_LINE });
    const { agent: admin } = await staffAgent(t, 'admin');
    const roster = await admin.get(`/api/staff/programs/sessions/${session.id}/roster`);
    expect(roster.json<{ session: { openPlay: unknown } }>().session.openPlay).toEqual(FIRST_IN_LINE);
  });

  it('without one it follows its template’s', async () => {
    const { template } = await addTemplate(t, { openPlay: BY_BAND });
    expect((await oneOff(template.id)).json()).toMatchObject({ openPlay: BY_BAND });
    expect((await oneOff(template.id, { date: '2026-03-08', openPlay: null })).json()).toMatchObject({ openPlay: BY_BAND });
  });

  it('changes a one-off’s setup, but not a weekly date’s (that follows its template)', async () => {
    const { template } = await addTemplate(t);
    const { id } = (await oneOff(template.id)).json<{ id: number }>();
    const changed = await t.owner.patch(`/api/owner/program-sessions/${id}`, { openPlay: BY_BAND });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ openPlay: BY_BAND, startTime: '10:00' });
    const ended = await t.owner.patch(`/api/owner/program-sessions/${id}`, { openPlay: null });
    expect(ended.json()).toMatchObject({ openPlay: null });

    const [weekly] = await sessionsBetween(t.owner, '2026-03-03', '2026-03-03');
    const refused = await t.owner.patch(`/api/owner/program-sessions/${weekly.id}`, { openPlay: BY_BAND });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<Refusal>().fieldCodes.openPlay.code).toBe('open_play_one_off_only');
    expect((await sessionRow(t, weekly.id)).openPlay).toBeNull();
  });

  it('refuses a bad setup with its field code, and open play on a program that is not a drop-in', async () => {
    const { template } = await addTemplate(t);
    const bad = await oneOff(template.id, { openPlay: { ...BY_BAND, winnersStay: 5 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<Refusal>().fieldCodes['openPlay.winnersStay'].code).toBe('winners_stay');

    const [camp] = await t.database.db
      .insert(programs)
      .values({
        kind: 'camp',
        title: 'Spring camp',
        courts: [3],
        capacity: 12,
        memberPriceCents: 10_000,
        nonMemberPriceCents: 12_000,
        cancellationCutoffHours: 48,
      })
      .returning();
    const refused = await oneOff(camp.id, { openPlay: BY_BAND });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<Refusal>().fieldCodes.openPlay.code).toBe('open_play_drop_in_only');
    // A camp's date without open play is still fine, and answers null.
    const plain = await oneOff(camp.id);
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json()).toMatchObject({ openPlay: null });
  });
});
