import { css, useTheme } from '@emotion/react';
import type { Inquiry } from '../api/types';
import { Panel } from '../detail/Panel';

type Line = NonNullable<Inquiry['transcript']>[number];

/** The conversation the site assistant passed on, as the visitor saw it (issue 62). */
export function Transcript({ lines }: { lines: Line[] }) {
  const t = useTheme();
  return (
    <Panel title="Conversation with the assistant">
      <ol aria-label="Transcript" css={css`list-style: none; margin: 0; padding: 0; display: grid; gap: ${t.space(3)};`}>
        {lines.map((line, i) => (
          <li key={i} css={css`white-space: pre-line; overflow-wrap: anywhere;`}>
            <strong css={css`display: block; font-size: ${t.fontSizes.xs}; color: ${t.colors.textMuted};`}>{line.sender === 'visitor' ? 'Visitor' : 'Assistant'}</strong>
            {line.text}
          </li>
        ))}
      </ol>
    </Panel>
  );
}
