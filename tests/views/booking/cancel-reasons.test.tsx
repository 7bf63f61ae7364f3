/**
 * Why a booking was cancelled, in the language on screen: the API answers a code when the system
 * cancelled it (worded from the catalogue) and the words when staff typed them (shown as typed).
 */
import { act, screen, within } from '@testing-library/react';
import setupUser from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLocale } from '@/i18n/catalogs';
import type { ProgramSession } from '@machines/programs/program-shapes';
import { booking } from '../../machines/booking/booking-fixtures';
import { session } from '../../machines/programs/fixtures';
import { aBookingRow, MEMBERSHIP_ORDER, MEMBERSHIPS, USER_ID } from '../../machines/account/staff-fixtures';
import { adminProfile, staffApi } from '../support/admin-support';
import { createFakeApi, memberProfile } from '../support/fake-api';
import { renderApp } from '../support/render-app';

const userEvent = setupUser.setup({ delay: null });
// The first render loads the page's chunk (and the French catalogues): give it time on a busy machine.
const SLOW = { timeout: 15_000 };

afterEach(async () => {
  await act(() => switchLocale('en-CA'));
  localStorage.clear();
  document.documentElement.lang = 'en-CA';
});

const BY_MEMBER = booking({
  id: 7,
  court: 2,
  startsAt: '2026-01-10T15:00:00.000Z',
  endsAt: '2026-01-10T16:00:00.000Z',
  hours: 1,
  status: 'cancelled',
  cancelReasonCode: 'cancelled_by_member',
  cancelReason: 'Cancelled by the member',
});
const TYPED = booking({
  id: 8,
  court: 5,
  startsAt: '2026-01-11T15:00:00.000Z',
  endsAt: '2026-01-11T16:00:00.000Z',
  hours: 1,
  status: 'cancelled',
  cancelReasonCode: null,
  cancelReason: 'Pluie',
});

async function pastBookings(locale: 'en-CA' | 'fr-CA') {
  if (locale === 'fr-CA') await act(() => switchLocale('fr-CA'));
  const api = createFakeApi();
  api.users.me.mockResolvedValue({ ...memberProfile, locale });
  api.bookings.mine.mockImplementation(async (scope) => (scope === 'upcoming' ? [] : [BY_MEMBER, TYPED]));
  renderApp({ url: '/account', loggedIn: true, api });
  await userEvent.click(await screen.findByRole('tab', { name: locale === 'fr-CA' ? 'Passées' : 'Past' }, SLOW));
  return {
    byMember: within(await screen.findByRole('listitem', { name: locale === 'fr-CA' ? /^Terrain 2,/ : /^Court 2,/ }, SLOW)),
    typed: within(await screen.findByRole('listitem', { name: locale === 'fr-CA' ? /^Terrain 5,/ : /^Court 5,/ })),
  };
}

describe('a cancelled booking’s reason', () => {
  it('reads in English from its code', async () => {
    const { byMember, typed } = await pastBookings('en-CA');
    expect(byMember.getByText('Cancelled by the member')).toBeTruthy();
    expect(typed.getByText('Pluie')).toBeTruthy();
  });

  it('reads in French from its code, and a reason staff typed as typed', async () => {
    const { byMember, typed } = await pastBookings('fr-CA');
    expect(byMember.getByText('Annulée par le membre')).toBeTruthy();
    expect(byMember.queryByText('Cancelled by the member')).toBeNull();
    expect(typed.getByText('Pluie')).toBeTruthy();
  });

  it('reads in French on the staff’s view of an account', async () => {
    await act(() => switchLocale('fr-CA'));
    const api = staffApi();
    api.users.me.mockResolvedValue({ ...adminProfile, locale: 'fr-CA' });
    api.staffAccounts.memberships.mockResolvedValue(MEMBERSHIPS);
    api.staffAccounts.orders.mockResolvedValue([MEMBERSHIP_ORDER]);
    api.staffAccounts.audit.mockResolvedValue({ items: [] });
    api.staffAccounts.bookings.mockImplementation(async (_userId: number, scope: 'upcoming' | 'past') =>
      scope === 'upcoming'
        ? []
        : [aBookingRow({ id: 3, status: 'cancelled', cancelReasonCode: 'block_removed_by_staff', cancelReason: 'Block removed by staff' })],
    );
    renderApp({ url: `/account/${USER_ID}`, loggedIn: true, api });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Réservations de terrain' }, SLOW);
    const card = within(heading.closest('[aria-labelledby]') as HTMLElement);
    await userEvent.click(card.getByRole('tab', { name: 'Passées' }));
    const past = within(await card.findByRole('list', { name: /passées/i }, SLOW));
    expect(past.getByText('Blocage retiré par le personnel')).toBeTruthy();
    expect(past.queryByText('Block removed by staff')).toBeNull();
  });
});

describe('a cancelled drop-in date’s reason', () => {
  const cancelled = (id: number, date: string, reason: Pick<ProgramSession, 'cancelReasonCode' | 'cancelReason'>): ProgramSession => ({
    ...session,
    id,
    date,
    startsAt: `${date}T23:00:00.000Z`,
    endsAt: `${date}T23:59:00.000Z`,
    status: 'cancelled',
    ...reason,
  });

  it('reads in French from its code, and the owner’s words as written', async () => {
    await act(() => switchLocale('fr-CA'));
    const api = createFakeApi();
    api.users.me.mockResolvedValue({ ...memberProfile, locale: 'fr-CA' });
    api.programs.sessions.mockResolvedValue({
      items: [
        cancelled(41, '2026-12-01', { cancelReasonCode: 'schedule_changed', cancelReason: 'The weekly schedule changed.' }),
        cancelled(42, '2026-12-03', { cancelReasonCode: null, cancelReason: 'Réparation du plancher' }),
      ],
      taxes: [],
      timeZone: 'America/Toronto',
      now: '2026-11-30T14:00:00.000Z',
    });
    renderApp({ url: '/drop-in', loggedIn: true, api });
    expect(await screen.findByText(/^Annulée\s: L’horaire de la semaine a changé\.$/, {}, SLOW)).toBeTruthy();
    expect(screen.getByText(/^Annulée\s: Réparation du plancher$/)).toBeTruthy();
    expect(screen.queryByText(/weekly schedule/)).toBeNull();
  });
});
