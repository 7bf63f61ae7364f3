import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApi } from '../support/fake-api';
import { renderApp } from '../support/render-app';

const RESET_URL = '/redirect/reset-password/3/a-valid-token';

async function choosePassword(password: string, confirmation: string) {
  await userEvent.type(await screen.findByLabelText(/^New password/), password);
  await userEvent.type(screen.getByLabelText(/^Confirm new password/), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
}

describe('reset password page', () => {
  it('verifies the link first; a falsy answer opens the login modal on Home', async () => {
    const api = createFakeApi();
    api.auth.verifyResetToken.mockResolvedValue(false);
    const { currentPath } = renderApp({ url: RESET_URL, api });

    expect(await screen.findByRole('dialog')).toBeTruthy();
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(api.auth.verifyResetToken).toHaveBeenCalledWith(3, 'a-valid-token');
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
  });

  it('treats a failed check like an invalid link', async () => {
    const api = createFakeApi();
    api.auth.verifyResetToken.mockRejectedValue({ status: 400, message: 'Bad request' });
    const { currentPath } = renderApp({ url: RESET_URL, api });
    expect(await screen.findByRole('dialog')).toBeTruthy();
    await waitFor(() => expect(currentPath()).toBe('/'));
  });

  it('treats a non-numeric id as invalid without asking the server', async () => {
    const { api, currentPath } = renderApp({ url: '/redirect/reset-password/abc/a-valid-token' });
    expect(await screen.findByRole('dialog')).toBeTruthy();
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(api.auth.verifyResetToken).not.toHaveBeenCalled();
  });

  it('blocks a confirmation that does not match, and a password that is too short', async () => {
    const { api } = renderApp({ url: RESET_URL });
    await choosePassword('second-password-2', 'second-password-3');
    expect(await screen.findByText('The passwords do not match.')).toBeTruthy();
    expect(screen.getByLabelText(/^Confirm new password/).getAttribute('aria-invalid')).toBe('true');

    await userEvent.clear(screen.getByLabelText(/^New password/));
    await userEvent.clear(screen.getByLabelText(/^Confirm new password/));
    await choosePassword('short', 'short');
    expect(await screen.findByText('Use at least 8 characters.')).toBeTruthy();
    expect(api.auth.resetPassword).not.toHaveBeenCalled();
  });

  it('saves a matching password with the id and token, then offers Log in', async () => {
    const { api } = renderApp({ url: RESET_URL });
    await choosePassword('second-password-2', 'second-password-2');

    expect(await screen.findByText(/Your password has been changed/)).toBeTruthy();
    expect(api.auth.resetPassword).toHaveBeenCalledWith({ id: 3, token: 'a-valid-token', password: 'second-password-2' });
    // Resetting does not log in.
    expect(api.auth.login).not.toHaveBeenCalled();
    await userEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('tab', { name: 'Log in', selected: true })).toBeTruthy();
  });

  it("shows the server's reason when it refuses the new password", async () => {
    const api = createFakeApi();
    api.auth.resetPassword.mockRejectedValue({
      status: 400,
      message: 'Please correct the highlighted fields.',
      fields: { password: 'Choose a password that is not your e-mail address.' },
    });
    renderApp({ url: RESET_URL, api });
    await choosePassword('member@example.com', 'member@example.com');
    expect(await screen.findByText('Choose a password that is not your e-mail address.')).toBeTruthy();
  });
});
