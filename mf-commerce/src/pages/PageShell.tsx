import { css } from '@emotion/react';
import { useDocumentMeta } from '@agency/platform';
import { Container, PageHeader, Section } from '@agency/ui';
import type { ReactNode } from 'react';

/** Every commerce page: dark page header (the fixed header is white text at the top), then content. */
export function PageShell({
  title,
  subtitle,
  metaDescription,
  narrow = false,
  children,
  headerExtra,
}: {
  title: string;
  subtitle?: string;
  metaDescription: string;
  narrow?: boolean;
  children: ReactNode;
  headerExtra?: ReactNode;
}) {
  useDocumentMeta(title, metaDescription);
  return (
    <>
      <PageHeader title={title} subtitle={subtitle}>
        {headerExtra}
      </PageHeader>
      <Section tone="canvas">
        <Container css={narrow ? css`max-width: 720px;` : undefined}>{children}</Container>
      </Section>
    </>
  );
}
