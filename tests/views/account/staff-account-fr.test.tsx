/** Issue 13: the staff's tools on an account, in French (fr-CA). */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLocale } from '@/i18n/catalogs';
import { anAuditEntry, MEMBERSHIP_ORDER, MEMBERSHIPS, REFUND_ENTRY, USER_ID } from '../../machines/account/staff-fixtures';
import { adminProfile, staffApi } from '../support/admin-support';
import { findDialog } from '../support/find-dialog';
import { renderApp } from '../support/render-app';

const NBSP = '\u00a0';
// The first render loads the page's chunks and their French catalogues: give it time on a busy machine.
const SLOW = { timeout: 10_000 };

async function card(name: string) {
  const heading = await screen.findByRole('heading', { level: 2, name }, SLOW);
  return within(heading.closest('[aria-labelledby]') as HTMLElement);
}

afterEach(async () => {
  await act(() => switchLocale('en-CA'));
  localStorage.clear();
  document.documentElement.lang = 'en-CA';
});

describe('staff view of an account in French', () => {
  it('words the memberships, the sale, the orders and the audit trail in French', async () => {
    await act(() => switchLocale('fr-CA'));
    const api = staffApi();
    api.users.me.mockResolvedValue({ ...adminProfile, locale: 'fr-CA' });
    api.staffAccounts.memberships.mockResolvedValue(MEMBERSHIPS);
    api.staffAccounts.orders.mockResolvedValue([MEMBERSHIP_ORDER]);
    api.staffAccounts.audit.mockResolvedValue({
      items: [
        REFUND_ENTRY,
        anAuditEntry({
          id: 5,
          action: 'household.updated',
          detail: 'Changed family member Sam Member: firstName, birthday',
          params: { name: 'Sam Member', fields: 'firstName, birthday' },
        }),
      ],
      timeZone: 'America/Toronto',
    });
    renderApp({ url: `/account/${USER_ID}`, loggedIn: true, api });

    const memberships = await card('Abonnements à l’accueil');
    const maya = within(await memberships.findByRole('listitem', { name: 'Maya Member' }, SLOW));
    expect(maya.getByText('Actif')).toBeTruthy();
    expect(maya.getByText('Valide du 10 janvier 2026 au 9 janvier 2027')).toBeTruthy();
    expect(maya.getByRole('button', { name: 'Rembourser l’abonnement de Maya Member' })).toBeTruthy();
    expect(within(memberships.getByRole('listitem', { name: 'Alex Member' })).getByText('Expiré')).toBeTruthy();

    await userEvent.click(memberships.getByRole('button', { name: 'Vendre un abonnement' }));
    const dialog = within(await findDialog('Vendre un abonnement à l’accueil'));
    expect(dialog.getByRole('checkbox', { name: `Sam Member${NBSP}: nouvel abonnement, 120,00${NBSP}$ avant taxes` })).toBeTruthy();
    expect(dialog.getByRole('radio', { name: 'Argent comptant' })).toBeTruthy();
    expect(dialog.getByRole('radio', { name: 'Terminal de paiement' })).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer la vente' }));
    expect(dialog.getByText('Cochez au moins une personne.')).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Annuler' }));

    expect(await card('Commandes')).toBeTruthy();
    expect(await card('Réservations de terrain')).toBeTruthy();
    const audit = await card('Journal des actions');
    const items = within(await audit.findByRole('list', { name: 'Actions du personnel sur ce compte, les plus récentes d’abord' })).getAllByRole('listitem');
    // getByText reads the text with its white space collapsed, no-break spaces included.
    expect(within(items[0]).getByText('135,60 $ remboursé sur l’abonnement de Maya Member ; l’abonnement a pris fin')).toBeTruthy();
    expect(within(items[0]).getByText('Motif : Moving away')).toBeTruthy();
    expect(within(items[0]).getByText(/^Par Ada Admin, .*2026/)).toBeTruthy();
    expect(within(items[1]).getByText('Membre de la famille Sam Member modifié : prénom et date de naissance')).toBeTruthy();
  });
});
