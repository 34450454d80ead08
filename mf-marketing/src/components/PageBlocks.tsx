import { css, useTheme } from '@emotion/react';
import { Card, CardTitle, Container, H2, H3, IconBadge, Lead, Muted, Section, SectionIntro, type SectionTone } from '@agency/ui';
import type { ReactNode } from 'react';
import { ServiceIcon, type ServiceIconName } from './ServiceIcon';

export interface Feature {
  title: string;
  description: string;
  icon?: ServiceIconName;
  /** Extra lines under the description (e.g. the named tools of an offering). */
  details?: ReadonlyArray<string>;
}

/** Makes a card's title link cover the whole card (the card needs position: relative, as Card has). */
export const stretchedLink = css`
  color: inherit;
  text-decoration: none;
  &::after { content: ''; position: absolute; inset: 0; border-radius: inherit; }
`;

/** Cards with an optional icon, a title, a description and an optional list: offerings, features, reasons. */
export function FeatureGrid({ items, columns = 3 }: { items: ReadonlyArray<Feature>; columns?: 2 | 3 | 4 }) {
  const t = useTheme();
  return (
    <div
      css={css`
        display: grid;
        gap: ${t.space(5)};
        ${t.mq.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
        ${t.mq.lg} { grid-template-columns: repeat(${columns}, minmax(0, 1fr)); }
      `}
    >
      {items.map((item) => (
        <Card key={item.title}>
          {item.icon ? (
            <IconBadge>
              <ServiceIcon name={item.icon} />
            </IconBadge>
          ) : null}
          <CardTitle>{item.title}</CardTitle>
          <Muted>{item.description}</Muted>
          {item.details?.length ? (
            <ul css={css`margin: 0; padding-left: ${t.space(5)}; display: grid; gap: ${t.space(1)}; color: ${t.colors.textMuted}; font-size: ${t.fontSizes.sm};`}>
              {item.details.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
        </Card>
      ))}
    </div>
  );
}

/** Numbered steps in a row (a process, an approach). */
export function StepList({ steps, onDark = false }: { steps: ReadonlyArray<{ title: string; description: string }>; onDark?: boolean }) {
  const t = useTheme();
  return (
    <ol
      css={css`
        list-style: none;
        margin: 0;
        padding: 0;
        display: grid;
        gap: ${t.space(6)};
        ${t.mq.md} { grid-template-columns: 1fr 1fr; }
        ${t.mq.lg} { grid-template-columns: repeat(${Math.min(steps.length, 4)}, 1fr); }
      `}
    >
      {steps.map((step, i) => (
        <li key={step.title} css={css`display: grid; gap: ${t.space(3)}; align-content: start;`}>
          <span
            aria-hidden="true"
            css={css`
              display: inline-grid;
              place-items: center;
              width: 52px;
              height: 52px;
              border-radius: 50%;
              background: ${onDark ? t.colors.accent : t.colors.primary};
              color: ${onDark ? t.colors.ink : t.colors.accent};
              font-family: ${t.fonts.display};
              font-weight: 700;
              font-size: ${t.fontSizes.lg};
            `}
          >
            {String(i + 1).padStart(2, '0')}
          </span>
          <H3>{step.title}</H3>
          <Muted onDark={onDark}>{step.description}</Muted>
        </li>
      ))}
    </ol>
  );
}

/** A band of a page with a heading, an optional lead and its content. */
export function PageSection({
  id,
  title,
  lead,
  tone,
  children,
  center = false,
}: {
  id: string;
  title: string;
  lead?: ReactNode;
  tone?: SectionTone;
  children: ReactNode;
  center?: boolean;
}) {
  const onDark = tone === 'dark' || tone === 'primary';
  return (
    <Section tone={tone} aria-labelledby={`${id}-title`}>
      <Container>
        <SectionIntro center={center}>
          <H2 id={`${id}-title`}>{title}</H2>
          {lead ? <Lead onDark={onDark}>{lead}</Lead> : null}
        </SectionIntro>
        {children}
      </Container>
    </Section>
  );
}

/** The closing call to action of a page: a title, a line and its buttons. */
export function CtaBand({
  title,
  text,
  children,
  tone = 'primary',
  section,
}: {
  title: string;
  /** The line under the title; none when empty (content that staff left blank). */
  text: ReactNode;
  children: ReactNode;
  tone?: 'primary' | 'dark';
  /** Names the band for tests and analytics (data-section). */
  section?: string;
}) {
  const t = useTheme();
  const id = `cta-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Section tone={tone} aria-labelledby={id} data-section={section}>
      <Container narrow css={css`text-align: center; display: grid; gap: ${t.space(5)}; justify-items: center;`}>
        <H2 id={id}>{title}</H2>
        {text ? <Lead onDark>{text}</Lead> : null}
        <div css={css`display: flex; flex-wrap: wrap; justify-content: center; gap: ${t.space(3)};`}>{children}</div>
      </Container>
    </Section>
  );
}
