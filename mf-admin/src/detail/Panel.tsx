import { css, useTheme } from '@emotion/react';
import type { ReactNode } from 'react';

/** A titled block of a detail page (a white card on the canvas). */
export function Panel({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  const t = useTheme();
  const headingId = `${id ?? title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      css={css`
        background: ${t.colors.surface};
        border: 1px solid ${t.colors.line};
        border-radius: ${t.radii.lg};
        padding: ${t.space(5)};
        ${t.mq.md} { padding: ${t.space(6)}; }
        display: grid;
        gap: ${t.space(4)};
        min-width: 0;
      `}
    >
      <h3 id={headingId} css={css`font-size: ${t.fontSizes.xl};`}>
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Label/value pairs, two columns from tablets up. */
export function FieldList({ fields }: { fields: ReadonlyArray<[string, ReactNode]> }) {
  const t = useTheme();
  return (
    <dl
      css={css`
        display: grid;
        gap: ${t.space(3)} ${t.space(6)};
        margin: 0;
        ${t.mq.md} { grid-template-columns: minmax(140px, max-content) minmax(0, 1fr); }
        dt { font-weight: 600; font-size: ${t.fontSizes.sm}; color: ${t.colors.textMuted}; }
        dd { margin: 0 0 ${t.space(2)}; overflow-wrap: anywhere; white-space: pre-wrap; }
        ${t.mq.md} { dd { margin: 0; } }
      `}
    >
      {fields.map(([label, value]) => (
        <div key={label} css={css`display: contents;`}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
