import { css, useTheme } from '@emotion/react';
import { ButtonLink, CloseIcon, MenuIcon } from '@agency/ui';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from '@agency/routing';
import { Logo } from './Logo';
import { HEADER_NAV, HEADER_SCROLL_THRESHOLD, isActive } from './navigation';
import { useScrolled } from './useScrolled';

/**
 * The fixed header (spec 2.2): transparent over the page's dark top, solid white with a shadow
 * once scrolled past 10 px, always solid on the portfolio pages; current link highlighted;
 * a menu toggle on small screens whose list closes when a link is chosen.
 */
export function Header() {
  const t = useTheme();
  const { pathname } = useLocation();
  const scrolled = useScrolled(HEADER_SCROLL_THRESHOLD);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const onPortfolio = pathname === '/portfolio' || pathname.startsWith('/portfolio/');
  const solid = scrolled || onPortfolio || menuOpen;

  useEffect(() => setMenuOpen(false), [pathname]);
  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

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
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
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
        aria-label="Mobile"
        hidden={!menuOpen}
        css={css`
          border-top: 1px solid ${t.colors.line};
          background: ${t.colors.surface};
          padding: ${t.space(2)} ${t.space(4)} ${t.space(6)};
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
                  onClick={() => setMenuOpen(false)}
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
        <ButtonLink to="/contact" block onClick={() => setMenuOpen(false)} css={css`margin-top: ${t.space(5)};`}>
          Get Started
        </ButtonLink>
      </nav>
    </header>
  );
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
