import { css, type Theme } from '@emotion/react';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { forwardRef } from 'react';
import { Link, type LinkProps } from '@agency/routing';
import { Spinner } from './feedback/Spinner';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'ghost' | 'light' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface StyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

export const buttonStyles = ({ variant = 'primary', size = 'md', block = false }: StyleProps) => (t: Theme) => css`
  display: ${block ? 'flex' : 'inline-flex'};
  width: ${block ? '100%' : 'auto'};
  align-items: center;
  justify-content: center;
  gap: ${t.space(2)};
  min-height: ${size === 'sm' ? '36px' : size === 'lg' ? '56px' : '46px'};
  padding: 0 ${size === 'sm' ? t.space(4) : size === 'lg' ? t.space(8) : t.space(6)};
  border-radius: ${t.radii.pill};
  border: 2px solid transparent;
  font-family: ${t.fonts.body};
  font-size: ${size === 'sm' ? t.fontSizes.sm : t.fontSizes.md};
  font-weight: 600;
  line-height: 1.25;
  text-decoration: none;
  /* A label too long for the space takes two lines instead of running past its card or the screen
     ("Choose Brand Training Essentials" full width on a 360 px phone; "E-mail hello@…" on the
     consultation card): a button is never wider than its container, and one whose label fits is
     drawn on one line as before. */
  max-width: 100%;
  white-space: normal;
  text-align: center;
  padding-block: ${t.space(2)};
  cursor: pointer;
  transition: background ${t.durations.base}, color ${t.durations.base}, border-color ${t.durations.base}, transform ${t.durations.fast};
  &:active:not(:disabled) { transform: translateY(1px); }
  &:disabled, &[aria-disabled='true'] { opacity: 0.6; cursor: not-allowed; }
  ${variant === 'primary' &&
  css`
    background: ${t.colors.primary};
    color: ${t.colors.primaryContrast};
    &:hover:not(:disabled) { background: ${t.colors.primaryStrong}; }
  `}
  ${variant === 'accent' &&
  css`
    background: ${t.colors.accent};
    color: ${t.colors.ink};
    &:hover:not(:disabled) { background: #f7bd5f; }
  `}
  ${variant === 'secondary' &&
  css`
    background: transparent;
    color: ${t.colors.primary};
    border-color: ${t.colors.primary};
    &:hover:not(:disabled) { background: ${t.colors.primary}; color: ${t.colors.primaryContrast}; }
  `}
  ${variant === 'ghost' &&
  css`
    background: transparent;
    color: inherit;
    border-color: currentColor;
    &:hover:not(:disabled) { background: rgba(255, 255, 255, 0.12); }
  `}
  ${variant === 'light' &&
  css`
    background: ${t.colors.surface};
    color: ${t.colors.ink};
    &:hover:not(:disabled) { background: ${t.colors.sand}; }
  `}
  ${variant === 'link' &&
  css`
    background: transparent;
    color: ${t.colors.primary};
    padding: 0;
    min-height: 0;
    border-radius: 0;
    text-decoration: underline;
    text-underline-offset: 4px;
  `}
`;

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  StyleProps & { loading?: boolean; loadingLabel?: ReactNode; icon?: ReactNode };

/** A button of the design system; `loading` disables it and shows a spinner with `loadingLabel`. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, block, loading = false, loadingLabel, icon, children, disabled, type = 'button', ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      css={buttonStyles({ variant, size, block })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size={16} label="" /> : icon}
      {loading && loadingLabel ? loadingLabel : children}
    </button>
  );
});

/** A link to a route of the site, looking like a button. */
export function ButtonLink({ variant, size, block, icon, children, ...rest }: LinkProps & StyleProps & { icon?: ReactNode }) {
  return (
    <Link css={buttonStyles({ variant, size, block })} {...rest}>
      {children}
      {icon}
    </Link>
  );
}

/** A link to a file or another site, looking like a button. */
export function ButtonAnchor({
  variant,
  size,
  block,
  icon,
  children,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & StyleProps & { icon?: ReactNode }) {
  return (
    <a css={buttonStyles({ variant, size, block })} {...rest}>
      {children}
      {icon}
    </a>
  );
}
