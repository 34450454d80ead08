import { css, useTheme } from '@emotion/react';
import { ContentGate, type ServiceFactsDto } from '@agency/platform/content';
import { Button, Notice, SkeletonBar } from '@agency/ui';
import type { ReactNode } from 'react';
import type { Feature } from './PageBlocks';
import type { ServiceIconName } from './ServiceIcon';

/** The service pages' entries in GET /api/content/site `services` (seeded by services/migrations/0302_content_seed.sql). */
export type ServiceSlug =
  | 'strategic-solutions'
  | 'creative-design'
  | 'motion-graphics'
  | 'digital-marketing'
  | 'data-driven-branding'
  | 'brand-strategy-insights'
  | 'web-development';

type Offering = ServiceFactsDto['offerings'][number];

function FactsLoading() {
  const t = useTheme();
  return (
    <div aria-busy="true" data-testid="service-facts-loading" css={css`display: grid; gap: ${t.space(3)};`}>
      <SkeletonBar width="60%" height={24} />
      <SkeletonBar width="90%" />
      <SkeletonBar width="80%" />
    </div>
  );
}

function FactsFailed({ retry }: { retry: () => void }) {
  const t = useTheme();
  return (
    <div css={css`display: grid; gap: ${t.space(3)}; justify-items: start;`}>
      <Notice tone="error" title="We couldn't load this service's details.">
        Check your connection and try again.
      </Notice>
      <Button variant="secondary" onClick={retry}>
        Try again
      </Button>
    </div>
  );
}

/**
 * A service page's facts as staff keep them (offerings, price text): read through the content gate,
 * so the server's HTML carries them and the page cache drops the page when staff publish a change.
 * A service the API does not list shows nothing (it was archived); a failed read in the browser says
 * so with a retry (these are the page's own content). With `fallback`, that is shown instead while
 * loading, on a failure and for an unlisted service (a part of the page that can stand without the facts).
 */
export function ServiceFacts({ slug, fallback, children }: { slug: ServiceSlug; fallback?: ReactNode; children: (service: ServiceFactsDto) => ReactNode }) {
  const quiet = fallback !== undefined;
  return (
    <ContentGate
      read={{ path: '/api/content/site' }}
      loading={quiet ? fallback : <FactsLoading />}
      failed={(retry) => (quiet ? fallback : <FactsFailed retry={retry} />)}
      notFound={quiet ? fallback : null}
    >
      {({ services }) => {
        const service = services.find((s) => s.slug === slug);
        return service ? children(service) : (fallback ?? null);
      }}
    </ContentGate>
  );
}

/**
 * The API's offerings as cards, each with the page's icon in the same position (icons are design,
 * not content: a renamed offering keeps its icon; one staff add beyond the page's icons has none).
 */
export function offeringCards(offerings: ReadonlyArray<Offering>, icons: ReadonlyArray<ServiceIconName>): Feature[] {
  return offerings.map((offering, i) => {
    const icon = icons[i];
    return { title: offering.title, description: offering.description, ...(icon ? { icon } : {}) };
  });
}
