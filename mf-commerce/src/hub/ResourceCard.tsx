import { css, useTheme } from '@emotion/react';
import { Badge, Button, Card, DownloadIcon } from '@agency/ui';
import { Link } from '@agency/routing';
import type { HubResource } from '../api/catalog';

export const CATEGORY_LABEL = { 'persona-kit': 'Persona Kit', 'ai-innovations': 'AI Innovations' } as const;

const accessLabel = (resource: HubResource) => (resource.category === 'persona-kit' ? 'Get access' : 'Download');

export function ResourceCard({ resource, onAccess }: { resource: HubResource; onAccess: (r: HubResource) => void }) {
  const t = useTheme();
  return (
    <Card data-testid="resource-card" css={css`gap: ${t.space(4)};`}>
      <div css={css`display: flex; flex-wrap: wrap; gap: ${t.space(2)};`}>
        <Badge tone="neutral">{resource.type}</Badge>
        {resource.isNew ? <Badge tone="accent">New</Badge> : null}
        {resource.comingSoon ? <Badge tone="primary">Coming soon</Badge> : null}
      </div>
      <h3 css={css`font-size: ${t.fontSizes.xl};`}>
        <Link to={`/resource-hub/${resource.id}`} css={css`color: inherit; text-decoration: none; &:hover { text-decoration: underline; }`}>
          {resource.title}
        </Link>
      </h3>
      <p css={css`color: ${t.colors.textMuted}; flex: 1;`}>{resource.description}</p>
      <p css={css`font-size: ${t.fontSizes.xs}; font-weight: 700; letter-spacing: 0.08em; text-transform: uppercase; color: ${t.colors.accentStrong};`}>
        {CATEGORY_LABEL[resource.category]}
      </p>
      {resource.comingSoon ? (
        <Button variant="secondary" disabled>
          Coming soon
        </Button>
      ) : (
        // The name starts with the visible words, so a voice-control user can say what they see.
        <Button icon={<DownloadIcon />} onClick={() => onAccess(resource)} aria-label={`${accessLabel(resource)} ${resource.title}`}>
          {accessLabel(resource)}
        </Button>
      )}
    </Card>
  );
}
