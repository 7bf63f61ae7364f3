/**
 * Issue 29: a self-rated level on the account's profile and on a family member, which open play
 * uses to group players of a similar level: a labelled select with its hint (Not rated, 1.0 to 6.0
 * in half steps), reached with the keyboard, saved only when changed, refused with the server's
 * code worded by the app, shown in the details and the family list, in French too.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLocale } from '@/i18n/catalogs';
import { aHouseholdMember } from '../support/account-fixtures';
import { createFakeApi, memberProfile } from '../support/fake-api';
import { findDialog } from '../support/find-dialog';
import { renderApp } from '../support/render-app';

const main = () => within(screen.getByRole('main'));
const LEVELS = ['Not rated', '1.0', '1.5', '2.0', '2.5', '3.0', '3.5', '4.0', '4.5', '5.0', '5.5', '6.0'];
const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

afterEach(async () => {
  await act(() => switchLocale('en-CA'));
});

describe('the profile’s self-rated level', () => {
  it('shows "Not rated", offers the half steps with a hint, and saves only the level', async () => {
    const api = createFakeApi();
    api.users.update.mockImplementation(async (_id, changes) => ({ ...memberProfile, ...changes }));
    renderApp({ url: '/account', loggedIn: true, api });
    expect(await main().findByText('Self-rated level')).toBeTruthy();
    expect(main().getByText('Not rated')).toBeTruthy();

    await userEvent.click(main().getByRole('button', { name: 'Edit profile' }));
    const select = main().getByRole('combobox', { name: 'Self-rated level' });
    expect(optionsOf(select)).toEqual(LEVELS);
    expect((select as HTMLSelectElement).value).toBe('');
    expect(main().getByText('Used to group players of a similar level in open play')).toBeTruthy();
    expect(select.getAttribute('aria-describedby')).toBeTruthy();

    await userEvent.selectOptions(select, '3.5');
    await userEvent.click(main().getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.users.update).toHaveBeenCalledWith('me', { selfRatedLevel: 3.5 }));
    expect(await main().findByText('3.5')).toBeTruthy();
  });

  it('clears a level (sent as null), and is reached with the keyboard after the contact fields', async () => {
    const api = createFakeApi();
    api.users.me.mockResolvedValue({ ...memberProfile, selfRatedLevel: 4 });
    renderApp({ url: '/account', loggedIn: true, api });
    expect(await main().findByText('4.0')).toBeTruthy();
    await userEvent.click(main().getByRole('button', { name: 'Edit profile' }));
    const select = main().getByRole('combobox', { name: 'Self-rated level' });
    expect((select as HTMLSelectElement).value).toBe('4.0');
    main()
      .getByLabelText(/^Phone number/)
      .focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(select);
    await userEvent.selectOptions(select, 'Not rated');
    await userEvent.click(main().getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.users.update).toHaveBeenCalledWith('me', { selfRatedLevel: null }));
  });

  it('words the server’s refusal by its code, at the field', async () => {
    const api = createFakeApi();
    api.users.update.mockRejectedValue({
      status: 400,
      message: 'Please correct the highlighted fields.',
      fields: { selfRatedLevel: 'Choose a level from 1.0 to 6.0, in half steps.' },
      fieldCodes: { selfRatedLevel: { code: 'self_rated_level' } },
    });
    renderApp({ url: '/account', loggedIn: true, api });
    await userEvent.click(await main().findByRole('button', { name: 'Edit profile' }));
    const select = main().getByRole('combobox', { name: 'Self-rated level' });
    await userEvent.selectOptions(select, '2.0');
    await userEvent.click(main().getByRole('button', { name: 'Save changes' }));
    expect(await main().findByText('Choose a level from 1.0 to 6.0, in half steps.')).toBeTruthy();
    expect(select.getAttribute('aria-invalid')).toBe('true');
  });

  it('in French: the label, the hint, "Non évalué" and decimal commas', async () => {
    const api = createFakeApi();
    api.users.me.mockResolvedValue({ ...memberProfile, locale: 'fr-CA', selfRatedLevel: 2.5 });
    await act(() => switchLocale('fr-CA'));
    renderApp({ url: '/account', loggedIn: true, api });
    expect(await main().findByText('Niveau autoévalué')).toBeTruthy();
    expect(main().getByText('2,5')).toBeTruthy();
    await userEvent.click(main().getByRole('button', { name: 'Modifier le profil' }));
    const select = main().getByRole('combobox', { name: 'Niveau autoévalué' });
    expect(optionsOf(select).slice(0, 3)).toEqual(['Non évalué', '1,0', '1,5']);
    expect(main().getByText('Sert à réunir des personnes de niveau semblable en jeu libre en rotation')).toBeTruthy();
  });
});

describe('a family member’s self-rated level', () => {
  it('is chosen when adding, sent as a number, and shown in the list', async () => {
    const api = createFakeApi();
    renderApp({ url: '/account', loggedIn: true, api });
    const section = within(await screen.findByRole('group', { name: 'Family' }));
    await userEvent.click(await section.findByRole('button', { name: 'Add a family member' }));
    const dialog = within(await findDialog('Add a family member'));
    await userEvent.type(dialog.getByLabelText(/^First name/), 'Sam');
    await userEvent.type(dialog.getByLabelText(/^Last name/), 'Member');
    await userEvent.type(dialog.getByLabelText(/^Birthday/), '1988-02-14');
    await userEvent.selectOptions(dialog.getByLabelText(/^Relationship/), 'partner');
    const level = dialog.getByRole('combobox', { name: 'Self-rated level' });
    expect(optionsOf(level)).toEqual(LEVELS);
    // Reached with the keyboard right after the relationship.
    dialog.getByLabelText(/^Relationship/).focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(level);
    await userEvent.selectOptions(level, '4.5');
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(api.households.add).toHaveBeenCalledWith(expect.objectContaining({ firstName: 'Sam', selfRatedLevel: 4.5 }), undefined));
    const list = within(await section.findByRole('list', { name: 'Family members' }));
    expect(within(list.getByRole('listitem', { name: 'Sam Member' })).getByText(/Level 4\.5/)).toBeTruthy();
  });

  it('editing sends only a changed level, a cleared one as null', async () => {
    const api = createFakeApi();
    api.households.list.mockResolvedValue([aHouseholdMember({ id: 41, firstName: 'Kai', selfRatedLevel: 3 })]);
    renderApp({ url: '/account', loggedIn: true, api });
    const section = within(await screen.findByRole('group', { name: 'Family' }));
    await userEvent.click(await section.findByRole('button', { name: /Edit Kai Member/ }));
    const dialog = within(await findDialog('Edit Kai Member'));
    const level = dialog.getByRole('combobox', { name: 'Self-rated level' });
    expect((level as HTMLSelectElement).value).toBe('3.0');
    await userEvent.selectOptions(level, 'Not rated');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.households.update).toHaveBeenCalledWith(41, { selfRatedLevel: null }, undefined));
  });
});
