import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthProvider, useAuth } from './AuthContext';

function Probe() {
  const auth = useAuth();
  return (
    <div>
      <p data-testid="who">{auth.user ? auth.user.email : 'signed out'}</p>
      <button type="button" onClick={() => auth.signIn('tok', 'kato@example.com')}>
        in
      </button>
      <button type="button" onClick={auth.logout}>
        out
      </button>
    </div>
  );
}

describe('AuthProvider', () => {
  beforeEach(() => localStorage.clear());

  it('signs in (storing token and user) and logs out (clearing them)', async () => {
    const user = userEvent.setup();
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(screen.getByTestId('who')).toHaveTextContent('signed out');
    await user.click(screen.getByRole('button', { name: 'in' }));
    expect(screen.getByTestId('who')).toHaveTextContent('kato@example.com');
    expect(localStorage.getItem('token')).toBe('tok');
    await user.click(screen.getByRole('button', { name: 'out' }));
    expect(screen.getByTestId('who')).toHaveTextContent('signed out');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('follows a sign-out made in another tab', () => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem('user', JSON.stringify({ email: 'kato@example.com' }));
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(screen.getByTestId('who')).toHaveTextContent('kato@example.com');
    act(() => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    });
    expect(screen.getByTestId('who')).toHaveTextContent('signed out');
  });

  it('refuses to be used outside the provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow('useAuth must be used inside <AuthProvider>');
  });
});
