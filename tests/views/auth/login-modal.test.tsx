import { screen, waitFor, within } from '@testing-library/react';
import setupUser from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, memberProfile } from '../support/fake-api';
import { renderApp } from '../support/render-app';

// No pause between keystrokes: each one still fires every event a browser would, without a timer.
const userEvent = setupUser.setup({ delay: null });

async function openLoginModal() {
  await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
  return screen.findByRole('dialog');
}

async function fillLogin(dialog: HTMLElement, email: string, password: string) {
  await userEvent.type(within(dialog).getByLabelText(/^E-mail/), email);
  await userEvent.type(within(dialog).getByLabelText(/^Password/), password);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
}

const NEW_MEMBER = {
  email: 'robin@example.com',
  password: 'a-long-password-1',
  firstName: 'Robin',
  lastName: 'Tremblay',
  gender: 'non-binary',
  postalCode: 'H2X 1Y4',
  birthday: '1992-03-14',
  phoneNumber: '514-555-0199',
};

async function fillSignup(dialog: HTMLElement, values = NEW_MEMBER) {
  const input = (label: string) => within(dialog).getByLabelText(new RegExp(`^${label}`));
  // Each field is focused and its value pasted in one input event, as a password manager fills a
  // form: typing eight fields key by key re-renders the whole app a few hundred times for nothing.
  const fill = async (label: string, value: string) => {
    await userEvent.click(input(label));
    await userEvent.paste(value);
  };
  await fill('E-mail', values.email);
  await fill('Password', values.password);
  await fill('First name', values.firstName);
  await fill('Last name', values.lastName);
  await userEvent.selectOptions(input('Gender'), values.gender);
  await fill('Postal code', values.postalCode);
  await fill('Birthday', values.birthday);
  await fill('Phone number', values.phoneNumber);
}

afterEach(() => vi.restoreAllMocks());

describe('login modal: log in', () => {
  it('logs in, closes the modal and offers Log out', async () => {
    const { api } = renderApp();
    const dialog = await openLoginModal();
    expect(within(dialog).getByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(within(dialog).getByRole('tab', { name: 'Log in', selected: true })).toBeTruthy();

    await fillLogin(dialog, 'member@example.com', 'demo-pass-2026');

    expect(await screen.findByRole('button', { name: 'Log out' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.auth.login).toHaveBeenCalledWith({ email: 'member@example.com', password: 'demo-pass-2026' });
    // The profile the login answered is the viewer: no second fetch of users/me.
    expect(api.users.me).not.toHaveBeenCalled();
  });

  it('goes back to the page that asked for a login', async () => {
    const { currentPath } = renderApp({ url: '/account' });
    // The guard asks a visitor to log in and remembers /account.
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Log in to continue' })).toBeTruthy();
    await fillLogin(dialog, 'member@example.com', 'demo-pass-2026');
    expect(await screen.findByRole('button', { name: 'Log out' })).toBeTruthy();
    // The guard lets the page through and the account shows who logged in.
    expect(await within(screen.getByRole('main')).findByText(memberProfile.email)).toBeTruthy();
    expect(currentPath()).toBe('/account');
  });

  it('says "Failed Login" inline and as a notice for a wrong password, with what to check and a way to reset it', async () => {
    const api = createFakeApi();
    api.auth.login.mockRejectedValue({ status: 401, message: 'Incorrect e-mail or password.', code: 'invalid_credentials' });
    renderApp({ api });
    const dialog = await openLoginModal();
    await fillLogin(dialog, 'member@example.com', 'not-my-password');

    expect(await within(dialog).findByText('Failed Login')).toBeTruthy();
    expect(within(dialog).getByText('Check your e-mail and password. If you have forgotten your password, you can reset it.')).toBeTruthy();
    expect(within(await screen.findByTestId('notice')).getByText('Failed Login')).toBeTruthy();
    expect(screen.queryByText('Incorrect e-mail or password.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();

    // Reset password goes to the Forgot password tab with the e-mail typed.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect(within(dialog).getByRole('tab', { name: 'Forgot password', selected: true })).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^E-mail/).value).toBe('member@example.com');
  });

  it("a login refused as cross-site is a Failed Login that says the server's own reason, inline and in the notice", async () => {
    const api = createFakeApi();
    api.auth.login.mockRejectedValue({ status: 403, message: 'This request came from another site and was refused.', code: 'cross_site' });
    renderApp({ api });
    const dialog = await openLoginModal();
    await fillLogin(dialog, 'member@example.com', 'demo-pass-2026');

    expect(await within(dialog).findByText('Failed Login')).toBeTruthy();
    expect(within(dialog).getByText('This request came from another site and was refused.')).toBeTruthy();
    expect(within(dialog).queryByText(/Check your e-mail and password/)).toBeNull();
    expect(within(await screen.findByTestId('notice')).getByText('Failed Login: This request came from another site and was refused.')).toBeTruthy();
  });

  it("words a stale security token (403 csrf_failed) by its code, whatever the server's text", async () => {
    const api = createFakeApi();
    api.auth.login.mockRejectedValue({ status: 403, message: 'Forbidden', code: 'csrf_failed' });
    renderApp({ api });
    const dialog = await openLoginModal();
    await fillLogin(dialog, 'member@example.com', 'demo-pass-2026');
    expect(await within(dialog).findByText('Failed Login')).toBeTruthy();
    expect(within(dialog).getByText('Your security token is missing or out of date. Reload the page and try again.')).toBeTruthy();
    expect(screen.queryByText('Forbidden')).toBeNull();
  });

  it("a busy database is not a Failed Login: it says so, in the app's words", async () => {
    const api = createFakeApi();
    api.auth.login.mockRejectedValue({ status: 503, message: 'The database is busy.', code: 'database_busy' });
    renderApp({ api });
    const dialog = await openLoginModal();
    await fillLogin(dialog, 'member@example.com', 'demo-pass-2026');
    expect(await within(dialog).findByText('The system is busy right now. Please try again in a moment.')).toBeTruthy();
    expect(screen.queryByText('Failed Login')).toBeNull();
  });

  it("shows the server's message for any other error", async () => {
    const api = createFakeApi();
    api.auth.login.mockRejectedValue({ status: 429, message: 'Too many attempts, try again in a minute.' });
    renderApp({ api });
    const dialog = await openLoginModal();
    await fillLogin(dialog, 'member@example.com', 'demo-pass-2026');

    expect(await within(dialog).findByText('Too many attempts, try again in a minute.')).toBeTruthy();
    expect(screen.queryByText('Failed Login')).toBeNull();
  });

  it('asks for the missing fields without calling the server', async () => {
    const { api } = renderApp();
    const dialog = await openLoginModal();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(within(dialog).getByText('Enter your e-mail address.')).toBeTruthy();
    expect(within(dialog).getByText('Enter your password.')).toBeTruthy();
    expect(api.auth.login).not.toHaveBeenCalled();
  });

  it('titles the dialog after its tab: Login, Create account, Reset your password', async () => {
    renderApp();
    const dialog = await openLoginModal();
    const heading = () => within(dialog).getByRole('heading', { level: 2 }).textContent;
    expect(heading()).toBe('Login');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Create account' }));
    expect(heading()).toBe('Create account');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Forgot password' }));
    expect(heading()).toBe('Reset your password');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Log in' }));
    expect(heading()).toBe('Login');
  });

  it('keeps the title a page asked for on the login tab only', async () => {
    renderApp({ url: '/account' });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Log in to continue' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Create account' }));
    expect(within(dialog).getByRole('heading', { name: 'Create account' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Log in' }));
    expect(within(dialog).getByRole('heading', { name: 'Log in to continue' })).toBeTruthy();
  });

  it('closes with the Close button', async () => {
    renderApp();
    const dialog = await openLoginModal();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('login modal: create account', () => {
  it('opens on the signup tab with ?showCreateAccountOnLoad, titled Create account (Login on the login tab)', async () => {
    renderApp({ url: '/?showCreateAccountOnLoad' });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('tab', { name: 'Create account', selected: true })).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Create account' })).toBeTruthy();
    expect(within(dialog).getByLabelText(/^First name/)).toBeTruthy();
    expect(within(dialog).getByText('At least 8 characters, and not your e-mail address.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Log in' }));
    expect(within(dialog).getByRole('heading', { name: 'Login' })).toBeTruthy();
  });

  it('signs up, then logs in automatically with the same e-mail and password', async () => {
    const { api } = renderApp({ url: '/?showCreateAccountOnLoad' });
    const dialog = await screen.findByRole('dialog');
    await fillSignup(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('button', { name: 'Log out' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.auth.signup).toHaveBeenCalledWith(NEW_MEMBER);
    expect(api.auth.login).toHaveBeenCalledWith({ email: NEW_MEMBER.email, password: NEW_MEMBER.password });
    expect(api.auth.signup.mock.invocationCallOrder[0]).toBeLessThan(api.auth.login.mock.invocationCallOrder[0]);
  });

  it('says the e-mail is taken on a 409, logs it, and offers Log in with the e-mail carried over', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const api = createFakeApi();
    api.auth.signup.mockRejectedValue({
      status: 409,
      message: 'An account with this e-mail already exists.',
      fields: { email: 'This e-mail is already registered.' },
    });
    renderApp({ url: '/?showCreateAccountOnLoad', api });
    const dialog = await screen.findByRole('dialog');
    await fillSignup(dialog, { ...NEW_MEMBER, email: 'member@example.com' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));

    expect(await within(dialog).findByText(/An account with this e-mail already exists/)).toBeTruthy();
    expect(log).toHaveBeenCalledWith('email already exists');
    expect(api.auth.login).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Reset password' })).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in instead' }));
    expect(within(dialog).getByRole('tab', { name: 'Log in', selected: true })).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^E-mail/).value).toBe('member@example.com');
  });

  it('an empty submit flags every field it asks for, each message beside its field, and sends nothing', async () => {
    const { api } = renderApp({ url: '/?showCreateAccountOnLoad' });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Every field is required.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));

    const described = (element: HTMLElement) =>
      (element.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' ');
    const expected: Array<[RegExp, string]> = [
      [/^E-mail/, 'Enter your e-mail address.'],
      [/^Password/, 'Choose a password.'],
      [/^First name/, 'Enter your first name.'],
      [/^Last name/, 'Enter your last name.'],
      [/^Gender/, 'Choose one.'],
      [/^Postal code/, 'Enter your postal code.'],
      [/^Birthday/, 'Enter your birthday.'],
      [/^Phone number/, 'Enter your phone number.'],
    ];
    for (const [label, message] of expected) {
      const field = within(dialog).getByLabelText(label);
      await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
      expect(described(field)).toContain(message);
    }
    expect(api.auth.signup).not.toHaveBeenCalled();
  });

  it('shows the server’s 400 messages at their fields', async () => {
    const api = createFakeApi();
    api.auth.signup.mockRejectedValue({
      status: 400,
      message: 'Please correct the highlighted fields.',
      fields: { postalCode: 'Enter a Canadian postal code like A1A 1A1.', phoneNumber: 'Enter a 10-digit phone number.' },
    });
    renderApp({ url: '/?showCreateAccountOnLoad', api });
    const dialog = await screen.findByRole('dialog');
    await fillSignup(dialog, { ...NEW_MEMBER, postalCode: 'ZZZ', phoneNumber: '123' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));

    const postalCode = within(dialog).getByLabelText(/^Postal code/);
    await waitFor(() => expect(postalCode.getAttribute('aria-invalid')).toBe('true'));
    expect(postalCode.getAttribute('aria-describedby')).toBeTruthy();
    const described = (element: HTMLElement) =>
      element
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' ');
    expect(described(postalCode)).toContain('Enter a Canadian postal code like A1A 1A1.');
    expect(described(within(dialog).getByLabelText(/^Phone number/))).toContain('Enter a 10-digit phone number.');
    expect(within(dialog).getByText('Please correct the highlighted fields.')).toBeTruthy();
    expect(api.auth.login).not.toHaveBeenCalled();
  });
});

describe('login modal: forgot password', () => {
  it('sends a reset link and shows the confirmation', async () => {
    const { api } = renderApp();
    const dialog = await openLoginModal();
    await userEvent.type(within(dialog).getByLabelText(/^E-mail/), 'someone@example.com');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Forgot password' }));
    // The e-mail typed on the login tab comes along.
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^E-mail/).value).toBe('someone@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send reset link' }));

    expect(await within(dialog).findByText(/If an account exists for someone@example.com/)).toBeTruthy();
    expect(api.auth.requestResetLink).toHaveBeenCalledWith('someone@example.com');
  });

  it('shows the same confirmation when the server says the address is unknown', async () => {
    const api = createFakeApi();
    api.auth.requestResetLink.mockRejectedValue({ status: 404, message: 'No such account.' });
    renderApp({ api });
    const dialog = await openLoginModal();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Forgot password' }));
    await userEvent.type(within(dialog).getByLabelText(/^E-mail/), 'nobody@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(await within(dialog).findByText(/If an account exists for nobody@example.com/)).toBeTruthy();
    expect(screen.queryByText('No such account.')).toBeNull();
  });
});
