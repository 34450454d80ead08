import { css, useTheme } from '@emotion/react';
import { ButtonLink, CloseIcon, MenuIcon } from '@agency/ui';
import { useEffect, useId, useRef, useState, type ToggleEvent } from 'react';
import { Link, useLocation } from '@agency/routing';
import { Logo } from './Logo';
import { HEADER_NAV, HEADER_SCROLL_THRESHOLD, isActive } from './navigation';
import { useScrolled } from './useScrolled';

/**
 * The fixed header (spec 2.2): transparent over the page's dark top, solid white with a shadow
 * once scrolled past 10 px, always solid on the portfolio pages; current link highlighted;
 * a menu toggle on small screens whose list closes when a link is chosen.
 *
 * The small screens' menu is an HTML popover (popover="auto") opened by its button's popovertarget:
 * the browser opens it from the server's HTML, before any script has arrived (on a slow network the
 * shell's scripts take seconds), and closes it on Escape and on a tap outside it. React follows its
 * state through the toggle event and closes it when a link is chosen or the route changes.
 */
export function Header() {
  const t = useTheme();
  const { pathname } = useLocation();
  const scrolled = useScrolled(HEADER_SCROLL_THRESHOLD);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuRef = useRef<HTMLElement>(null);
  const onPortfolio = pathname === '/portfolio' || pathname.startsWith('/portfolio/');
  const solid = scrolled || onPortfolio || menuOpen;

  // Hydrated: from now on aria-expanded follows the menu (the toggle event). The server's HTML has
  // none: the browser exposes a popovertarget button's expanded state itself, and a written "false"
  // would override it while the menu is open before the scripts run. A menu opened by then was
  // toggled with no listener to hear it, so its state is read once.
  const [live, setLive] = useState(false);
  useEffect(() => {
    setLive(true);
    if (isOpen(menuRef.current)) setMenuOpen(true);
  }, []);
  const closeMenu = () => {
    const menu = menuRef.current;
    if (isOpen(menu)) menu?.hidePopover();
    setMenuOpen(false);
  };
  // Closed when the route changes (a link chosen in it, or the browser's back button).
  const shownFor = useRef(pathname);
  useEffect(() => {
    if (shownFor.current === pathname) return;
    shownFor.current = pathname;
    if (isOpen(menuRef.current)) menuRef.current?.hidePopover();
    setMenuOpen(false);
  }, [pathname]);

  const linkCss = (active: boolean) => css`
    position: relative;
    padding: ${t.space(2)} ${t.space(1)};
    text-decoration: none;
    font-weight: ${active ? 600 : 500};
    color: ${solid ? (active ? t.colors.primary : t.colors.text) : active ? t.colors.accent : t.colors.textOnDark};
    transition: color ${t.durations.base};
    &::after {
      content: '';
      position: absolute;
      left: 0;
      right: 0;
      bottom: 0;
      height: 2px;
      border-radius: 2px;
      background: ${t.colors.accent};
      transform: scaleX(${active ? 1 : 0});
      transition: transform ${t.durations.base};
    }
    &:hover::after { transform: scaleX(1); }
  `;

  return (
    <header
      data-testid="site-header"
      data-solid={solid ? 'true' : 'false'}
      css={css`
        position: fixed;
        top: 0;
        left: 0;
        right: 0;
        z-index: ${t.zIndex.header};
        background: ${solid ? t.colors.surface : 'transparent'};
        box-shadow: ${solid ? t.shadows.md : 'none'};
        transition: background ${t.durations.base}, box-shadow ${t.durations.base};
        /* Until the page is live (<html> has data-page-ready; never when scripts are off, or the
           page's could not be loaded: the script loader marks <html>) nothing turns the header solid
           on scroll, and its light links would lie transparent over the text below, the logo over
           its buttons. It stays at the page's top, over the dark band it was drawn for, until then;
           a visitor who scrolled meanwhile gets it back solid (useScrolled reads the position). */
        @media (scripting: none) { position: absolute; }
        html:not([data-page-ready]) &, html[data-start-failed] & { position: absolute; }
      `}
    >
      <SkipLink />
      <div
        css={css`
          max-width: ${t.layout.maxWidth};
          margin: 0 auto;
          height: ${t.layout.headerHeight};
          padding: 0 ${t.space(4)};
          ${t.mq.md} { padding: 0 ${t.space(8)}; }
          display: flex;
          align-items: center;
          justify-content: space-between;
          gap: ${t.space(6)};
        `}
      >
        <Logo onDark={!solid} />
        <nav aria-label="Main" css={css`display: none; ${t.mq.lg} { display: block; }`}>
          <ul css={css`display: flex; gap: ${t.space(7)}; list-style: none; margin: 0; padding: 0;`}>
            {HEADER_NAV.map((item) => {
              const active = isActive(item.href, pathname);
              return (
                <li key={item.href}>
                  <Link to={item.href} aria-current={active ? 'page' : undefined} css={linkCss(active)}>
                    {item.name}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div css={css`display: flex; align-items: center; gap: ${t.space(2)};`}>
          <ButtonLink
            to="/contact"
            size="sm"
            variant={solid ? 'primary' : 'accent'}
            css={css`display: none; ${t.mq.lg} { display: inline-flex; }`}
          >
            Get Started
          </ButtonLink>
          <button
            type="button"
            popoverTarget={menuId}
            aria-expanded={live ? menuOpen : undefined}
            aria-controls={menuId}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            // A browser without the Popover API does nothing with popovertarget: React opens it there.
            onClick={() => !supportsPopover(menuRef.current) && setMenuOpen((open) => !open)}
            css={css`
              display: inline-grid;
              place-items: center;
              width: 44px;
              height: 44px;
              border-radius: ${t.radii.md};
              border: 1px solid ${solid ? t.colors.line : 'rgba(255,255,255,0.35)'};
              background: transparent;
              color: ${solid ? t.colors.ink : t.colors.textOnDark};
              cursor: pointer;
              ${t.mq.lg} { display: none; }
            `}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>
      <nav
        id={menuId}
        ref={menuRef}
        popover="auto"
        aria-label="Mobile"
        onToggle={(event: ToggleEvent<HTMLElement>) => setMenuOpen(event.newState === 'open')}
        css={css`
          /* The popover's own place and look (the browser's: centred, bordered, sized to its content)
             give way to the header's: a full-width panel right under its bar. It lies in the top
             layer, above the header, so it carries the header's shadow, cut at its top edge. */
          position: fixed;
          inset: ${t.layout.headerHeight} 0 auto 0;
          width: auto;
          max-height: calc(100dvh - ${t.layout.headerHeight});
          overflow: auto;
          margin: 0;
          border: 0;
          color: ${t.colors.text};
          box-shadow: ${t.shadows.md};
          clip-path: inset(0 -40px -40px -40px);
          border-top: 1px solid ${t.colors.line};
          background: ${t.colors.surface};
          padding: ${t.space(2)} ${t.space(4)} ${t.space(6)};
          /* Without the Popover API nothing hides it: shown as React says, above the page. */
          @supports not selector(:popover-open) {
            display: ${menuOpen ? 'block' : 'none'};
            z-index: ${t.zIndex.header};
          }
          ${t.mq.lg} { display: none; }
        `}
      >
        <ul css={css`list-style: none; margin: 0; padding: 0; display: grid;`}>
          {HEADER_NAV.map((item) => {
            const active = isActive(item.href, pathname);
            return (
              <li key={item.href}>
                <Link
                  to={item.href}
                  aria-current={active ? 'page' : undefined}
                  onClick={closeMenu}
                  css={css`
                    display: block;
                    padding: ${t.space(3.5)} ${t.space(2)};
                    border-bottom: 1px solid ${t.colors.line};
                    text-decoration: none;
                    font-size: ${t.fontSizes.lg};
                    font-weight: ${active ? 700 : 500};
                    color: ${active ? t.colors.primary : t.colors.text};
                  `}
                >
                  {item.name}
                </Link>
              </li>
            );
          })}
        </ul>
        <ButtonLink to="/contact" block onClick={closeMenu} css={css`margin-top: ${t.space(5)};`}>
          Get Started
        </ButtonLink>
      </nav>
    </header>
  );
}

function supportsPopover(menu: HTMLElement | null): boolean {
  return typeof menu?.hidePopover === 'function';
}

/** Whether the popover is showing (a browser without the Popover API has none to show). */
function isOpen(menu: HTMLElement | null): boolean {
  return Boolean(menu && supportsPopover(menu) && menu.matches(':popover-open'));
}

/** The keyboard's way past the header, shown when it has the focus; the staff frame keeps it too. */
export function SkipLink() {
  const t = useTheme();
  return (
    <a
      href="#main"
      css={css`
        position: absolute;
        left: ${t.space(4)};
        top: -100px;
        z-index: ${t.zIndex.header};
        padding: ${t.space(2)} ${t.space(4)};
        background: ${t.colors.accent};
        color: ${t.colors.ink};
        border-radius: ${t.radii.md};
        &:focus { top: ${t.space(2)}; }
      `}
    >
      Skip to content
    </a>
  );
}
