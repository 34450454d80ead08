import { css, useTheme } from '@emotion/react';
import { brand, useAgencyContact } from '@agency/platform';
import { Container, FacebookIcon, InstagramIcon, LinkedInIcon, MailIcon, PhoneIcon, TwitterIcon } from '@agency/ui';
import { Link } from '@agency/routing';
import { Logo } from './Logo';
import { FOOTER_NAV } from './navigation';

/**
 * The footer (spec 2.2). The old site's Twitter link went nowhere; until the agency has an
 * account it is shown as "coming soon" rather than as a dead link. The phones, e-mail and social
 * pages are the published contact details (useAgencyContact); while they are unknown (the API was
 * down at the render) their lists are left out, not drawn from a copy.
 */
export function Footer() {
  const t = useTheme();
  const contact = useAgencyContact();
  const year = new Date().getFullYear();
  const headingCss = css`
    font-family: ${t.fonts.body};
    font-size: ${t.fontSizes.xs};
    font-weight: 700;
    letter-spacing: 0.14em;
    text-transform: uppercase;
    color: ${t.colors.accent};
    margin-bottom: ${t.space(4)};
  `;
  const linkCss = css`
    color: ${t.colors.textOnDarkMuted};
    text-decoration: none;
    &:hover { color: ${t.colors.textOnDark}; text-decoration: underline; text-underline-offset: 4px; }
  `;
  const socialCss = css`
    display: inline-grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border-radius: ${t.radii.pill};
    border: 1px solid rgba(255, 255, 255, 0.18);
    color: ${t.colors.textOnDark};
    &:hover { background: rgba(255, 255, 255, 0.08); }
  `;
  return (
    <footer
      data-testid="site-footer"
      css={css`
        background: ${t.colors.ink};
        color: ${t.colors.textOnDark};
        /* On a phone the copyright line runs under the chat button's corner: room below it. */
        padding: ${t.space(16)} 0 ${t.layout.chatRoom};
        ${t.mq.md} { padding-bottom: ${t.space(8)}; }
      `}
    >
      <Container>
        <div
          css={css`
            display: grid;
            gap: ${t.space(10)};
            grid-template-columns: 1fr;
            ${t.mq.md} { grid-template-columns: 1.4fr 1fr 1fr; }
          `}
        >
          <div>
            <Logo onDark />
            <p css={css`margin-top: ${t.space(4)}; color: ${t.colors.textOnDarkMuted}; max-width: 38ch;`}>{brand.blurb}</p>
            {contact ? (
              <ul aria-label="Social media" css={css`display: flex; gap: ${t.space(3)}; list-style: none; padding: 0; margin: ${t.space(6)} 0 0;`}>
                <li>
                  <a href={contact.socials.facebook} target="_blank" rel="noopener noreferrer" aria-label="Facebook" css={socialCss}>
                    <FacebookIcon size={20} />
                  </a>
                </li>
                <li>
                  <a href={contact.socials.instagram} target="_blank" rel="noopener noreferrer" aria-label="Instagram" css={socialCss}>
                    <InstagramIcon size={20} />
                  </a>
                </li>
                <li>
                  <a href={contact.socials.linkedin} target="_blank" rel="noopener noreferrer" aria-label="LinkedIn" css={socialCss}>
                    <LinkedInIcon size={20} />
                  </a>
                </li>
                <li>
                  <span
                    role="img"
                    aria-label="Twitter (coming soon)"
                    title="Twitter: coming soon"
                    data-testid="twitter-placeholder"
                    css={css`${socialCss}; opacity: 0.45;`}
                  >
                    <TwitterIcon size={18} />
                  </span>
                </li>
              </ul>
            ) : null}
          </div>
          <nav aria-label="Footer">
            <h2 css={headingCss}>Explore</h2>
            <ul css={css`list-style: none; padding: 0; margin: 0; display: grid; gap: ${t.space(2.5)};`}>
              {FOOTER_NAV.map((item) => (
                <li key={item.href}>
                  <Link to={item.href} css={linkCss}>
                    {item.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <h2 css={headingCss}>Talk to us</h2>
            <ul css={css`list-style: none; padding: 0; margin: 0; display: grid; gap: ${t.space(3)};`}>
              {contact?.phones.map((phone) => (
                <li key={phone.href} css={css`display: flex; gap: ${t.space(3)}; align-items: center;`}>
                  <PhoneIcon size={18} />
                  <a href={phone.href} css={linkCss}>
                    {phone.display}
                  </a>
                  <span css={css`color: ${t.colors.textOnDarkMuted}; font-size: ${t.fontSizes.xs};`}>{phone.country}</span>
                </li>
              ))}
              {contact ? (
                <li css={css`display: flex; gap: ${t.space(3)}; align-items: center;`}>
                  <MailIcon size={18} />
                  <a href={`mailto:${contact.email}`} css={linkCss}>
                    {contact.email}
                  </a>
                </li>
              ) : null}
            </ul>
          </div>
        </div>
        <p
          css={css`
            margin-top: ${t.space(12)};
            padding-top: ${t.space(6)};
            border-top: 1px solid rgba(255, 255, 255, 0.1);
            color: ${t.colors.textOnDarkMuted};
            font-size: ${t.fontSizes.sm};
          `}
        >
          © {year} {brand.name}. All rights reserved.
        </p>
      </Container>
    </footer>
  );
}
