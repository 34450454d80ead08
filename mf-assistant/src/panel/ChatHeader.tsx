import { css, useTheme } from '@emotion/react';
import { brand } from '@agency/platform';
import { CloseIcon, SparkIcon } from '@agency/ui';

interface ChatHeaderProps {
  titleId: string;
  statusId: string;
  onClose: () => void;
}

/** The panel's header (spec 2.10): the assistant's name, its status and the close button. */
export function ChatHeader({ titleId, statusId, onClose }: ChatHeaderProps) {
  const t = useTheme();
  return (
    <div
      css={css`
        display: flex;
        align-items: center;
        gap: ${t.space(3)};
        padding: ${t.space(4)} ${t.space(4)} ${t.space(4)} ${t.space(5)};
        background: linear-gradient(135deg, ${t.colors.primary}, ${t.colors.primaryStrong});
        color: ${t.colors.textOnDark};
      `}
    >
      <span
        aria-hidden="true"
        css={css`
          flex: none;
          display: grid;
          place-items: center;
          width: 40px;
          height: 40px;
          border-radius: 50%;
          background: ${t.colors.accent};
          color: ${t.colors.ink};
        `}
      >
        <SparkIcon size={20} />
      </span>
      <div css={css`flex: 1; min-width: 0;`}>
        <h2
          id={titleId}
          css={css`
            font-size: ${t.fontSizes.lg};
            font-weight: 700;
            letter-spacing: -0.01em;
          `}
        >
          {brand.assistantName}
        </h2>
        <p
          id={statusId}
          css={css`
            display: flex;
            align-items: center;
            gap: ${t.space(2)};
            font-size: ${t.fontSizes.xs};
            color: ${t.colors.textOnDarkMuted};
          `}
        >
          <span
            aria-hidden="true"
            css={css`
              width: 8px;
              height: 8px;
              border-radius: 50%;
              background: ${t.colors.success};
              box-shadow: 0 0 0 2px ${t.colors.successSurface};
            `}
          />
          Online • Ready to help
        </p>
      </div>
      <button
        type="button"
        onClick={onClose}
        aria-label="Close chat"
        css={css`
          flex: none;
          display: grid;
          place-items: center;
          width: 40px;
          height: 40px;
          border: 0;
          border-radius: 50%;
          background: transparent;
          color: inherit;
          cursor: pointer;
          transition: background ${t.durations.base};
          &:hover { background: rgba(255, 255, 255, 0.14); }
          &:focus-visible { border-radius: 50%; }
        `}
      >
        <CloseIcon size={20} />
      </button>
    </div>
  );
}
