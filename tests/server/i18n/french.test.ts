/**
 * Issue 12, the API's side: an account's language (`locale`, en-CA or fr-CA) on every profile
 * answer and in the profile PATCH; signup keeps the request's language; e-mails go out in the
 * recipient's account language (reset and welcome: the request's), receipts and the test checkout
 * page in the viewer's; dates, times and money formatted for French (`9 h`, `18 h 30`, `1er mars`, `60,00 $`).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Agent, createUser } from '../helpers/test-app.js';
import { book, clearBookings, createBookingTestApp, pressPay, setUpVenue, staffAgent, type BookingTestApp } from '../booking/support.js';

const NBSP = '\u00a0';
const FRENCH = { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' };

let t: BookingTestApp;
beforeAll(async () => {
  t = await createBookingTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await clearBookings(t);
  await setUpVenue(t);
  t.mail.sent.length = 0;
  t.setNow('2026-03-01T17:00:00Z'); // Sunday 1 March 2026, 12:00 EST
});

async function frenchMember() {
  const user = await createUser(t, { locale: 'fr-CA', firstName: 'Élise' });
  const agent = new Agent(t.app);
  await agent.login(user.email);
  return { agent, user };
}

describe('the account’s language', () => {
  it('is on the profile, en-CA by default, and the member changes it with PATCH', async () => {
    const user = await createUser(t);
    const agent = new Agent(t.app);
    expect((await agent.login(user.email)).json()).toMatchObject({ id: user.id, locale: 'en-CA' });
    expect((await agent.get('/api/users/me')).json()).toMatchObject({ locale: 'en-CA' });
    const changed = await agent.patch('/api/users/me', { locale: 'fr-CA' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ locale: 'fr-CA' });
    expect((await agent.get(`/api/users/${user.id}`)).json()).toMatchObject({ locale: 'fr-CA' });
    expect((await agent.patch(`/api/users/${user.id}`, { locale: 'en-CA' })).json()).toMatchObject({ locale: 'en-CA' });
    const refused = await agent.patch('/api/users/me', { locale: 'fr-FR' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'invalid_field' });
  });

  it('is the signup request’s language, and the welcome e-mail is written in it', async () => {
    const email = `nouveau-${Date.now()}@example.com`;
    const response = await new Agent(t.app).post(
      '/api/auth/signup',
      {
        email,
        password: 'un-mot-de-passe-long',
        gender: 'prefer-not-to-say',
        postalCode: 'H2X 1Y4',
        birthday: '1990-01-01',
        firstName: 'Marc',
        lastName: 'Tremblay',
        phoneNumber: '+15145550100',
      },
      { headers: FRENCH },
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ email, locale: 'fr-CA' });
    const [welcome] = t.mail.to(email);
    expect(welcome.subject).toBe('Bienvenue chez Courtside Pickleball');
    expect(welcome.text).toBe(['Bonjour Marc,', '', 'Votre compte est prêt. Réservez un terrain en tout temps sur http://localhost:3000/bookings'].join('\n'));
  });

  it('leaves an English signup English', async () => {
    const email = `new-${Date.now()}@example.com`;
    const response = await new Agent(t.app).post('/api/auth/signup', {
      email,
      password: 'a-long-enough-password',
      gender: 'prefer-not-to-say',
      postalCode: 'K1A 0B1',
      birthday: '1990-01-01',
      firstName: 'Ann',
      lastName: 'Smith',
      phoneNumber: '+16135550100',
    });
    expect(response.json()).toMatchObject({ locale: 'en-CA' });
    expect(t.mail.to(email)[0].subject).toBe('Welcome to Courtside Pickleball');
  });
});

describe('the password reset e-mail', () => {
  it('is in the language of the request that asked for it', async () => {
    const user = await createUser(t, { firstName: 'Zoé' });
    const response = await new Agent(t.app).post('/api/auth/reset-password/link', { email: user.email }, { headers: FRENCH });
    expect(response.statusCode, response.body).toBeLessThan(300);
    const [mail] = t.mail.to(user.email);
    expect(mail.subject).toBe('Réinitialisez votre mot de passe Courtside Pickleball');
    expect(mail.text).toContain('Bonjour Zoé,');
    expect(mail.text).toContain(`Choisissez un nouveau mot de passe ici dans les 30 minutes${NBSP}:`);
    expect(mail.text).toContain(`ignorez ce courriel${NBSP}: votre mot de passe reste inchangé.`);
  });
});

describe('a French member’s booking', () => {
  async function paidBooking() {
    const { agent, user } = await frenchMember();
    const created = await book(agent, { date: '2026-03-03', startTime: '18:00', hours: 2, court: 3 });
    expect(created.statusCode, created.body).toBe(201);
    return { agent, user, created: created.json() };
  }

  it('shows the test checkout page in French to a French browser, money as 60,00 $', async () => {
    const { created } = await paidBooking();
    const page = await t.app.inject({ method: 'GET', url: new URL(created.checkoutUrl).pathname, headers: FRENCH });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="fr-CA">');
    expect(page.body).toContain(`MODE TEST${NBSP}: aucune carte n’est débitée`);
    expect(page.body).toContain('<h1>Payer Courtside Pickleball</h1>');
    expect(page.body).toContain(`Payer 60,00${NBSP}$ (test)`);
    expect(page.body).toMatch(/Votre terrain est retenu jusqu’au dimanche 1er mars 2026 à [1-9]\d?\u00a0h(\u00a0\d\d)? HNE\./);
    expect(page.body).toContain('>Annuler</button>');
    // The same page for an English browser is as it always was.
    const english = await t.app.inject({ method: 'GET', url: new URL(created.checkoutUrl).pathname, headers: { 'accept-language': 'en-CA' } });
    expect(english.body).toContain('Pay $60.00 (test)');
    expect(english.body).toContain('<html lang="en-CA">');
  });

  it('mails the receipt and its calendar file in French, with French times and money', async () => {
    const { user, created } = await paidBooking();
    expect((await pressPay(t, created.checkoutUrl)).statusCode).toBe(303);
    const [receipt] = t.mail.to(user.email);
    expect(receipt.subject).toMatch(/^Votre commande \d+ chez Courtside Pickleball est confirmée$/);
    expect(receipt.text).toContain('Bonjour Élise,');
    expect(receipt.text).toContain(`Merci${NBSP}: votre commande est confirmée. Voici votre reçu${NBSP}:`);
    expect(receipt.text).toContain(`  • Terrain 3 · mar. 3 mars 2026 · 18${NBSP}h – 20${NBSP}h (2 × 30,00${NBSP}$)${NBSP}: 60,00${NBSP}$`);
    expect(receipt.text).toContain(`Total${NBSP}: 60,00${NBSP}$`);
    expect(receipt.text).toMatch(/Paiement test\u00a0: aucun argent n’a changé de mains\u00a0: 60,00\u00a0\$ le dimanche 1er mars 2026 à 12\u00a0h HNE/);
    expect(receipt.text).toContain('Annulez en ligne jusqu’à 24 heures avant le début pour un remboursement complet');
    expect(receipt.text).toContain('Consultez vos achats et vos réservations sur http://localhost:3000/account');
    expect(receipt.text).not.toMatch(/\bCourt\b|Subtotal|Thank you|Paid by/);
    const [ics] = receipt.attachments!;
    expect(ics.content).toContain(`SUMMARY:Pickleball${NBSP}: terrain 3 chez Courtside Pickleball`);
    expect(ics.content.replace(/\r\n /g, '')).toContain('DESCRIPTION:Réservation nº');
    expect(ics.content.replace(/\r\n /g, '')).toContain(`mardi 3 mars 2026\\, 18${NBSP}h – 20${NBSP}h HNE`);
  });

  it('serves the printable receipt in the viewer’s language', async () => {
    const { agent, created } = await paidBooking();
    await pressPay(t, created.checkoutUrl);
    const french = await agent.get(`/api/orders/${created.orderId}/receipt`, { headers: FRENCH });
    expect(french.statusCode).toBe(200);
    expect(french.body).toContain('<html lang="fr-CA">');
    expect(french.body).toContain('<th>Article</th>');
    expect(french.body).toContain('Total ($ CA)');
    expect(french.body).toContain(`60,00${NBSP}$`);
    expect(french.body).toContain(`Terrain 3 · mar. 3 mars 2026 · 18${NBSP}h – 20${NBSP}h`);
    // The zone by its long name in the reader's language, as the app's other screens name it.
    expect(french.body).toContain('Les heures sont données dans le fuseau horaire du centre (heure normale de l’Est).');
    expect(french.body).not.toContain('America/Toronto');
    const english = await agent.get(`/api/orders/${created.orderId}/receipt`, { headers: { 'accept-language': 'en-CA' } });
    expect(english.body).toContain('<th>Item</th>');
    expect(english.body).toContain('Court 3 · Tue 3 Mar 2026 · 6:00–8:00 p.m.');
    expect(english.body).toContain('$60.00');
  });

  it('sends the cancellation notice in French, whatever language the request that cancelled it', async () => {
    const { agent, user, created } = await paidBooking();
    await pressPay(t, created.checkoutUrl);
    t.mail.sent.length = 0;
    const cancelled = await agent.post(`/api/bookings/${created.booking.id}/cancel`, { expectedRefund: 'full' }, { headers: { 'accept-language': 'en-CA' } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const notice = t.mail.to(user.email).find((mail) => mail.subject.includes('annulée'));
    expect(notice?.subject).toBe('Votre réservation de terrain chez Courtside Pickleball a été annulée');
    expect(notice?.text).toContain(`Vous avez annulé cette réservation${NBSP}:`);
    expect(notice?.text).toContain(`  • Terrain 3, mardi 3 mars 2026, 18${NBSP}h – 20${NBSP}h HNE (réservation nº ${created.booking.id}, 60,00${NBSP}$)`);
    expect(notice?.text).toContain(`Un remboursement de 60,00${NBSP}$ est en route`);
  });

  it('mails the refund notice in French when a refund goes through later', async () => {
    const { agent, user, created } = await paidBooking();
    await pressPay(t, created.checkoutUrl);
    const local = t.app.payments.local;
    const original = local.refund.bind(local);
    local.refund = async () => {
      throw new Error('provider unavailable');
    };
    try {
      expect((await agent.post(`/api/bookings/${created.booking.id}/cancel`)).statusCode).toBe(200);
    } finally {
      local.refund = original;
    }
    t.setNow('2026-03-01T17:05:00Z');
    await t.app.holdSweeper.sweep();
    const refund = t.mail.to(user.email).at(-1)!;
    expect(refund.subject).toBe(`Courtside Pickleball${NBSP}: votre remboursement de 60,00${NBSP}$`);
    expect(refund.text).toContain('Vous avez annulé avant le délai.');
    expect(refund.text).toContain(`Nous avons remboursé 60,00${NBSP}$ sur la carte utilisée pour payer`);
  });

  it('serves the .ics in the language of the request that downloads it', async () => {
    const { agent, created } = await paidBooking();
    await pressPay(t, created.checkoutUrl);
    const french = await agent.get(`/api/bookings/${created.booking.id}/calendar.ics`, { headers: FRENCH });
    expect(french.body).toContain(`SUMMARY:Pickleball${NBSP}: terrain 3 chez Courtside Pickleball`);
    const english = await agent.get(`/api/bookings/${created.booking.id}/calendar.ics`);
    expect(english.body).toContain('SUMMARY:Pickleball: court 3 at Courtside Pickleball');
  });
});

describe('a walk-in at the desk', () => {
  it('gets the receipt in the language of the desk’s screen', async () => {
    const { agent: staff } = await staffAgent(t);
    const email = `passant-${Date.now()}@example.com`;
    const response = await staff.post(
      '/api/admin/bookings',
      { kind: 'walk-in', name: 'Luc Gagnon', email, date: '2026-03-03', startTime: '10:00', hours: 1, court: 2, paymentMethod: 'cash' },
      { headers: FRENCH },
    );
    expect(response.statusCode, response.body).toBe(201);
    const [receipt] = t.mail.to(email);
    expect(receipt.subject).toMatch(/^Votre commande \d+ chez Courtside Pickleball est confirmée$/);
    expect(receipt.text.startsWith('Bonjour,\n')).toBe(true);
    expect(receipt.text).toContain('Payé à l’accueil (comptant)');
    expect(receipt.text).toContain('Pour annuler, appelez l’accueil ou passez nous voir.');
  });
});
