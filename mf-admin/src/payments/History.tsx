import { css, useTheme } from '@emotion/react';
import { Muted } from '@agency/ui';
import type { PaymentHistoryEntry } from '../api/types';
import { formatDateTime } from '@agency/platform/format';
import { Panel } from '../detail/Panel';
import { detailInWords, paymentStatusLabel, sourceLabel, type PaymentStatus } from '../words/labels';
import { foldHistory } from '../words/history';
import { countOf, NOUNS } from '../words/plural';

/** "checked by the scheduled check 14 times, still pending, last at November 28, 2026, 09:14". */
function foldedText(source: string, status: PaymentStatus, times: number, lastAt: string): string {
  return `${sourceLabel(source)} ${countOf(times, NOUNS.times)}, still ${paymentStatusLabel(status).toLowerCase()}, last at ${formatDateTime(lastAt)}`;
}

/** A payment's states, oldest first, each run of the same line folded into one. */
export function History({ history }: { history: PaymentHistoryEntry[] }) {
  const t = useTheme();
  const lines = foldHistory(history);
  return (
    <Panel title="History">
      {lines.length === 0 ? (
        <Muted>No state changes recorded.</Muted>
      ) : (
        <ol aria-label="Payment history" css={css`list-style: none; margin: 0; padding: 0; display: grid; gap: ${t.space(3)};`}>
          {lines.map(({ entry, times, firstAt, lastAt, lastDetail }) => (
            <li key={`${firstAt}-${entry.source}`} css={css`border-left: 3px solid ${t.colors.line}; padding-left: ${t.space(3)};`}>
              <p>
                <strong>{paymentStatusLabel(entry.status)}</strong> · {times > 1 ? foldedText(entry.source, entry.status, times, lastAt) : sourceLabel(entry.source)}
              </p>
              {lastDetail ? <p css={css`font-size: ${t.fontSizes.sm}; overflow-wrap: anywhere;`}>{times > 1 ? `Last: ${detailInWords(lastDetail)}` : detailInWords(lastDetail)}</p> : null}
              <p css={css`font-size: ${t.fontSizes.xs}; color: ${t.colors.textMuted};`}>
                {times > 1 ? (
                  <>
                    from <time dateTime={firstAt}>{formatDateTime(firstAt)}</time> to <time dateTime={lastAt}>{formatDateTime(lastAt)}</time>
                  </>
                ) : (
                  <time dateTime={firstAt}>{formatDateTime(firstAt)}</time>
                )}
              </p>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
