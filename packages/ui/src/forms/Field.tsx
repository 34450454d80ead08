import { css, useTheme, type Theme } from '@emotion/react';
import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

export const controlStyles = (t: Theme, invalid: boolean) => css`
  width: 100%;
  min-height: 48px;
  padding: ${t.space(3)} ${t.space(4)};
  border-radius: ${t.radii.md};
  border: 1.5px solid ${invalid ? t.colors.danger : t.colors.line};
  background: ${t.colors.surface};
  color: ${t.colors.text};
  font-size: ${t.fontSizes.md};
  line-height: 1.4;
  transition: border-color ${t.durations.fast}, box-shadow ${t.durations.fast};
  &::placeholder { color: #8a8f9c; }
  &:hover { border-color: ${invalid ? t.colors.danger : '#c9c3b6'}; }
  &:focus-visible {
    outline: none;
    border-color: ${t.colors.primary};
    box-shadow: 0 0 0 3px rgba(242, 169, 59, 0.55);
  }
  &:disabled { background: ${t.colors.canvas}; cursor: not-allowed; }
`;

/** The red message under a field; its id is the control's aria-describedby. */
export function FieldError({ id, children }: { id?: string; children?: ReactNode }) {
  const t = useTheme();
  if (!children) return null;
  return (
    <p
      id={id}
      data-field-error
      css={css`
        color: ${t.colors.danger};
        font-size: ${t.fontSizes.sm};
        margin-top: ${t.space(1.5)};
      `}
    >
      {children}
    </p>
  );
}

export interface FieldShellProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
  /** For groups (checkboxes, radios): the label becomes a legend of a fieldset. */
  group?: boolean;
}

/** Label + control + hint + error, wired for assistive technology. */
export function FieldShell({ label, error, hint, required, children, group = false }: FieldShellProps) {
  const t = useTheme();
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const labelCss = css`
    display: block;
    font-weight: 600;
    font-size: ${t.fontSizes.sm};
    margin-bottom: ${t.space(2)};
    padding: 0;
  `;
  const mark = required ? (
    <span aria-hidden="true" css={css`color: ${t.colors.danger};`}>
      {' '}
      *
    </span>
  ) : null;
  const body = (
    <>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint ? (
        <p id={hintId} css={css`color: ${t.colors.textMuted}; font-size: ${t.fontSizes.xs}; margin-top: ${t.space(1.5)};`}>
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId}>{error}</FieldError>
    </>
  );
  if (group) {
    return (
      <fieldset aria-describedby={describedBy} css={css`border: 0; margin: 0; padding: 0; min-width: 0;`}>
        <legend css={labelCss}>
          {label}
          {mark}
        </legend>
        {body}
      </fieldset>
    );
  }
  return (
    <div>
      <label htmlFor={id} css={labelCss}>
        {label}
        {mark}
      </label>
      {body}
    </div>
  );
}

type Common = { label: ReactNode; error?: string; hint?: ReactNode };

export const TextField = forwardRef<HTMLInputElement, Common & InputHTMLAttributes<HTMLInputElement>>(function TextField(
  { label, error, hint, required, ...rest },
  ref,
) {
  return (
    <FieldShell label={label} error={error} hint={hint} required={required}>
      {({ id, describedBy, invalid }) => (
        <input
          ref={ref}
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          aria-required={required || undefined}
          css={(t: Theme) => controlStyles(t, invalid)}
          {...rest}
        />
      )}
    </FieldShell>
  );
});

export const TextAreaField = forwardRef<HTMLTextAreaElement, Common & TextareaHTMLAttributes<HTMLTextAreaElement>>(
  function TextAreaField({ label, error, hint, required, ...rest }, ref) {
    return (
      <FieldShell label={label} error={error} hint={hint} required={required}>
        {({ id, describedBy, invalid }) => (
          <textarea
            ref={ref}
            id={id}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            aria-required={required || undefined}
            css={(t: Theme) => css`
              ${controlStyles(t, invalid)};
              resize: vertical;
            `}
            {...rest}
          />
        )}
      </FieldShell>
    );
  },
);

export const SelectField = forwardRef<HTMLSelectElement, Common & SelectHTMLAttributes<HTMLSelectElement>>(
  function SelectField({ label, error, hint, required, children, ...rest }, ref) {
    return (
      <FieldShell label={label} error={error} hint={hint} required={required}>
        {({ id, describedBy, invalid }) => (
          <select
            ref={ref}
            id={id}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            aria-required={required || undefined}
            css={(t: Theme) => controlStyles(t, invalid)}
            {...rest}
          >
            {children}
          </select>
        )}
      </FieldShell>
    );
  },
);

/** A pill that toggles on and off (multi-select choices such as platforms). */
export function ToggleChip({ pressed, onToggle, children }: { pressed: boolean; onToggle: () => void; children: ReactNode }) {
  const t = useTheme();
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onToggle}
      css={css`
        min-height: 40px;
        padding: 0 ${t.space(4)};
        border-radius: ${t.radii.pill};
        border: 1.5px solid ${pressed ? t.colors.primary : t.colors.line};
        background: ${pressed ? t.colors.primary : t.colors.surface};
        color: ${pressed ? t.colors.primaryContrast : t.colors.text};
        font-weight: 500;
        cursor: pointer;
        transition: background ${t.durations.fast}, border-color ${t.durations.fast};
      `}
    >
      {children}
    </button>
  );
}
