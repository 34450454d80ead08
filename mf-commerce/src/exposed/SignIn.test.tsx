import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockFetch, renderWithProviders } from '../test/render';
import SignIn from './SignIn';

beforeEach(() => window.localStorage.clear());

describe('SignIn', () => {
  it('requires an e-mail address of the right shape before asking for a code', () => {
    const { calls } = mockFetch(() => [200, {}]);
    renderWithProviders(<SignIn />);
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('moves focus to the field to fix: the e-mail, then the code', async () => {
    mockFetch(() => [200, { message: 'sent' }]);
    renderWithProviders(<SignIn />);
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Email is required');
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'amina@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const code = await screen.findByLabelText(/^Code/);
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(code).toHaveFocus();
    expect(code).toHaveAccessibleDescription(/Code is required/);
    // Nothing of the sign-in is kept in the tab's storage: the code is a secret.
    fireEvent.change(code, { target: { value: '123456' } });
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('123456');
  });

  it('says "Failed to send code. Try again." when the code request fails', async () => {
    mockFetch(() => [500, undefined]);
    renderWithProviders(<SignIn />);
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'amina@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send code. Try again.');
  });

  it('moves to the 6-digit code step, says "Invalid code. Try again." on a wrong code, then signs in', async () => {
    const onSignedIn = jest.fn();
    let attempts = 0;
    const { calls } = mockFetch((call) => {
      if (call.url.endsWith('/request-code')) return [200, { message: 'sent' }];
      attempts += 1;
      return attempts === 1 ? [401, { message: 'Invalid code' }] : [200, { token: 'tok.en.value' }];
    });
    renderWithProviders(<SignIn onSignedIn={onSignedIn} heading="Sign in to continue" />);
    expect(screen.getByRole('heading', { name: 'Sign in to continue' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'amina@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const code = await screen.findByLabelText(/^Code/);
    expect(screen.getByText('Enter the 6-digit code from the e-mail.')).toBeInTheDocument();
    expect(code).toHaveAttribute('maxLength', '6');
    fireEvent.change(code, { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid code. Try again.');
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('amina@example.com'));
    expect(calls.at(-1)?.body).toEqual({ email: 'amina@example.com', code: '123456' });
    expect(window.localStorage.getItem('token')).toBe('tok.en.value');
    expect(JSON.parse(window.localStorage.getItem('user')!)).toEqual({ email: 'amina@example.com' });
  });
});
