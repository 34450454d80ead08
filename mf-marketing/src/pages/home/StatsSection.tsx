import { css, useTheme } from '@emotion/react';
import { Container, Section, VisuallyHidden } from '@agency/ui';
import { StatCounter } from '../../components/StatCounter';
import { STATISTICS } from '../../content/home';

/** §2: the three counters of spec 9. */
export function StatsSection() {
  const t = useTheme();
  return (
    <Section tone="dark" tight aria-labelledby="home-stats-title" data-section="statistics">
      <Container>
        <VisuallyHidden as="h2" id="home-stats-title">
          Nyota Creative in numbers
        </VisuallyHidden>
        <div css={css`display: grid; gap: ${t.space(8)}; ${t.mq.md} { grid-template-columns: repeat(3, 1fr); }`}>
          {STATISTICS.map((stat) => (
            <StatCounter key={stat.label} {...stat} />
          ))}
        </div>
      </Container>
    </Section>
  );
}
