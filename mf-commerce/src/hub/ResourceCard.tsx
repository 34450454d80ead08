import { css, useTheme } from '@emotion/react';
import { Badge, Button, Card, DownloadIcon } from '@agency/ui';
import { Link } from '@agency/routing';
import type { HubResource } from '../api/catalog';
import { RESOURCE_CONTENTS } from './resourceContents';

export const CATEGORY_LABEL = { 'persona-kit': 'Persona Kit', 'ai-innovations': 'AI Innovations' } as const;

/** A persona-kit file asks for access until it is bought; then, like the free files, it downloads. */
export const accessLabel = (resource: HubResource, owned: boolean) => (resource.category === 'persona-kit' && !owned ? 'Get access' : 'Download');

export function ResourceCard({ resource, owned = false, onAccess }: { resource: HubResource; owned?: boolean; onAccess: (r: HubResource) => void }) {
  const t = useTheme();
  const contents = RESOURCE_CONTENTS[resource.id];
  return (
    <Card data-testid="resource-card" css={css`gap: ${t.space(4)};`}>
      <div css={css`display: flex; flex-wrap: wrap; gap: ${t.space(2)};`}>
        <Badge tone="neutral">{resource.type}</Badge>
        {resource.isNew ? <Badge tone="accent">New</Badge> : null}
        {resource.comingSoon ? <Badge tone="primary">Coming soon</Badge> : null}
        {owned && resource.category === 'persona-kit' ? <Badge tone="primary">Yours</Badge> : null}
      </div>
      <h3 css={css`font-size: ${t.fontSizes.xl};`}>
        <Link to={`/resource-hub/${resource.id}`} css={css`color: inherit; text-decoration: none; &:hover { text-decoration: underline; }`}>
          {resource.title}
        </Link>
      </h3>
      <p css={css`color: ${t.colors.textMuted}; flex: 1;`}>{resource.description}</p>
      {contents ? (
        <p data-testid="resource-contents" css={css`font-size: ${t.fontSizes.sm}; border-top: 1px solid ${t.colors.line}; padding-top: ${t.space(3)};`}>
          <strong>{contents.kind}.</strong> {contents.holds}.
        </p>
      ) : null}
      <p css={css`font-size: ${t.fontSizes.xs}; font-weight: 700; letter-spacing: 0.08em; text-transform: uppercase; color: ${t.colors.accentStrong};`}>
        {CATEGORY_LABEL[resource.category]}
      </p>
      {resource.comingSoon ? (
        <Button variant="secondary" disabled>
          Coming soon
        </Button>
      ) : (
        // The name starts with the visible words, so a voice-control user can say what they see.
        <Button icon={<DownloadIcon />} onClick={() => onAccess(resource)} aria-label={`${accessLabel(resource, owned)} ${resource.title}`}>
          {accessLabel(resource, owned)}
        </Button>
      )}
    </Card>
  );
}
