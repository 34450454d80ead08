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
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

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

  it('forgets the form drafts of the tab at sign-out, and nothing else of sessionStorage', async () => {
    sessionStorage.setItem('agency:draft:commerce:payer', JSON.stringify({ firstName: 'Amina', phone: '+256772123456' }));
    sessionStorage.setItem('agency:draft:contact', JSON.stringify({ name: 'Amina' }));
    sessionStorage.setItem('checkout:return', '/resource-hub');
    const user = userEvent.setup();
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'in' }));
    expect(sessionStorage.getItem('agency:draft:commerce:payer')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'out' }));
    expect(sessionStorage.getItem('agency:draft:commerce:payer')).toBeNull();
    expect(sessionStorage.getItem('agency:draft:contact')).toBeNull();
    expect(sessionStorage.getItem('checkout:return')).toBe('/resource-hub');
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
    sessionStorage.setItem('agency:draft:commerce:payer', JSON.stringify({ firstName: 'Amina' }));
    act(() => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: null }));
    });
    expect(screen.getByTestId('who')).toHaveTextContent('signed out');
    expect(sessionStorage.getItem('agency:draft:commerce:payer')).toBeNull();
  });

  it('keeps the drafts when another tab signs in', () => {
    sessionStorage.setItem('agency:draft:contact', JSON.stringify({ name: 'Amina' }));
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    act(() => {
      localStorage.setItem('token', 'tok');
      localStorage.setItem('user', JSON.stringify({ email: 'kato@example.com' }));
      window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: 'tok' }));
    });
    expect(screen.getByTestId('who')).toHaveTextContent('kato@example.com');
    expect(sessionStorage.getItem('agency:draft:contact')).not.toBeNull();
  });

  it('refuses to be used outside the provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow('useAuth must be used inside <AuthProvider>');
  });
});
