import { css, useTheme } from '@emotion/react';
import { Muted } from '@agency/ui';
import type { AuditEntry } from '../api/types';
import { formatDateTime } from '@agency/platform/format';
import { Panel } from './Panel';
import { AUDIT_ACTION_LABELS, auditInWords } from '../words/labels';

function detailText(detail: unknown): string {
  if (detail === null || detail === undefined || detail === '') return '';
  if (typeof detail === 'string') return auditInWords(detail);
  if (typeof detail === 'object') {
    return Object.entries(detail as Record<string, unknown>)
      .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
      .join(', ');
  }
  return String(detail);
}

/** Who did what and when on this item (the server writes a row for every staff action), content's publishing included. */
export function AuditList({ entries }: { entries: AuditEntry[] }) {
  const t = useTheme();
  return (
    <Panel title="Audit log">
      {entries.length === 0 ? (
        <Muted>No staff actions yet.</Muted>
      ) : (
        <ol aria-label="Audit log entries" css={css`list-style: none; margin: 0; padding: 0; display: grid; gap: ${t.space(3)};`}>
          {entries.map((entry) => (
            <li key={entry.id} css={css`border-left: 3px solid ${t.colors.line}; padding-left: ${t.space(3)};`}>
              <p>
                <strong>{entry.actor}</strong> {AUDIT_ACTION_LABELS[entry.action]}
              </p>
              {detailText(entry.detail) ? <p css={css`font-size: ${t.fontSizes.sm}; overflow-wrap: anywhere;`}>{detailText(entry.detail)}</p> : null}
              <p css={css`font-size: ${t.fontSizes.xs}; color: ${t.colors.textMuted};`}>
                <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
