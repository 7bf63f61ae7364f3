import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { staffApi } from '../support/admin-support';
import { findDialog } from '../support/find-dialog';
import { renderApp } from '../support/render-app';
import { camp, enrolments } from '../../machines/programs/event-fixtures';
import { session, template } from '../../machines/programs/fixtures';

// Issue 25, "owners lose work": the New program dialog with the real description field over a
// stand-in for Editor.js that behaves as Editor.js does with its menus: a keydown listener on the
// document (capture) closes the open menu on Escape, and an open menu is an element with
// `ce-popover--opened` inside the editor's holder.
const editors = vi.hoisted(() => {
  class FakeEditor {
    isReady = Promise.resolve();
    private readonly menu: HTMLElement;
    private readonly onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') this.menu.classList.remove('ce-popover--opened');
    };
    constructor(readonly config: { holder: HTMLElement }) {
      const block = document.createElement('div');
      block.setAttribute('contenteditable', 'true');
      block.className = 'ce-paragraph';
      const plus = document.createElement('button');
      plus.type = 'button';
      plus.textContent = 'Add a block';
      this.menu = document.createElement('div');
      this.menu.className = 'ce-popover';
      plus.addEventListener('click', () => this.menu.classList.add('ce-popover--opened'));
      config.holder.append(block, plus, this.menu);
      document.addEventListener('keydown', this.onKeyDown, true);
    }
    save = vi.fn(async () => ({ blocks: [] }));
    destroy = vi.fn(() => {
      document.removeEventListener('keydown', this.onKeyDown, true);
      this.config.holder.replaceChildren();
    });
  }
  return { FakeEditor };
});

vi.mock('@editorjs/editorjs', () => ({ default: editors.FakeEditor }));
for (const tool of ['header', 'list', 'quote', 'delimiter', 'underline', 'marker', 'image', 'embed', 'table', 'warning']) {
  vi.doMock(`@editorjs/${tool}`, () => ({ default: class {} }));
}

const weekdayHours = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].flatMap((day) => [
    [`${day}OpeningTimeInMins`, 7 * 60],
    [`${day}ClosingTimeInMins`, 22 * 60],
  ]),
);

function ownerApi() {
  const api = staffApi('owner');
  api.companySettings.load.mockResolvedValue({ numberOfCourts: 4, timeZone: 'America/Toronto', ...weekdayHours } as never);
  api.eventSetup.programs.mockResolvedValue([]);
  return api;
}

async function openNewProgram() {
  renderApp({ url: '/owner/event-setup', loggedIn: true, api: ownerApi() });
  await userEvent.click(await screen.findByRole('button', { name: 'New program' }));
  return findDialog('New program');
}

const ask = () => screen.queryByRole('alertdialog', { name: 'Discard your changes?' });

describe('the New program dialog keeps the owner’s work', () => {
  it('Escape in the description editor’s block menu closes only the menu; the next Escape asks before discarding', async () => {
    const dialog = await openNewProgram();
    const title = within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Title (English)' });
    await userEvent.type(title, 'Summer camp');
    const description = within(dialog).getByRole('group', { name: /^Description \(English\)/ });
    await userEvent.click(await within(description).findByRole('button', { name: 'Add a block' }));
    const block = description.querySelector<HTMLElement>('[contenteditable]')!;
    expect(description.querySelector('.ce-popover--opened')).not.toBeNull();

    fireEvent.keyDown(block, { key: 'Escape' });
    expect(description.querySelector('.ce-popover--opened')).toBeNull();
    // (jsdom: Tabster may mark the page hidden after a click on a plain button, so the dialog is checked in the DOM.)
    expect(document.body.contains(dialog)).toBe(true);
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull();
    expect(title.value).toBe('Summer camp');

    // No menu open now: Escape is the dialog's, and with a title typed it asks first.
    fireEvent.keyDown(block, { key: 'Escape' });
    const question = await screen.findByRole('alertdialog', { name: 'Discard your changes?', hidden: true });
    await userEvent.click(within(question).getByRole('button', { name: 'Keep editing', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull());
    expect(document.body.contains(dialog)).toBe(true);
    expect(title.value).toBe('Summer camp');
  });

  it('Escape in the Title field with a title typed asks; Discard closes the dialog and nothing is saved', async () => {
    const dialog = await openNewProgram();
    const title = within(dialog).getByRole('textbox', { name: 'Title (English)' });
    await userEvent.type(title, 'Summer camp');
    fireEvent.keyDown(title, { key: 'Escape' });
    const question = await screen.findByRole('alertdialog', { name: 'Discard your changes?', hidden: true });
    // The form stays behind the question. The question's modal soon hides it from the accessibility
    // tree (Tabster sets aria-hidden on a timer), and a hidden dialog has no accessible name: so it is
    // found among hidden elements, by its title.
    const form = screen.getByRole('dialog', { hidden: true });
    expect(within(form).getByRole('heading', { level: 2, hidden: true }).textContent).toBe('New program');
    await userEvent.click(within(question).getByRole('button', { name: 'Discard', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New program' })).toBeNull());
  });

  it('Escape in an untouched New program dialog closes it at once', async () => {
    const dialog = await openNewProgram();
    fireEvent.keyDown(within(dialog).getByRole('textbox', { name: 'Title (English)' }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New program' })).toBeNull());
    expect(ask()).toBeNull();
  });

  it('numbers out of range say the range at their fields', async () => {
    const dialog = await openNewProgram();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Capacity/ }), { target: { value: '-1' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Max.*age/i }), { target: { value: '999' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Enter a whole number from 1 to 500.')).toBeTruthy();
    expect(within(dialog).getByText('Enter a whole number from 0 to 120.')).toBeTruthy();
  });
});

describe('the e-mail to a program’s registrants keeps the owner’s words', () => {
  it('Cancel with a message written asks first; Keep editing keeps it; Discard closes without sending', async () => {
    const { registrationOpens: _opens, registrationCloses: _closes, ...apiCamp } = camp;
    const api = ownerApi();
    api.eventSetup.programs.mockResolvedValue([apiCamp]);
    api.eventSetup.registrations.mockResolvedValue(enrolments);
    renderApp({ url: '/owner/event-setup', loggedIn: true, api });
    await userEvent.click(await screen.findByRole('button', { name: 'Registrations for Junior summer camp' }));
    await userEvent.click(await screen.findByRole('button', { name: 'E-mail all registrants' }));
    const email = await findDialog('E-mail the registrants of Junior summer camp');
    const message = within(email).getByRole<HTMLTextAreaElement>('textbox', { name: /^Message/ });
    fireEvent.change(message, { target: { value: 'We play indoors.' } });
    await userEvent.click(within(email).getByRole('button', { name: 'Cancel' }));
    const question = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(ask()).toBeNull());
    expect(message.value).toBe('We play indoors.');
    await userEvent.click(within(email).getByRole('button', { name: 'Cancel', hidden: true }));
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Discard your changes?' })).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'E-mail the registrants of Junior summer camp' })).toBeNull());
    expect(api.eventSetup.emailRegistrants).not.toHaveBeenCalled();
  });
});

describe('drop-in setup dialogs keep the owner’s work', () => {
  function dropInApi() {
    const api = staffApi('owner');
    api.companySettings.load.mockResolvedValue({ numberOfCourts: 4, tuesdayOpeningTimeInMins: 420, tuesdayClosingTimeInMins: 1320 } as never);
    api.programSetup.templates.mockResolvedValue([template]);
    api.programSetup.sessions.mockResolvedValue([session]);
    return api;
  }

  it('a changed template asks before Cancel throws it away; an untouched one closes at once', async () => {
    const api = dropInApi();
    renderApp({ url: '/owner/dropin-setup', loggedIn: true, api });
    await userEvent.click(await screen.findByRole('button', { name: 'Add a template' }));
    let dialog = await findDialog('New weekly template');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The page is exposed again once the closed dialog has gone.
    await userEvent.click(await screen.findByRole('button', { name: 'Add a template' }));
    dialog = await findDialog('New weekly template');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title (English)' }), 'Morning');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const question = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(ask()).toBeNull());
    // (jsdom: Tabster may keep the dialog hidden a moment after the question goes: queries include hidden elements.)
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Title (English)', hidden: true }).value).toBe('Morning');
    // Players per court outside 1–12 says so.
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Players per court/, hidden: true }), { target: { value: '40' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    expect(within(dialog).getByText('Enter a whole number from 1 to 12.')).toBeTruthy();
    expect(api.programSetup.createTemplate).not.toHaveBeenCalled();
  });

  it('a one-off session with a capacity typed asks before Escape throws it away', async () => {
    renderApp({ url: '/owner/dropin-setup', loggedIn: true, api: dropInApi() });
    await userEvent.click(await screen.findByRole('button', { name: 'Add a one-off session' }));
    const dialog = await findDialog('Add a one-off session');
    const capacity = within(dialog).getByRole('textbox', { name: /Capacity/ });
    fireEvent.change(capacity, { target: { value: '700' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Enter a whole number from 1 to 600.')).toBeTruthy();
    fireEvent.keyDown(capacity, { key: 'Escape' });
    const question = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
