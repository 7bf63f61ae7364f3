import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ProgramDetail } from '@machines/programs/catalogue-shapes';
import { checkoutNavigation } from '@/features/checkout/checkout-kit';
import { HttpFailure } from '@/lib/http-client';
import { aPlacedOrder } from '../../machines/checkout/order-fixtures';
import { activeMembership, noMembership } from '../support/account-fixtures';
import { createFakeApi } from '../support/fake-api';
import { findDialog } from '../support/find-dialog';
import { renderApp } from '../support/render-app';
import { tournamentForMember } from '../../machines/programs/tournament-fixtures';

const FAMILY = {
  items: [
    activeMembership('self', 'Maya Member', { validFrom: '2026-03-01', validUntil: '2027-12-31' }),
    noMembership(41, 'Leo Member'),
    noMembership(42, 'Gus Member'),
  ],
  taxes: [],
};
const TITLE = `Register for ${tournamentForMember.title}`;

/** The message Fluent wires to a field (aria-describedby). */
const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

function setup(program: ProgramDetail = tournamentForMember) {
  const api = createFakeApi();
  api.programs.program.mockResolvedValue(program);
  api.memberships.mine.mockResolvedValue(FAMILY);
  return { ...renderApp({ url: `/lesson-info/${program.id}`, loggedIn: true, api }), api };
}

/** Opens registration and picks Maya's doubles entry. */
async function openDoubles() {
  await userEvent.click(await screen.findByRole('button', { name: 'Register' }));
  const dialog = within(await findDialog(TITLE));
  expect(dialog.getByRole('radio', { name: 'Maya Member' })).toHaveProperty('checked', true);
  await userEvent.click(dialog.getByRole('radio', { name: 'Open doubles · Doubles · $35.00 per player' }));
  return dialog;
}

describe('/lesson-info/:id for a tournament', () => {
  it('shows the deadline and every division with its entrants, and no single price', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: tournamentForMember.title })).toBeTruthy();
    const facts = within(screen.getByText('Registration closes').closest('dl')!);
    expect(facts.getByText(/^January 9, 2027(,| at) 11:59\sp\.m\.$/)).toBeTruthy();
    expect(facts.queryByText('Your price')).toBeNull();
    const divisions = within(screen.getByRole('region', { name: 'Divisions' }));
    expect(divisions.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Open singles',
      'Open doubles',
      'Mixed doubles 50+',
    ]);
    expect(divisions.getByRole('list', { name: 'Entrants in Open doubles' }).textContent).toContain('Dana K. (partner to confirm)');
    // The full division offers its line; the others do not.
    expect(divisions.getAllByRole('button', { name: /^Join the waitlist/ }).map((button) => button.getAttribute('aria-label'))).toEqual([
      'Join the waitlist for Mixed doubles 50+',
    ]);
  });

  it('enters a doubles team with a partner from the account: both players on one line, twice the fee', async () => {
    const { api } = setup();
    api.orders.place.mockResolvedValue(aPlacedOrder());
    const assign = vi.spyOn(checkoutNavigation, 'assign').mockImplementation(() => {});
    const dialog = await openDoubles();
    // The 50+ division is shown, never picked, for Maya (36).
    const mixed = dialog.getByRole('radio', { name: 'Mixed doubles 50+ · outside Maya Member’s age group' });
    expect((mixed as HTMLInputElement).disabled).toBe(true);
    // Doubles need a partner before paying.
    expect(dialog.getByRole('button', { name: /^Pay / }).getAttribute('aria-disabled')).toBe('true');
    const partner = within(dialog.getByRole('radiogroup', { name: /^Partner/ }));
    expect(partner.getAllByRole('radio').map((radio) => radio.closest('span, div')?.textContent)).toEqual([
      'Leo Member',
      'Gus Member',
      'Someone else, by e-mail',
    ]);
    await userEvent.click(partner.getByRole('radio', { name: 'Leo Member' }));
    // 2 × $35.00 = $70.00, HST 13 % $9.10: $79.10.
    expect(dialog.getByText('2 players × $35.00')).toBeTruthy();
    expect(dialog.getByText('$9.10')).toBeTruthy();
    expect(dialog.getByText('Both players are entered and paid for on this order.')).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Pay $79.10' }));
    await waitFor(() =>
      expect(api.orders.place).toHaveBeenCalledWith([
        { product: 'program_registration', programId: 31, participantId: 'self', divisionId: 52, partner: { participantId: 41 } },
      ]),
    );
    await waitFor(() => expect(assign).toHaveBeenCalledWith(aPlacedOrder().checkoutUrl));
    assign.mockRestore();
  });

  it('invites a partner by e-mail: the address is checked as typed, only the player’s own fee is paid, and a full division says so', async () => {
    const { api } = setup();
    api.orders.place.mockRejectedValue(
      new HttpFailure('Open doubles is full.', 409, undefined, undefined, 'program_division_full', { division: 'Open doubles' }),
    );
    const dialog = await openDoubles();
    await userEvent.click(dialog.getByRole('radio', { name: 'Someone else, by e-mail' }));
    const email = dialog.getByRole('textbox', { name: /^Partner’s e-mail/ });
    await userEvent.type(email, 'bob@');
    expect(describedBy(email)).toContain('Enter an e-mail address such as name@example.com.');
    expect(dialog.getByRole('button', { name: /^Pay / }).getAttribute('aria-disabled')).toBe('true');
    await userEvent.type(email, 'example.com');
    expect(describedBy(email)).not.toContain('Enter an e-mail address');
    expect(dialog.getByText('Entry fee, 1 player')).toBeTruthy();
    expect(dialog.getByText(/your partner is e-mailed a link to accept and pay their own fee within 48 hours/)).toBeTruthy();
    // $35.00 + HST $4.55.
    await userEvent.click(dialog.getByRole('button', { name: 'Pay $39.55' }));
    await waitFor(() =>
      expect(api.orders.place).toHaveBeenCalledWith([
        { product: 'program_registration', programId: 31, participantId: 'self', divisionId: 52, partner: { email: 'bob@example.com' } },
      ]),
    );
    expect(await dialog.findByText('This division is full: join its waitlist to be offered the next place.')).toBeTruthy();
  });

  it('shows a refusal about the partner next to the partner field', async () => {
    const { api } = setup();
    api.orders.place.mockRejectedValue(
      new HttpFailure(
        'Leo Member is already entered in Open doubles.',
        409,
        undefined,
        { partner: 'Leo Member is already entered.' },
        'program_partner_already_entered',
        { name: 'Leo Member' },
      ),
    );
    const dialog = await openDoubles();
    const partner = dialog.getByRole('radiogroup', { name: /^Partner/ });
    await userEvent.click(within(partner).getByRole('radio', { name: 'Leo Member' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Pay $79.10' }));
    await waitFor(() => expect(describedBy(partner)).toContain('This player is already entered in this division.'));
  });

  it('lets Gus enter the full 50+ division while a place is kept for him, and says so on the page', async () => {
    const kept: ProgramDetail = {
      ...tournamentForMember,
      waitlist: [
        { id: 811, participantId: 42, name: 'Gus Member', divisionId: 53, position: 1, status: 'offered', offerExpiresAt: '2026-11-30T16:00:00.000Z' },
      ],
    };
    setup(kept);
    const lines = within(await screen.findByRole('region', { name: 'Your waitlist' }));
    expect(lines.getByText('Mixed doubles 50+')).toBeTruthy();
    expect(lines.getByText(/^A place is kept for Gus Member until November 30, 2026(,| at) 11:00\sa\.m\.: register now\.$/)).toBeTruthy();
    await userEvent.click(lines.getByRole('button', { name: 'Register now' }));
    const dialog = within(await findDialog(TITLE));
    expect(dialog.getByRole('radio', { name: 'Gus Member' })).toHaveProperty('checked', true);
    expect(dialog.getByRole('radio', { name: 'Mixed doubles 50+ · a place is kept for Gus Member' })).toHaveProperty('checked', true);
  });
});
