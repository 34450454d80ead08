import { DesignSystemProvider } from '@agency/ui';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from '@agency/routing';
import { Header } from './Header';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(path: string) {
  return render(
    <DesignSystemProvider>
      <MemoryRouter initialEntries={[path]}>
        <Header />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </DesignSystemProvider>,
  );
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('Header', () => {
  afterEach(() => scrollTo(0));

  it('is transparent at the top and solid once scrolled more than 10 px', () => {
    renderAt('/about');
    const header = screen.getByTestId('site-header');
    expect(header).toHaveAttribute('data-solid', 'false');
    scrollTo(10);
    expect(header).toHaveAttribute('data-solid', 'false');
    scrollTo(11);
    expect(header).toHaveAttribute('data-solid', 'true');
    scrollTo(0);
    expect(header).toHaveAttribute('data-solid', 'false');
  });

  it('is always solid on the portfolio pages', () => {
    renderAt('/portfolio/ukweli');
    expect(screen.getByTestId('site-header')).toHaveAttribute('data-solid', 'true');
  });

  // jsdom applies no media queries, so the desktop-only parts count as hidden here.
  it('highlights the link of the current route', () => {
    renderAt('/portfolio');
    const nav = document.querySelector<HTMLElement>('nav[aria-label="Main"]')!;
    expect(within(nav).getByRole('link', { name: 'Portfolio', hidden: true })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home', hidden: true })).not.toHaveAttribute('aria-current');
  });

  it('has Get Started to /contact and a logo link home', () => {
    renderAt('/about');
    expect(screen.getAllByRole('link', { name: 'Get Started', hidden: true })[0]).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Nyota Creative home' })).toHaveAttribute('href', '/');
  });

  it('opens the mobile menu and closes it when a link is chosen', async () => {
    const user = userEvent.setup();
    renderAt('/');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(menu).toBeVisible();
    expect(within(menu).getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Home',
      'Services',
      'About',
      'Portfolio',
      'Resources',
      'Get Started',
    ]);
    await user.click(within(menu).getByRole('link', { name: 'About' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/about');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();
  });

  it('closes the mobile menu with Escape', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
