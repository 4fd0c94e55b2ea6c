import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, pasteInto, renderApp } from '../../app/test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/forgotten-password', () => {
  it('sends the reset link and says to check the inbox', async () => {
    const { calls } = mockApi({
      'POST /users/request-password-reset': { body: { message: 'ok' } },
    });
    renderApp('/forgotten-password');
    const form = within(await screen.findByRole('form', { name: 'Forgotten password' }));
    await pasteInto(form.getByLabelText('Email'), 'boromir@example.com');
    await userEvent.click(form.getByRole('button', { name: 'Send reset link' }));

    expect(
      await screen.findByText(
        'We have sent you an email with a link to reset your password. Please check your inbox',
      ),
    ).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ email: 'boromir@example.com' });
    expect(form.getByLabelText('Email')).toHaveValue('');
  });

  it('requires the email', async () => {
    const { calls } = mockApi({});
    renderApp('/forgotten-password');
    const form = within(await screen.findByRole('form', { name: 'Forgotten password' }));
    await userEvent.click(form.getByRole('button', { name: 'Send reset link' }));
    expect(form.getByLabelText('Email')).toHaveAccessibleDescription('Please enter an email');
    expect(calls).toHaveLength(0);
  });
});

describe('/password-reset', () => {
  it('explains a link without a token and offers a new one', async () => {
    mockApi({});
    renderApp('/password-reset');
    expect(await screen.findByText('This link has no reset token')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Reset password' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/forgotten-password',
    );
  });

  it('resets the password and shows the news on the login page', async () => {
    const { calls } = mockApi({
      'POST /users/reset-password': { body: { message: 'Password reset' } },
    });
    const { router } = renderApp('/password-reset?token=abc123');
    const form = within(await screen.findByRole('form', { name: 'Reset password' }));
    await pasteInto(form.getByLabelText('Password'), 'a-new-password');
    await pasteInto(form.getByLabelText('Confirm Password'), 'a-new-password');
    await userEvent.click(form.getByRole('button', { name: 'Reset Password' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your password has been updated. You can now log in using your new password.',
    );
    expect(calls[0]?.body).toEqual({ password: 'a-new-password', token: 'abc123' });
  });

  it('says when the passwords do not match', async () => {
    const { calls } = mockApi({});
    renderApp('/password-reset?token=abc123');
    const form = within(await screen.findByRole('form', { name: 'Reset password' }));
    await pasteInto(form.getByLabelText('Password'), 'a-new-password');
    await pasteInto(form.getByLabelText('Confirm Password'), 'another-password');
    await userEvent.click(form.getByRole('button', { name: 'Reset Password' }));
    expect(form.getByLabelText('Confirm Password')).toHaveAccessibleDescription(
      'Your passwords do not match.',
    );
    expect(calls).toHaveLength(0);
  });

  it('shows a bad token in the danger alert', async () => {
    mockApi({
      'POST /users/reset-password': apiError(400, 'Invalid input', {
        token: 'This reset link is invalid or has expired',
      }),
    });
    const { router } = renderApp('/password-reset?token=stale');
    const form = within(await screen.findByRole('form', { name: 'Reset password' }));
    await pasteInto(form.getByLabelText('Password'), 'a-new-password');
    await pasteInto(form.getByLabelText('Confirm Password'), 'a-new-password');
    await userEvent.click(form.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This reset link is invalid or has expired',
    );
    expect(router.state.location.pathname).toBe('/password-reset');
  });
});
