import { css, useTheme } from '@emotion/react';
import { Link } from '@agency/routing';
import { Badge } from '@agency/ui';
import type { ReactNode } from 'react';
import { statusTone } from './statuses';

/**
 * A row of a list: the title is the link to the detail (the whole card is its target area), its
 * status as a badge; marked when it arrived since the last visit, and with a checkbox when rows can
 * be changed together.
 */
export function RowLink({ to, title, meta, status, statusText, fresh = false, select, tone, children }: { to: string; title: string; meta: string; status: string; statusText: string; fresh?: boolean; /** The badge's tone when the status is not a work or payment one (content). */ tone?: ReturnType<typeof statusTone>; select?: { checked: boolean; onChange: (checked: boolean) => void }; children?: ReactNode }) {
  const t = useTheme();
  return (
    <div
      css={css`
        position: relative;
        display: grid;
        grid-template-columns: ${select ? 'auto ' : ''}minmax(0, 1fr);
        align-items: center;
        gap: ${t.space(2)} ${t.space(3)};
        ${t.mq.md} { grid-template-columns: ${select ? 'auto ' : ''}minmax(0, 1fr) auto; }
        padding: ${t.space(3)} ${t.space(4)};
        border-radius: ${t.radii.md};
        border: 1px solid ${fresh ? t.colors.primary : t.colors.line};
        border-left-width: ${fresh ? '5px' : '1px'};
        background: ${t.colors.surface};
        box-shadow: ${t.shadows.sm};
        &:hover { border-color: ${t.colors.primary}; }
        &:focus-within { outline: 3px solid ${t.colors.primary}; outline-offset: 2px; }
      `}
    >
      {select ? (
        // Above the link's stretched target, so a tap on the box selects instead of opening.
        <input
          type="checkbox"
          aria-label={`Select ${title}`}
          checked={select.checked}
          onChange={(e) => select.onChange(e.target.checked)}
          css={css`position: relative; z-index: 1; width: 24px; height: 24px; margin: 10px; accent-color: ${t.colors.primary};`}
        />
      ) : null}
      <span css={css`display: grid; gap: ${t.space(1)}; min-width: 0;`}>
        <Link
          to={to}
          data-row-link
          css={css`
            font-weight: 600;
            color: ${t.colors.primary};
            overflow-wrap: anywhere;
            text-decoration: none;
            &::after { content: ''; position: absolute; inset: 0; }
            &:focus { outline: none; }
          `}
        >
          {title}
        </Link>
        <span css={css`font-size: ${t.fontSizes.sm}; color: ${t.colors.textMuted}; overflow-wrap: anywhere;`}>{meta}</span>
        {children}
      </span>
      {/* Under the text on a phone (beside the checkbox's column), at the end of the row from tablets up. */}
      <span
        css={css`
          display: flex;
          flex-wrap: wrap;
          gap: ${t.space(1)};
          grid-column: ${select ? '2' : '1'};
          ${t.mq.md} { grid-column: auto; display: grid; justify-items: end; }
        `}
      >
        {fresh ? <Badge tone="primary">New since your last visit</Badge> : null}
        <Badge tone={tone ?? statusTone(status)}>{statusText}</Badge>
      </span>
    </div>
  );
}
