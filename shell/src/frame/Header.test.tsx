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

  // jsdom has no Popover API: the browser's part (opening on the button, Escape, a tap outside) is
  // tested in Chromium (e2e/tests/shell/frame.spec.ts); here, how the header follows the menu's toggles.
  function toggled(menu: HTMLElement, newState: 'open' | 'closed') {
    act(() => {
      menu.dispatchEvent(Object.assign(new Event('toggle'), { newState, oldState: newState === 'open' ? 'closed' : 'open' }));
    });
  }

  it('is a popover opened by the menu button, without a script', () => {
    renderAt('/');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    const menu = screen.getByRole('navigation', { name: 'Mobile', hidden: true });
    expect(menu).toHaveAttribute('popover', 'auto');
    expect(toggle).toHaveAttribute('popovertarget', menu.id);
    expect(toggle).toHaveAttribute('aria-controls', menu.id);
    expect(within(menu).getAllByRole('link', { hidden: true }).map((a) => a.textContent)).toEqual([
      'Home',
      'Services',
      'About',
      'Portfolio',
      'Resources',
      'Get Started',
    ]);
  });

  it('follows the menu opened and closed by the browser: aria-expanded, label and a solid header', () => {
    renderAt('/');
    const menu = screen.getByRole('navigation', { name: 'Mobile', hidden: true });
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    toggled(menu, 'open');
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('site-header')).toHaveAttribute('data-solid', 'true');
    toggled(menu, 'closed');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('site-header')).toHaveAttribute('data-solid', 'false');
  });

  it('closes the menu when a link in it is chosen', async () => {
    const user = userEvent.setup();
    renderAt('/');
    const menu = screen.getByRole('navigation', { name: 'Mobile', hidden: true });
    toggled(menu, 'open');
    await user.click(within(menu).getByRole('link', { name: 'About', hidden: true }));
    expect(screen.getByTestId('where')).toHaveTextContent('/about');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens and closes the menu itself in a browser without the Popover API (as jsdom is)', async () => {
    const user = userEvent.setup();
    renderAt('/');
    expect(typeof HTMLElement.prototype.hidePopover).toBe('undefined');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
