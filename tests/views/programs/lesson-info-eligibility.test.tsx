/**
 * Issue 25, "Members see odd things": `/lesson-info/:id?showRegisterOnLoad=true` where nobody on the
 * account can register says why (no choice of nobody at $0.00), and "Join the waitlist" is no longer
 * offered once everyone on the account is in line.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProgramDetail } from '@machines/programs/catalogue-shapes';
import { switchLocale } from '@/i18n/catalogs';
import { activeMembership, noMembership } from '../support/account-fixtures';
import { createFakeApi, memberProfile } from '../support/fake-api';
import { findDialog } from '../support/find-dialog';
import { renderApp } from '../support/render-app';
import { campWithMyPlace } from '../../machines/programs/catalogue-fixtures';

const NBSP = '\u00a0';
const HOUSEHOLD = {
  items: [activeMembership('self', 'Maya Member', { validFrom: '2026-03-01', validUntil: '2027-12-31' }), noMembership(41, 'Leo Member')],
  taxes: [],
};
const ALONE = { items: [HOUSEHOLD.items[0]], taxes: [] };

/** The March break camp (ages 8–12): Maya holds a place, Leo (14) is outside the ages. */
const NOBODY_LEFT: ProgramDetail = {
  ...campWithMyPlace,
  participants: [
    { participantId: 'self', name: 'Maya Member', age: 36, eligible: true, priceCents: 18_000, earlyBird: true, eligibleDivisionIds: [] },
    { participantId: 41, name: 'Leo Member', age: 14, eligible: false, priceCents: 18_000, earlyBird: true, eligibleDivisionIds: [] },
  ],
};

/** An adults' clinic, full, nobody in line yet; Maya alone on her account. */
const FULL_CLINIC: ProgramDetail = {
  ...campWithMyPlace,
  minAge: null,
  maxAge: null,
  registration: 'full',
  spotsLeft: 0,
  waiting: 1,
  mine: [],
  waitlist: [],
  participants: [{ participantId: 'self', name: 'Maya Member', age: 36, eligible: true, priceCents: 18_000, earlyBird: true, eligibleDivisionIds: [] }],
};
const MAYA_IN_LINE: ProgramDetail = {
  ...FULL_CLINIC,
  waiting: 2,
  waitlist: [{ id: 806, participantId: 'self', name: 'Maya Member', divisionId: null, position: 2, status: 'waiting', offerExpiresAt: null }],
};

const seen = (text: string | null | undefined) => text?.replace(/\s/g, ' ').trim();

describe('/lesson-info/:id when nobody on the account can register', () => {
  afterEach(async () => {
    await act(() => switchLocale('en-CA'));
  });

  it('?showRegisterOnLoad=true says why for each person instead of offering nobody at $0.00', async () => {
    const api = createFakeApi();
    api.programs.program.mockResolvedValue(NOBODY_LEFT);
    api.memberships.mine.mockResolvedValue(HOUSEHOLD);
    const { location } = renderApp({ url: `/lesson-info/${NOBODY_LEFT.id}?showRegisterOnLoad=true`, loggedIn: true, api });
    const dialog = within(await findDialog(`Register for ${NOBODY_LEFT.title}`));
    expect(dialog.getByText(`Nobody on your account can register for ${NOBODY_LEFT.title} right now:`)).toBeTruthy();
    const reasons = within(dialog.getByRole('list', { name: `Nobody on your account can register for ${NOBODY_LEFT.title} right now:` }));
    expect(reasons.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['You: already registered', 'Leo Member: outside the ages (Ages 8–12)']);
    expect(dialog.getByRole('link', { name: 'your family' }).getAttribute('href')).toBe('/account');
    // Nothing to tick, nothing to pay, no line to join while places are left.
    expect(dialog.queryByRole('checkbox')).toBeNull();
    expect(dialog.queryByRole('button', { name: /Pay|Confirm|waitlist/ })).toBeNull();
    expect(api.orders.place).not.toHaveBeenCalled();
    await waitFor(() => expect(location.history?.at(-1)).toBe(`/lesson-info/${NOBODY_LEFT.id}`));
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says it in French', async () => {
    await act(() => switchLocale('fr-CA'));
    const api = createFakeApi();
    api.programs.program.mockResolvedValue(NOBODY_LEFT);
    api.memberships.mine.mockResolvedValue(HOUSEHOLD);
    // A logged-in member's screens follow their account's language.
    api.users.me.mockResolvedValue({ ...memberProfile, locale: 'fr-CA' });
    renderApp({ url: `/lesson-info/${NOBODY_LEFT.id}?showRegisterOnLoad=true`, loggedIn: true, api });
    const dialog = await findDialog(`Inscription${NBSP}: ${NOBODY_LEFT.title}`);
    const items = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([`Vous${NBSP}: déjà inscrit ou inscrite`, `Leo Member${NBSP}: hors de la tranche d’âge (8 à 12 ans)`]);
    expect(seen(within(dialog).getByText(/^Personne sur votre compte/).textContent)).toBe(
      `Personne sur votre compte ne peut s’inscrire à ${NOBODY_LEFT.title} pour le moment :`,
    );
    expect(within(dialog).getByRole('button', { name: 'Fermer' })).toBeTruthy();
  });
});

describe('/lesson-info/:id waitlist for a one-person account', () => {
  it('no longer offers “Join the waitlist” once the only person on the account is in line', async () => {
    const api = createFakeApi();
    api.programs.program.mockResolvedValueOnce(FULL_CLINIC).mockResolvedValueOnce(FULL_CLINIC).mockResolvedValue(MAYA_IN_LINE);
    api.memberships.mine.mockResolvedValue(ALONE);
    api.programs.joinProgramWaitlist.mockResolvedValue({ id: 806, position: 2 });
    renderApp({ url: `/lesson-info/${FULL_CLINIC.id}`, loggedIn: true, api });
    await userEvent.click(await screen.findByRole('button', { name: 'Join the waitlist' }));
    const dialog = within(await findDialog(`Join the waitlist for ${FULL_CLINIC.title}`));
    await userEvent.click(dialog.getByRole('button', { name: 'Join the waitlist' }));
    await waitFor(() => expect(api.programs.joinProgramWaitlist).toHaveBeenCalledWith(FULL_CLINIC.id, 'self', null));
    const lines = within(await screen.findByRole('region', { name: 'Your waitlist' }));
    expect(lines.getByText('You are 2nd in line')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join the waitlist' })).toBeNull();
    expect(screen.queryByText(/^This program is full\./)).toBeNull();
    expect(lines.getByRole('button', { name: 'Leave the waitlist' })).toBeTruthy();
  });
});
