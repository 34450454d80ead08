import { css, useTheme } from '@emotion/react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from './icons';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Accessible name of the dialog; shown as its heading unless `hideTitle`. */
  title: ReactNode;
  hideTitle?: boolean;
  /** Label of the close button (e.g. "Close PDF"). */
  closeLabel?: string;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** A click on the dimmed backdrop closes the dialog (default true). */
  closeOnBackdrop?: boolean;
  /** Dark, edge-to-edge stage for images and documents. */
  stage?: boolean;
  children: ReactNode;
}

const widths = { sm: '440px', md: '640px', lg: '880px', xl: '1120px' } as const;

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

/**
 * The one dialog of the design system: focus moves in and is trapped, Escape and the close
 * button close it, focus returns to what opened it, and the page behind does not scroll.
 */
export function Modal({
  open,
  onClose,
  title,
  hideTitle = false,
  closeLabel = 'Close',
  size = 'md',
  closeOnBackdrop = true,
  stage = false,
  children,
}: ModalProps) {
  const t = useTheme();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement as HTMLElement | null;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const panel = panelRef.current;
    const first = panel?.querySelector<HTMLElement>('[data-autofocus]') ?? panel?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel)?.focus();

    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !panel) return;
      const items = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.offsetParent !== null || el === document.activeElement);
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      if (event.shiftKey && document.activeElement === firstItem) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      document.body.style.overflow = overflow;
      opener?.focus?.();
    };
  }, [open]);

  if (!open || typeof document === 'undefined') return null;

  return createPortal(
    <div
      data-testid="modal-backdrop"
      role="presentation"
      onMouseDown={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
      css={css`
        position: fixed;
        inset: 0;
        z-index: ${t.zIndex.modal};
        display: grid;
        place-items: center;
        padding: ${t.space(4)};
        background: rgba(11, 16, 32, ${stage ? 0.88 : 0.6});
        backdrop-filter: blur(2px);
        overflow-y: auto;
      `}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        css={css`
          position: relative;
          width: 100%;
          max-width: ${widths[size]};
          max-height: calc(100vh - ${t.space(8)});
          overflow-y: auto;
          border-radius: ${t.radii.lg};
          background: ${stage ? t.colors.ink : t.colors.surface};
          color: ${stage ? t.colors.textOnDark : t.colors.text};
          box-shadow: ${t.shadows.lg};
          padding: ${stage ? t.space(3) : t.space(6)};
          ${t.mq.md} { padding: ${stage ? t.space(4) : t.space(8)}; }
        `}
      >
        <div
          css={css`
            display: flex;
            align-items: flex-start;
            justify-content: space-between;
            gap: ${t.space(4)};
            margin-bottom: ${hideTitle ? 0 : t.space(5)};
          `}
        >
          <h2
            id={titleId}
            css={css`
              font-size: ${t.fontSizes.h3};
              ${hideTitle ? 'position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;' : ''}
            `}
          >
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={closeLabel}
            title={closeLabel}
            css={css`
              flex: none;
              margin-left: auto;
              display: inline-grid;
              place-items: center;
              width: 44px;
              height: 44px;
              border-radius: ${t.radii.pill};
              border: 1px solid ${stage ? 'rgba(255,255,255,0.24)' : t.colors.line};
              background: ${stage ? 'rgba(255,255,255,0.08)' : t.colors.surface};
              color: inherit;
              cursor: pointer;
              &:hover { background: ${stage ? 'rgba(255,255,255,0.16)' : t.colors.canvas}; }
            `}
          >
            <CloseIcon />
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
