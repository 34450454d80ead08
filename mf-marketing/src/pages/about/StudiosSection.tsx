import { css, useTheme } from '@emotion/react';
import { ArrowRightIcon, ButtonLink, Container, Eyebrow, H2, IconBadge, Lead, MapPinIcon, Section } from '@agency/ui';
import { ABOUT } from '../../content/about';

/**
 * "Where to Find Us": a warm light band of its own between the team and the closing call to action,
 * so the page does not end in three dark bands in a row (this, the call to action and the footer).
 */
export function StudiosSection() {
  const t = useTheme();
  return (
    <Section tone="sand" aria-labelledby="about-where-title">
      <Container css={css`display: grid; gap: ${t.space(10)}; ${t.mq.lg} { grid-template-columns: 5fr 6fr; align-items: center; }`}>
        <div css={css`display: grid; gap: ${t.space(4)}; justify-items: start;`}>
          <div>
            <Eyebrow>Our studios</Eyebrow>
            <H2 id="about-where-title">Where to Find Us</H2>
          </div>
          <Lead>{ABOUT.where}</Lead>
          <ButtonLink to="/contact" variant="secondary" icon={<ArrowRightIcon size={18} />}>
            Get in Touch
          </ButtonLink>
        </div>
        <ul
          aria-label="Our studios"
          css={css`list-style: none; margin: 0; padding: 0; display: grid; gap: ${t.space(4)}; ${t.mq.sm} { grid-template-columns: 1fr 1fr; }`}
        >
          {ABOUT.studios.map((studio) => (
            <li
              key={studio.city}
              css={css`
                display: grid;
                gap: ${t.space(3)};
                align-content: start;
                padding: ${t.space(6)};
                border-radius: ${t.radii.lg};
                border: 1px solid ${t.colors.line};
                background: ${t.colors.surface};
                box-shadow: ${t.shadows.sm};
              `}
            >
              <IconBadge tone="accent" aria-hidden="true">
                <MapPinIcon />
              </IconBadge>
              <strong css={css`font-family: ${t.fonts.display}; font-size: ${t.fontSizes.xl};`}>
                {studio.city}, {studio.country}
              </strong>
              <span css={css`color: ${t.colors.textMuted};`}>{studio.role}</span>
            </li>
          ))}
        </ul>
      </Container>
    </Section>
  );
}
