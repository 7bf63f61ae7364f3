import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProgramSession, SessionList } from '@machines/programs/program-shapes';
import { switchLocale } from '@/i18n/catalogs';
import { activeMembership } from '../support/account-fixtures';
import { availability } from '../booking/booking-fixtures';
import { createFakeApi } from '../support/fake-api';
import { FakeEventSource, live } from '../support/fake-event-source';
import { findDialog } from '../support/find-dialog';
import { renderApp } from '../support/render-app';
import { aDropIn, aProgram, aWhatsOn, courtHour } from '../support/whats-on-fixtures';
import { session } from '../../machines/programs/fixtures';

// The home page's "what is on" (issue 25): today's free court hours, the drop-ins with spots today
// and tomorrow and the next programs, each one tap from booking.

// The section is its own chunk: loaded once here, so no test waits for its first transform.
beforeAll(async () => {
  await import('@/features/venue/whats-on/whats-on-section');
});
beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const region = (name: string) => screen.findByRole('region', { name });

describe('home: what is on', () => {
  it('lists the rest of today’s hours with the courts free online; a free hour opens Book Court on it, a full one is no link', async () => {
    const api = createFakeApi();
    api.whatsOn.load.mockResolvedValue(aWhatsOn());
    renderApp({ api });

    const courts = await region('Free courts');
    await within(courts).findByText('Today · Monday, March 2');
    const hours = within(courts).getByRole('list', { name: 'Court hours today' });
    const ten = within(hours).getByRole('link', { name: 'Book a court today at 10:00 a.m.: 4 courts free' });
    expect(ten.getAttribute('href')).toBe('/bookings?date=2026-03-02&start=10:00');
    expect(ten.textContent).toBe('10:00 a.m. 4 courts');
    expect(within(hours).getByRole('link', { name: 'Book a court today at 12:00 p.m.: 1 court free' })).toBeTruthy();
    expect(within(hours).queryByRole('link', { name: /11:00 a\.m\./ })).toBeNull();
    expect(within(hours).getAllByRole('listitem')[1].textContent).toBe('11:00 a.m. Full');
    expect(within(courts).getByRole('link', { name: 'See other days' }).getAttribute('href')).toBe('/bookings');
    // One request for the whole section, and it follows Book Court's live stream for the shown day.
    expect(api.whatsOn.load).toHaveBeenCalledTimes(1);
    expect(live().map((source) => source.url)).toEqual(['/api/bookings/availability/stream?date=2026-03-02']);
  });

  it('shows tomorrow’s hours once today is over, and says when no court is free', async () => {
    const api = createFakeApi();
    api.whatsOn.load.mockResolvedValue(
      aWhatsOn({
        courts: {
          date: '2026-03-03',
          day: 'tomorrow',
          closed: false,
          hours: [courtHour('07:00', 0, '2026-03-03'), courtHour('08:00', 0, '2026-03-03')],
          perHourCents: 3000,
          memberPerHourCents: 2000,
        },
      }),
    );
    renderApp({ api });
    const courts = await region('Free courts');
    await within(courts).findByText('Tomorrow · Tuesday, March 3');
    expect(within(courts).getByText('No court is free online tomorrow.')).toBeTruthy();
    expect(within(courts).queryAllByRole('link', { name: /^Book a court/ })).toEqual([]);
  });

  it('lists the drop-ins with spots today and tomorrow: time, level, spots left, price; each opens its registration', async () => {
    const api = createFakeApi();
    api.whatsOn.load.mockResolvedValue(aWhatsOn());
    renderApp({ api });
    const dropIns = await region('Drop-ins today and tomorrow');
    const links = await within(dropIns).findAllByRole('link', { name: /Register$/ });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Today · 6:00 p.m. – 8:00 p.m.$12.00Drop-in · Intermediate 3.0–3.55 spots leftmembers $8.00Register', '/drop-in?session=31'],
      ['Tomorrow · 7:00 p.m. – 9:00 p.m.$14.00Drop-in · Advanced 4.0+1 spot leftmembers $10.00Register', '/drop-in?session=32'],
    ]);
    expect(within(dropIns).getByRole('link', { name: 'See the drop-in schedule' }).getAttribute('href')).toBe('/drop-in');
  });

  it('says when a drop-in’s registration opens, if it has not yet', async () => {
    const api = createFakeApi();
    api.whatsOn.load.mockResolvedValue(aWhatsOn({ dropIns: [aDropIn({ day: 'tomorrow', registrationOpensAt: '2026-03-02T23:00:00.000Z' })] }));
    renderApp({ api });
    const dropIns = await region('Drop-ins today and tomorrow');
    expect((await within(dropIns).findByRole('link', { name: /Registration opens Mon 6:00 p\.m\.$/ })).getAttribute('href')).toBe('/drop-in?session=31');
  });

  it('lists the next programs with their dates, the lowest price and the places left; each opens its page', async () => {
    const api = createFakeApi();
    api.whatsOn.load.mockResolvedValue(
      aWhatsOn({
        programs: [
          aProgram(),
          aProgram({
            id: 9,
            kind: 'tournament',
            title: 'Spring Open',
            level: '',
            firstDate: '2026-03-14',
            lastDate: '2026-03-14',
            spotsLeft: 0,
            priceFromCents: 3500,
            registration: 'full',
          }),
          aProgram({
            id: 10,
            kind: 'social',
            title: 'Friday social',
            level: 'All levels',
            firstDate: '2026-03-20',
            lastDate: '2026-03-20',
            priceFromCents: 0,
            registration: 'not_open',
            registrationOpensAt: '2026-03-06T14:00:00.000Z',
          }),
        ],
      }),
    );
    renderApp({ api });
    const programs = await region('Coming up');
    const links = await within(programs).findAllByRole('link', { name: /Details$/ });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Camp · March 9–13March break camp · BeginnerFrom $180.004 spots leftDetails', '/lesson-info/8'],
      ['Tournament · Saturday, March 14Spring OpenFrom $35.00Full: join the waitlistDetails', '/lesson-info/9'],
      ['Social · Friday, March 20Friday social · All levelsFreeRegistration opens March 6Details', '/lesson-info/10'],
    ]);
    expect(within(programs).getByRole('link', { name: 'See all programs' }).getAttribute('href')).toBe('/events');
  });

  it('says so when nothing is on: no court hours left, no drop-ins with spots, no programs', async () => {
    renderApp();
    const courts = await region('Free courts');
    expect(await within(courts).findByText('No more court hours today, and we are closed tomorrow.')).toBeTruthy();
    expect(within(await region('Drop-ins today and tomorrow')).getByText('No drop-ins with spots today or tomorrow.')).toBeTruthy();
    expect(within(await region('Coming up')).getByText('No programs coming up right now.')).toBeTruthy();
    // The ways on stay.
    expect(screen.getByRole('link', { name: 'See other days' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the drop-in schedule' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all programs' })).toBeTruthy();
  });

  it('holds its place with placeholders while it loads, under one heading with a card per part', async () => {
    const api = createFakeApi();
    let answer!: (value: ReturnType<typeof aWhatsOn>) => void;
    api.whatsOn.load.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderApp({ api });
    const section = await region('What’s on');
    expect(within(section).getByRole('heading', { level: 2, name: 'What’s on' })).toBeTruthy();
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Free courts', 'Drop-ins today and tomorrow', 'Coming up']);
    expect(within(section).getAllByLabelText('Loading what’s on')).toHaveLength(3);
    answer(aWhatsOn());
    await within(section).findByText('Today · Monday, March 2');
    expect(within(section).queryByLabelText('Loading what’s on')).toBeNull();
  });

  // Issue 28: on a pre-rendered `/`, public/after-first-paint.js asks for it beside the scripts.
  it('takes the answer the page asked for early, once and in the language on screen; without one, it asks the API', async () => {
    const api = createFakeApi();
    api.whatsOn.load.mockResolvedValue(aWhatsOn());
    window.courtsideWhatsOn = { locale: 'en-CA', answer: Promise.resolve(aWhatsOn()) };
    const { unmount } = renderApp({ api });
    expect(await within(await region('Free courts')).findByText('Today · Monday, March 2')).toBeTruthy();
    expect(api.whatsOn.load).not.toHaveBeenCalled();
    expect(window.courtsideWhatsOn).toBeUndefined();
    unmount();

    // Asked in another language than the one on screen, or failed (null): the API answers.
    window.courtsideWhatsOn = { locale: 'fr-CA', answer: Promise.resolve(aWhatsOn()) };
    const second = renderApp({ api });
    expect(await within(await region('Free courts')).findByText('Today · Monday, March 2')).toBeTruthy();
    expect(api.whatsOn.load).toHaveBeenCalledTimes(1);
    second.unmount();
    window.courtsideWhatsOn = { locale: 'en-CA', answer: Promise.resolve(null) };
    renderApp({ api });
    expect(await within(await region('Free courts')).findByText('Today · Monday, March 2')).toBeTruthy();
    expect(api.whatsOn.load).toHaveBeenCalledTimes(2);
  });

  it('says so and offers a retry when it cannot be loaded; the rest of the page stays', async () => {
    const api = createFakeApi();
    api.whatsOn.load.mockRejectedValueOnce({ status: 503, code: 'database_busy', message: 'Busy' });
    api.whatsOn.load.mockResolvedValueOnce(aWhatsOn());
    renderApp({ api });
    expect(await screen.findByText('What’s on could not be loaded right now.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Courts and prices' })).toBeTruthy();
    const section = await region('What’s on');
    await userEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByText('Today · Monday, March 2')).toBeTruthy();
    expect(api.whatsOn.load).toHaveBeenCalledTimes(2);
  });

  it('in French: Québec words, 24-hour times and CAD as French writes them', async () => {
    const api = createFakeApi();
    api.whatsOn.load.mockResolvedValue(aWhatsOn());
    renderApp({ api });
    await region('Free courts');
    await switchLocale('fr-CA');
    try {
      const courts = await region('Terrains libres');
      await within(courts).findByText('Aujourd’hui · lundi 2 mars');
      const ten = within(courts).getByRole('link', { name: 'Réserver un terrain aujourd’hui à 10\u00a0h\u00a0: 4 terrains libres' });
      // Label in name (WCAG 2.5.3): what the link shows is two words its name holds, not "10 h4 terrains".
      expect(ten.textContent).toBe('10\u00a0h 4 terrains');
      const dropIns = await region('Jeu libre aujourd’hui et demain');
      expect(within(dropIns).getAllByRole('link', { name: /S’inscrire$/ })[0].textContent).toBe(
        'Aujourd’hui · 18\u00a0h – 20\u00a0h12,00\u00a0$Drop-in · Intermediate 3.0–3.55 places libresmembres 8,00\u00a0$S’inscrire',
      );
      const programs = await region('À venir');
      expect(within(programs).getAllByRole('link', { name: /Détails$/ })[0].textContent).toBe(
        'Camp · 9\u2009–\u200913 marsMarch break camp · BeginnerÀ partir de 180,00\u00a0$4 places libresDétails',
      );
      expect(screen.getByRole('heading', { level: 2, name: 'Au programme' })).toBeTruthy();
    } finally {
      await switchLocale('en-CA');
    }
  });
});

describe('home: what is on, one tap from booking', () => {
  it('a free hour opens Book Court on that date with that hour chosen, ready to confirm', async () => {
    const api = createFakeApi();
    api.whatsOn.load.mockResolvedValue(
      aWhatsOn({
        courts: {
          date: '2026-03-03',
          day: 'tomorrow',
          closed: false,
          hours: [courtHour('09:00', 2, '2026-03-03')],
          perHourCents: 3000,
          memberPerHourCents: 2000,
        },
      }),
    );
    api.bookings.availability.mockResolvedValue(availability());
    const { currentPath } = renderApp({ api, loggedIn: true });
    await userEvent.click(await screen.findByRole('link', { name: 'Book a court tomorrow at 9:00 a.m.: 2 courts free' }));
    expect(currentPath()).toBe('/bookings');
    const booking = await screen.findByRole('group', { name: 'Your booking' });
    expect(within(booking).getByText('9:00 a.m. to 10:00 a.m.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm and pay' })).toBeTruthy();
  });

  it('an hour taken meanwhile opens Book Court on that date, nothing chosen, and says so politely', async () => {
    const api = createFakeApi();
    const taken = availability();
    taken.slots = taken.slots.map((s) => (s.startTime === '09:00' ? { ...s, openCourts: [], bookable: false, reason: 'full' as const } : s));
    api.bookings.availability.mockResolvedValue(taken);
    renderApp({ api, url: '/bookings?date=2026-03-03&start=09:00', loggedIn: true });
    const notice = await screen.findByText('The hour you picked is no longer free. Choose another.');
    expect(notice.closest('[role="status"]')?.getAttribute('aria-live')).toBe('polite');
    expect(screen.queryByRole('group', { name: 'Your booking' })).toBeNull();
  });

  it('a drop-in opens Drop In with that session’s registration', async () => {
    const OPEN: ProgramSession = { ...session, id: 31, date: '2026-12-01', spotsLeft: 5, capacity: 8, registrationOpensAt: '2026-11-24T23:00:00.000Z' };
    const list: SessionList = { items: [OPEN], taxes: [], timeZone: 'America/Toronto', now: '2026-11-30T14:00:00.000Z' };
    const api = createFakeApi();
    api.whatsOn.load.mockResolvedValue(aWhatsOn());
    api.programs.sessions.mockResolvedValue(list);
    api.memberships.mine.mockResolvedValue({
      items: [activeMembership('self', 'Maya Member', { validFrom: '2026-01-01', validUntil: '2026-12-31' })],
      taxes: [],
    });
    renderApp({ api, loggedIn: true });
    const dropIns = await region('Drop-ins today and tomorrow');
    await userEvent.click((await within(dropIns).findAllByRole('link', { name: /Register$/ }))[0]);
    const dialog = await findDialog(`Register for ${OPEN.title}`);
    expect(within(dialog).getByRole('checkbox', { name: 'Maya Member · $8.00' })).toHaveProperty('checked', true);
  });

  it('a drop-in that filled up meanwhile opens the list and says why no registration opened', async () => {
    const FULL: ProgramSession = { ...session, id: 31, date: '2026-12-01', spotsLeft: 0, capacity: 8, registrationOpensAt: '2026-11-24T23:00:00.000Z' };
    const api = createFakeApi();
    api.programs.sessions.mockResolvedValue({ items: [FULL], taxes: [], timeZone: 'America/Toronto', now: '2026-11-30T14:00:00.000Z' });
    renderApp({ api, url: '/drop-in?session=31', loggedIn: true });
    expect(await screen.findByText(/^That session can no longer take a registration/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
