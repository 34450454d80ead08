import { css, useTheme } from '@emotion/react';
import { Container, Section, VisuallyHidden } from '@agency/ui';
import { StatCounter } from '../../components/StatCounter';
import { ContentGate } from '@agency/platform/content';

/** §2: the counters of spec 9, as staff keep them (GET /api/content/site); without an answer the band stays empty. */
export function StatsSection() {
  const t = useTheme();
  return (
    <Section tone="dark" tight aria-labelledby="home-stats-title" data-section="statistics">
      <Container>
        <VisuallyHidden as="h2" id="home-stats-title">
          Nyota Creative in numbers
        </VisuallyHidden>
        <div css={css`display: grid; gap: ${t.space(8)}; ${t.mq.md} { grid-template-columns: repeat(3, 1fr); }`}>
          <ContentGate read={{ path: '/api/content/site' }} loading={null} failed={() => null} notFound={null}>
            {({ statistics }) => statistics.map((stat) => <StatCounter key={stat.label} {...stat} />)}
          </ContentGate>
        </div>
      </Container>
    </Section>
  );
}
