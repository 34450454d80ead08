import { clearSession, configureRemoteLoader } from '@agency/platform';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CUSTOMER, STAFF, fakeApi, me, renderAdmin, route, signInAs } from '../test/fakeApi';

// RemoteMount keeps a loaded module for the page's life: one stand-in for commerce's SignIn in every test.
const load = jest.fn(async () => ({ default: ({ heading }: { heading?: string }) => <h2>{heading} (sign-in form)</h2> }));
beforeEach(() => configureRemoteLoader({ load }));

afterEach(() => {
  configureRemoteLoader(null);
  clearSession();
  jest.restoreAllMocks();
});

const page = (items: unknown[] = []) => route('GET', '/api/admin/inquiries', () => [200, { items, nextCursor: null }]);

describe('who gets in', () => {
  it('a visitor gets the site’s own e-mail sign-in (commerce/SignIn), and the page is noindex', async () => {
    const { fn } = fakeApi(me({}), page());
    renderAdmin('/admin');
    expect(await screen.findByRole('heading', { name: 'Sign in to the back office (sign-in form)' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('commerce/SignIn');
    expect(fn).not.toHaveBeenCalled();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(document.title).toBe('Sign in · Back office | Nyota Creative');
  });

  it('a signed-in customer (403) is clearly refused and can sign out', async () => {
    signInAs(CUSTOMER);
    const { calls } = fakeApi(me({ [CUSTOMER]: 403 }), page());
    renderAdmin('/admin');
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('Not allowed');
    expect(refusal).toHaveTextContent(`You are signed in as ${CUSTOMER}, which is not a staff address.`);
    expect(screen.queryByRole('navigation', { name: 'Back office' })).toBeNull();
    expect(calls.map((c) => c.path)).toEqual(['/api/admin/me']);
    expect(calls[0].headers.authorization).toBe(`Bearer token-of-${CUSTOMER}`);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out and use another e-mail' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to the back office (sign-in form)' })).toBeInTheDocument();
  });

  it('a token the server no longer accepts (401) signs out and shows the sign-in step', async () => {
    signInAs(STAFF);
    fakeApi(me({}), page());
    renderAdmin('/admin');
    expect(await screen.findByRole('heading', { name: 'Sign in to the back office (sign-in form)' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('staff see the back office with its parts, Inquiries current at /admin', async () => {
    signInAs(STAFF);
    fakeApi(me({ [STAFF]: 'staff' }), page());
    renderAdmin('/admin');
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    expect(screen.getByText(STAFF).closest('span')).toHaveTextContent(`Signed in as ${STAFF}`);
    const links = Array.from(nav.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')]);
    expect(links).toEqual([
      ['Inquiries', '/admin', 'page'],
      ['Messages', '/admin/messages', null],
      ['Payments', '/admin/payments', null],
      ['Failed mails', '/admin/mails', null],
      ['Articles', '/admin/articles', null],
      ['Case studies', '/admin/case-studies', null],
      ['Resources', '/admin/resources', null],
      ['Site facts', '/admin/site-facts', null],
    ]);
    expect(await screen.findByText('No inquiries match.')).toBeInTheDocument();
    expect(document.title).toBe('Inquiries · Back office | Nyota Creative');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('a server failure is shown with a way to try again', async () => {
    signInAs(STAFF);
    let fail = true;
    fakeApi(route('GET', '/api/admin/me', () => (fail ? [500, { statusCode: 500, message: 'Database unavailable' }] : [200, { email: STAFF, staff: true }])), page());
    renderAdmin('/admin');
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Back office' })).toBeInTheDocument());
  });
});
