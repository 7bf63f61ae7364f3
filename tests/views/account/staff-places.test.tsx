/**
 * Issue 25: on someone's account, staff see the household's drop-in and program places, person by
 * person, upcoming and past, each with its status, in English and in French.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLocale } from '@/i18n/catalogs';
import { PAST_PLACES, UPCOMING_PLACES, USER_ID } from '../../machines/account/staff-fixtures';
import { adminProfile, staffApi } from '../support/admin-support';
import { renderApp } from '../support/render-app';

const NBSP = '\u00a0';
// The first render loads the page's chunks: give it time on a busy machine.
const SLOW = { timeout: 10_000 };

function staffOnMaya() {
  const api = staffApi();
  api.staffAccounts.places.mockImplementation(async (_userId, scope) => (scope === 'past' ? PAST_PLACES : UPCOMING_PLACES));
  return api;
}

async function placesCard(name: string) {
  const heading = await screen.findByRole('heading', { level: 2, name }, SLOW);
  return within(heading.closest('[aria-labelledby]') as HTMLElement);
}

/** Each person's heading and the lines of their places, as a reader meets them. */
function people(card: ReturnType<typeof within>) {
  return card.getAllByRole('heading', { level: 3 }).map((heading: HTMLElement) => {
    const list = heading.closest('section')!.querySelector('ul')!;
    return [
      heading.textContent,
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ];
  });
}

afterEach(async () => {
  await act(() => switchLocale('en-CA'));
  localStorage.clear();
  document.documentElement.lang = 'en-CA';
});

describe('staff view of an account: drop-in and program places', () => {
  it('lists the upcoming places person by person, the holder first, with status and a way to the roster', async () => {
    const api = staffOnMaya();
    renderApp({ url: `/account/${USER_ID}`, loggedIn: true, api });
    const card = await placesCard('Drop-in and program places');
    await card.findByRole('heading', { level: 3, name: 'Maya Member' }, SLOW);
    expect(api.staffAccounts.places).toHaveBeenCalledWith(USER_ID, 'upcoming');
    expect(people(card)).toEqual([
      ['Maya Member', ['Tuesday, December 1, 2026 · 6:00 p.m. – 8:00 p.m.ConfirmedDrop-in · Intermediate 3.0–3.5Roster']],
      ['Alex Member', ['Wednesday, December 2, 2026 · 6:00 p.m. – 8:00 p.m.2nd on the waitlistDrop-inRoster']],
      ['Sam Member', ['3 dates, Monday, December 28, 2026 to Wednesday, December 30, 2026Awaiting paymentCamp: Winter break camp']],
    ]);
    expect(card.getByRole('list', { name: 'Upcoming places of Sam Member' })).toBeTruthy();
    expect(card.getByRole('link', { name: 'Roster of Drop-in, Tuesday, December 1, 2026' }).getAttribute('href')).toBe('/admin/bookings-overview/sessions/401');
  });

  it('shows the past places on their tab: a no-show, and a tournament place the venue cancelled with its division and partner', async () => {
    const api = staffOnMaya();
    renderApp({ url: `/account/${USER_ID}`, loggedIn: true, api });
    const card = await placesCard('Drop-in and program places');
    await card.findByRole('heading', { level: 3, name: 'Maya Member' }, SLOW);
    await userEvent.click(card.getByRole('tab', { name: 'Past' }));
    await card.findByText('Tournament: Fall open');
    expect(api.staffAccounts.places).toHaveBeenLastCalledWith(USER_ID, 'past');
    expect(people(card)).toEqual([
      ['Maya Member', ['Saturday, October 17, 2026 · 9:00 a.m. – 6:00 p.m.Program cancelled by the venueTournament: Fall openMixed doubles 3.5 · with Bob M.']],
      ['Sam Member', ['Tuesday, November 3, 2026 · 6:00 p.m. – 8:00 p.m.No-showDrop-in · Intermediate 3.0–3.5Roster']],
    ]);
  });

  it('says when there are none, and offers to try again when they could not be read', async () => {
    const api = staffApi();
    api.staffAccounts.places.mockRejectedValueOnce({ status: 500, message: 'Programs are down.' });
    renderApp({ url: `/account/${USER_ID}`, loggedIn: true, api });
    const card = await placesCard('Drop-in and program places');
    expect(await card.findByText('We could not load the places. Programs are down.', {}, SLOW)).toBeTruthy();
    await userEvent.click(card.getByRole('button', { name: 'Try again' }));
    expect(await card.findByText('No upcoming places.')).toBeTruthy();
    await userEvent.click(card.getByRole('tab', { name: 'Past' }));
    expect(await card.findByText('No past places.')).toBeTruthy();
  });

  it('words the places in French', async () => {
    await act(() => switchLocale('fr-CA'));
    const api = staffOnMaya();
    api.users.me.mockResolvedValue({ ...adminProfile, locale: 'fr-CA' });
    renderApp({ url: `/account/${USER_ID}`, loggedIn: true, api });
    const card = await placesCard('Places en jeu libre et aux programmes');
    await card.findByRole('heading', { level: 3, name: 'Maya Member' }, SLOW);
    expect(card.getByText('Confirmée')).toBeTruthy();
    expect(card.getByText('2e sur la liste d’attente')).toBeTruthy();
    // French typography: a no-break space before the colon.
    expect(card.getByText(/^Camp.: Winter break camp$/).textContent).toBe(`Camp${NBSP}: Winter break camp`);
    expect(card.getByText('En attente de paiement')).toBeTruthy();
    expect(card.getByRole('link', { name: /^Liste des participants de Drop-in, mardi 1er décembre 2026$/ })).toBeTruthy();
    await userEvent.click(card.getByRole('tab', { name: 'Passées' }));
    expect(await card.findByText('Programme annulé par le centre')).toBeTruthy();
    expect(card.getByText('Absence')).toBeTruthy();
  });
});
