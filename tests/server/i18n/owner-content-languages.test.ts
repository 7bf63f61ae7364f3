/**
 * The owner's content in both languages (docs/decisions.md, "The owner's content in both
 * languages"): the owner's bodies take each translatable field as { en, fr } (a plain value is
 * English) and the owner's reads answer both; public reads answer the reader's language, else the
 * other one with `lang` (the object's main field) or `langs` (another field); rows written before
 * the French columns (English only) read as English; a program e-mail names the program in its
 * recipient's language.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appAlert, coaches, partners, programs, users } from '../../../server/db/schema.js';
import { Agent } from '../helpers/test-app.js';
import { memberAgent } from '../booking/support.js';
import { addTemplate, createProgramsApp, registerAndPay, resetPrograms, type ProgramsTestApp } from '../programs/support.js';

let t: ProgramsTestApp;
beforeAll(async () => {
  t = await createProgramsApp();
});
afterAll(async () => t.close());
beforeEach(async () => {
  await resetPrograms(t);
  await t.database.db.delete(coaches);
  await t.database.db.delete(partners);
  await t.database.db.delete(appAlert);
});

const FR = { headers: { 'accept-language': 'fr-CA,fr;q=0.9' } };
const EN = { headers: { 'accept-language': 'en-CA' } };
const visitor = () => new Agent(t.app);
const doc = (text: string) => ({ time: 1, version: '2.31.0', blocks: [{ type: 'paragraph', data: { text } }] });

const CAMP = {
  kind: 'camp',
  level: 'Beginner',
  capacity: 5,
  memberPriceCents: 20000,
  nonMemberPriceCents: 25000,
  cancellationCutoffHours: 72,
  published: true,
  sessions: [{ date: '2026-03-10', startTime: '09:00', endTime: '12:00', courts: [3] }],
};

async function createCamp(body: Record<string, unknown>) {
  const response = await t.owner.post('/api/owner/programs', { ...CAMP, ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number; title: unknown; description: unknown }>();
}

describe('programs', () => {
  it('the owner writes both languages and reads both; a reader gets theirs', async () => {
    const camp = await createCamp({
      title: { en: 'March break camp', fr: 'Camp de la relâche' },
      description: { en: doc('Five mornings.'), fr: doc('Cinq matinées.') },
    });
    expect(camp.title).toEqual({ en: 'March break camp', fr: 'Camp de la relâche' });
    expect(camp.description).toEqual({ en: doc('Five mornings.'), fr: doc('Cinq matinées.') });
    expect((await t.owner.get(`/api/owner/programs/${camp.id}`)).json()).toMatchObject({ title: { en: 'March break camp', fr: 'Camp de la relâche' } });

    const french = (await visitor().get(`/api/programs/${camp.id}`, FR)).json();
    expect(french).toMatchObject({ title: 'Camp de la relâche', description: doc('Cinq matinées.') });
    expect(french.lang).toBeUndefined();
    expect(french.langs).toBeUndefined();
    const english = (await visitor().get(`/api/programs/${camp.id}`, EN)).json();
    expect(english).toMatchObject({ title: 'March break camp', description: doc('Five mornings.') });
    const listed = (await visitor().get('/api/programs?kind=camp&from=2026-03-01&to=2026-03-31', FR)).json<{ items: { title: string }[] }>();
    expect(listed.items.map((item) => item.title)).toEqual(['Camp de la relâche']);
  });

  it('a plain value is English; a French reader gets it with lang en-CA, and langs for a field in the other language', async () => {
    const plain = await createCamp({ title: 'March break camp', description: doc('Five mornings.') });
    expect(plain.title).toEqual({ en: 'March break camp', fr: null });
    expect(plain.description).toEqual({ en: doc('Five mornings.'), fr: null });
    expect((await visitor().get(`/api/programs/${plain.id}`, FR)).json()).toMatchObject({
      title: 'March break camp',
      lang: 'en-CA',
      description: doc('Five mornings.'),
    });

    // French title, English description only: the object is French, its description English.
    const mixed = await createCamp({
      title: { en: '', fr: 'Camp de la relâche' },
      description: { en: doc('Five mornings.'), fr: null },
      sessions: [{ date: '2026-03-10', startTime: '09:00', endTime: '12:00', courts: [4] }],
    });
    const french = (await visitor().get(`/api/programs/${mixed.id}`, FR)).json();
    expect(french).toMatchObject({ title: 'Camp de la relâche', langs: { description: 'en-CA' } });
    expect(french.lang).toBeUndefined();
    // An English reader: the title falls back to French, the description is English (differs from the object's French).
    expect((await visitor().get(`/api/programs/${mixed.id}`, EN)).json()).toMatchObject({
      title: 'Camp de la relâche',
      lang: 'fr-CA',
      langs: { description: 'en-CA' },
    });
  });

  it('a title needs one language; a patch changes both', async () => {
    for (const title of [{ en: '', fr: null }, { en: '  ', fr: '' }, '']) {
      const refused = await t.owner.post('/api/owner/programs', { ...CAMP, title });
      expect(refused.statusCode, JSON.stringify(title)).toBe(400);
      expect(refused.json().fields).toHaveProperty('title');
    }
    const camp = await createCamp({ title: 'Camp' });
    const patched = await t.owner.patch(`/api/owner/programs/${camp.id}`, { title: { en: 'Camp', fr: 'Camp FR' } });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ title: { en: 'Camp', fr: 'Camp FR' }, description: { en: null, fr: null } });
  });

  it('drop-in templates: both languages for the owner, the reader’s in the sessions', async () => {
    const made = await addTemplate(t, { title: { en: 'Drop-in', fr: 'Jeu libre' } });
    expect((await t.owner.get(`/api/owner/drop-in/templates/${made.template.id}`)).json()).toMatchObject({ title: { en: 'Drop-in', fr: 'Jeu libre' } });
    const sessions = (await visitor().get('/api/programs/sessions?kind=drop_in&from=2026-03-03&to=2026-03-03', FR)).json<{ items: { title: string }[] }>();
    expect(sessions.items.map((item) => item.title)).toEqual(['Jeu libre']);
    const whatsOn = await visitor().get('/api/whats-on', FR);
    expect(whatsOn.headers.vary).toContain('accept-language');
  });

  it('rows written before the French columns (English only) read as English in both languages', async () => {
    const [row] = await t.database.db
      .insert(programs)
      .values({
        kind: 'drop_in',
        title: 'Old drop-in',
        memberPriceCents: 500,
        nonMemberPriceCents: 800,
        courts: [1],
        capacity: 4,
        playersPerCourt: 4,
        weekday: 2,
        startTime: '10:00',
        endTime: '11:00',
        opensDaysBefore: 7,
        cancellationCutoffHours: 12,
      })
      .returning();
    expect((await t.owner.get(`/api/owner/drop-in/templates/${row.id}`)).json()).toMatchObject({ title: { en: 'Old drop-in', fr: null } });
  });

  it('a program e-mail names the program in its recipient’s language', async () => {
    const camp = await createCamp({ title: { en: 'March break camp', fr: 'Camp de la relâche' } });
    const { agent: french, user: francophone } = await memberAgent(t);
    const { agent: english, user: anglophone } = await memberAgent(t);
    await t.database.db.update(users).set({ locale: 'fr-CA' }).where(eq(users.id, francophone.id));
    for (const agent of [french, english]) await registerAndPay(t, agent, [{ product: 'program_registration', programId: camp.id, participantId: 'self' }]);
    t.mail.sent.length = 0;
    expect((await t.owner.post(`/api/owner/programs/${camp.id}/cancel`, { reason: 'Pas assez de joueurs' })).statusCode).toBe(200);
    const [toFrench] = t.mail.to(francophone.email);
    const [toEnglish] = t.mail.to(anglophone.email);
    expect(toFrench.subject).toContain('Camp de la relâche');
    expect(toFrench.text).not.toContain('March break camp');
    expect(toEnglish.subject).toContain('March break camp');
  });
});

describe('coaches and partners', () => {
  it('a coach: both languages for the owner, the reader’s (or the other, marked) for visitors', async () => {
    const created = await t.owner.post('/api/owner/coaches', {
      name: 'Sophie Tremblay',
      tagline: { en: 'From first serve to tournaments', fr: 'Du premier service aux tournois' },
      bio: { en: doc('Patient and practical.'), fr: null },
      published: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      tagline: { en: 'From first serve to tournaments', fr: 'Du premier service aux tournois' },
      bio: { en: doc('Patient and practical.'), fr: null },
    });
    expect(created.json().lang).toBeUndefined();
    const [french] = (await visitor().get('/api/coaches', FR)).json().items;
    expect(french).toMatchObject({ tagline: 'Du premier service aux tournois', bio: doc('Patient and practical.'), langs: { bio: 'en-CA' } });
    expect(french.lang).toBeUndefined();
    const [english] = (await visitor().get('/api/coaches', EN)).json().items;
    expect(english).toMatchObject({ tagline: 'From first serve to tournaments' });
    expect(english.langs).toBeUndefined();
    // A plain value is English.
    const plain = await t.owner.put(`/api/owner/coaches/${created.json().id}`, { name: 'Sophie', tagline: 'Coach', bio: doc('Bio.'), published: true });
    expect(plain.json()).toMatchObject({ tagline: { en: 'Coach', fr: null }, bio: { en: doc('Bio.'), fr: null } });
  });

  it('a partner’s description only in French: an English reader gets it with lang fr-CA; old English rows read as English', async () => {
    const created = await t.owner.post('/api/owner/partners', { name: 'Club Laval', url: null, description: { en: null, fr: doc('Le club de Laval.') } });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().description).toEqual({ en: null, fr: doc('Le club de Laval.') });
    await t.database.db.insert(partners).values({ name: 'Old partner', description: doc('Old words.'), displayOrder: 5 });
    const items = (await visitor().get('/api/partners', EN)).json().items;
    expect(items[0]).toMatchObject({ name: 'Club Laval', description: doc('Le club de Laval.'), lang: 'fr-CA' });
    const frenchItems = (await visitor().get('/api/partners', FR)).json().items;
    expect(frenchItems[1]).toMatchObject({ name: 'Old partner', description: doc('Old words.'), lang: 'en-CA' });
  });
});

describe('the site alert', () => {
  it('staff write and read both; the banner is in the reader’s language, its link text marked when it differs', async () => {
    const published = await t.owner.post('/api/app-alert', {
      message: { en: 'Courts 3 and 4 are closed today.', fr: 'Les terrains 3 et 4 sont fermés aujourd’hui.' },
      linkUrl: '/book',
      linkText: { en: 'Book another court', fr: null },
    });
    expect(published.statusCode, published.body).toBe(201);
    expect(published.json()).toMatchObject({
      message: { en: 'Courts 3 and 4 are closed today.', fr: 'Les terrains 3 et 4 sont fermés aujourd’hui.' },
      linkText: { en: 'Book another court', fr: null },
    });
    expect((await t.owner.get('/api/app-alert/1')).json()).toMatchObject({ message: { fr: 'Les terrains 3 et 4 sont fermés aujourd’hui.' } });
    expect((await visitor().get('/api/app-alert/1')).statusCode).toBe(401);
    expect((await visitor().get('/api/app-alert', FR)).json()).toMatchObject({
      message: 'Les terrains 3 et 4 sont fermés aujourd’hui.',
      linkText: 'Book another court',
      langs: { linkText: 'en-CA' },
    });
    const english = (await visitor().get('/api/app-alert', EN)).json();
    expect(english).toMatchObject({ message: 'Courts 3 and 4 are closed today.', linkText: 'Book another court' });
    expect(english.langs).toBeUndefined();
    const empty = await t.owner.put('/api/app-alert/1', { message: { en: null, fr: ' ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toHaveProperty('message');
    // A plain message is English: a French reader gets it marked.
    expect((await t.owner.put('/api/app-alert/1', { message: 'Closed early today.' })).statusCode).toBe(200);
    expect((await visitor().get('/api/app-alert', FR)).json()).toMatchObject({ message: 'Closed early today.', lang: 'en-CA' });
  });
});
