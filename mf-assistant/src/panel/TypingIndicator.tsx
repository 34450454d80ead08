import { css, keyframes, useTheme } from '@emotion/react';
import { brand } from '@agency/platform';
import { VisuallyHidden } from '@agency/ui';

const bounce = keyframes`
  0%, 80%, 100% { transform: translateY(0); opacity: 0.4; }
  40% { transform: translateY(-4px); opacity: 1; }
`;

/** Three bouncing dots in an assistant bubble while a reply is pending (spec 2.10). */
export function TypingIndicator() {
  const t = useTheme();
  const dot = (delay: number) => css`
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${t.colors.textMuted};
    animation: ${bounce} 1.2s ease-in-out ${delay}s infinite;
  `;
  return (
    <li data-testid="typing-indicator" css={css`display: flex;`}>
      <span
        css={css`
          display: inline-flex;
          align-items: center;
          gap: 5px;
          padding: ${t.space(3)} ${t.space(4)};
          border-radius: ${t.radii.lg};
          border-bottom-left-radius: ${t.radii.sm};
          background: ${t.colors.surface};
          border: 1px solid ${t.colors.line};
          box-shadow: ${t.shadows.sm};
        `}
      >
        <VisuallyHidden>{brand.assistantName} is typing</VisuallyHidden>
        <span aria-hidden="true" css={dot(0)} />
        <span aria-hidden="true" css={dot(0.15)} />
        <span aria-hidden="true" css={dot(0.3)} />
      </span>
    </li>
  );
}
