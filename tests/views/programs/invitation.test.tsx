import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Invitation } from '@machines/programs/invitation.machine';
import { checkoutNavigation } from '@/features/checkout/checkout-kit';
import { switchLocale } from '@/i18n/catalogs';
import { HttpFailure } from '@/lib/http-client';
import { aFreePlacedOrder, aPlacedOrder, CHECKOUT_URL } from '../../machines/checkout/order-fixtures';
import { invitationIn, openInvitation, TOKEN } from '../../machines/programs/invitation-fixtures';
import { createFakeApi } from '../support/fake-api';
import { findDialog } from '../support/find-dialog';
import { renderApp } from '../support/render-app';

const URL = `/tournaments/invitations/${TOKEN}`;

// Intl writes narrow and no-break spaces (times, money in French): compare what a reader sees.
const seen = (text: string | null | undefined) => text?.replace(/\s/g, ' ').trim();

/** The page at the link, the invitation (or the server's refusal) answered before the page asks. */
function setup(answer: Invitation | HttpFailure, { loggedIn = false } = {}) {
  const api = createFakeApi();
  if (answer instanceof HttpFailure) api.invitations.get.mockRejectedValueOnce(answer).mockResolvedValue(openInvitation);
  else api.invitations.get.mockResolvedValue(answer);
  return { ...renderApp({ url: URL, loggedIn, api }), api };
}

/** The facts list as term → value, as a reader takes it in. */
function facts(): Record<string, string | undefined> {
  const list = screen.getByText('Date').closest('dl')!;
  const terms = within(list).getAllByRole('term');
  return Object.fromEntries(terms.map((term) => [seen(term.textContent)!, seen(term.nextElementSibling?.textContent)]));
}

afterEach(() => vi.restoreAllMocks());

describe('/tournaments/invitations/:token', () => {
  it('shows who invited whom to what, when, the fee per player with its tax, and the deadline, without a login', async () => {
    const { api } = setup(openInvitation);
    expect(await screen.findByText('Alice L. invited you to play Open Doubles (doubles, level 3.5) at Winter Classic.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Tournament invitation' })).toBeTruthy();
    expect(api.invitations.get).toHaveBeenCalledWith(TOKEN);
    expect(facts()).toEqual({
      Date: 'Saturday, March 6, 2027 at 9:00 a.m.',
      'Your entry fee (per player)': '$40.00',
      'HST 13%': '$5.20',
      Total: '$45.20',
    });
    expect(seen(screen.getByText(/^Accept and pay by/).textContent)).toBe('Accept and pay by February 20, 2027 at 12:30 p.m.');
    expect(screen.getByRole('button', { name: 'Accept and pay $45.20' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all tournaments' }).getAttribute('href')).toBe('/tournaments');
    await waitFor(() => expect(document.title).toMatch(/^Tournament invitation · /));
  });

  it('a member’s Accept places the partner’s own order and goes to the payment page', async () => {
    const { api } = setup(openInvitation, { loggedIn: true });
    api.invitations.accept.mockResolvedValue(aPlacedOrder());
    const assign = vi.spyOn(checkoutNavigation, 'assign').mockImplementation(() => {});
    await userEvent.click(await screen.findByRole('button', { name: 'Accept and pay $45.20' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(api.invitations.accept).toHaveBeenCalledWith(TOKEN);
    expect(api.orders.place).not.toHaveBeenCalled();
    expect(await screen.findByText('Taking you to the payment page…')).toBeTruthy();
    // Back from the payment page without paying: the invitation again.
    await userEvent.click(screen.getByRole('button', { name: 'Back to the invitation' }));
    expect(await screen.findByRole('button', { name: 'Accept and pay $45.20' })).toBeTruthy();
  });

  it('a visitor logs in first, then the accept carries on to the payment page', async () => {
    const { api } = setup(openInvitation);
    api.invitations.accept.mockResolvedValue(aPlacedOrder());
    const assign = vi.spyOn(checkoutNavigation, 'assign').mockImplementation(() => {});
    await userEvent.click(await screen.findByRole('button', { name: 'Accept and pay $45.20' }));
    const login = within(await findDialog('Log in to accept the invitation'));
    expect(api.invitations.accept).not.toHaveBeenCalled();
    await userEvent.type(login.getByLabelText(/^E-mail/), 'member@example.com');
    await userEvent.type(login.getByLabelText(/^Password/), 'demo-pass-2026');
    await userEvent.click(login.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(api.invitations.accept).toHaveBeenCalledTimes(1);
  });

  it('a free entry is confirmed at once: the player is told, and the page says they are in', async () => {
    const { api } = setup({ ...openInvitation, division: { ...openInvitation.division, feeCents: 0 } }, { loggedIn: true });
    api.invitations.accept.mockResolvedValue(aFreePlacedOrder());
    const assign = vi.spyOn(checkoutNavigation, 'assign').mockImplementation(() => {});
    const accept = await screen.findByRole('button', { name: 'Accept the invitation' });
    expect(facts()['Your entry fee (per player)']).toBe('Free');
    api.invitations.get.mockResolvedValue(invitationIn('accepted'));
    await userEvent.click(accept);
    expect(await screen.findByText('You are entered with Alice L.: your place is confirmed.')).toBeTruthy();
    expect(screen.getAllByText('You are entered. See you on the court!').length).toBeGreaterThan(0);
    expect(assign).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /^Accept/ })).toBeNull();
  });

  it('a refusal on accept stays on the page, in the screen’s words', async () => {
    const { api } = setup(openInvitation, { loggedIn: true });
    api.invitations.accept.mockRejectedValue(
      new HttpFailure('You are already entered in this division.', 409, undefined, undefined, 'program_partner_already_entered'),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Accept and pay $45.20' }));
    expect(await screen.findByText('This player is already entered in this division.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accept and pay $45.20' })).toBeTruthy();
  });

  it('a lapsed invitation explains itself, offers no Accept, and points to the tournaments', async () => {
    setup(invitationIn('lapsed'));
    expect(
      await screen.findByText('This invitation has lapsed: it was not accepted and paid for within 48 hours, so Alice L.’s entry was cancelled and refunded.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Accept/ })).toBeNull();
    expect(screen.queryByText(/^Accept and pay by/)).toBeNull();
    expect(Object.keys(facts())).toEqual(['Date']);
    expect(screen.getByRole('link', { name: 'See all tournaments' }).getAttribute('href')).toBe('/tournaments');
  });

  it('an unknown link is not found', async () => {
    setup(new HttpFailure('There is no such invitation.', 404, undefined, undefined, 'program_invitation_not_found'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Invitation not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all tournaments' }).getAttribute('href')).toBe('/tournaments');
  });

  it('a failed load can be tried again', async () => {
    const { api } = setup(new HttpFailure('Network Error', undefined));
    expect(await screen.findByText('Network Error')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Accept and pay $45.20' })).toBeTruthy();
    expect(api.invitations.get).toHaveBeenCalledTimes(2);
  });

  describe('in French (fr-CA)', () => {
    afterEach(async () => {
      await act(() => switchLocale('en-CA'));
    });

    it('says the same, the French way', async () => {
      await act(() => switchLocale('fr-CA'));
      setup(openInvitation);
      expect(
        await screen.findByText('Alice L. vous invite à jouer dans la division Open Doubles (double, niveau 3.5) du tournoi Winter Classic.'),
      ).toBeTruthy();
      expect(screen.getByRole('heading', { level: 1, name: 'Invitation à un tournoi' })).toBeTruthy();
      expect(facts()).toEqual({
        Date: 'samedi 6 mars 2027 à 9 h',
        'Vos frais d’inscription (par personne)': '40,00 $',
        'TVH 13 %': '5,20 $',
        Total: '45,20 $',
      });
      expect(seen(screen.getByRole('button', { name: /^Accepter et payer/ }).textContent)).toBe('Accepter et payer 45,20 $');
      expect(screen.getByRole('link', { name: 'Voir tous les tournois' })).toBeTruthy();
    });
  });
});
