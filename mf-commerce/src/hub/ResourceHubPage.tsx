import { css, useTheme } from '@emotion/react';
import { NotFoundPage, useAuth } from '@agency/platform';
import { ArrowRightIcon, Button, ButtonLink, Card, Grid, Muted, Notice, SearchIcon, VisuallyHidden } from '@agency/ui';
import { useMemo, useState } from 'react';
import type { Catalog, HubResource } from '../api/catalog';
import { CatalogGate } from '../pages/CatalogGate';
import { PageShell } from '../pages/PageShell';
import { formatPrice } from '@agency/platform/format';
import { CATEGORY_LABEL, ResourceCard } from './ResourceCard';
import { contentFailed, contentLoading } from './contentStates';
import { hubResourcesOf } from './hubResource';
import { ContentGate } from '@agency/platform/content';
import { useOwnedResources } from './useOwnedResources';
import { useResourceAccess } from './useResourceAccess';

type Tab = 'all' | HubResource['category'];
const TABS: { value: Tab; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'persona-kit', label: CATEGORY_LABEL['persona-kit'] },
  { value: 'ai-innovations', label: CATEGORY_LABEL['ai-innovations'] },
];

export function filterResources(resources: HubResource[], tab: Tab, query: string): HubResource[] {
  const q = query.trim().toLowerCase();
  return resources.filter(
    (r) => (tab === 'all' || r.category === tab) && (!q || r.title.toLowerCase().includes(q) || r.description.toLowerCase().includes(q)),
  );
}

function Hub({ catalog, resources }: { catalog: Catalog; resources: HubResource[] }) {
  const t = useTheme();
  const [tab, setTab] = useState<Tab>('all');
  const [query, setQuery] = useState('');
  const shown = useMemo(() => filterResources(resources, tab, query), [resources, tab, query]);
  const { owned, refresh } = useOwnedResources();
  // After the access dialog closes (a purchase may have unlocked the kit), read what is owned again.
  const { request, dialog, message, done } = useResourceAccess(catalog.resourceAccess, owned, refresh);
  const access = catalog.resourceAccess.prices;
  const { isSignedIn, user, logout } = useAuth();

  return (
    <div css={css`display: grid; gap: ${t.space(8)};`}>
      {isSignedIn ? (
        <div css={css`display: flex; flex-wrap: wrap; gap: ${t.space(3)}; align-items: center; justify-content: flex-end;`}>
          <Muted>{`Signed in as ${user?.email ?? ''}`}</Muted>
          <ButtonLink to="/dashboard" variant="link">
            Your downloads
          </ButtonLink>
          <Button variant="secondary" size="sm" onClick={logout}>
            Log out
          </Button>
        </div>
      ) : null}
      <div css={css`display: grid; gap: ${t.space(4)}; ${t.mq.md} { grid-template-columns: 1fr auto; align-items: end; }`}>
        <div>
          <label htmlFor="hub-search" css={css`display: block; font-weight: 600; margin-bottom: ${t.space(2)};`}>
            Search resources
          </label>
          <div css={css`position: relative;`}>
            <span aria-hidden="true" css={css`position: absolute; left: ${t.space(4)}; top: 50%; transform: translateY(-50%); display: flex; color: ${t.colors.textMuted};`}>
              <SearchIcon />
            </span>
            <input
              id="hub-search"
              type="search"
              value={query}
              placeholder="Search by title or topic"
              onChange={(e) => setQuery(e.target.value)}
              css={css`
                width: 100%;
                min-height: 52px;
                padding: 0 ${t.space(4)} 0 ${t.space(12)};
                border-radius: ${t.radii.pill};
                border: 1.5px solid ${t.colors.line};
                background: ${t.colors.surface};
                font-size: ${t.fontSizes.md};
                &:focus-visible { outline: none; border-color: ${t.colors.primary}; box-shadow: 0 0 0 3px rgba(242, 169, 59, 0.55); }
              `}
            />
          </div>
        </div>
        <div role="tablist" aria-label="Categories" css={css`display: flex; flex-wrap: wrap; gap: ${t.space(2)};`}>
          {TABS.map((tb) => (
            <button
              key={tb.value}
              role="tab"
              type="button"
              aria-selected={tab === tb.value}
              onClick={() => setTab(tb.value)}
              css={css`
                min-height: 44px;
                padding: 0 ${t.space(5)};
                border-radius: ${t.radii.pill};
                border: 1.5px solid ${tab === tb.value ? t.colors.primary : t.colors.line};
                background: ${tab === tb.value ? t.colors.primary : t.colors.surface};
                color: ${tab === tb.value ? t.colors.primaryContrast : t.colors.text};
                font-weight: 600;
                cursor: pointer;
                &:focus-visible { outline: 3px solid ${t.colors.focus}; outline-offset: 2px; }
              `}
            >
              {tb.label}
            </button>
          ))}
        </div>
      </div>
      <Muted>{`One-time access to the persona kit: ${formatPrice(access.UGX, 'UGX')} or ${formatPrice(access.RWF, 'RWF')}.`}</Muted>
      {message ? <Notice tone="error">{message}</Notice> : null}
      {done ? <Notice tone="success">{done}</Notice> : null}
      {shown.length ? (
        <>
          {/* The cards' titles are h3: this heading keeps the outline in order for screen readers. */}
          <VisuallyHidden as="h2" id="hub-resources-heading">
            Resources
          </VisuallyHidden>
          <Grid columns={3} role="tabpanel" aria-labelledby="hub-resources-heading">
            {shown.map((r) => (
              <ResourceCard key={r.id} resource={r} owned={owned.has(r.id)} onAccess={(res) => void request(res)} />
            ))}
          </Grid>
        </>
      ) : (
        <Card>
          <p>{`No resources match "${query.trim()}".`}</p>
        </Card>
      )}
      <Card tone="dark" css={css`gap: ${t.space(4)}; padding: ${t.space(10)};`}>
        <h2 css={css`font-size: ${t.fontSizes.h3};`}>Want a hand using these tools?</h2>
        <p css={css`color: ${t.colors.textOnDarkMuted}; max-width: 60ch;`}>Join a brand training plan, or talk to our strategists about your brand.</p>
        <div css={css`display: flex; flex-wrap: wrap; gap: ${t.space(3)};`}>
          <ButtonLink to="/training" variant="accent" icon={<ArrowRightIcon />}>
            Explore training
          </ButtonLink>
          <ButtonLink to="/contact" variant="light">
            Contact us
          </ButtonLink>
        </div>
      </Card>
      {dialog}
    </div>
  );
}

export default function ResourceHubPage() {
  return (
    <PageShell title="Resource Hub" subtitle="Tools, templates and AI products to build your brand." metaDescription="Download persona kits and discover AI tools for African brands.">
      {/* The prices from the catalog, the resources' words from the content API. */}
      <CatalogGate>
        {(catalog) => (
          <ContentGate read={{ path: '/api/content/resources' }} loading={contentLoading} failed={contentFailed} notFound={<NotFoundPage />}>
            {({ resources }) => <Hub catalog={catalog} resources={hubResourcesOf(resources)} />}
          </ContentGate>
        )}
      </CatalogGate>
    </PageShell>
  );
}
