import { css, useTheme } from '@emotion/react';
import { NotFoundPage, useDocumentMeta } from '@agency/platform';
import { Badge, Button, ButtonLink, Card, ChevronLeftIcon, Container, DownloadIcon, Notice, PageHeader, Section } from '@agency/ui';
import { useParams } from '@agency/routing';
import { type Catalog, type HubResource } from '../api/catalog';
import { CatalogGate } from '../pages/CatalogGate';
import { formatPrice } from '@agency/platform/format';
import { accessLabel, CATEGORY_LABEL } from './ResourceCard';
import { RESOURCE_CONTENTS } from './resourceContents';
import { contentFailed, contentLoading } from './contentStates';
import { hubResourceOf } from './hubResource';
import { ContentGate } from '@agency/platform/content';
import { useOwnedResources } from './useOwnedResources';
import { useResourceAccess } from './useResourceAccess';

function Detail({ resource, catalog }: { resource: HubResource; catalog: Catalog }) {
  const t = useTheme();
  useDocumentMeta(resource.title, resource.description);
  // As on the hub's card: a file the account may download says so, and downloads.
  const { owned: ownedIds, refresh } = useOwnedResources();
  const owned = ownedIds.has(resource.id);
  const { request, dialog, message, done } = useResourceAccess(catalog.resourceAccess, ownedIds, refresh);
  const access = catalog.resourceAccess.prices;
  const contents = RESOURCE_CONTENTS[resource.id];
  return (
    <>
      <PageHeader title={resource.title} subtitle={resource.description} />
      <Section tone="canvas">
        <Container css={css`max-width: 760px; display: grid; gap: ${t.space(6)};`}>
          {/* A way back: the chevron before the words, at the start of the column (ButtonLink puts an
              icon after its label and centres it, which drew "All resources <" in the middle). */}
          <ButtonLink to="/resource-hub" variant="link" css={css`justify-self: start;`}>
            <ChevronLeftIcon />
            All resources
          </ButtonLink>
          <Card css={css`gap: ${t.space(5)}; padding: ${t.space(8)};`}>
            <div css={css`display: flex; flex-wrap: wrap; gap: ${t.space(2)};`}>
              <Badge tone="neutral">{resource.type}</Badge>
              <Badge tone="neutral">{CATEGORY_LABEL[resource.category]}</Badge>
              {resource.isNew ? <Badge tone="accent">New</Badge> : null}
              {resource.comingSoon ? <Badge tone="primary">Coming soon</Badge> : null}
              {owned && resource.category === 'persona-kit' ? <Badge tone="primary">Yours</Badge> : null}
            </div>
            {contents ? (
              <p data-testid="resource-contents">
                <strong>{contents.kind}.</strong> {contents.holds}.
              </p>
            ) : null}
            {resource.comingSoon ? (
              <p>This product is in development. Contact us to join the early-access list.</p>
            ) : resource.category === 'persona-kit' && owned ? (
              <p>Part of the persona kit: your one-time access unlocks all three files, also listed on your dashboard.</p>
            ) : resource.category === 'persona-kit' ? (
              <p>{`Part of the persona kit. One-time access (${formatPrice(access.UGX, 'UGX')} or ${formatPrice(access.RWF, 'RWF')}) unlocks all three files.`}</p>
            ) : null}
            {message ? <Notice tone="error">{message}</Notice> : null}
            {done ? <Notice tone="success">{done}</Notice> : null}
            {resource.comingSoon ? (
              <ButtonLink to="/contact">Join the early-access list</ButtonLink>
            ) : (
              <Button icon={<DownloadIcon />} onClick={() => void request(resource)}>
                {accessLabel(resource, owned)}
              </Button>
            )}
          </Card>
        </Container>
      </Section>
      {dialog}
    </>
  );
}

/**
 * One resource of the hub, rendered on the server with the catalog's prices (CatalogGate) and the
 * resource's words from the content API (ContentGate). An id the API does not publish is the 404
 * page (status 404); an API that cannot be loaded is said so, with a retry, instead of claiming the
 * page does not exist.
 */
export default function ResourceDetailPage() {
  const { id = '' } = useParams();
  return (
    <CatalogGate>
      {(catalog) => (
        <ContentGate read={{ path: '/api/content/resources/{slug}', params: { slug: id } }} loading={contentLoading} failed={contentFailed} notFound={<NotFoundPage />}>
          {(dto) => {
            const resource = hubResourceOf(dto);
            return resource ? <Detail resource={resource} catalog={catalog} /> : <NotFoundPage />;
          }}
        </ContentGate>
      )}
    </CatalogGate>
  );
}
