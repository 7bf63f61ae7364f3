import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aHouseholdMember, noMembership } from '../support/account-fixtures';
import { createFakeApi } from '../support/fake-api';
import { findDialog } from '../support/find-dialog';
import { renderApp } from '../support/render-app';

/** Focus the field and paste, as autofill does (typing key by key re-renders the app for nothing). */
async function fill(input: HTMLElement, value: string) {
  await userEvent.click(input);
  await userEvent.paste(value);
}

const family = async () => within(await screen.findByRole('group', { name: 'Family' }));
const KAI = aHouseholdMember({ id: 41, firstName: 'Kai', lastName: 'Member', birthday: '2016-06-30', relationship: 'child', guardianConsent: true });

describe('Account: Family', () => {
  it('lists the family members with their relationship and birthday', async () => {
    const api = createFakeApi();
    api.households.list.mockResolvedValue([KAI, aHouseholdMember({ id: 42, firstName: 'Sam', birthday: '1988-02-14' })]);
    renderApp({ url: '/account', loggedIn: true, api });
    const section = await family();
    const list = within(await section.findByRole('list', { name: 'Family members' }));
    const kai = within(list.getByRole('listitem', { name: 'Kai Member' }));
    expect(kai.getByText('Child')).toBeTruthy();
    expect(kai.getByText('Under 18')).toBeTruthy();
    expect(kai.getByText('Born June 30, 2016')).toBeTruthy();
    expect(list.getByRole('listitem', { name: 'Sam Member' })).toBeTruthy();
    expect(api.households.list).toHaveBeenCalledWith(undefined);
  });

  it('adding a child needs the guardian box, which appears only for a minor', async () => {
    const api = createFakeApi();
    renderApp({ url: '/account', loggedIn: true, api });
    const section = await family();
    expect(await section.findByText('No family members yet.')).toBeTruthy();
    await userEvent.click(section.getByRole('button', { name: 'Add a family member' }));
    const dialog = within(await findDialog('Add a family member'));

    await fill(dialog.getByLabelText(/^First name/), 'Mia');
    await fill(dialog.getByLabelText(/^Last name/), 'Member');
    await fill(dialog.getByLabelText(/^Birthday/), '1990-04-01');
    await userEvent.selectOptions(dialog.getByLabelText(/^Relationship/), 'child');
    // An adult: no box to tick.
    expect(dialog.queryByRole('checkbox')).toBeNull();

    await userEvent.clear(dialog.getByLabelText(/^Birthday/));
    await fill(dialog.getByLabelText(/^Birthday/), '2017-03-05');
    const consent = dialog.getByRole('checkbox', { name: 'I am the parent or legal guardian of Mia.' });
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    expect(await dialog.findByText('Tick this box: only a parent or guardian can add someone under 18.')).toBeTruthy();
    expect(api.households.add).not.toHaveBeenCalled();

    await userEvent.click(consent);
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(api.households.add).toHaveBeenCalledWith(
        { firstName: 'Mia', lastName: 'Member', birthday: '2017-03-05', relationship: 'child', guardianConsent: true },
        undefined,
      ),
    );
    expect(await section.findByRole('listitem', { name: 'Mia Member' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(await screen.findByTestId('notice')).getByText('The family member is saved.')).toBeTruthy();
  });

  it('a family member added is read again in the memberships list, ready to buy for', async () => {
    const api = createFakeApi();
    api.memberships.mine
      .mockResolvedValueOnce({ items: [noMembership('self', 'Maya Member')], taxes: [] })
      .mockResolvedValue({ items: [noMembership('self', 'Maya Member'), noMembership(43, 'Sam Member')], taxes: [] });
    renderApp({ url: '/account', loggedIn: true, api });
    const section = await family();
    await userEvent.click(await section.findByRole('button', { name: 'Add a family member' }));
    const dialog = within(await findDialog('Add a family member'));
    await fill(dialog.getByLabelText(/^First name/), 'Sam');
    await fill(dialog.getByLabelText(/^Last name/), 'Member');
    await fill(dialog.getByLabelText(/^Birthday/), '1988-02-14');
    await userEvent.selectOptions(dialog.getByLabelText(/^Relationship/), 'partner');
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const memberships = within(await screen.findByRole('group', { name: 'Membership' }));
    expect(await memberships.findByRole('button', { name: 'Buy a membership for Sam Member' })).toBeTruthy();
    expect(api.memberships.mine).toHaveBeenCalledTimes(2);
  });

  it('checks the form before sending: names, a birthday not in the future, a relationship', async () => {
    const api = createFakeApi();
    renderApp({ url: '/account', loggedIn: true, api });
    const section = await family();
    await userEvent.click(await section.findByRole('button', { name: 'Add a family member' }));
    const dialog = within(await findDialog('Add a family member'));
    await fill(dialog.getByLabelText(/^Birthday/), '2099-01-01');
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    expect(await dialog.findByText('Enter a first name.')).toBeTruthy();
    expect(dialog.getByText('Enter a last name.')).toBeTruthy();
    expect(dialog.getByText('A birthday cannot be in the future.')).toBeTruthy();
    expect(dialog.getByText('Choose how they are related to you.')).toBeTruthy();
    expect(dialog.getByLabelText(/^First name/).getAttribute('aria-invalid')).toBe('true');
    expect(api.households.add).not.toHaveBeenCalled();
  });

  it("shows the server's field message at the field and a refusal (409) above the form", async () => {
    const api = createFakeApi();
    api.households.add
      .mockRejectedValueOnce({
        status: 400,
        message: 'Please correct the highlighted fields.',
        fields: { firstName: 'Use letters, spaces, hyphens or apostrophes.' },
      })
      .mockRejectedValueOnce({ status: 409, message: 'An account can have at most 10 family members.' });
    renderApp({ url: '/account', loggedIn: true, api });
    const section = await family();
    await userEvent.click(await section.findByRole('button', { name: 'Add a family member' }));
    const dialog = within(await findDialog('Add a family member'));
    await fill(dialog.getByLabelText(/^First name/), 'M1a');
    await fill(dialog.getByLabelText(/^Last name/), 'Member');
    await fill(dialog.getByLabelText(/^Birthday/), '1990-04-01');
    await userEvent.selectOptions(dialog.getByLabelText(/^Relationship/), 'partner');
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    expect(await dialog.findByText('Use letters, spaces, hyphens or apostrophes.')).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    expect(await dialog.findByText('An account can have at most 10 family members.')).toBeTruthy();
  });

  it('edits a member, sending only what changed', async () => {
    const api = createFakeApi();
    api.households.list.mockResolvedValue([KAI]);
    api.households.update.mockResolvedValue({ ...KAI, firstName: 'Kyle' });
    renderApp({ url: '/account', loggedIn: true, api });
    const section = await family();
    await userEvent.click(await section.findByRole('button', { name: 'Edit Kai Member' }));
    const dialog = within(await findDialog('Edit Kai Member'));
    // A minor already on the account: the declaration is shown, ticked.
    expect(dialog.getByRole<HTMLInputElement>('checkbox', { name: /parent or legal guardian of Kai/ }).checked).toBe(true);
    await userEvent.clear(dialog.getByLabelText(/^First name/));
    await fill(dialog.getByLabelText(/^First name/), 'Kyle');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.households.update).toHaveBeenCalledWith(41, { firstName: 'Kyle', guardianConsent: true }, undefined));
    expect(await section.findByRole('listitem', { name: 'Kyle Member' })).toBeTruthy();
  });

  it('removing asks first; a refused removal says why', async () => {
    const api = createFakeApi();
    api.households.list.mockResolvedValue([KAI]);
    api.households.remove.mockRejectedValue({ status: 409, message: 'Kai Member has an active membership and cannot be removed.' });
    renderApp({ url: '/account', loggedIn: true, api });
    const section = await family();
    await userEvent.click(await section.findByRole('button', { name: 'Remove Kai Member' }));
    const dialog = within(await findDialog('Remove Kai Member?'));
    expect(api.households.remove).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    expect(await section.findByText('Kai Member has an active membership and cannot be removed.')).toBeTruthy();
    expect(api.households.remove).toHaveBeenCalledWith(41, undefined);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await section.findByRole('listitem', { name: 'Kai Member' })).toBeTruthy();
  });

  it('removes a member once confirmed; Keep leaves them', async () => {
    const api = createFakeApi();
    api.households.list.mockResolvedValue([KAI]);
    renderApp({ url: '/account', loggedIn: true, api });
    const section = await family();
    await userEvent.click(await section.findByRole('button', { name: 'Remove Kai Member' }));
    await userEvent.click(within(await findDialog('Remove Kai Member?')).getByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(await section.findByRole('button', { name: 'Remove Kai Member' }));
    await userEvent.click(within(await findDialog('Remove Kai Member?')).getByRole('button', { name: 'Remove' }));
    expect(await section.findByText('No family members yet.')).toBeTruthy();
    expect(api.households.remove).toHaveBeenCalledTimes(1);
  });
});
