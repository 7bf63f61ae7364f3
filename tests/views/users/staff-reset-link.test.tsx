import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render-app';
import { staffApi } from '../support/admin-support';

describe('admin: reset link for a member', () => {
  it('makes a link for the e-mail and copies it', async () => {
    const user = userEvent.setup();
    const api = staffApi();
    renderApp({ url: '/admin/users', loggedIn: true, api });

    await user.type(await screen.findByLabelText("Member's e-mail"), 'maya@example.com');
    await user.click(screen.getByRole('button', { name: 'Make reset link' }));

    const link = await screen.findByLabelText<HTMLInputElement>('Reset link');
    expect(link.value).toBe('http://localhost:3000/redirect/reset-password/3/token');
    expect(api.auth.staffResetLink).toHaveBeenCalledWith('maya@example.com');

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Copied.')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe('http://localhost:3000/redirect/reset-password/3/token');
  });

  it("shows the server's answer when no account uses the e-mail", async () => {
    const api = staffApi();
    api.auth.staffResetLink.mockRejectedValueOnce({ status: 404, message: 'No account uses that e-mail.' });
    renderApp({ url: '/admin/users', loggedIn: true, api });

    await userEvent.type(await screen.findByLabelText("Member's e-mail"), 'nobody@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Make reset link' }));

    expect(await screen.findByText('No account uses that e-mail.')).toBeTruthy();
    expect(screen.queryByLabelText('Reset link')).toBeNull();
  });
});
